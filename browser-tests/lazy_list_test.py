"""Browser tests of lazy lists (issue 34) with browser-tests/LazyList.

A `List`, sections, a `LazyVStack` and a `LazyVGrid` of many rows under the
windowed policy: the page mounts only the rows near the viewport and reports
what it shows as the user scrolls. Run by scripts/test; alone:
`python3 browser-tests/lazy_list_test.py` after `swift build`.
"""
import json
import time
import urllib.request
from contextlib import contextmanager

from playwright.sync_api import expect

import harness
from harness import Server, browser, run

TIMEOUT = 10_000
PHONE = {"width": 390, "height": 844}


def open_page(b, server):
    return harness.open_page(b, server, TIMEOUT, viewport=PHONE)


def start(kind="list", rows=10_000):
    return Server("BrowserLazyList", env={"LAZY_KIND": kind, "LAZY_ROWS": str(rows)}).start()


@contextmanager
def served_page(kind="list", rows=10_000):
    """A phone-sized page of the fixture serving `rows` rows in a `kind` container."""
    server = start(kind, rows)
    try:
        with browser() as b:
            yield open_page(b, server)
    finally:
        server.stop()


def settle(page):
    """Waits until the page stops scrolling, then 100 ms more: the rest after
    which no blank (spacer) rows may show."""
    last = None
    for _ in range(200):
        now = page.evaluate("() => [window.scrollY, ...[...document.querySelectorAll('.o-scroll')].map(e => e.scrollTop)].join()")
        if now == last:
            break
        last = now
        time.sleep(0.03)
    time.sleep(0.1)


def hits(page, top=110, bottom=770, step=20, x=50):
    """What a user sees down the viewport: for each sampled point, 'SPACER'
    if it falls on a spacer (a blank row), else the text of the row there."""
    return page.evaluate(
        """([top, bottom, step, x]) => {
            const out = [];
            for (let y = top; y < bottom; y += step) {
                const el = document.elementFromPoint(x, y);
                if (!el) { out.push(null); continue; }
                if (el.closest('.o-lazy-spacer')) { out.push('SPACER'); continue; }
                const row = el.closest('.o-li, .o-row, .o-text');
                out.push(row ? row.textContent.trim() : '');
            }
            return out;
        }""",
        [top, bottom, step, x],
    )


def number_in(text):
    """The row number in a row's text ("Row 12Taps 0" → 12)."""
    word = text.split()[1]
    digits = word[0] + "".join(c for c in word[1:] if c.isdigit()) if word[0] == "-" else ""
    return int(digits or "".join(c for c in word if c.isdigit()))


def row_numbers(samples, word="Row"):
    """The row numbers sampled, top to bottom."""
    return [number_in(text) for text in samples if text and text.startswith(word + " ")]


def test_first_paint_is_a_window_and_its_size_does_not_grow_with_the_rows():
    small, large = start(rows=1_000), start(rows=100_000)
    try:
        sizes = []
        for server in (small, large):
            html = urllib.request.urlopen(server.url + "/").read().decode()
            assert "Row 47<" in html and "Row 48<" not in html, "the first paint holds the first window only"
            sizes.append(len(html.encode()))
        # Only the digits of the spacers' counts differ.
        assert abs(sizes[1] - sizes[0]) <= 40, sizes
        with browser() as b:
            page = open_page(b, large)
            expect(page.get_by_text("Row 0", exact=True)).to_be_visible()
            assert page.locator(".o-row").count() < 60
    finally:
        small.stop()
        large.stop()


def fling(page, distance, cdp):
    cdp.send("Input.synthesizeScrollGesture", {
        "x": 200, "y": 450, "yDistance": -distance, "speed": 5000, "gestureSourceType": "mouse",
    })


# How many rows one report moves while a user flings, at most, as the median
# of the reports: the benchmark case "ObservatoryWeb lazy list/scroll a fling
# report" (LazyListSubject.flingReportRows) measures a report of this size.
FLING_REPORT_ROWS = 7


def record_reports(page):
    """Keeps a copy of every message the page sends from now on."""
    page.evaluate("""() => {
        window.__sent = [];
        const send = WebSocket.prototype.send;
        WebSocket.prototype.send = function (data) { window.__sent.push(data); return send.call(this, data); };
    }""")


def report_moves(page):
    """How far each `visible` report moved from the one before, in rows."""
    reports = [m for m in map(json.loads, page.evaluate("() => window.__sent")) if m.get("type") == "visible"]
    return [abs(b["first"] - a["first"]) for a, b in zip(reports, reports[1:]) if b["first"] != a["first"]]


