#!/usr/bin/env python3
"""A bounded load test of a cluster of Observatory processes (scripts/cluster).

    scripts/load-test [--processes N] [--duration SECONDS] [--steps 25,50,100,...]
                      [--step-seconds S] [--think-ms MS] [--toggle-every K] [--release] [--no-build] [--json] [--keep]

Starts a cluster (PostgreSQL, N HabitTrackerData processes, nginx) in a
temporary folder, opens windows (a page load through nginx, then the
window's WebSocket) in steps, and in each step has every open window act as
a closed-loop user: send one event, wait for the patch that acknowledges it,
think, repeat. Like client.js, each event reports the last server message
received (`applied`), so the server keeps no more for a reconnect than a
browser's window would. An event is typing into the "New habit" field (window @State
only); every K-th event of a window is instead a flip of the "Show
Completed" switch (re-runs a database query). Per step it records events/s,
p50 and p99 round trip (send to the first patch with ack >= seq) and the
processes' resident memory per open window. The ramp stops at the first
step whose p99 exceeds the limit (100 ms) or when the time budget (at most
60 s, covering opening windows and measuring) is spent. `scripts/cluster
down` always runs at the end.

Python standard library only; the WebSocket client (websocket_client.py) is minimal
(RFC 6455: handshake, masked text frames, ping, close).
"""

import argparse
import asyncio
import json
import math
import os
import random
import resource
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from urllib.parse import quote

from page import PageScan, http_get
from websocket_client import SocketClosed, WebSocket

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
P99_LIMIT_MS = 100.0
MAX_DURATION = 60.0


def log(*parts):
    print(*parts, file=sys.stderr, flush=True)


# ---------------------------------------------------------------- Windows

class Step:
    """The events of one measured step."""

    def __init__(self, windows):
        self.windows = windows
        self.active = True
        self.samples = []  # [kind, seconds or None while in flight, send time]
        self.started = time.perf_counter()
        self.ended = None


class Stats:
    def __init__(self):
        self.errors = {}
        self.non_reply_patches = 0
        self.resets = 0

    def error(self, kind):
        self.errors[kind] = self.errors.get(kind, 0) + 1


