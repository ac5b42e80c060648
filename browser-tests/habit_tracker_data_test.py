"""Browser tests of the Habit Tracker on ObservatoryData (Examples/HabitTrackerData).

Run by scripts/test; alone: `python3 browser-tests/habit_tracker_data_test.py`
after `swift build --product HabitTrackerData`.
"""
import os
import sqlite3
import tempfile
import time

from playwright.sync_api import expect

import harness
from harness import Server, browser, run, tap_swipe_action

PRODUCT = "HabitTrackerData"
TIMEOUT = 10_000


def start(store, *args):
    return Server(PRODUCT, args=["--data", store, *args]).start()


def open_page(b, server):
    return harness.open_page(b, server, TIMEOUT)


def row(page, title):
    return page.locator(".o-row").filter(has=link(page, title))


def link(page, title):
    return page.locator(".o-link").filter(has=page.get_by_text(title, exact=True))


def titles(page):
    return page.locator(".o-row .o-link-label").all_inner_texts()


def add_habits(page, *titles_to_add):
    field = page.get_by_role("textbox", name="New habit")
    for title in titles_to_add:
        field.fill(title)
        page.get_by_role("button", name="Add", exact=True).click()
        expect(row(page, title)).to_be_visible()
        expect(field).to_have_value("")


def stored(store, sql="SELECT title, notes, isComplete FROM Habit ORDER BY title"):
    """What the store file holds, read with Python's own SQLite."""
    with sqlite3.connect(f"file:{store}?mode=ro", uri=True) as connection:
        return connection.execute(sql).fetchall()


def wait_for(condition, timeout=15):
    deadline = time.time() + timeout
    last = None
    while time.time() < deadline:
        try:
            if condition():
                return
        except sqlite3.Error as error:
            last = error
        time.sleep(0.1)
    raise AssertionError(f"condition not met in time ({last})")


def test_add_edit_search_delete_and_restart():
    with tempfile.TemporaryDirectory() as folder, browser() as b:
        store = os.path.join(folder, "habits.store")
        server = start(store)
        try:
            page = open_page(b, server)
            add_habits(page, "Drink water", "Read 20 pages", "Stretch")
            # Newest first: the @Query sorts by createdAt, in reverse.
            assert titles(page) == ["Stretch", "Read 20 pages", "Drink water"], titles(page)
            # Saved by the main context's autosave, in SQLite.
            wait_for(lambda: [t for t, _, _ in stored(store)] == ["Drink water", "Read 20 pages", "Stretch"])

            # Edit in the detail view: the change reaches the list and the store.
            link(page, "Stretch").click()
            expect(page.get_by_role("heading", name="Edit")).to_be_visible()
            page.get_by_role("textbox", name="Title").fill("Stretch 5 minutes")
            page.get_by_role("textbox", name="Notes").fill("after lunch")
            page.get_by_role("switch", name="Completed").check()
            page.get_by_role("button", name="Back").click()
            expect(row(page, "Stretch 5 minutes").get_by_role("button", name="Undo")).to_be_visible()
            wait_for(lambda: ("Stretch 5 minutes", "after lunch", 1) in stored(store))

            # Search (case-insensitive, as the article's).
            page.get_by_role("searchbox").fill("REA")
            expect(page.locator(".o-row")).to_have_count(1)
            expect(row(page, "Read 20 pages")).to_be_visible()
            page.get_by_role("searchbox").fill("")
            expect(page.locator(".o-row")).to_have_count(3)

            # Hiding completed habits changes the query's predicate.
            page.get_by_role("switch", name="Show Completed").uncheck()
            expect(page.locator(".o-row")).to_have_count(2)
            page.get_by_role("switch", name="Show Completed").check()
            expect(page.locator(".o-row")).to_have_count(3)

            # Delete removes the row from the list and from the store.
            # `.onDelete`: Delete waits past the row's edge until the row is swiped, as on iOS.
            harness.tap_swipe_action(page, row(page, "Drink water"), "Delete")
            expect(page.locator(".o-row")).to_have_count(2)
            wait_for(lambda: [t for t, _, _ in stored(store)] == ["Read 20 pages", "Stretch 5 minutes"])

            # Oldest first.
            page.get_by_role("switch", name="Newest First").uncheck()
            expect(page.locator(".o-row .o-link-label").first).to_have_text("Read 20 pages")
        finally:
            server.stop()

        server = start(store)
        try:
            page = open_page(b, server)
            expect(page.locator(".o-row")).to_have_count(2)
            assert titles(page) == ["Stretch 5 minutes", "Read 20 pages"], titles(page)
            expect(row(page, "Stretch 5 minutes").get_by_role("button", name="Undo")).to_be_visible()
        finally:
            server.stop()


