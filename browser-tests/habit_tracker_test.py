"""Browser tests of the Habit Tracker (Examples/HabitTracker), the main job.

Run by scripts/test; alone: `python3 browser-tests/habit_tracker_test.py`
after `swift build --product HabitTracker`.
"""
import json
import os
import tempfile
import time

from playwright.sync_api import expect

import harness
from harness import Server, browser, run, tap_swipe_action

PRODUCT = "HabitTracker"
TIMEOUT = 10_000


def open_page(b, server):
    return harness.open_page(b, server, TIMEOUT)


def start(data_file, *args):
    return Server(PRODUCT, args=["--data", data_file, *args]).start()


def add_habits(page, *titles):
    field = page.get_by_role("textbox", name="New habit")
    for title in titles:
        field.fill(title)
        page.get_by_role("button", name="Add", exact=True).click()
        expect(row(page, title)).to_be_visible()
        expect(field).to_have_value("")


def row(page, title):
    """The list row of the habit called `title`."""
    return page.locator(".o-row").filter(has=link(page, title))


def link(page, title):
    """The NavigationLink of the habit called `title` (a button that pushes)."""
    return page.locator(".o-link").filter(has=page.get_by_text(title, exact=True))


def titles(page):
    return page.locator(".o-row .o-link-label").all_inner_texts()


def saved_titles(data_file):
    with open(data_file) as f:
        return sorted(h["title"] for h in json.load(f)["habits"])


def wait_for(condition, timeout=15):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            if condition():
                return
        except (OSError, ValueError, KeyError):
            pass
        time.sleep(0.1)
    raise AssertionError("condition not met in time")


def screenshot_server(folder):
    """The app for scripts/screenshots, its data file in `folder`."""
    return start(os.path.join(folder, "habits.json"))


def stage_for_screenshot(page):
    add_habits(page, "Drink water", "Read 20 pages", "Stretch", "Walk 8,000 steps")
    tap_swipe_action(page, row(page, "Read 20 pages"), "Done")
    expect(row(page, "Read 20 pages").get_by_role("button", name="Undo")).to_be_visible()


def test_add_search_mark_done_and_delete():
    with tempfile.TemporaryDirectory() as folder, browser() as b:
        server = start(os.path.join(folder, "habits.json"))
        try:
            page = open_page(b, server)
            add_habits(page, "Drink water", "Read 20 pages", "Stretch")
            # Newest first by default.
            assert titles(page) == ["Stretch", "Read 20 pages", "Drink water"], titles(page)

            page.get_by_role("searchbox").fill("rea")
            expect(page.locator(".o-row")).to_have_count(1)
            expect(row(page, "Read 20 pages")).to_be_visible()
            page.get_by_role("searchbox").fill("")
            expect(page.locator(".o-row")).to_have_count(3)

            # The swipe action marks it done; hiding completed hides it.
            tap_swipe_action(page, row(page, "Stretch"), "Done")
            expect(row(page, "Stretch").get_by_role("button", name="Undo")).to_be_visible()
            page.get_by_role("switch", name="Show Completed").uncheck()
            expect(page.locator(".o-row")).to_have_count(2)
            assert "Stretch" not in titles(page)

            # Delete in the filtered, sorted list removes that habit, not
            # the one at the same index of the store.
            # `.onDelete`: Delete waits past the row's edge until the row is swiped, as on iOS.
            harness.tap_swipe_action(page, row(page, "Drink water"), "Delete")
            expect(page.locator(".o-row")).to_have_count(1)
            assert titles(page) == ["Read 20 pages"], titles(page)
            page.get_by_role("switch", name="Show Completed").check()
            expect(page.locator(".o-row")).to_have_count(2)
            assert titles(page) == ["Stretch", "Read 20 pages"], titles(page)

            # Oldest first.
            page.get_by_role("switch", name="Newest First").uncheck()
            expect(page.locator(".o-row .o-link-label").first).to_have_text("Read 20 pages")
        finally:
            server.stop()


