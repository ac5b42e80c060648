"""Inspect mode on Examples/Profile (docs/inspect.md): while the download
progress changes 60 times a second, only the progress view flashes.

Run by scripts/test; alone: `python3 browser-tests/profile_inspect_test.py`
after `swift build --product Profile`.
"""
from playwright.sync_api import expect

import harness
from harness import Server, browser, run

TIMEOUT = 5_000
# Sixty steps of 16 ms on the server; a loaded machine takes longer.
DOWNLOAD_TIMEOUT = 20_000


def open_page(b):
    page = harness.open_page(b, SERVER, TIMEOUT, viewport={"width": 900, "height": 900})
    # The first paint has no spinner either (isLoading turns true only when
    # the .task starts), so wait for the posts themselves, then for the
    # spinner to go.
    expect(page.get_by_text("Sunrise", exact=True)).to_be_visible()
    expect(page.get_by_text("Loading posts…")).to_have_count(0)
    return page


def percent(page):
    return page.locator(".o-stack.o-h:has(> .o-text:text-is('Download')) > .o-text").last


def test_only_the_progress_view_flashes_during_the_download():
    with browser() as b:
        page = open_page(b)
        # Forget the flashes of the first updates (the posts arriving).
        page.evaluate("""() => {
            for (const node of document.querySelectorAll('[data-o-flashes]')) delete node.dataset.oFlashes;
        }""")
        entries = page.locator("#o-inspector .o-inspector-entry")
        before = entries.count()
        page.get_by_role("button", name="Start download").click()
        expect(percent(page)).to_have_text("100%", timeout=DOWNLOAD_TIMEOUT)

        # Every element that flashed is DownloadProgressView's (its layout's
        # VStack) or inside it (BodyRunsLabel, whose count input changes with
        # each run).
        view = page.locator("[data-oid]:has(> .o-stack.o-v .o-text:text-is('Start download'))").last
        expect(view).to_contain_text("Download")
        expect(view).not_to_contain_text("Followers")
        outside = page.evaluate("""(view) => Array.from(document.querySelectorAll('[data-o-flashes]'))
            .filter(node => !view.contains(node)).map(node => node.outerHTML.slice(0, 120))""", view.element_handle())
        assert outside == [], f"elements outside the progress view flashed: {outside}"
        flashes = int(view.get_attribute("data-o-flashes") or 0)
        assert flashes >= 10, f"the progress view flashed only {flashes} times"

        # One entry per update (capped at 50): pushed by the download task, not by an event.
        assert entries.count() >= min(50, before + 10), (before, entries.count())
        newest = entries.first
        expect(newest.locator(".o-inspector-event")).to_contain_text("update (no event)")
        expect(newest.locator(".o-inspector-mutations")).to_contain_text("FeedViewModel.downloadProgress: ")
        expect(newest.locator(".o-inspector-mutations")).to_contain_text("→ 1.0")
        # The progress view's body, its layout's (new progress) and its
        # label's (new count); no other.
        bodies = newest.locator(".o-inspector-bodies li")
        expect(bodies).to_have_count(3)
        expect(bodies.nth(0)).to_contain_text("DownloadProgressView ×1")
        expect(bodies.nth(1)).to_contain_text("DownloadProgressContent ×1")
        expect(bodies.nth(2)).to_contain_text("BodyRunsLabel ×1")
        # No update of the download ran any other body.
        download = entries.filter(has_text="FeedViewModel.downloadProgress")
        assert download.count() >= 10, download.count()
        names = {text.split(" ×")[0] for text in download.locator(".o-inspector-bodies li").all_inner_texts()}
        assert names == {"DownloadProgressView", "DownloadProgressContent", "BodyRunsLabel"}, names

SERVER = None

if __name__ == "__main__":
    SERVER = Server("Profile", args=["--inspect"]).start()
    try:
        run([test_only_the_progress_view_flashes_during_the_download])
    finally:
        SERVER.stop()
