"""Browser tests of Examples/Profile (article 004's profile screen), served.

Run by scripts/test; alone: `python3 browser-tests/profile_test.py`
after `swift build --product Profile`.
"""
import re

from playwright.sync_api import expect

import harness
from harness import Server, browser, run

PRODUCT = "Profile"
TIMEOUT = 5_000
# Sixty steps of 16 ms on the server; a loaded machine takes longer.
DOWNLOAD_TIMEOUT = 20_000

BODY_RUNS = re.compile(r"^body ×\d+$")


def open_page(b):
    return harness.open_page(b, SERVER, TIMEOUT)


def posts_loaded(page):
    expect(page.locator(".o-m-background", has_text="Night")).to_be_visible()
    expect(page.get_by_text("Loading posts…")).to_have_count(0)


def body_runs(page):
    """The "body ×N" labels: header, stats, bio, download, posts."""
    return page.get_by_text(BODY_RUNS)


def stat(page, title):
    """The number above `title` ("Followers", "Following")."""
    return page.locator(f".o-stack.o-v:has(> .o-text:text-is('{title}')) > .o-f-title2")


def percent(page):
    return page.locator(".o-stack.o-h:has(> .o-text:text-is('Download')) > .o-text").last


def stage_for_screenshot(page):
    """A followed profile with a bio, its download finished."""
    posts_loaded(page)
    page.get_by_role("textbox", name="Bio").fill("Building apps with Swift on Linux.")
    page.get_by_role("button", name="Follow").click()
    expect(stat(page, "Followers")).to_have_text("1")
    page.get_by_role("button", name="Start download").click()
    expect(percent(page)).to_have_text("100%", timeout=DOWNLOAD_TIMEOUT)


def test_download_reaches_100_percent_and_only_its_view_reruns():
    with browser() as b:
        page = open_page(b)
        posts_loaded(page)
        expect(body_runs(page)).to_have_count(5)
        before = body_runs(page).all_inner_texts()
        expect(percent(page)).to_have_text("0%")
        # Count the percentages the page shows on its way to 100%.
        percent(page).evaluate("""node => {
            window.shownPercents = [];
            new MutationObserver(() => window.shownPercents.push(node.textContent))
                .observe(node, {childList: true, characterData: true, subtree: true});
        }""")

        page.get_by_role("button", name="Start download").click()
        expect(percent(page)).to_have_text("100%", timeout=DOWNLOAD_TIMEOUT)
        expect(page.locator("progress")).to_have_js_property("value", 1)

        shown = page.evaluate("window.shownPercents")
        assert len(set(shown)) >= 10, f"the progress moved in too few steps: {shown}"
        assert shown == sorted(shown, key=lambda p: int(p.rstrip("%"))), f"out of order: {shown}"
        after = body_runs(page).all_inner_texts()
        # Header, stats, bio and posts never re-ran; the progress view did, once per step shown.
        assert [after[i] for i in (0, 1, 2, 4)] == [before[i] for i in (0, 1, 2, 4)], (before, after)
        download_runs = int(after[3].removeprefix("body ×"))
        assert download_runs >= 1 + len(set(shown)), (after, shown)
        # The percentage sits at the right end of its row (the Spacer between them).
        row = page.locator(".o-stack.o-h:has(> .o-text:text-is('Download'))").bounding_box()
        value = percent(page).bounding_box()
        assert row["width"] > 250 and abs((value["x"] + value["width"]) - (row["x"] + row["width"])) < 2, (row, value)


def test_follow_increments_the_follower_count():
    with browser() as b:
        page = open_page(b)
        posts_loaded(page)
        expect(stat(page, "Followers")).to_have_text("0")
        header_runs = body_runs(page).first.inner_text()
        follow = page.get_by_role("button", name="Follow")
        follow.click()
        expect(stat(page, "Followers")).to_have_text("1")
        follow.click()
        follow.click()
        expect(stat(page, "Followers")).to_have_text("3")
        expect(stat(page, "Following")).to_have_text("0")
        expect(body_runs(page).first).to_have_text(header_runs)


def test_edit_the_bio_and_the_username():
    with browser() as b:
        page = open_page(b)
        posts_loaded(page)
        expect(page.get_by_text("No bio yet.")).to_be_visible()
        page.get_by_role("textbox", name="Bio").press_sequentially("Swift on Linux")
        expect(page.get_by_text("Swift on Linux", exact=True)).to_be_visible()
        expect(page.get_by_text("No bio yet.")).to_have_count(0)
        username = page.get_by_role("textbox", name="Username")
        expect(username).to_have_value("simran")
        username.fill("ada")
        expect(page.get_by_text("@ada", exact=True)).to_be_visible()
        expect(page.get_by_text("A", exact=True)).to_be_visible()  # the avatar's initial


def test_toggle_loading_shows_and_hides_the_indicator():
    with browser() as b:
        page = open_page(b)
        posts_loaded(page)
        toggle = page.get_by_role("button", name="Toggle loading")
        toggle.click()
        expect(page.get_by_text("Loading posts…")).to_be_visible()
        toggle.click()
        expect(page.get_by_text("Loading posts…")).to_have_count(0)
        expect(page.locator(".o-m-background", has_text="Sunrise")).to_be_visible()


def test_the_observable_object_version_reruns_every_holder_of_the_profile():
    """`--observable-object`: the same screen on ObservableObject. Follow
    writes one @Published property, and every view holding the profile
    re-runs (header, stats, bio); the views holding the feed do not."""
    server = Server(PRODUCT, args=["--observable-object"]).start()
    try:
        with browser() as b:
            page = harness.open_page(b, server, TIMEOUT)
            posts_loaded(page)
            expect(body_runs(page)).to_have_count(5)
            before = [int(text.removeprefix("body ×")) for text in body_runs(page).all_inner_texts()]
            page.get_by_role("button", name="Follow").click()
            expect(stat(page, "Followers")).to_have_text("1")
            expect(body_runs(page).first).to_have_text(f"body ×{before[0] + 1}")
            after = [int(text.removeprefix("body ×")) for text in body_runs(page).all_inner_texts()]
            # header, stats, bio: one more run each; download, posts: none.
            assert [a - b for a, b in zip(after, before)] == [1, 1, 1, 0, 0], (before, after)
            page.get_by_role("textbox", name="Bio").fill("Old model")
            expect(page.get_by_text("Old model", exact=True)).to_be_visible()
    finally:
        server.stop()


SERVER = None

if __name__ == "__main__":
    SERVER = Server(PRODUCT).start()
    try:
        run([
            test_download_reaches_100_percent_and_only_its_view_reruns,
            test_follow_increments_the_follower_count,
            test_edit_the_bio_and_the_username,
            test_toggle_loading_shows_and_hides_the_indicator,
            test_the_observable_object_version_reruns_every_holder_of_the_profile,
        ])
    finally:
        SERVER.stop()
