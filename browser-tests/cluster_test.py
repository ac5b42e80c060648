"""The habit tracker as a cluster (scripts/cluster): three processes on one
PostgreSQL server, behind nginx. docs/cluster.md describes the shape.

Run by scripts/test; alone: `python3 browser-tests/cluster_test.py` after
`swift build --product HabitTrackerData` (it runs `scripts/cluster up
--no-build` itself, in a folder and on a port of its own).
"""
import os
import signal
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager

from playwright.sync_api import expect

import harness
from harness import ROOT, browser, run

TIMEOUT = 10_000
HEADER = "x-observatory-process"


@contextmanager
def cluster(processes=3):
    """`scripts/cluster up`, and `down` at the end; yields (url, folder)."""
    with tempfile.TemporaryDirectory() as folder:
        # Run as root, PostgreSQL runs as `postgres`, which must reach the folder.
        os.chmod(folder, 0o755)
        env = {**os.environ, "OBSERVATORY_CLUSTER_DIR": folder}
        port = harness.free_port()
        started = subprocess.run(
            [os.path.join(ROOT, "scripts/cluster"), "up", "--processes", str(processes), "--port", str(port), "--no-build"],
            cwd=ROOT, env=env, capture_output=True, text=True,
        )
        try:
            if started.returncode != 0:
                raise RuntimeError(f"scripts/cluster up failed:\n{started.stderr}")
            yield started.stdout.strip(), folder
        except BaseException:
            print_logs(folder)
            raise
        finally:
            subprocess.run([os.path.join(ROOT, "scripts/cluster"), "down"], cwd=ROOT, env=env,
                           capture_output=True, check=False)


def print_logs(folder, lines=40):
    """The end of every process's log, to tell why a test failed."""
    for name in sorted(os.listdir(folder)):
        if name.endswith(".log"):
            with open(os.path.join(folder, name), errors="replace") as f:
                tail = f.readlines()[-lines:]
            print(f"--- {name} (last {len(tail)} lines)\n" + "".join(tail), file=sys.stderr)


class Tab:
    """A page in a context of its own, with the process that served each of its documents."""

    def __init__(self, b, url):
        self.page = b.new_context().new_page()
        self.page.set_default_timeout(TIMEOUT)
        self.served_by = []
        self.page.on("response", self._record)
        self.page.goto(url)
        expect(self.page.locator("html")).to_have_attribute("data-observatory", "connected")

    def _record(self, response):
        if response.request.resource_type == "document":
            self.served_by.append(response.headers.get(HEADER))

    @property
    def process(self):
        return self.served_by[-1]

    def window_id(self):
        return self.page.evaluate("document.getElementById('observatory').dataset.window")


def open_tab(b, url, other_than=None):
    """A tab served by any process other than `other_than`: nginx hands pages
    to the processes in turn, so a few tries land elsewhere."""
    for _ in range(12):
        tab = Tab(b, url)
        if tab.process is None:
            raise AssertionError(f"the page has no {HEADER} header")
        if tab.process != other_than:
            return tab
        tab.page.context.close()
    raise AssertionError(f"every page came from {other_than}")


def row(page, title):
    return page.locator(".o-row").filter(has=page.locator(".o-link").filter(has=page.get_by_text(title, exact=True)))


def add_habit(page, title):
    page.get_by_role("textbox", name="New habit").fill(title)
    page.get_by_role("button", name="Add", exact=True).click()
    expect(row(page, title)).to_be_visible()


def test_two_tabs_on_two_processes_see_each_others_edits_and_survive_a_killed_process():
    with cluster(3) as (url, folder), browser() as b:
        first = open_tab(b, url)
        second = open_tab(b, url, other_than=first.process)
        assert first.window_id().startswith(first.process + "-"), first.window_id()
        assert second.window_id().startswith(second.process + "-"), second.window_id()

        # An edit in one process reaches the other's window within 1 s.
        add_habit(first.page, "Stretch")
        expect(row(second.page, "Stretch")).to_be_visible(timeout=1_000)
        add_habit(second.page, "Floss")
        expect(row(first.page, "Floss")).to_be_visible(timeout=1_000)
        row(first.page, "Stretch").get_by_role("button", name="Done").click()
        expect(row(second.page, "Stretch").get_by_role("button", name="Undo")).to_be_visible(timeout=1_000)

        # SIGKILL the second tab's process: the tab reconnects through nginx,
        # gets a fresh window from a live process, and shows the same data.
        killed = second.process
        with open(os.path.join(folder, f"{killed}.pid")) as f:
            os.kill(int(f.read().strip()), signal.SIGKILL)
        deadline = time.time() + 20
        while time.time() < deadline and second.process == killed:
            second.page.wait_for_timeout(100)
        assert second.process not in (killed, None), second.served_by
        expect(second.page.locator("html")).to_have_attribute("data-observatory", "connected")
        assert second.window_id().startswith(second.process + "-"), second.window_id()
        expect(row(second.page, "Floss")).to_be_visible()
        expect(row(second.page, "Stretch").get_by_role("button", name="Undo")).to_be_visible()
        expect(second.page.locator(".o-row")).to_have_count(2)

        # The new window is live: edits still cross between the two tabs.
        add_habit(second.page, "Walk")
        expect(row(first.page, "Walk")).to_be_visible(timeout=1_000)


def test_every_window_says_when_the_database_is_away_and_refuses_edits():
    with cluster(2) as (url, folder), browser() as b:
        first = open_tab(b, url)
        second = open_tab(b, url, other_than=first.process)
        add_habit(first.page, "Read")
        expect(row(second.page, "Read")).to_be_visible(timeout=1_000)

        with open(os.path.join(folder, "postgres.address")) as f:
            port = f.read().strip().rsplit(":", 1)[1].split("/")[0]
        subprocess.run([os.path.join(ROOT, "scripts/postgres"), "stop", os.path.join(folder, "postgres")], check=True)
        for tab in (first, second):
            expect(tab.page.get_by_text("Offline:")).to_be_visible()
            expect(tab.page.get_by_role("button", name="Add", exact=True)).to_be_disabled()
            expect(tab.page.get_by_role("textbox", name="New habit")).to_be_disabled()
            # The habits stay on screen; their buttons are refused too.
            expect(row(tab.page, "Read")).to_be_visible()
            expect(row(tab.page, "Read").get_by_role("button", name="Done")).to_be_disabled()

        subprocess.run([os.path.join(ROOT, "scripts/postgres"), "start", os.path.join(folder, "postgres"), port],
                       check=True, capture_output=True)
        for tab in (first, second):
            expect(tab.page.get_by_text("Offline:")).to_have_count(0, timeout=20_000)
            expect(tab.page.get_by_role("button", name="Add", exact=True)).to_be_enabled()
        # Back: an edit is saved and reaches the other process.
        add_habit(second.page, "Swim")
        expect(row(first.page, "Swim")).to_be_visible(timeout=1_000)


if __name__ == "__main__":
    run([
        test_two_tabs_on_two_processes_see_each_others_edits_and_survive_a_killed_process,
        test_every_window_says_when_the_database_is_away_and_refuses_edits,
    ])
