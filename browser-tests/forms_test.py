"""Browser tests of the Forms example (Examples/Forms): article 000's form
patterns (§3.3, §4.1, §4.3, §4.5, §4.6) and article 002's settings shared
through the environment, each a screen pushed from the root list.

Run by scripts/test; alone: `swift build --product Forms && python3 browser-tests/forms_test.py`.

The notes screen keeps its JSON in @AppStorage, that is UserDefaults, which
Foundation writes under $XDG_CONFIG_HOME (else $HOME/.config): the server
runs with both pointed at a temporary directory, never the real home.
"""
import os
import shutil
import subprocess
import tempfile
import time
import urllib.request

from playwright.sync_api import expect

import harness
from harness import ROOT, Server, binary, browser, run

PRODUCT = "Forms"
TIMEOUT = 5_000


class IsolatedServer(Server):
    """The app with HOME and XDG_CONFIG_HOME in a directory of its own."""

    def __init__(self, product, home, **kwargs):
        super().__init__(product, **kwargs)
        self.home = home

    def start(self):
        env = dict(os.environ, HOME=self.home, XDG_CONFIG_HOME=os.path.join(self.home, ".config"))
        self.process = subprocess.Popen(
            [binary(self.product, self.configuration), "--port", str(self.port), *self.args],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env,
        )
        deadline = time.time() + 30
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.product} exited: {self.process.stdout.read()}")
            try:
                urllib.request.urlopen(self.url + "/", timeout=1).read()
                return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError(f"{self.product} did not start on {self.url}")


def open_page(b, server):
    return harness.open_page(b, server, TIMEOUT)


def shown_rows(page):
    """The texts of the list on the screen shown (pushed screens keep the root's, hidden)."""
    return page.locator(".o-screen:not([hidden]) .o-list .o-text")


def open_screen(page, link, title):
    page.get_by_role("button", name=link, exact=True).click()
    expect(page.get_by_role("heading", name=title)).to_be_visible()


def stage_for_screenshot(page):
    """The people search, sorted Z→A."""
    open_screen(page, "People search", "People")
    expect(page.get_by_text("Choi", exact=True)).to_be_visible()
    page.get_by_role("radio", name="Z→A").check()
    expect(shown_rows(page).first).to_have_text("Park")


def test_root_lists_every_pattern():
    with browser() as b:
        page = open_page(b, SERVER)
        expect(page.get_by_role("heading", name="Forms")).to_be_visible()
        for link, title in [
            ("Account form", "Create Account"), ("Settings form", "Settings"), ("People search", "People"),
            ("Labeled toggle", "Notifications"), ("Notes", "Notes"), ("Shared settings", "Appearance"),
        ]:
            open_screen(page, link, title)
            page.get_by_role("button", name="Back").click()
            expect(page.get_by_role("heading", name="Forms")).to_be_visible()


def test_create_account_waits_for_a_valid_account():
    with browser() as b:
        page = open_page(b, SERVER)
        open_screen(page, "Account form", "Create Account")
        create = page.get_by_role("button", name="Create Account")
        email = page.get_by_role("textbox", name="Email")
        password = page.get_by_label("Password (8+)")
        expect(create).to_be_disabled()
        expect(email).to_have_attribute("inputmode", "email")   # .keyboardType(.emailAddress)
        expect(password).to_have_attribute("type", "password")
        email.press_sequentially("ada@example.com")
        password.press_sequentially("1234567")
        expect(password).to_have_value("1234567")
        expect(create).to_be_disabled()
        password.press_sequentially("8")
        expect(create).to_be_enabled()
        email.fill("ada.example.com")
        expect(create).to_be_disabled()


def test_settings_form_edits_its_model():
    with browser() as b:
        page = open_page(b, SERVER)
        open_screen(page, "Settings form", "Settings")
        name = page.get_by_role("textbox", name="Username")
        name.fill("lee")
        switch = page.get_by_role("switch", name="Notifications")
        expect(switch).to_be_checked()
        switch.click()
        expect(switch).not_to_be_checked()
        expect(name).to_have_value("lee")