def test_edit_in_the_detail_view_and_come_back():
    with tempfile.TemporaryDirectory() as folder, browser() as b:
        server = start(os.path.join(folder, "habits.json"))
        try:
            page = open_page(b, server)
            add_habits(page, "Meditate")
            link(page, "Meditate").click()
            expect(page.get_by_role("heading", name="Edit")).to_be_visible()

            page.get_by_role("textbox", name="Title").fill("Meditate 10 minutes")
            notes = page.get_by_role("textbox", name="Notes")
            notes.fill("Morning\nbefore coffee")
            page.get_by_role("switch", name="Completed").check()
            page.get_by_label("Created").fill("2024-03-05T07:30")
            expect(page.get_by_role("heading", name="Edit")).to_be_visible()
            # At a phone's width the date field gives way: its label keeps its
            # word whole, on one line ("Create / d" once).
            page.set_viewport_size({"width": 390, "height": 844})
            label = page.locator(".o-date-label")
            page.wait_for_function("e => e.getBoundingClientRect().height < 30", arg=label.element_handle())
            page.set_viewport_size({"width": 1280, "height": 720})

            page.get_by_role("button", name="Back").click()
            expect(page.get_by_role("heading", name="Habits")).to_be_visible()
            expect(row(page, "Meditate 10 minutes")).to_be_visible()
            expect(row(page, "Meditate 10 minutes").get_by_role("button", name="Undo")).to_be_visible()

            # The browser's back button returns from the detail too, and the
            # edits are in the file.
            link(page, "Meditate 10 minutes").click()
            expect(page.get_by_role("textbox", name="Notes")).to_have_value("Morning\nbefore coffee")
            expect(page.get_by_label("Created")).to_have_value("2024-03-05T07:30")
            page.go_back()
            expect(page.get_by_role("heading", name="Habits")).to_be_visible()
            data_file = os.path.join(folder, "habits.json")

            def saved():
                habit = json.load(open(data_file))["habits"][0]
                return (habit["title"], habit["notes"], habit["isComplete"], habit["createdAt"][:10])
            wait_for(lambda: saved() == ("Meditate 10 minutes", "Morning\nbefore coffee", True, "2024-03-05"))
        finally:
            server.stop()


def test_save_restart_and_find_the_same_data():
    with tempfile.TemporaryDirectory() as folder, browser() as b:
        data_file = os.path.join(folder, "habits.json")
        server = start(data_file, "--no-autosave")
        try:
            page = open_page(b, server)
            add_habits(page, "Floss", "Journal")
            tap_swipe_action(page, row(page, "Floss"), "Done")
            expect(row(page, "Floss").get_by_role("button", name="Undo")).to_be_visible()
            assert not os.path.exists(data_file), "--no-autosave wrote the file"
            page.get_by_role("button", name="Save").click()
            expect(page.get_by_text("Saved ")).to_be_visible()
            assert saved_titles(data_file) == ["Floss", "Journal"]
            keys = set(json.load(open(data_file))["habits"][0])
            assert keys == {"id", "title", "notes", "isComplete", "createdAt"}, keys
            # No temporary file is left behind.
            assert os.listdir(folder) == ["habits.json"], os.listdir(folder)
        finally:
            server.stop()

        server = start(data_file, "--no-autosave")
        try:
            page = open_page(b, server)
            expect(page.locator(".o-row")).to_have_count(2)
            assert titles(page) == ["Journal", "Floss"], titles(page)
            expect(row(page, "Floss").get_by_role("button", name="Undo")).to_be_visible()

            # Load brings back the saved file after unsaved changes.
            add_habits(page, "Unsaved")
            page.get_by_role("button", name="Load").click()
            expect(page.locator(".o-row")).to_have_count(2)
        finally:
            server.stop()


def test_autosave_keeps_changes_without_pressing_save():
    with tempfile.TemporaryDirectory() as folder, browser() as b:
        data_file = os.path.join(folder, "habits.json")
        server = start(data_file)
        try:
            page = open_page(b, server)
            add_habits(page, "Autosaved")
            wait_for(lambda: saved_titles(data_file) == ["Autosaved"])
        finally:
            server.stop()
        server = start(data_file)
        try:
            page = open_page(b, server)
            expect(row(page, "Autosaved")).to_be_visible()
        finally:
            server.stop()


def test_a_change_just_before_shutdown_is_saved():
    with tempfile.TemporaryDirectory() as folder, browser() as b:
        data_file = os.path.join(folder, "habits.json")
        server = start(data_file)
        try:
            page = open_page(b, server)
            add_habits(page, "Saved on the way out")
        finally:
            # At once, well within the autosave delay: the shutdown saves it.
            server.stop()
        assert saved_titles(data_file) == ["Saved on the way out"]


