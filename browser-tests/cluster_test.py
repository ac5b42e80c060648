"""The habit tracker as a cluster (scripts/cluster): three processes on one
PostgreSQL server, behind nginx. docs/cluster.md describes the shape.

Run by scripts/test; alone: `python3 browser-tests/cluster_test.py` after
`swift build --product HabitTrackerData` (it runs `scripts/cluster up
--no-build` itself, in a folder and on a port of its own).
"""
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager

from playwright.sync_api import expect

import harness
from harness import ROOT, browser, run, tap_swipe_action

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

    def token(self):
        return self.page.evaluate("document.getElementById('observatory').dataset.token")

    def socket_with_token(self, token):
        """Opens a socket to this tab's window, as client.js does, with
        `token` in its hello; returns the code it is closed with."""
        return self.page.evaluate("""(token) => new Promise((resolve) => {
            const host = document.getElementById('observatory');
            const ws = new WebSocket('ws://' + location.host + '/_observatory/ws?w=' + host.dataset.window + '&s=0');
            ws.onopen = () => ws.send(JSON.stringify({ type: 'hello', token }));
            ws.onclose = (event) => resolve(event.code);
        })""", token)


def nginx_logs(folder):
    """nginx's access and error logs, as one text."""
    text = ""
    for name in ("access.log", "error.log"):
        path = os.path.join(folder, "nginx", name)
        if os.path.exists(path):
            with open(path, errors="replace") as f:
                text += f.read()
    return text


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
        tap_swipe_action(first.page, row(first.page, "Stretch"), "Done")
        expect(row(second.page, "Stretch").get_by_role("button", name="Undo")).to_be_visible(timeout=1_000)

        # SIGKILL the second tab's process: the tab reconnects through nginx,
        # gets a fresh window from a live process, and shows the same data.
        killed = second.process
        second.tokens_seen = [second.token()]
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

        # A socket with a wrong token is closed (1008) and attached to nothing.
        assert first.socket_with_token("A" * 43) == 1008
        expect(row(first.page, "Walk")).to_be_visible()

        # No token reaches nginx's logs, after successful sockets, failed ones
        # (to the killed process) and the refused one; the sockets are logged.
        tokens = {first.token(), second.token(), *second.tokens_seen}
        logs = nginx_logs(folder)
        assert "/_observatory/ws?w=" in logs, logs[-2000:]
        leaked = [token for token in tokens if token and token in logs]
        assert not leaked, f"tokens in nginx's logs: {leaked}"


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


def psql(folder, *arguments, **options):
    """Runs psql against the cluster's server."""
    with open(os.path.join(folder, "postgres.address")) as f:
        address = f.read().strip()
    return subprocess.run(["psql", address, "-v", "ON_ERROR_STOP=1", "-qAt", *arguments],
                          check=True, capture_output=True, text=True, **options)


def fuzzed_notices(count, keys, seed=33):
    """`count` payloads for the processes' channel: random text, extreme
    integers, deep nesting, wrong types, unknown entities, and notices that
    look valid for rows that do not exist and for rows that do."""
    rng = random.Random(seed)

    def key():
        kind = rng.randrange(6)
        if kind == 0:
            return rng.choice(["-9223372036854775808", "9223372036854775807", "0", "-1", "9223372036854775808", "1e19"])
        if kind == 1:
            return str(rng.randrange(-2**63, 2**63))
        if kind == 2:
            return str(rng.choice(keys) + 100_000)
        return str(rng.choice(keys))

    def entity():
        return rng.choice(['"Habit"', '"Habit"', '"Habit"', '"Ghost"', '""', '"habit"', "1", "null"])

    def rows(make):
        return "[" + ",".join(make() for _ in range(rng.randrange(5))) + "]"

    def row():
        return f'{{"entity":{entity()},"key":{key()}}}'

    def update():
        names = ",".join(rng.choice(['"title"', '"isComplete"', '"secret"', "7"]) for _ in range(rng.randrange(3)))
        return f'{{"entity":{entity()},"key":{key()},"properties":[{names}]}}'

    payloads = [
        # The notice that used to stop every process (issue 33).
        '{"origin":"x","inserted":[{"entity":"Habit","key":-9223372036854775808}],"updated":[],"deleted":[]}',
    ]
    while len(payloads) < count:
        kind = rng.randrange(10)
        if kind == 0:
            payloads.append("".join(chr(rng.randrange(1, 0x2FF)) for _ in range(rng.randrange(200))))
        elif kind == 1:
            depth = rng.randrange(1, 3_500)
            payloads.append('{"origin":"x","inserted":' + "[" * depth + "]" * depth + "}")
        elif kind == 2:
            payloads.append(rng.choice(['{"origin":5}', '{"origin":"x","inserted":{}}', "[]", "true",
                                        '{"origin":"x","inserted":[],"updated":[1],"deleted":[]}']))
        else:
            payloads.append(f'{{"origin":"fuzz-{rng.randrange(1000)}","inserted":{rows(row)},'
                            f'"updated":{rows(update)},"deleted":{rows(row)}}}')
    return payloads


def shown_titles(page):
    return sorted(text.splitlines()[0] for text in page.locator(".o-row .o-link").all_inner_texts())


def test_forged_notices_stop_no_process_and_change_no_tab():
    with cluster(2) as (url, folder), browser() as b:
        first = open_tab(b, url)
        second = open_tab(b, url, other_than=first.process)
        for title in ("Stretch", "Floss", "Walk"):
            add_habit(first.page, title)
        expect(row(second.page, "Walk")).to_be_visible(timeout=1_000)
        keys = [int(line) for line in psql(folder, "-c", 'SELECT "_pk" FROM habits."Habit"').stdout.split()]
        assert len(keys) == 3, keys

        payloads = fuzzed_notices(10_000, keys)
        script = "".join("SELECT pg_notify('observatory:habits', '" + p.replace("'", "''") + "');\n" for p in payloads)
        psql(folder, "-f", "-", input=script)

        # A save made after the notices reaches the other tab after them all.
        add_habit(second.page, "Marker")
        expect(row(first.page, "Marker")).to_be_visible(timeout=30_000)
        database = sorted(psql(folder, "-c", 'SELECT "title" FROM habits."Habit"').stdout.splitlines())
        assert database == ["Floss", "Marker", "Stretch", "Walk"], database
        for tab in (first, second):
            assert shown_titles(tab.page) == database, (tab.process, shown_titles(tab.page))
        for name in (first.process, second.process):
            with open(os.path.join(folder, f"{name}.pid")) as f:
                os.kill(int(f.read().strip()), 0)  # raises if the process is gone


if __name__ == "__main__":
    run([
        test_two_tabs_on_two_processes_see_each_others_edits_and_survive_a_killed_process,
        test_every_window_says_when_the_database_is_away_and_refuses_edits,
        test_forged_notices_stop_no_process_and_change_no_tab,
    ])