def test_people_search_and_sort():
    with browser() as b:
        page = open_page(b, SERVER)
        open_screen(page, "People search", "People")
        names = shown_rows(page)
        expect(names).to_have_text(["Choi", "Jung", "Kim", "Lee", "Park"])
        page.get_by_role("radio", name="Z→A").check()
        expect(names).to_have_text(["Park", "Lee", "Kim", "Jung", "Choi"])
        page.get_by_role("textbox", name="Search").press_sequentially("k")
        expect(names).to_have_text(["Park", "Kim"])
        page.get_by_role("radio", name="A→Z").check()
        expect(names).to_have_text(["Kim", "Park"])
        page.get_by_role("textbox", name="Search").fill("")
        expect(names).to_have_count(5)


def test_labeled_toggle_writes_through_its_binding():
    with browser() as b:
        page = open_page(b, SERVER)
        open_screen(page, "Labeled toggle", "Notifications")
        expect(page.get_by_text("Notifications are on")).to_be_visible()
        page.get_by_role("switch", name="Send notifications").click()
        expect(page.get_by_text("Notifications are off")).to_be_visible()
        expect(page.get_by_role("switch", name="Send notifications")).not_to_be_checked()


def add_note(page, text):
    field = page.get_by_role("textbox", name="New note")
    field.fill(text)
    expect(field).to_have_value(text)
    page.get_by_role("button", name="Add", exact=True).click()
    expect(shown_rows(page).filter(has_text=text)).to_be_visible()
    expect(field).to_have_value("")


def test_notes_save_load_and_survive_a_restart():
    global SERVER
    with browser() as b:
        page = open_page(b, SERVER)
        open_screen(page, "Notes", "Notes")
        notes = shown_rows(page)
        add_note(page, "Buy milk")
        add_note(page, "Call Kim")
        page.get_by_role("button", name="Save").click()
        add_note(page, "Draft")
        expect(notes).to_have_text(["Buy milk", "Call Kim", "Draft"])
        # Load replaces the notes with the saved ones (the article's Load, fixed).
        page.get_by_role("button", name="Load").click()
        expect(notes).to_have_text(["Buy milk", "Call Kim"])

        # Another tab starts empty, and loads what the first one saved.
        other = open_page(b, SERVER)
        open_screen(other, "Notes", "Notes")
        expect(shown_rows(other)).to_have_count(0)
        other.get_by_role("button", name="Load").click()
        expect(shown_rows(other)).to_have_text(["Buy milk", "Call Kim"])

        # The saved JSON outlives the process.
        port = SERVER.port
        SERVER.stop()
        SERVER = IsolatedServer(PRODUCT, HOME, port=port).start()
        fresh = open_page(b, SERVER)
        open_screen(fresh, "Notes", "Notes")
        fresh.get_by_role("button", name="Load").click()
        expect(shown_rows(fresh)).to_have_text(["Buy milk", "Call Kim"])
    assert os.path.exists(os.path.join(HOME, ".config", "Forms.plist")), os.listdir(HOME)


def test_dark_mode_setting_is_shared_by_every_tab():
    with browser() as b:
        first = open_page(b, SERVER)
        open_screen(first, "Shared settings", "Appearance")
        toggle = first.get_by_role("switch", name="Dark Mode")
        expect(toggle).not_to_be_checked()
        toggle.click()
        expect(toggle).to_be_checked()
        # The App owns the settings in @State and puts them in every window's environment.
        second = open_page(b, SERVER)
        open_screen(second, "Shared settings", "Appearance")
        other = second.get_by_role("switch", name="Dark Mode")
        expect(other).to_be_checked()
        other.click()
        expect(toggle).not_to_be_checked()


def test_staging_for_a_screenshot():
    with browser() as b:
        page = open_page(b, SERVER)
        stage_for_screenshot(page)
        expect(page.get_by_role("radio", name="Z→A")).to_be_checked()


SERVER = None
HOME = None

if __name__ == "__main__":
    HOME = tempfile.mkdtemp(prefix="observatory-forms-home-")
    SERVER = IsolatedServer(PRODUCT, HOME).start()
    try:
        run([
            test_root_lists_every_pattern,
            test_create_account_waits_for_a_valid_account,
            test_settings_form_edits_its_model,
            test_people_search_and_sort,
            test_labeled_toggle_writes_through_its_binding,
            test_notes_save_load_and_survive_a_restart,
            test_dark_mode_setting_is_shared_by_every_tab,
            test_staging_for_a_screenshot,
        ])
    finally:
        SERVER.stop()
        shutil.rmtree(HOME, ignore_errors=True)