def test_a_corrupt_file_is_reported_and_kept():
    with tempfile.TemporaryDirectory() as folder, browser() as b:
        data_file = os.path.join(folder, "habits.json")
        corrupt = b'{"habits": [{"title": "half a hab'
        with open(data_file, "wb") as f:
            f.write(corrupt)
        server = start(data_file)
        try:
            page = open_page(b, server)
            banner = page.get_by_text("could not be loaded")
            expect(banner).to_be_visible()
            expect(banner).to_contain_text(data_file)
            kept = [name for name in os.listdir(folder) if name.startswith("habits.corrupt-")]
            assert len(kept) == 1, os.listdir(folder)
            expect(banner).to_contain_text(kept[0])
            with open(os.path.join(folder, kept[0]), "rb") as f:
                assert f.read() == corrupt

            # The app works on; its next save is a new file beside the kept one.
            add_habits(page, "Fresh start")
            wait_for(lambda: saved_titles(data_file) == ["Fresh start"])
            with open(os.path.join(folder, kept[0]), "rb") as f:
                assert f.read() == corrupt
        finally:
            log = server.stop()
        assert "could not be loaded" in log, log


def write_habits(data_file, count):
    """A data file of `count` habits, "Habit 00000" (the oldest) on; every
    tenth one (ending in 9) is complete."""
    habits = [{
        "createdAt": "2026-01-%02dT%02d:%02d:00.000Z" % (1 + i // 1440, (i // 60) % 24, i % 60),
        "id": "00000000-0000-4000-8000-%012d" % i,
        "isComplete": i % 10 == 9,
        "notes": "",
        "title": "Habit %05d" % i,
    } for i in range(count)]
    with open(data_file, "w") as f:
        json.dump({"habits": habits, "search": "", "showCompleted": True, "sortNewestFirst": True}, f)


def test_ten_thousand_habits_search_filter_delete_and_detail():
    with tempfile.TemporaryDirectory() as folder, browser() as b:
        data_file = os.path.join(folder, "habits.json")
        write_habits(data_file, 10_000)
        server = start(data_file)
        try:
            page = open_page(b, server)
            expect(page.locator(".o-row .o-link-label").first).to_have_text("Habit 09999")
            # A window of the 10,000 rows is in the page.
            assert page.locator(".o-row").count() < 80

            page.get_by_role("searchbox").fill("Habit 0500")
            expect(page.locator(".o-row")).to_have_count(10)
            assert titles(page) == ["Habit %05d" % i for i in range(5009, 4999, -1)], titles(page)
            page.get_by_role("searchbox").fill("")
            expect(page.locator(".o-row .o-link-label").first).to_have_text("Habit 09999")

            # Hiding the completed ones hides every tenth.
            page.get_by_role("switch", name="Show Completed").uncheck()
            expect(page.locator(".o-row .o-link-label").first).to_have_text("Habit 09998")
            assert not any(t.endswith("9") for t in titles(page)), titles(page)

            # Delete the first row shown: that habit goes, from the page and the file.
            # `.onDelete`: Delete waits past the row's edge until the row is swiped, as on iOS.
            harness.tap_swipe_action(page, row(page, "Habit 09998"), "Delete")
            expect(page.locator(".o-row .o-link-label").first).to_have_text("Habit 09997")
            wait_for(lambda: len(json.load(open(data_file))["habits"]) == 9_999)
            assert "Habit 09998" not in saved_titles(data_file)

            # Deep in the list: rows come as the page scrolls, and a row's detail opens.
            page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight / 2)")
            page.wait_for_timeout(400)
            target = page.locator(".o-row .o-link-label").nth(20)
            title = target.inner_text()
            number = int(title.split()[1])
            assert 3_000 < number < 7_000, title
            link(page, title).click()
            expect(page.get_by_role("textbox", name="Title")).to_have_value(title)
            page.get_by_role("button", name="Back").click()
            expect(page.get_by_role("heading", name="Habits")).to_be_visible()
        finally:
            server.stop()


if __name__ == "__main__":
    run([
        test_add_search_mark_done_and_delete,
        test_edit_in_the_detail_view_and_come_back,
        test_save_restart_and_find_the_same_data,
        test_autosave_keeps_changes_without_pressing_save,
        test_a_change_just_before_shutdown_is_saved,
        test_a_corrupt_file_is_reported_and_kept,
        test_ten_thousand_habits_search_filter_delete_and_detail,
    ])