def test_a_second_tab_sees_the_first_tabs_changes():
    with tempfile.TemporaryDirectory() as folder, browser() as b:
        server = start(os.path.join(folder, "habits.store"))
        try:
            first = open_page(b, server)
            second = open_page(b, server)
            add_habits(first, "Floss")
            # The save reaches the other tab's @Query.
            expect(row(second, "Floss")).to_be_visible()
            tap_swipe_action(first, row(first, "Floss"), "Done")
            expect(row(second, "Floss").get_by_role("button", name="Undo")).to_be_visible()
        finally:
            server.stop()


GREEN = "rgb(30, 123, 52)"


def switch_colors(page):
    return page.evaluate("""() => [...document.querySelectorAll('input[role=switch]')]
        .map((e) => [e.checked, getComputedStyle(e).backgroundColor])""")


def test_switches_stay_green_through_a_screenshot():
    """An untinted switch is green when on, whatever style attribute a tool
    leaves on it: Playwright's screenshot hides the caret with an inline
    style and leaves `style=""` behind, which once turned them blue."""
    with tempfile.TemporaryDirectory() as folder, browser() as b:
        server = start(os.path.join(folder, "habits.store"))
        try:
            page = open_page(b, server)
            add_habits(page, "Walk")
            shown = page.get_by_role("switch", name="Show Completed")
            expect(shown).to_be_checked()
            shown.click()
            expect(shown).not_to_be_checked()
            page.screenshot(path=os.path.join(folder, "switches.png"))
            shown.click()
            expect(shown).to_be_checked()
            page.screenshot(path=os.path.join(folder, "switches.png"))
            assert page.evaluate("document.querySelector('input[role=switch]').hasAttribute('style')"), \
                "the screenshot leaves a style attribute (else this test checks nothing)"
            # The background has a 0.2 s transition: wait for it to settle.
            try:
                page.wait_for_function(f"""() => [...document.querySelectorAll('input[role=switch]:checked')]
                    .every((e) => getComputedStyle(e).backgroundColor === '{GREEN}')""", timeout=TIMEOUT)
            except Exception:
                raise AssertionError(f"switches that are on are not green: {switch_colors(page)}")
        finally:
            server.stop()


def test_a_store_that_cannot_be_opened_is_kept_aside_and_reported():
    with tempfile.TemporaryDirectory() as folder, browser() as b:
        store = os.path.join(folder, "habits.store")
        with open(store, "wb") as f:
            f.write(b"not a database" * 400)
        server = start(store)
        try:
            page = open_page(b, server)
            expect(page.get_by_text("The store could not be opened")).to_be_visible()
            kept = [name for name in os.listdir(folder) if name.startswith("habits.corrupt-")]
            assert len(kept) == 1, os.listdir(folder)
            with open(os.path.join(folder, kept[0]), "rb") as f:
                assert f.read() == b"not a database" * 400
            add_habits(page, "Fresh start")
            wait_for(lambda: stored(store, "SELECT title FROM Habit") == [("Fresh start",)])
        finally:
            server.stop()


if __name__ == "__main__":
    run([
        test_add_edit_search_delete_and_restart,
        test_a_second_tab_sees_the_first_tabs_changes,
        test_switches_stay_green_through_a_screenshot,
        test_a_store_that_cannot_be_opened_is_kept_aside_and_reported,
    ])
