"""Browser tests of ObservatoryWeb with the fixture app (browser-tests/Fixture).

Run by scripts/test; alone: `python3 browser-tests/web_test.py` after `swift build`.
"""
import time

from playwright.sync_api import expect

import harness
from harness import Server, browser, run

TIMEOUT = 5_000


def open_page(b, server):
    return harness.open_page(b, server, TIMEOUT)


def test_first_paint_without_javascript():
    with browser() as b:
        context = b.new_context(java_script_enabled=False)
        page = context.new_page()
        page.goto(SERVER.url + "/")
        expect(page.get_by_text("Count: 0")).to_be_visible()
        expect(page.get_by_role("button", name="Increment")).to_be_visible()


def test_counter_clicks():
    with browser() as b:
        page = open_page(b, SERVER)
        button = page.get_by_role("button", name="Increment")
        for _ in range(3):
            button.click()
        expect(page.get_by_text("Count: 3")).to_be_visible()


def test_typing_two_hundred_characters_loses_nothing():
    text = "".join("abcdefghijklmnopqrstuvwxyz0123456789 "[i % 37] for i in range(200))
    with browser() as b:
        page = open_page(b, SERVER)
        field = page.get_by_role("textbox", name="Type here")
        field.press_sequentially(text, delay=0)
        expect(page.get_by_text("Length: 200")).to_be_visible()
        expect(field).to_have_value(text)
        echo = page.get_by_text("Echo: ", exact=False)
        expect(echo).to_have_text("Echo: " + text)


def test_toggle():
    with browser() as b:
        page = open_page(b, SERVER)
        page.get_by_role("switch", name="Switch").click()
        expect(page.get_by_text("Switch is on")).to_be_visible()
        page.get_by_role("switch", name="Switch").click()
        expect(page.get_by_text("Switch is off")).to_be_visible()


def test_navigation_push_pop_and_back_button():
    with browser() as b:
        page = open_page(b, SERVER)
        page.get_by_role("button", name="Details").click()
        expect(page.get_by_role("heading", name="Detail 1")).to_be_visible()
        page.get_by_role("button", name="Deeper").click()
        expect(page.get_by_role("heading", name="Detail 2")).to_be_visible()
        page.go_back()
        expect(page.get_by_role("heading", name="Detail 1")).to_be_visible()
        page.go_forward()
        expect(page.get_by_role("heading", name="Detail 2")).to_be_visible()
        page.get_by_role("button", name="Back").click()
        expect(page.get_by_role("heading", name="Detail 1")).to_be_visible()
        page.go_back()
        expect(page.get_by_role("heading", name="Fixture")).to_be_visible()


def test_two_tabs_stay_in_sync():
    with browser() as b:
        first = open_page(b, SERVER)
        second = open_page(b, SERVER)
        before = int(second.get_by_text("Shared clicks:").inner_text().split(":")[1])
        first.get_by_role("button", name="Shared +1").click()
        expect(second.get_by_text(f"Shared clicks: {before + 1}")).to_be_visible()
        # Each tab keeps its own @State.
        first.get_by_role("button", name="Increment").click()
        expect(first.get_by_text("Count: 1")).to_be_visible()
        expect(second.get_by_text("Count: 0")).to_be_visible()


def test_reconnect_after_the_socket_is_killed():
    with browser() as b:
        page = open_page(b, SERVER)
        page.get_by_role("button", name="Increment").click()
        expect(page.get_by_text("Count: 1")).to_be_visible()
        page.evaluate("window.__observatory.disconnect()")
        expect(page.locator("html")).to_have_attribute("data-observatory", "connected")
        page.get_by_role("button", name="Increment").click()
        expect(page.get_by_text("Count: 2")).to_be_visible()


def test_user_strings_are_escaped():
    hostile = "<img src=x onerror=alert(1)>"
    with browser() as b:
        page = open_page(b, SERVER)
        dialogs = []
        page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
        page.get_by_role("textbox", name="Note").fill(hostile)
        expect(page.get_by_text(hostile, exact=True)).to_be_visible()
        # The first paint of a new tab renders the same string on the server.
        other = open_page(b, SERVER)
        other.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
        expect(other.get_by_text(hostile, exact=True)).to_be_visible()
        time.sleep(0.3)
        assert dialogs == [], f"a script ran: {dialogs}"
        assert page.locator("img[src=x]").count() == 0
        assert other.locator("img[src=x]").count() == 0
        page.get_by_role("textbox", name="Note").fill("")


def test_the_asset_catalogs_accent_color_is_the_tint_in_light_and_dark():
    # browser-tests/Fixture/Assets.xcassets/AccentColor.colorset: purple, and pink in dark mode.
    expected = {"light": "rgb(175, 82, 222)", "dark": "rgb(255, 55, 95)"}
    with browser() as b:
        for scheme, color in expected.items():
            page = harness.open_page(b, SERVER, TIMEOUT, color_scheme=scheme)
            accent = page.get_by_text("Accent text")
            tint = page.get_by_text("Tint text")
            expect(accent).to_be_visible()
            assert accent.evaluate("e => getComputedStyle(e).color") == color, scheme
            assert tint.evaluate("e => getComputedStyle(e).color") == color, scheme
            button = page.get_by_role("button", name="Increment")
            assert button.evaluate("e => getComputedStyle(e).color") == color, scheme
            page.close()


def test_page_reloads_cleanly_after_a_server_restart():
    global SERVER
    with browser() as b:
        page = open_page(b, SERVER)
        page.get_by_role("button", name="Increment").click()
        expect(page.get_by_text("Count: 1")).to_be_visible()
        port = SERVER.port
        SERVER.stop()
        SERVER = Server("BrowserFixture", port=port).start()
        # The client reconnects, learns its window is gone, and reloads.
        expect(page.get_by_text("Count: 0")).to_be_visible(timeout=20_000)
        expect(page.locator("html")).to_have_attribute("data-observatory", "connected")
        page.get_by_role("button", name="Increment").click()
        expect(page.get_by_text("Count: 1")).to_be_visible()


SERVER = None

if __name__ == "__main__":
    SERVER = Server("BrowserFixture").start()
    try:
        run([
            test_first_paint_without_javascript,
            test_counter_clicks,
            test_typing_two_hundred_characters_loses_nothing,
            test_toggle,
            test_navigation_push_pop_and_back_button,
            test_two_tabs_stay_in_sync,
            test_reconnect_after_the_socket_is_killed,
            test_user_strings_are_escaped,
            test_the_asset_catalogs_accent_color_is_the_tint_in_light_and_dark,
            test_page_reloads_cleanly_after_a_server_restart,
        ])
    finally:
        SERVER.stop()
