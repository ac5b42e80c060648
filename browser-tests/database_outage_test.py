"""A slow or dying PostgreSQL under a cluster of HabitTrackerData processes
(docs/cluster.md, "When the database is slow or dies mid-save").

No browser here: windows are driven over their WebSockets by the load
test's client (Tools/LoadTest), which times every event from sending it to
the patch that acknowledges it.

- A trigger makes every write of a habit take 500 ms more. One window adds
  habits all along, so a save is always being written; another window of
  the same process types: its events are answered within 50 ms at p99,
  every habit added is in the database afterwards, and the first paint of
  a new window shows them.
- The postmaster is killed with SIGKILL 100 times, each time right after
  windows of both processes saved, and started again at once. No process
  hangs: each answers `GET /` within 10 s after every restart; once the
  server is back, an edit in each process is saved; and SIGTERM stops every
  process within 5 s.
"""

import asyncio
import os
import signal
import subprocess
import sys
import time

from cluster_test import cluster, psql
from harness import ROOT, run

sys.path.insert(0, os.path.join(ROOT, "Tools", "LoadTest"))
from habit_window import HabitWindow  # noqa: E402
from page import http_get  # noqa: E402


def port_of(folder, name):
    with open(os.path.join(folder, f"{name}.port")) as f:
        return int(f.read().strip())


def pid_of(folder, name):
    with open(os.path.join(folder, f"{name}.pid")) as f:
        return int(f.read().strip())


def titles_in_database(folder):
    return psql(folder, "-c", 'SELECT "title" FROM habits."Habit"').stdout.split("\n")


def test_a_slow_database_delays_no_event_of_another_window():
    with cluster(1) as (_, folder):
        psql(folder, "-c", """
            CREATE FUNCTION habits.slow_write() RETURNS trigger LANGUAGE plpgsql
                AS $$ BEGIN PERFORM pg_sleep(0.5); RETURN NEW; END $$;
            CREATE TRIGGER slow_write BEFORE INSERT OR UPDATE ON habits."Habit"
                FOR EACH ROW EXECUTE FUNCTION habits.slow_write();
        """)
        port = port_of(folder, "p1")

        async def scenario():
            writer = await HabitWindow(port).open()
            typist = await HabitWindow(port).open()
            added = []
            stop = asyncio.Event()

            async def keep_saving():
                number = 0
                while not stop.is_set():
                    number += 1
                    added.append(f"slow {number}")
                    await writer.add_habit(added[-1])
                    await asyncio.sleep(0.1)

            saving = asyncio.ensure_future(keep_saving())
            await asyncio.sleep(0.3)
            latencies = []
            for number in range(250):
                latencies.append(await typist.event(typist.field, "input", f"typed {number}"))
                await asyncio.sleep(0.01)
            stop.set()
            await saving
            await writer.close()
            await typist.close()
            return added, sorted(latencies)

        added, latencies = asyncio.run(scenario())
        p99 = latencies[int(len(latencies) * 0.99) - 1]
        print(f"    typing during slow saves: {len(latencies)} events, p50 {latencies[len(latencies) // 2] * 1000:.1f} ms, "
              f"p99 {p99 * 1000:.1f} ms; {len(added)} habits added")
        assert len(added) >= 5, added
        assert p99 <= 0.050, f"p99 {p99 * 1000:.1f} ms while a save is always being written"
        # Every habit added is written, however slowly.
        deadline = time.monotonic() + len(added) * 0.5 + 10
        while time.monotonic() < deadline and not set(added) <= set(titles_in_database(folder)):
            time.sleep(0.2)
        missing = set(added) - set(titles_in_database(folder))
        assert not missing, f"not in the database: {sorted(missing)}"
        # The first paint of a new window has them: a page waits for its
        # queries (read off the main actor) before it is sent.
        _, _, html = asyncio.run(http_get("127.0.0.1", port, "/", timeout=10.0))
        assert "slow 1<" in html and f"{added[-1]}<" in html, html[:2000]


