"""Every Gallery screen and every example, checked the way a user meets
them: at a phone's width (390 px) and a laptop's (1280 px), in light and in
dark mode. At each, axe-core (PyPI axe-playwright-python bundles it) finds no
serious or critical violation, and the page does not scroll sideways.

Run by scripts/test; alone: `swift build && python3 browser-tests/accessibility_test.py`.
"""
import contextlib
import os
import tempfile

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

import expense_tracker_test
import forms_test
import gallery_test
import habit_tracker_data_test
import habit_tracker_test
import harness
import profile_test
import todos_test
from harness import Server, browser, run

TIMEOUT = 10_000
WIDTHS = (390, 1280)
SCHEMES = ("light", "dark")
AXE = Axe()


def violations(page):
    """The serious and critical axe-core violations on the page, one line each."""
    found = AXE.run(page).response["violations"]
    return [
        f"{v['id']} ({v['impact']}): {node['html'][:160]}"
        for v in found if v["impact"] in ("serious", "critical")
        for node in v["nodes"]
    ]


def check_every_size(page, state):
    """Checks the page as it is (`state` names it) at both widths, in both schemes."""
    problems = []
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 844 if width < 600 else 800})
        for scheme in SCHEMES:
            page.emulate_media(color_scheme=scheme)
            # Let the page settle: transitions, the bar's title fitting, lazy rows.
            page.wait_for_timeout(250)
            where = f"{state} at {width} px, {scheme}"
            problems += [f"{where}: {line}" for line in violations(page)]
            overflow = page.evaluate("document.documentElement.scrollWidth - innerWidth")
            if overflow > 1:
                problems.append(f"{where}: the page scrolls sideways by {overflow} px")
    page.set_viewport_size({"width": 390, "height": 844})
    page.emulate_media(color_scheme="light")
    assert problems == [], "\n".join(problems)


def open_page(b, server):
    return harness.open_page(b, server, TIMEOUT, viewport={"width": 390, "height": 844})


@contextlib.contextmanager
def served(server):
    """A phone-sized page of `server` (started); stops the server after."""
    try:
        with browser() as b:
            yield open_page(b, server)
    finally:
        server.stop()


def test_every_gallery_screen():
    with served(Server("Gallery").start()) as page:
        check_every_size(page, "Gallery index")
        for area in gallery_test.AREAS:
            gallery_test.area_link(page, area).click()
            expect(page.get_by_role("heading", name=area, exact=True, level=1)).to_be_visible()
            check_every_size(page, area)
            if area == "Presentation":
                page.get_by_role("button", name="Edit Walk", exact=True).click()
                expect(page.get_by_role("dialog").get_by_text("Editing Walk")).to_be_visible()
                check_every_size(page, "a sheet")
                page.keyboard.press("Escape")
                expect(page.get_by_role("dialog")).to_have_count(0)
                page.get_by_role("button", name="Delete Read…", exact=True).click()
                expect(page.get_by_role("alertdialog")).to_be_visible()
                check_every_size(page, "a confirmation dialog")
                page.keyboard.press("Escape")
                expect(page.get_by_role("alertdialog")).to_have_count(0)
            if area == "Toolbars and rows":
                page.get_by_role("button", name="Add Book", exact=True).click()
                expect(page.get_by_role("dialog").get_by_role("heading", name="New Book")).to_be_visible()
                check_every_size(page, "the New Book sheet")
                page.get_by_role("dialog").get_by_role("button", name="Cancel").click()
                expect(page.get_by_role("dialog")).to_have_count(0)
            page.go_back()
            expect(page.get_by_role("heading", name="Gallery", exact=True, level=1)).to_be_visible()


def test_habit_tracker_list_and_detail():
    with tempfile.TemporaryDirectory() as folder:
        with served(habit_tracker_test.screenshot_server(folder)) as page:
            check_every_size(page, "no habits yet")
            habit_tracker_test.stage_for_screenshot(page)
            check_every_size(page, "four habits, one done")
            habit_tracker_test.row(page, "Stretch").locator(".o-link").click()
            expect(page.get_by_role("textbox", name="Title")).to_have_value("Stretch")
            check_every_size(page, "a habit's detail")


def test_habit_tracker_on_swiftdata():
    with tempfile.TemporaryDirectory() as folder:
        with served(habit_tracker_data_test.start(os.path.join(folder, "habits.store"))) as page:
            habit_tracker_data_test.add_habits(page, "Walk", "Floss")
            check_every_size(page, "two habits")


def test_expense_tracker():
    with served(Server(expense_tracker_test.PRODUCT).start()) as page:
        expense_tracker_test.stage_for_screenshot(page)
        check_every_size(page, "expenses, one being added")


def test_todos_list_and_detail():
    with served(Server(todos_test.PRODUCT).start()) as page:
        todos_test.stage_for_screenshot(page)
        check_every_size(page, "three to-dos")
        page.get_by_text("Walk the dog", exact=True).click()
        expect(page.get_by_role("textbox", name="Title")).to_have_value("Walk the dog")
        check_every_size(page, "a to-do's detail")


def test_every_forms_screen():
    with tempfile.TemporaryDirectory() as home:
        with served(forms_test.IsolatedServer(forms_test.PRODUCT, home).start()) as page:
            check_every_size(page, "the list of forms")
            links = page.locator(".o-screen:not([hidden]) .o-link-label").all_inner_texts()
            assert len(links) >= 5, links
            for name in links:
                page.get_by_role("button", name=name, exact=True).click()
                expect(page.locator(".o-screen:not([hidden]) .o-back:not([hidden])")).to_be_visible()
                check_every_size(page, name)
                page.go_back()
                expect(page.locator(".o-screen:not([hidden]) .o-back:not([hidden])")).to_have_count(0)


def test_profile_and_counter():
    for product, stage in (("Profile", profile_test.posts_loaded), ("Counter", None)):
        with served(Server(product).start()) as page:
            if stage:
                stage(page)
            check_every_size(page, product)


if __name__ == "__main__":
    run([
        test_every_gallery_screen,
        test_habit_tracker_list_and_detail,
        test_habit_tracker_on_swiftdata,
        test_expense_tracker,
        test_todos_list_and_detail,
        test_every_forms_screen,
        test_profile_and_counter,
    ])
