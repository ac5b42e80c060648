"""Browser tests of the Todos example (Examples/Todos): article 000's to-do
list (§4.2) and master–detail split view (§4.4), served and driven in Chromium.

Run by scripts/test; alone: `swift build --product Todos && python3 browser-tests/todos_test.py`.
"""
from playwright.sync_api import expect

import harness
from harness import Server, browser, run

PRODUCT = "Todos"
TIMEOUT = 5_000


def open_page(b, server, **context):
    return harness.open_page(b, server, TIMEOUT, **context)


def add(page, title):
    field = page.get_by_role("textbox", name="New to-do")
    field.fill(title)
    expect(field).to_have_value(title)
    page.get_by_role("button", name="Add", exact=True).click()
    expect(page.get_by_role("button", name=title, exact=True)).to_be_visible()
    expect(field).to_have_value("")


def stage_for_screenshot(page):
    """A list of three to-dos."""
    for title in ["Buy oat milk", "Walk the dog", "Read a chapter"]:
        add(page, title)


def test_add_open_edit_come_back_and_delete():
    with browser() as b:
        page = open_page(b, SERVER)
        expect(page.get_by_role("heading", name="To-Dos")).to_be_visible()
        add(page, "Milk")
        add(page, "Bread")
        # An empty title adds nothing.
        page.get_by_role("button", name="Add", exact=True).click()
        expect(page.locator(".o-row")).to_have_count(2)

        page.get_by_role("button", name="Milk", exact=True).click()
        expect(page.get_by_role("heading", name="Edit")).to_be_visible()
        title = page.get_by_role("textbox", name="Title")
        expect(title).to_have_value("Milk")
        title.fill("Oat milk")
        done = page.get_by_role("switch", name="Done")
        done.click()
        expect(done).to_be_checked()

        page.get_by_role("button", name="Back").click()
        expect(page.get_by_role("heading", name="To-Dos")).to_be_visible()
        rows = page.locator(".o-row")
        expect(rows.locator(".o-link-label")).to_have_text(["Oat milk", "Bread"])

        # The edit was kept: the detail shows it again.
        page.get_by_role("button", name="Oat milk", exact=True).click()
        expect(page.get_by_role("textbox", name="Title")).to_have_value("Oat milk")
        expect(page.get_by_role("switch", name="Done")).to_be_checked()
        page.go_back()
        expect(page.get_by_role("heading", name="To-Dos")).to_be_visible()

        row = rows.filter(has_text="Oat milk")
        # `.onDelete`: Delete waits past the row's edge until the row is swiped, as on iOS.
        harness.tap_swipe_action(page, row, "Delete")
        expect(rows).to_have_count(1)
        expect(page.get_by_role("button", name="Oat milk", exact=True)).to_have_count(0)
        expect(page.get_by_role("button", name="Bread", exact=True)).to_be_visible()


def test_split_view_shows_and_edits_the_selection():
    with browser() as b:
        page = open_page(b, SERVER)
        page.get_by_role("radio", name="Split view").check()
        sidebar = page.locator(".o-col-sidebar")
        detail = page.locator(".o-col-detail")
        expect(sidebar.get_by_role("heading", name="All")).to_be_visible()
        expect(sidebar.get_by_role("button", name="Read", exact=True)).to_be_visible()
        expect(detail.get_by_text("Select an item")).to_be_visible()

        sidebar.get_by_role("button", name="Read", exact=True).click()
        title = detail.get_by_role("textbox", name="Title")
        expect(title).to_have_value("Read")
        title.fill("Read a book")
        expect(sidebar.get_by_role("button", name="Read a book", exact=True)).to_be_visible()
        detail.get_by_role("switch", name="Done").click()
        expect(detail.get_by_role("switch", name="Done")).to_be_checked()

        # Another selection replaces the detail.
        sidebar.get_by_role("button", name="Walk", exact=True).click()
        expect(detail.get_by_role("textbox", name="Title")).to_have_value("Walk")
        expect(detail.get_by_role("switch", name="Done")).not_to_be_checked()
        expect(detail.locator(".o-screen:not([hidden])")).to_have_count(1)
        sidebar.get_by_role("button", name="Read a book", exact=True).click()
        expect(detail.get_by_role("switch", name="Done")).to_be_checked()

        # Back to the list screen and to the split view again: each screen
        # owns its store in @State, so the split view starts over.
        page.get_by_role("radio", name="List").check()
        expect(page.get_by_role("textbox", name="New to-do")).to_be_visible()
        page.get_by_role("radio", name="Split view").check()
        expect(sidebar.get_by_role("button", name="Read", exact=True)).to_be_visible()


def test_screens_fill_the_window():
    with browser() as b:
        page = open_page(b, SERVER, viewport={"width": 1000, "height": 700})
        bar = page.locator(".o-bar").first
        expect(bar).to_be_visible()
        assert bar.bounding_box()["width"] >= 990, bar.bounding_box()
        field = page.get_by_role("textbox", name="New to-do").bounding_box()
        assert field["width"] > 600, field
        # The segmented picker's labels stay on one line.
        segment = page.locator(".o-segmented .o-option-label", has_text="Split view").bounding_box()
        assert segment["height"] < 30, segment
        page.get_by_role("radio", name="Split view").check()
        split = page.locator(".o-split")
        expect(split).to_be_visible()
        assert split.bounding_box()["width"] >= 990, split.bounding_box()
        placeholder = page.get_by_text("Select an item").bounding_box()
        detail = page.locator(".o-col-detail").bounding_box()
        centre = detail["x"] + detail["width"] / 2
        assert abs(placeholder["x"] + placeholder["width"] / 2 - centre) < 5, (placeholder, detail)


def test_each_tab_has_its_own_list():
    with browser() as b:
        first = open_page(b, SERVER)
        second = open_page(b, SERVER)
        add(first, "Only here")
        expect(second.get_by_role("textbox", name="New to-do")).to_be_visible()
        expect(second.get_by_role("button", name="Only here")).to_have_count(0)


def test_staging_for_a_screenshot():
    with browser() as b:
        page = open_page(b, SERVER)
        stage_for_screenshot(page)
        expect(page.locator(".o-row")).to_have_count(3)


SERVER = None

if __name__ == "__main__":
    SERVER = Server(PRODUCT).start()
    try:
        run([
            test_add_open_edit_come_back_and_delete,
            test_split_view_shows_and_edits_the_selection,
            test_screens_fill_the_window,
            test_each_tab_has_its_own_list,
            test_staging_for_a_screenshot,
        ])
    finally:
        SERVER.stop()