class Window:
    def __init__(self, test, index):
        self.test = test
        self.index = index
        self.ws = None
        self.process = None
        self.window_id = None
        self.seq = 0
        self.acked = 0
        # The last server message received, reported with every event as
        # client.js reports the last one it applied: the server then keeps
        # only the messages after it for a reconnect.
        self.applied = 0
        self.waiting = None  # (seq, future)
        self.dead = False
        self.tasks = []
        self.toggle_value = True

    async def open(self):
        t = self.test
        status, headers, html = await http_get("127.0.0.1", t.port, "/")
        if status != 200:
            raise ConnectionError(f"GET / answered {status}")
        scan = PageScan()
        scan.feed(html)
        if not scan.window or not scan.token:
            raise ConnectionError("no data-window/data-token in the page")
        if scan.field_id is None:
            raise ConnectionError('no "New habit" field in the page')
        self.window_id = scan.window
        self.field_id = scan.field_id
        self.toggle_id = scan.toggle_id
        if scan.toggle_checked is not None:
            self.toggle_value = not scan.toggle_checked
        self.process = headers.get("x-observatory-process", "?")
        if t.first_page is None:
            t.first_page = (scan.field_id, scan.toggle_id, scan.toggle_checked, self.process, scan.window)
        # The token goes in the first message, never in the URL (as client.js does).
        path = f"/_observatory/ws?w={quote(scan.window, safe='')}&s=0"
        origin = f"http://127.0.0.1:{t.port}"
        self.ws = await WebSocket.connect("127.0.0.1", t.port, path, origin)
        self.ws.send_text(json.dumps({"type": "hello", "token": scan.token}))
        self.ws.send_text('{"type":"environment","colorScheme":"light"}')
        self.tasks.append(asyncio.ensure_future(self.read_loop()))

    def start_user(self):
        self.tasks.append(asyncio.ensure_future(self.user_loop()))

    def die(self, kind):
        if self.dead:
            return
        self.dead = True
        self.test.stats.error(kind)
        if self.waiting and not self.waiting[1].done():
            self.waiting[1].set_exception(SocketClosed(kind))
        if self.ws:
            self.ws.close()

    async def read_loop(self):
        stats = self.test.stats
        try:
            while not self.dead:
                text = await self.ws.receive()
                try:
                    message = json.loads(text)
                except ValueError:
                    stats.error("bad JSON from server")
                    continue
                kind = message.get("type")
                if kind in ("patch", "reset"):
                    self.applied = max(self.applied, message.get("seq", 0))
                    if kind == "reset":
                        stats.resets += 1
                    ack = message.get("ack", 0)
                    if ack > self.acked:
                        self.acked = ack
                        if self.waiting and ack >= self.waiting[0] and not self.waiting[1].done():
                            self.waiting[1].set_result(time.perf_counter())
                    else:
                        stats.non_reply_patches += 1
                elif kind == "reload":
                    self.die("reload")
                    return
        except SocketClosed as closed:
            if not self.test.stopping:
                self.die("socket closed" + (f" ({self.ws.close_code})" if self.ws.close_code else ""))
        except asyncio.CancelledError:
            raise
        except Exception as error:  # never crash the test
            if not self.test.stopping:
                self.die(f"read error: {error.__class__.__name__}")

    async def user_loop(self):
        t = self.test
        loop = asyncio.get_running_loop()
        # Spread the users' first events over one think time.
        await asyncio.sleep(random.random() * t.think)
        try:
            while not self.dead and not t.stopping:
                self.seq += 1
                toggle = t.toggle_every > 0 and self.toggle_id is not None and self.seq % t.toggle_every == 0
                if toggle:
                    kind = "toggle"
                    message = ('{"type":"event","seq":%d,"target":%d,"event":"toggle","value":%s,"applied":%d}'
                               % (self.seq, self.toggle_id, "true" if self.toggle_value else "false", self.applied))
                    self.toggle_value = not self.toggle_value
                else:
                    kind = "input"
                    message = ('{"type":"event","seq":%d,"target":%d,"event":"input","value":"habit %d","applied":%d}'
                               % (self.seq, self.field_id, self.seq, self.applied))
                future = loop.create_future()
                self.waiting = (self.seq, future)
                step = t.step
                sample = None
                sent = time.perf_counter()
                if step is not None and step.active:
                    sample = [kind, None, sent]
                    step.samples.append(sample)
                self.ws.send_text(message)
                try:
                    acked_at = await asyncio.wait_for(future, t.ack_timeout)
                except asyncio.TimeoutError:
                    self.die("ack timeout")
                    return
                except SocketClosed:
                    return
                if sample is not None:
                    sample[1] = acked_at - sent
                await asyncio.sleep(t.think)
        except asyncio.CancelledError:
            raise
        except Exception as error:
            if not t.stopping:
                self.die(f"user error: {error.__class__.__name__}")

    async def stop(self):
        for task in self.tasks:
            task.cancel()
        for task in self.tasks:
            try:
                await task
            except BaseException:
                pass
        if self.ws:
            self.ws.close()


# ------------------------------------------------------------------- Test

def percentile(values, p):
    if not values:
        return None
    ordered = sorted(values)  # nearest rank
    rank = max(0, min(len(ordered) - 1, math.ceil(p / 100.0 * len(ordered)) - 1))
    return ordered[rank]


def rss_kb(pids):
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/status") as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1])
                        break
        except OSError:
            pass
    return total


