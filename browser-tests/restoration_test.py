"""@SceneStorage with SwiftUI's semantics, in Chromium: each tab (a window)
keeps its own values, which come back after a reload and after the server
restarts, while @State starts over (only the development loop restores it,
dev_loop_test.py).

Run by scripts/test; alone: `python3 browser-tests/restoration_test.py` after `swift build`.
"""
from playwright.sync_api import expect

import harness
from harness import Server, browser, run

TIMEOUT = 10_000


def open_window(context):
    page = context.new_page()
    page.set_default_timeout(TIMEOUT)
    page.goto(f"{SERVER.url}/window/scene-storage")
    expect(page.locator("html")).to_have_attribute("data-observatory", "connected")
    return page


def change_everything(page):
    page.get_by_role("textbox", name="Draft").fill("Half a thought")
    page.get_by_role("button", name="Tap").click()
    expect(page.get_by_text("Taps: 1")).to_be_visible()
    page.get_by_role("button", name="Show note").click()
    expect(page.get_by_text("The note")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.get_by_text("The note")).to_be_hidden()
    page.get_by_role("button", name="Show note").click()
    expect(page.get_by_text("The note")).to_be_visible()


def expect_restored(page):
    expect(page.get_by_text("The note")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.get_by_role("textbox", name="Draft")).to_have_value("Half a thought")
    # @State is not scene storage: it starts over.
    expect(page.get_by_text("Taps: 0")).to_be_visible()


def test_scene_storage_comes_back_after_a_reload():
    with browser() as b:
        context = b.new_context(viewport={"width": 390, "height": 700})
        page = open_window(context)
        change_everything(page)
        page.wait_for_function("() => (sessionStorage.getItem('observatory.restoration') || '').includes('Half a thought')")
        page.reload()
        expect(page.locator("html")).to_have_attribute("data-observatory", "connected")
        expect_restored(page)
        # Another tab is another window: its own values, from the defaults.
        other = open_window(b.new_context(viewport={"width": 390, "height": 700}))
        expect(other.get_by_role("textbox", name="Draft")).to_have_value("")
        expect(other.get_by_text("The note")).to_be_hidden()


def test_scene_storage_and_the_selected_tab_come_back_after_a_restart():
    global SERVER
    with browser() as b:
        page = open_window(b.new_context(viewport={"width": 390, "height": 700}))
        page.get_by_role("textbox", name="Draft").fill("Half a thought")
        page.get_by_role("button", name="Tap").click()
        expect(page.get_by_text("Taps: 1")).to_be_visible()
        page.get_by_text("Second", exact=True).click()
        expect(page.get_by_text("Second tab's page")).to_be_visible()
        page.wait_for_function("() => (sessionStorage.getItem('observatory.restoration') || '').includes('second')")
        page.evaluate("() => { window.oldPage = true; }")
        # The server restarts on the same port; the tab reconnects by itself,
        # loads a new page (a new window), and brings its scene storage to it.
        port = SERVER.port
        SERVER.stop()
        SERVER = Server("BrowserFixture", port=port).start()
        page.wait_for_function("() => !window.oldPage && document.documentElement.dataset.observatory === 'connected'",
                               timeout=30_000)
        # A new window would show the first tab: the restored one shows the second.
        expect(page.get_by_text("Second tab's page")).to_be_visible()
        page.get_by_text("First", exact=True).click()
        expect(page.get_by_role("textbox", name="Draft")).to_have_value("Half a thought")
        expect(page.get_by_text("Taps: 0")).to_be_visible()


if __name__ == "__main__":
    SERVER = Server("BrowserFixture").start()
    try:
        run([test_scene_storage_comes_back_after_a_reload, test_scene_storage_and_the_selected_tab_come_back_after_a_restart])
    finally:
        SERVER.stop()
