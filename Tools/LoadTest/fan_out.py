#!/usr/bin/env python3
"""What one save costs a cluster of N processes (scripts/cluster): each save
reaches every other process through PostgreSQL's LISTEN/NOTIFY, which checks
the notice against the database (NoticeClaims), reads the rows ahead of the
main actor and updates its windows.

    python3 Tools/LoadTest/fan_out.py [--processes 10] [--saves 100] [--release] [--no-build] [--json]

Starts a cluster in a temporary folder, opens one window per process (a page
load straight from the process, then its WebSocket), and has the window of
p1 add habits one at a time, waiting after each until every window shows
it. Per save it records how long each other window took to show the new
habit (from sending the click that adds it to the first patch that names
it), and over the run the CPU time every process used, less the same
processes' CPU in as long a stretch of idling. `scripts/cluster down` always
runs at the end.
"""

import argparse
import asyncio
import json
import os
import shlex
import socket
import subprocess
import sys
import tempfile
import time

from habit_window import HabitWindow

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(p / 100 * len(ordered))) - 1))]


async def measure(ports, saves):
    windows = [HabitWindow(port) for port in ports]
    for window in windows:
        await window.open()
    await asyncio.sleep(1.0)
    writer = windows[0]
    latencies = []  # per save: seconds until the last other window showed it
    each = []  # every other window, every save
    for number in range(saves):
        title = f"fan {number} {time.time_ns()}"
        shown = [window.watch(title + "<") for window in windows[1:]]
        writer.send(writer.field, "input", title)
        await asyncio.sleep(0.01)
        sent = time.perf_counter()
        writer.send(writer.add, "tap")
        times = await asyncio.wait_for(asyncio.gather(*shown), 10)
        each += [t - sent for t in times]
        latencies.append(max(times) - sent)
        await asyncio.sleep(0.05)
    for window in windows:
        await window.close()
    return latencies, each


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--processes", type=int, default=10)
    parser.add_argument("--saves", type=int, default=100)
    parser.add_argument("--release", action="store_true")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if not 2 <= args.processes <= 32 or not 1 <= args.saves <= 10_000:
        parser.error("--processes must be 2 to 32 and --saves 1 to 10000")
    command = "python3 Tools/LoadTest/fan_out.py" + "".join(" " + shlex.quote(a) for a in argv)
    folder = tempfile.mkdtemp(prefix="observatory-fan-out-")
    os.chmod(folder, 0o755)
    env = dict(os.environ, OBSERVATORY_CLUSTER_DIR=folder)
    cluster = os.path.join(ROOT, "scripts", "cluster")
    extra = (["--release"] if args.release else []) + (["--no-build"] if args.no_build else [])
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    up = subprocess.run([cluster, "up", "--processes", str(args.processes), "--port", str(port)] + extra,
                        cwd=ROOT, env=env, capture_output=True, text=True)
    try:
        if up.returncode != 0:
            sys.exit(f"scripts/cluster up failed:\n{up.stderr[-2000:]}")
        names = [f"p{i}" for i in range(1, args.processes + 1)]
        ports = [int(open(os.path.join(folder, f"{n}.port")).read()) for n in names]
        pids = [int(open(os.path.join(folder, f"{n}.pid")).read()) for n in names]
        # The processes' CPU while idle, as the baseline.
        idle_before = sum(cpu_seconds(pid) for pid in pids)
        started = time.monotonic()
        time.sleep(3)
        idle_rate = (sum(cpu_seconds(pid) for pid in pids) - idle_before) / (time.monotonic() - started)
        before = sum(cpu_seconds(pid) for pid in pids)
        started = time.monotonic()
        latencies, each = asyncio.run(measure(ports, args.saves))
        elapsed = time.monotonic() - started
        used = sum(cpu_seconds(pid) for pid in pids) - before - idle_rate * elapsed
        result = {
            "command": command,
            "processes": args.processes,
            "saves": args.saves,
            "build": "release" if args.release else "debug",
            "all_shown_p50_ms": round(percentile(latencies, 50) * 1000, 1),
            "all_shown_p99_ms": round(percentile(latencies, 99) * 1000, 1),
            "each_window_p50_ms": round(percentile(each, 50) * 1000, 1),
            "each_window_p99_ms": round(percentile(each, 99) * 1000, 1),
            "cpu_ms_per_save_all_processes": round(used / args.saves * 1000, 2),
            "cpu_ms_per_save_per_process": round(used / args.saves / args.processes * 1000, 2),
        }
        if args.json:
            print(json.dumps(result, indent=2))
        else:
            print(f"## One save fanned out to {args.processes} processes ({result['build']}, {args.saves} saves)\n")
            print(f"- every other window shows it: p50 {result['all_shown_p50_ms']} ms, p99 {result['all_shown_p99_ms']} ms")
            print(f"- each window: p50 {result['each_window_p50_ms']} ms, p99 {result['each_window_p99_ms']} ms")
            print(f"- CPU of all processes per save: {result['cpu_ms_per_save_all_processes']} ms "
                  f"({result['cpu_ms_per_save_per_process']} ms per process)")
            print(f"\nCommand: {command}")
    finally:
        subprocess.run([cluster, "down"], cwd=ROOT, env=env, capture_output=True)


if __name__ == "__main__":
    main(sys.argv[1:])