def cpu_seconds(pids):
    """User + system CPU seconds of the processes `pids`."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / ticks
        except (OSError, IndexError, ValueError):
            pass
    return total


def own_cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def alive(pid):
    try:
        os.kill(pid, 0)
        return True
    except OSError:
        return False


class LoadTest:
    def __init__(self, args, port, pids):
        self.args = args
        self.port = port
        self.pids = pids
        self.think = args.think_ms / 1000.0
        self.toggle_every = args.toggle_every
        self.ack_timeout = 10.0
        self.stats = Stats()
        self.windows = []
        self.step = None
        self.stopping = False
        self.first_page = None
        self.rows = []
        self.open_failures = 0
        self.stop_reason = None
        self.measured = 0.0

    async def open_windows(self, count, deadline):
        """Opens windows until `count` are open (or the deadline); 8 at a time."""
        pending = count - len(self.windows)
        semaphore = asyncio.Semaphore(8)

        async def one():
            async with semaphore:
                if time.monotonic() >= deadline:
                    return
                window = Window(self, len(self.windows))
                try:
                    await asyncio.wait_for(window.open(), max(0.5, deadline - time.monotonic()))
                except Exception as error:
                    self.open_failures += 1
                    self.stats.error(f"open failed: {str(error)[:60] or error.__class__.__name__}")
                    await window.stop()
                    return
                self.windows.append(window)
                window.start_user()

        await asyncio.gather(*(one() for _ in range(pending)))

    async def run(self):
        args = self.args
        baseline = rss_kb(self.pids)
        log(f"baseline RSS of {len(self.pids)} process(es): {baseline} KB")
        started = time.monotonic()
        deadline = started + args.duration
        grace = 1.0
        try:
            for target in args.steps:
                if time.monotonic() + grace + 1.0 > deadline:
                    self.stop_reason = "time budget spent"
                    break
                opening = time.monotonic()
                await self.open_windows(target, deadline - grace - 1.0)
                opened_in = time.monotonic() - opening
                live = [w for w in self.windows if not w.dead]
                if len(self.windows) < target:
                    log(f"step {target}: only {len(self.windows)} windows open after {opened_in:.1f} s")
                    if not live:
                        self.stop_reason = "no window could be opened"
                        break
                    if time.monotonic() + grace + 1.0 > deadline:
                        self.stop_reason = f"time budget spent opening windows for step {target}"
                        break
                length = min(args.step_seconds, deadline - time.monotonic() - grace)
                if length < 1.0:
                    self.stop_reason = "time budget spent"
                    break
                step = Step(len(live))
                self.step = step
                cpu_before = (own_cpu_seconds(), cpu_seconds(self.pids))
                await asyncio.sleep(length)
                cpu = ((own_cpu_seconds() - cpu_before[0]) / length * 100,
                       (cpu_seconds(self.pids) - cpu_before[1]) / length * 100)
                step.active = False
                step.ended = time.perf_counter()
                self.step = None
                # In-flight events of the step: wait for their acks a little.
                wait_until = time.monotonic() + grace
                while any(s[1] is None for s in step.samples) and time.monotonic() < wait_until:
                    await asyncio.sleep(0.02)
                now = time.perf_counter()
                late = 0
                for sample in step.samples:
                    if sample[1] is None:  # unacknowledged: at least this long (counts against p99)
                        sample[1] = now - sample[2]
                        sample[0] += "-late"
                        late += 1
                rss = rss_kb(self.pids)
                open_now = sum(1 for w in self.windows if not w.dead)
                row = self.summarise(target, open_now, step, length, late, rss, baseline, opened_in, cpu)
                self.rows.append(row)
                log(f"step {target}: {open_now} windows (opened in {opened_in:.1f} s), {row['events_per_s']} events/s, "
                    f"p50 {row['p50_ms']} ms, p99 {row['p99_ms']} ms, {row['rss_per_window_kb']} KB/window, "
                    f"CPU: client {row['client_cpu_pct']}%, servers {row['servers_cpu_pct']}%, "
                    f"errors so far {sum(self.stats.errors.values())}")
                dead = [pid for pid in self.pids if not alive(pid)]
                if dead:
                    self.stats.error("process died")
                    self.stop_reason = f"process(es) {dead} died"
                    break
                if row["p99_ms"] is None or row["p99_ms"] > P99_LIMIT_MS:
                    self.stop_reason = f"p99 over {P99_LIMIT_MS:g} ms at {target} windows"
                    break
            else:
                self.stop_reason = "all steps done"
        finally:
            self.measured = time.monotonic() - started
            self.stopping = True
            await asyncio.gather(*(w.stop() for w in self.windows), return_exceptions=True)

    def summarise(self, target, open_now, step, length, late, rss, baseline, opened_in, cpu):
        def ms(value):
            return None if value is None else round(value * 1000, 1)
        everything = [s[1] for s in step.samples]
        acked = sum(1 for s in step.samples if not s[0].endswith("-late"))
        inputs = [s[1] for s in step.samples if s[0].startswith("input")]
        toggles = [s[1] for s in step.samples if s[0].startswith("toggle")]
        return {
            "step": target,
            "windows": open_now,
            "seconds": round(length, 2),
            "opened_in_s": round(opened_in, 2),
            "events": len(everything),
            "events_per_s": round(acked / length, 1),
            "p50_ms": ms(percentile(everything, 50)),
            "p99_ms": ms(percentile(everything, 99)),
            "input_p50_ms": ms(percentile(inputs, 50)),
            "input_p99_ms": ms(percentile(inputs, 99)),
            "toggle_events": len(toggles),
            "toggle_p50_ms": ms(percentile(toggles, 50)),
            "toggle_p99_ms": ms(percentile(toggles, 99)),
            "unacked_at_end": late,
            "rss_kb": rss,
            "rss_per_window_kb": round((rss - baseline) / open_now, 1) if open_now else None,
            "client_cpu_pct": round(cpu[0]),
            "servers_cpu_pct": round(cpu[1]),
        }


# ---------------------------------------------------------------- Cluster

def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def cluster(command, directory, extra=(), capture=None):
    env = dict(os.environ, OBSERVATORY_CLUSTER_DIR=directory)
    return subprocess.run([os.path.join(ROOT, "scripts", "cluster"), command, *extra], cwd=ROOT, env=env,
                          stdout=subprocess.PIPE, stderr=capture, text=True)


def parse_args(argv):
    parser = argparse.ArgumentParser(prog="scripts/load-test", description=__doc__.split("\n\n")[2],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--processes", type=int, default=3, help="server processes (default 3)")
    parser.add_argument("--duration", type=float, default=60.0,
                        help="time budget for opening windows and measuring, at most 60 s (default 60)")
    parser.add_argument("--steps", default="25,50,100,200,400,800,1600",
                        help="concurrent windows per step, increasing (default 25,50,100,200,400,800,1600)")
    parser.add_argument("--step-seconds", type=float, default=5.0, help="measured seconds per step (default 5)")
    parser.add_argument("--think-ms", type=float, default=100.0, help="think time between events (default 100)")
    parser.add_argument("--toggle-every", type=int, default=10,
                        help='every K-th event of a window flips "Show Completed" (0: typing only; default 10)')
    parser.add_argument("--json", action="store_true", help="print JSON instead of Markdown")
    parser.add_argument("--keep", action="store_true", help="keep the cluster folder (logs, database)")
    parser.add_argument("--release", action="store_true", help="run the release build (scripts/cluster up --release)")
    parser.add_argument("--no-build", action="store_true", help="use the HabitTrackerData already built (scripts/cluster up --no-build)")
    args = parser.parse_args(argv)
    if not 0 < args.duration <= MAX_DURATION:
        parser.error(f"--duration must be more than 0 and at most {MAX_DURATION:g} seconds")
    if not 1 <= args.processes <= 32:
        parser.error("--processes must be 1 to 32")
    try:
        args.steps = [int(s) for s in args.steps.split(",") if s.strip()]
    except ValueError:
        parser.error("--steps must be comma-separated integers")
    if not args.steps or any(s <= 0 for s in args.steps) or args.steps != sorted(set(args.steps)):
        parser.error("--steps must be increasing positive integers")
    if args.step_seconds < 1 or args.think_ms < 0 or args.toggle_every < 0:
        parser.error("--step-seconds must be at least 1; --think-ms and --toggle-every not negative")
    return args


def build_kind(args):
    """Which build scripts/cluster runs: `--release`, or debug."""
    return "release" if args.release else "debug"


def report(args, command_line, test, processes, build, errors):
    held = [row["step"] for row in test.rows if row["p99_ms"] is not None and row["p99_ms"] <= P99_LIMIT_MS]
    largest = max(held) if held else None
    if args.json:
        print(json.dumps({
            "command": command_line,
            "build": build,
            "processes": processes,
            "think_ms": args.think_ms,
            "toggle_every": args.toggle_every,
            "p99_limit_ms": P99_LIMIT_MS,
            "largest_windows_held": largest,
            "stop_reason": test.stop_reason,
            "measured_seconds": round(test.measured, 1),
            "first_page": test.first_page and {
                "field_id": test.first_page[0], "toggle_id": test.first_page[1],
                "toggle_checked": test.first_page[2], "process": test.first_page[3]},
            "errors": errors,
            "non_reply_patches": test.stats.non_reply_patches,
            "resets": test.stats.resets,
            "steps": test.rows,
        }, indent=2))
        return
    def cell(value):
        return "–" if value is None else str(value)
    print(f"## Load test: {processes} process(es), {build} build, think {args.think_ms:g} ms, "
          f"toggle every {args.toggle_every or 'never'}")
    print()
    print("| windows | events/s | p50 ms | p99 ms | RSS per window KB | input p50/p99 ms | toggle p50/p99 ms (n) "
          "| CPU % client/servers |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for row in test.rows:
        print(f"| {row['windows']} | {row['events_per_s']} | {cell(row['p50_ms'])} | {cell(row['p99_ms'])} | "
              f"{cell(row['rss_per_window_kb'])} | {cell(row['input_p50_ms'])}/{cell(row['input_p99_ms'])} | "
              f"{cell(row['toggle_p50_ms'])}/{cell(row['toggle_p99_ms'])} ({row['toggle_events']}) | "
              f"{row['client_cpu_pct']}/{row['servers_cpu_pct']} |")
    print()
    print(f"Largest N with p99 <= {P99_LIMIT_MS:g} ms: {cell(largest)} windows; processes: {processes}; "
          f"stopped: {test.stop_reason}; measured {test.measured:.1f} s.")
    total = sum(errors.values())
    detail = ", ".join(f"{k}: {v}" for k, v in sorted(errors.items()))
    print(f"Errors: {total}{' (' + detail + ')' if detail else ''}; unsolicited patches: "
          f"{test.stats.non_reply_patches}; resets: {test.stats.resets}.")
    print(f"Command: {command_line}")


def main(argv):
    args = parse_args(argv)
    command_line = "scripts/load-test" + "".join(" " + shlex.quote(a) for a in argv)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))

    # SIGTERM as Ctrl-C, so that `finally` stops the cluster either way.
    def interrupted(signum, frame):
        raise KeyboardInterrupt
    signal.signal(signal.SIGTERM, interrupted)
    # Ctrl-C raises KeyboardInterrupt even when started with SIGINT ignored (`cmd &`).
    signal.signal(signal.SIGINT, signal.default_int_handler)

    directory = tempfile.mkdtemp(prefix="observatory-load-")
    os.chmod(directory, 0o755)  # PostgreSQL runs as `postgres` when this runs as root
    port = free_port()
    failed = True
    try:
        log(f"starting a cluster of {args.processes} process(es) on port {port} in {directory}")
        with open(os.path.join(directory, "cluster-up.log"), "w") as up_log:
            result = cluster("up", directory, ["--processes", str(args.processes), "--port", str(port)] + (["--release"] if args.release else []) + (["--no-build"] if args.no_build else []),
                             capture=up_log)
        if result.returncode != 0:
            log(f"error: scripts/cluster up failed ({result.returncode}); its output:")
            with open(os.path.join(directory, "cluster-up.log")) as up_log:
                log("".join(up_log.readlines()[-30:]))
            return 1
        log(f"cluster up: {result.stdout.strip()}")
        pids = []
        for i in range(1, args.processes + 1):
            with open(os.path.join(directory, f"p{i}.pid")) as pid_file:
                pids.append(int(pid_file.read().strip()))
        build = build_kind(args)
        test = LoadTest(args, port, pids)
        try:
            # A hard stop, should something hang past the budget.
            try:
                asyncio.run(asyncio.wait_for(test.run(), args.duration + 30))
            except asyncio.TimeoutError:
                test.stop_reason = "hard time limit hit (something hung)"
        finally:
            errors = dict(test.stats.errors)
            dead = [f"p{i + 1}" for i, pid in enumerate(pids) if not alive(pid)]
            if dead:
                errors[f"processes dead at the end: {' '.join(dead)}"] = len(dead)
        if test.first_page:
            field, toggle, checked, process, window = test.first_page
            log(f"first page: window {window} from {process}; \"New habit\" field #{field}, "
                f"\"Show Completed\" switch #{toggle} (checked: {checked})")
        report(args, command_line, test, args.processes, build, errors)
        failed = False
        return 0
    except KeyboardInterrupt:
        log("interrupted")
        return 130
    finally:
        # A second Ctrl-C must not stop `down` half way.
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        log("stopping the cluster")
        down = cluster("down", directory, capture=subprocess.PIPE)
        if down.returncode != 0:
            log(f"warning: scripts/cluster down failed: {down.stderr.strip()}")
        if args.keep or failed:
            log(f"cluster folder kept: {directory}")
        else:
            shutil.rmtree(directory, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