def test_flinging_through_ten_thousand_rows_leaves_no_blank_rows_after_100ms():
    with served_page() as page:
        cdp = page.context.new_cdp_session(page)
        record_reports(page)
        seen = []
        for distance in (4_000, 6_000, 8_000, 12_000, -5_000, 20_000):
            fling(page, distance, cdp)
            settle(page)
            samples = hits(page)
            assert "SPACER" not in samples, f"blank rows after a fling of {distance} px: {samples}"
            numbers = row_numbers(samples)
            assert numbers == sorted(numbers) and numbers, samples
            seen.append(numbers[0])
        # The flings went down, back up a little, then far down.
        assert seen[0] > 50 and seen[3] > seen[2] > seen[1] > seen[0] and seen[4] < seen[3] and seen[5] > seen[3], seen
        assert page.locator(".o-row").count() < 80
        # The page reported as it went (at most every 50 ms), a few rows at a
        # time: what the benchmark's fling report measures the server's cost of.
        moves = sorted(report_moves(page))
        assert len(moves) > 50, moves
        median = moves[len(moves) // 2]
        print(f"    fling reports: {len(moves)}, rows moved: median {median}, largest {moves[-1]}")
        assert median <= FLING_REPORT_ROWS, moves


def test_rows_appear_as_they_come_into_view():
    with served_page() as page:
        counter = page.get_by_text("Appeared", exact=False)
        settle(page)
        before = int(counter.inner_text().split()[-1])
        top = hits(page)
        for _ in range(20):  # 100 rows of 52 px, 5 at a time, as a user scrolls
            page.evaluate("() => window.scrollBy(0, 52 * 5)")
            time.sleep(0.05)
        settle(page)
        expect(counter).not_to_have_text(f"Appeared {before}")
        after = int(counter.inner_text().split()[-1])
        moved = row_numbers(hits(page))[0] - row_numbers(top)[0]
        # Each row that came into view (or near it) appeared once, not the 10,000.
        assert 95 <= moved <= 105, moved
        assert moved - 5 <= after - before <= moved + 20, (before, after, moved)


def test_tab_walks_down_into_rows_that_were_not_mounted():
    with served_page() as page:
        page.get_by_role("button", name="Taps 0").first.focus()
        rows = []
        for _ in range(60):
            page.keyboard.press("Tab")
            time.sleep(0.04)
            text = page.evaluate("() => { const row = document.activeElement.closest('.o-row'); return row ? row.textContent : null; }")
            assert text is not None, "the focus left the list"
            rows.append(number_in(text))
        assert rows == sorted(rows), rows
        assert rows[-1] >= 29, rows  # beyond the first window (~27 rows once the page reported)


def test_inserting_rows_above_keeps_the_rows_in_view_in_place():
    with served_page() as page:
        page.mouse.move(200, 450)
        page.mouse.wheel(0, 52 * 200)
        settle(page)
        before = hits(page, top=300, bottom=620, step=40)
        page.get_by_role("button", name="Insert above").click()
        expect(page.get_by_text("Row -3", exact=True)).to_have_count(0)  # far above: not mounted
        settle(page)
        after = hits(page, top=300, bottom=620, step=40)
        assert before == after, (before, after)
        page.evaluate("() => window.scrollTo(0, 0)")
        expect(page.get_by_text("Row -3", exact=True)).to_be_visible()


def test_a_rows_state_survives_scrolling_away_and_back():
    with served_page() as page:
        row = page.locator(".o-row").filter(has=page.get_by_text("Row 3", exact=True))
        row.get_by_role("button", name="Taps 0").click()
        expect(row.get_by_role("button", name="Taps 1")).to_be_visible()
        page.evaluate("() => window.scrollTo(0, 52 * 3000)")
        settle(page)
        expect(page.get_by_text("Row 3", exact=True)).to_have_count(0)  # unmounted
        page.evaluate("() => window.scrollTo(0, 0)")
        settle(page)
        expect(row.get_by_role("button", name="Taps 1")).to_be_visible()


def test_sections_stacks_and_grids_scroll_without_blank_rows():
    for kind, word, distance in (("sections", "Row", 30_000), ("lazyVStack", "Row", 20_000), ("grid", "Cell", 20_000)):
        with served_page(kind) as page:
            cdp = page.context.new_cdp_session(page)
            for step in range(4):
                fling(page, distance / 4, cdp)
                settle(page)
                samples = hits(page)
                assert "SPACER" not in samples, f"{kind}: blank rows: {samples}"
            numbers = row_numbers(samples, word)
            assert numbers and min(numbers) > 100, (kind, samples)
            if kind == "sections":
                # A jump past the first section's 5,000 rows, into the second's.
                page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight * 0.75)")
                settle(page)
                samples = hits(page)
                assert "SPACER" not in samples, f"{kind}: blank rows after a jump: {samples}"
                assert min(row_numbers(samples)) > 5_000, samples


def test_a_paged_query_of_100000_sqlite_rows_scrolls_jumps_and_inserts():
    with served_page("sqlite", 100_000) as page:
        expect(page.get_by_text("of 100000", exact=False)).to_be_visible()
        cdp = page.context.new_cdp_session(page)
        for distance in (6_000, 12_000):
            fling(page, distance, cdp)
            settle(page)
            samples = hits(page)
            assert "SPACER" not in samples, f"blank rows after a fling of {distance} px: {samples}"
        # A jump three quarters down reads the pages there, and no others.
        page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight * 0.75)")
        settle(page)
        samples = hits(page)
        assert "SPACER" not in samples, samples
        numbers = row_numbers(samples)
        assert numbers == sorted(numbers) and 70_000 < numbers[0] < 80_000, samples
        assert page.locator(".o-row").count() < 80
        # Rows saved above the window: the rows in view stay where they are.
        before = hits(page, top=300, bottom=620, step=40)
        page.get_by_role("button", name="Insert above").click()
        expect(page.get_by_text("of 100003", exact=False)).to_be_visible()
        settle(page)
        assert hits(page, top=300, bottom=620, step=40) == before
        page.evaluate("() => window.scrollTo(0, 0)")
        expect(page.get_by_text("Row -3", exact=True)).to_be_visible()


if __name__ == "__main__":
    run([
        test_first_paint_is_a_window_and_its_size_does_not_grow_with_the_rows,
        test_flinging_through_ten_thousand_rows_leaves_no_blank_rows_after_100ms,
        test_rows_appear_as_they_come_into_view,
        test_tab_walks_down_into_rows_that_were_not_mounted,
        test_inserting_rows_above_keeps_the_rows_in_view_in_place,
        test_a_rows_state_survives_scrolling_away_and_back,
        test_sections_stacks_and_grids_scroll_without_blank_rows,
        test_a_paged_query_of_100000_sqlite_rows_scrolls_jumps_and_inserts,
    ])