def start_postgres(folder, port):
    """Starts the cluster's server again; a SIGKILLed postmaster's backends
    may hold its shared memory for a moment, so it tries for up to 10 s."""
    deadline = time.monotonic() + 10
    while True:
        started = subprocess.run([os.path.join(ROOT, "scripts/postgres"), "start", os.path.join(folder, "postgres"), port],
                                 capture_output=True, text=True)
        if started.returncode == 0:
            return
        if time.monotonic() > deadline:
            raise RuntimeError(f"PostgreSQL did not start again: {started.stderr[-500:]}")
        time.sleep(0.2)


def test_killing_the_database_mid_save_hangs_no_process():
    cycles = int(os.environ.get("OBSERVATORY_KILL_CYCLES", "100"))
    with cluster(2) as (_, folder):
        with open(os.path.join(folder, "postgres.address")) as f:
            pg_port = f.read().strip().rsplit(":", 1)[1].split("/")[0]
        ports = [port_of(folder, name) for name in ("p1", "p2")]

        async def cycle(number, windows):
            # Edits in flight in both processes: the click is acknowledged
            # as soon as the save is handed to the writer.
            for index, port in enumerate(ports):
                if windows[index] is None:
                    try:
                        windows[index] = await HabitWindow(port).open()
                    except Exception:  # noqa: BLE001 - the server may still be coming back
                        continue
                try:
                    await windows[index].add_habit(f"cycle {number}.{index}")
                except Exception:  # noqa: BLE001 - refused while offline: no edit this time
                    await windows[index].close()
                    windows[index] = None
            with open(os.path.join(folder, "postgres", "data", "postmaster.pid")) as f:
                os.kill(int(f.readline().strip()), signal.SIGKILL)
            await asyncio.sleep(0.05)
            start_postgres(folder, pg_port)
            # No process hangs: each answers a page load within 10 s.
            for port in ports:
                started = time.monotonic()
                status, _, _ = await http_get("127.0.0.1", port, "/", timeout=10.0)
                assert status == 200, f"GET / on {port} answered {status} after cycle {number}"
                assert time.monotonic() - started < 10

        async def scenario():
            windows = [None, None]
            started = time.monotonic()
            for number in range(cycles):
                await cycle(number, windows)
            print(f"    {cycles} kills of the postmaster in {time.monotonic() - started:.0f} s, every process answered")
            # Back for good: an edit in each process is saved.
            for window in windows:
                if window:
                    await window.close()
            deadline = time.monotonic() + 30
            for index, port in enumerate(ports):
                while True:
                    _, _, html = await http_get("127.0.0.1", port, "/", timeout=10.0)
                    if "Offline:" not in html:
                        break
                    assert time.monotonic() < deadline, f"process {index + 1} still offline 30 s after the last restart"
                    await asyncio.sleep(0.2)
                window = await HabitWindow(port).open()
                await window.add_habit(f"after {index}")
                await window.close()

        asyncio.run(scenario())
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not {"after 0", "after 1"} <= set(titles_in_database(folder)):
            time.sleep(0.2)
        assert {"after 0", "after 1"} <= set(titles_in_database(folder)), "the edits after the last restart were not saved"

        # SIGTERM stops every process within 5 s.
        pids = [pid_of(folder, name) for name in ("p1", "p2")]
        for pid in pids:
            os.kill(pid, signal.SIGTERM)
        started = time.monotonic()
        while time.monotonic() - started < 5 and any(alive(pid) for pid in pids):
            time.sleep(0.05)
        running = [pid for pid in pids if alive(pid)]
        assert not running, f"still running 5 s after SIGTERM: {running}"
        print(f"    SIGTERM stopped both processes in {time.monotonic() - started:.2f} s")


def alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie has stopped: scripts/cluster's processes are not our children,
    # so ask /proc.
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(") ", 1)[1][0] != "Z"
    except FileNotFoundError:
        return False


if __name__ == "__main__":
    run([
        test_a_slow_database_delays_no_event_of_another_window,
        test_killing_the_database_mid_save_hangs_no_process,
    ])
