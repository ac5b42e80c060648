"""Inspect mode in the browser (docs/inspect.md), with the fixture app.

Run by scripts/test; alone: `python3 browser-tests/inspect_test.py` after `swift build`.
"""
import re
import time
import urllib.error
import urllib.request

from playwright.sync_api import expect

import harness
from harness import Server, browser, run

TIMEOUT = 5_000


def open_page(b, server):
    return harness.open_page(b, server, TIMEOUT)


def newest(page):
    return page.locator("#o-inspector .o-inspector-entry").first


def test_panel_lists_the_event_its_mutation_and_bodies():
    with browser() as b:
        page = open_page(b, INSPECTED)
        panel = page.locator("#o-inspector")
        expect(panel).to_be_visible()
        page.get_by_role("button", name="Increment").click()
        expect(page.get_by_text("Count: 1")).to_be_visible()
        entry = newest(page)
        expect(entry.locator(".o-inspector-event")).to_contain_text("tap #")
        expect(entry.locator(".o-inspector-mutations")).to_have_text("@State CounterSection.count: 0 → 1")
        expect(entry.locator(".o-inspector-bodies li")).to_have_count(1)
        expect(entry.locator(".o-inspector-bodies li")).to_contain_text("CounterSection ×1")
        expect(entry.locator(".o-inspector-bodies li")).to_contain_text(" ms")
        # The patch's size, without the inspection payload.
        expect(entry.locator(".o-inspector-event .o-inspector-cost")).to_contain_text(" B · ")
        size = int(entry.locator(".o-inspector-event .o-inspector-cost").inner_text().split(" B")[0])
        assert 40 < size < 400, size
        # Newest first.
        page.get_by_role("switch", name="Switch").click()
        expect(newest(page).locator(".o-inspector-mutations")).to_have_text("@State ToggleSection.isOn: false → true")
        expect(page.locator("#o-inspector .o-inspector-entry")).to_have_count(2)


def test_only_the_view_whose_body_ran_flashes():
    with browser() as b:
        page = open_page(b, INSPECTED)
        page.get_by_role("button", name="Increment").click()
        entry = newest(page)
        expect(entry).to_have_attribute("data-flash", re.compile(r"^\d+$"))
        flashed = entry.get_attribute("data-flash")
        section = page.locator(f'[data-oid="{flashed}"]')
        # The counter's section is the element CounterSection's body produced.
        expect(section).to_contain_text("Count: 1")
        expect(section).not_to_contain_text("Switch")
        expect(section).to_have_attribute("data-o-flashes", "1")
        # The outline is an animation of about 0.4 s, then the class goes.
        expect(section).not_to_have_class("o-flash", timeout=2_000)
        assert page.locator("[data-o-flashes]").count() == 1
        page.get_by_role("button", name="Increment").click()
        expect(section).to_have_attribute("data-o-flashes", "2")
        assert page.locator("[data-o-flashes]").count() == 1


def test_shortcut_toggles_the_panel():
    with browser() as b:
        page = open_page(b, INSPECTED)
        panel = page.locator("#o-inspector")
        expect(panel).to_be_visible()
        page.keyboard.press("Alt+Shift+KeyI")
        expect(panel).to_be_hidden()
        page.get_by_role("button", name="Increment").click()
        expect(page.get_by_text("Count: 1")).to_be_visible()
        page.keyboard.press("Alt+Shift+KeyI")
        expect(panel).to_be_visible()
        # Entries were still collected while hidden.
        expect(newest(page).locator(".o-inspector-mutations")).to_contain_text("CounterSection.count")


def test_values_are_shown_as_text():
    hostile = "<img src=x onerror=alert(1)>"
    with browser() as b:
        page = open_page(b, INSPECTED)
        dialogs = []
        page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
        page.get_by_role("textbox", name="Note").fill(hostile)
        expect(newest(page).locator(".o-inspector-mutations")).to_have_text(
            'SharedModel.note: "" → "' + hostile + '"')
        time.sleep(0.3)
        assert dialogs == [], f"a script ran: {dialogs}"
        assert page.locator("#o-inspector img").count() == 0
        page.get_by_role("textbox", name="Note").fill("")


def test_the_environment_variable_turns_it_on():
    with browser() as b:
        page = open_page(b, FROM_ENVIRONMENT)
        expect(page.locator("#o-inspector")).to_be_visible()


def test_without_inspect_the_page_has_no_inspector():
    with browser() as b:
        page = open_page(b, PLAIN)
        page.get_by_role("button", name="Increment").click()
        expect(page.get_by_text("Count: 1")).to_be_visible()
        assert page.locator("#o-inspector").count() == 0
        assert page.locator('script[src*="inspector"], link[href*="inspector"]').count() == 0
        assert page.locator("[data-o-flashes]").count() == 0
    try:
        urllib.request.urlopen(PLAIN.url + "/_observatory/inspector.js", timeout=5)
        raise AssertionError("inspector.js is served without --inspect")
    except urllib.error.HTTPError as error:
        assert error.code == 404, error.code


INSPECTED = FROM_ENVIRONMENT = PLAIN = None

if __name__ == "__main__":
    INSPECTED = Server("BrowserFixture", args=["--inspect"]).start()
    FROM_ENVIRONMENT = Server("BrowserFixture", env={"OBSERVATORY_INSPECT": "1"}).start()
    PLAIN = Server("BrowserFixture", env={"OBSERVATORY_INSPECT": "0"}).start()
    try:
        run([
            test_panel_lists_the_event_its_mutation_and_bodies,
            test_only_the_view_whose_body_ran_flashes,
            test_shortcut_toggles_the_panel,
            test_values_are_shown_as_text,
            test_the_environment_variable_turns_it_on,
            test_without_inspect_the_page_has_no_inspector,
        ])
    finally:
        for server in (INSPECTED, FROM_ENVIRONMENT, PLAIN):
            server.stop()
