#!/usr/bin/env python3
"""Turns one run of the ObservationBenchmarks suite into the comparison table.

Usage: table.py RESULTS_DIR [--markdown] [--update-docs PATH] [--command CMD] [--wall-time SECONDS]

RESULTS_DIR holds the files `swift package benchmark --format histogramSamples`
wrote: one per benchmark and metric, every measured iteration's raw value
(nanoseconds, or a count) on its own line. For each row this script takes the
median iteration and divides it by the number of operations that iteration
performed (the same numbers as `Ops` in Sources/BenchmarkSupport). The
ObservatoryUI group (one row of N), the ObservatoryWeb group (one event
through `WebWindow.receive`), the redraw comparison and the ObservatoryData
group get a table each.
"""

import argparse
import datetime
import os
import platform
import re
import statistics
import subprocess
import sys

TARGET = "ObservationBenchmarks"
STANDARD = 1_000  # Ops.standard: operations per iteration in most cases
PER_THREAD = 1_000_000  # Ops.perThread
TRACK_AND_FIRE_PER_THREAD = 100_000  # Ops.trackAndFirePerThread
VARIANTS = ("toolchain", "observatory", "plain", "combine")
RESULTS_DIRECTORY = "."
# ObservatoryUI's group has no toolchain counterpart: its benchmarks are named
# "<UI_CASE>/N=<rows>", one per list length, each iteration 1,000 toggles.
UI_CASE = "ObservatoryUI list toggle"
UI_ROWS = (100, 1_000, 10_000)
UI_FLAT = 1.5  # the largest time(N = 10,000) ÷ time(N = 100) that counts as flat
# ObservatoryWeb's group: "<WEB_CASE>/<event>", each iteration 1,000 events
# through WebWindow.receive, with the bytes of the replies (custom metrics:
# replyBytesTotal, summed over the iteration; replyBytesMax, its largest).
WEB_CASE = "ObservatoryWeb receive"
WEB_EVENTS = (  # (variant, label, events per iteration)
    ("row tap N=1000", "tap: toggle one row of 1,000 (check button + image + styled text)", STANDARD),
    ("row switch N=1000", "toggle: the `Toggle` of one row of 1,000", STANDARD),
    ("keystroke", "input: one keystroke into a `TextField` bound to a model", STANDARD),
    ("keystroke beside N=1000", "input: the same, the field in a body that also lists 1,000 rows", 1),
    ("row tap N=1000 inspect", "tap: toggle one row of 1,000, in inspect mode (the reply carries the report)", STANDARD),
    ("keystroke inspect", "input: one keystroke, in inspect mode (the reply carries the report)", STANDARD),
)
# The redraw comparison: "<REDRAW_CASE>/<screen> <model>", one iteration one
# scripted session of edits (custom metric bodyEvaluations: bodies per session).
REDRAW_CASE = "Redraw session"
REDRAW_SCREENS = (  # (variant prefix, label, edits per session)
    ("profile", "Profile (article 004)", 23),
    ("expense tracker", "Expense tracker (article 001)", 11),
)
REDRAW_MODELS = (("ObservableObject", "ObservableObject"), ("Observable", "@Observable"))
# ObservatoryData's group: "<DATA_PREFIX> <case>/<variant>" (Benchmarks/Sources/DataSubjects).
DATA_PREFIX = "ObservatoryData"
DATA_CASES = (  # (case, variant, label, operations per iteration)
    ("property read", "observable", "property read, `@Observable` objects in an array", STANDARD),
    ("property read", "model", "property read, `@Model` objects fetched from a store, in an array", STANDARD),
    ("property read", "model never saved", "property read, `@Model` objects never saved", STANDARD),
    ("property write", "observable", "property write, `@Observable` objects in an array", STANDARD),
    ("property write", "model", "property write, `@Model` objects fetched, changed since the last save", STANDARD),
    ("insert and save", "N=10000", "insert 10,000 models into a new store file, save once", 1),
) + tuple(
    ("query after insert", f"{shape} N={n}",
     f"`@Query` over N = {n:,}: insert one, save, update ({'a view showing the count' if shape == 'count' else 'a view listing every row'})", 1)
    for shape in ("count", "list") for n in (100, 1_000, 10_000)
)
WEB_BUDGET = 200  # bytes: the largest reply allowed for toggling one row of 1,000


def clean(name):
    """The file-name form package-benchmark gives a benchmark name."""
    return name.replace("/", "_").replace(" ", "_")


class Results:
    def __init__(self, directory):
        self.directory = directory
        self.files = os.listdir(directory)

    def samples(self, case, variant, metric):
        suffix = f".{TARGET}.{clean(case + '/' + variant)}.{metric}.histogram.samples.tsv"
        matches = [name for name in self.files if name.endswith(suffix)]
        if not matches:
            return None
        with open(os.path.join(self.directory, matches[0])) as handle:
            lines = handle.read().split("\n")[1:]
        values = [float(line) for line in lines if line.strip()]
        return values or None

    def median(self, case, variant, metric, divisor=1):
        values = self.samples(case, variant, metric)
        if values is None:
            return None
        return statistics.median(values) / divisor


class Row:
    """One line of the table: `case` measured per `divisor` operations."""

    def __init__(self, label, case, divisor=STANDARD, unit="ns/op", metric="wallClock",
                 mallocs=True, key=None, malloc_divisor=None):
        self.label, self.case, self.divisor, self.unit = label, case, divisor, unit
        self.metric, self.mallocs, self.key = metric, mallocs, key or label
        self.malloc_divisor = malloc_divisor or divisor

    def values(self, results):
        figures = {}
        for variant in VARIANTS:
            figures[variant] = results.median(self.case, variant, self.metric, self.divisor)
            figures[variant + " mallocs"] = (
                results.median(self.case, variant, "mallocCountTotal", self.malloc_divisor)
                if self.mallocs else None)
        return figures


def rows():
    table = [
        ("1. Reads and writes outside tracking", [
            Row("untracked read", "untracked read"),
            Row("write Int, no observers", "write Int"),
            Row("write String, no observers", "write String"),
            Row("write Equatable struct, no observers", "write struct"),
            Row("write class reference, no observers", "write class reference"),
            Row("`+= 1`, no observers", "write += 1"),
            Row("write an equal value, no observers", "write equal value"),
        ]),
        ("2. Write to A while K observers watch B", [
            Row(f"write A, K={k} observe B", f"write A while K observe B (K={k})", key=f"unobserved K={k}")
            for k in (1, 100, 1000)
        ]),
        ("3. Reads inside a tracking scope (per read)", [
            Row("tracked read, 1 property per object", "tracked read (1 per object)", unit="ns/read"),
            Row("tracked read, 10 properties per object", "tracked read (10 per object)", unit="ns/read"),
            Row("tracked read, 100 properties per object", "tracked read (100 per object)", unit="ns/read"),
            Row("tracked read, one property 100 times", "tracked read (same property x100)", unit="ns/read"),
        ]),
        ("4. Track and fire", [
            Row("track 1 property, write fires", "track and fire (1 property)"),
            Row("track 10 objects, write fires", "track and fire (10 objects)"),
        ]),
        ("5. A write notifying K one-shot observers (`withObservationTracking(_:onChange:)`)", [
            row
            for k in (1, 10, 100, 1000)
            for row in (
                Row(f"K={k}: per write", f"notify K observers (K={k})", divisor=STANDARD // k,
                    unit="ns/write", key=f"notify K={k} write"),
                Row(f"K={k}: per observer", f"notify K observers (K={k})", unit="ns/observer",
                    key=f"notify K={k} observer"),
            )
        ]),
        ("5b. A write notifying K persistent observers (didSet form; Combine: `@Published` with K subscribers; "
         "K = 0 is the row \"write Int, no observers\")", [
            row
            for k in (1, 100, 1000)
            for row in (
                Row(f"K={k}: per write", f"notify K persistent observers (K={k})", divisor=STANDARD // k,
                    unit="ns/write", key=f"persistent K={k} write"),
                Row(f"K={k}: per observer", f"notify K persistent observers (K={k})", unit="ns/observer",
                    key=f"persistent K={k} observer"),
            )
        ]),
        ("6. Memory", [
            Row("create and free an object with 3 Ints", "create and free 3 Ints"),
            Row("bytes per object with 3 Ints", "create and free 3 Ints", unit="B/object",
                metric="mallocBytesCount", mallocs=False, key="bytes per object"),
            Row("install a live registration", "live registration", unit="ns/registration"),
            Row("bytes per live registration", "live registration", unit="B/registration",
                metric="memoryLeakedBytes", mallocs=False, key="bytes per registration"),
            Row("kept after 100,000 registrations on one object fired together",
                "memory kept after 100000 registrations fired together", divisor=1, unit="B kept",
                metric="memoryLeakedBytes", mallocs=False, key="kept after firing"),
            Row("kept after 100,000 track-and-fire cycles on one object",
                "memory kept after 100000 track and fire cycles", divisor=1, unit="B kept",
                metric="memoryLeakedBytes", mallocs=False, key="kept after cycles"),
        ]),
        ("7. Two threads (each iteration runs the work on 1 thread and on 2; ratios are per iteration)", [
            row
            for case, label, key, per_thread in (
                ("write own object", "write own object", "writes", PER_THREAD),
                ("read shared object", "read shared object", "reads", PER_THREAD),
                ("read own objects", "read own objects (same property)", "own reads", PER_THREAD),
                ("track and fire own object", "track and fire own object", "track and fire",
                 TRACK_AND_FIRE_PER_THREAD),
            )
            for row in (
                Row(f"{label}, 1 thread", f"{case} (threads)", divisor=per_thread, metric="oneThreadWall",
                    malloc_divisor=3 * per_thread),
                Row(f"{label}, 2 threads (each)", f"{case} (threads)", divisor=per_thread,
                    metric="twoThreadsWall", mallocs=False),
                Row(f"{label}: scaling 2·T1/T2", f"{case} (threads)", divisor=1000, unit="× (ideal 2)",
                    metric="scalingPermille", mallocs=False, key=f"scaling {key}"),
                Row(f"{label}: CPU per op, 2 threads ÷ 1", f"{case} (threads)", divisor=1000,
                    unit="× (ideal 1)", metric="cpuRatioPermille", mallocs=False, key=f"cpu {key}"),
                Row(f"{label}: threads overlapped (CPU ÷ wall)", f"{case} (threads)", divisor=1000,
                    unit="× (ideal 2)", metric="overlapPermille", mallocs=False, key=f"overlap {key}"),
            )
        ]),
        ("8. Observations", [
            Row("mutation → next element", "Observations element", unit="ns/element"),
        ]),
    ]
    return table


def number(value, unit=""):
    if value is None:
        return "—"
    if unit.startswith("×"):
        return f"{value:.2f}×"
    if unit.startswith("B"):  # decimal units: 1 KB = 1,000 B, 1 MB = 1,000,000 B
        if abs(value) >= 1_000_000:
            return f"{value / 1_000_000:.2f} MB"
        if abs(value) >= 10_000:
            return f"{value / 1_000:.1f} KB"
        return f"{value:.0f}"
    magnitude = abs(value)
    if magnitude == 0:
        return "0"
    if magnitude < 10:
        return f"{value:.2f}"
    if magnitude < 100:
        return f"{value:.1f}"
    return f"{value:,.0f}"


def mallocs(value):
    if value is None:
        return "—"
    if value == 0:
        return "0"
    if abs(value) < 0.01:
        return "<0.01"
    return f"{value:.2f}" if abs(value) < 10 else f"{value:.1f}"


def ratio(toolchain, observatory, unit):
    if toolchain is None or observatory is None or unit.startswith("×"):
        return "—"
    if observatory <= 0:
        return "∞" if toolchain > 0 else "—"
    value = toolchain / observatory
    return f"{value:,.0f}" if value >= 100 else f"{value:.1f}"


HEADER = ["case", "unit", "toolchain", "Observatory", "toolchain ÷ Observatory",
          "mallocs/op toolchain", "mallocs/op Observatory", "plain class", "Combine (mallocs/op)"]


def data_figures(results):
    """ObservatoryData: the median per operation of each case, and its mallocs."""
    figures = {}
    for case, variant, _, operations in DATA_CASES:
        name = f"{DATA_PREFIX} {case}"
        figures[f"data {case}/{variant}"] = {
            "observatory": results.median(name, variant, "wallClock", operations),
            "observatory mallocs": results.median(name, variant, "mallocCountTotal", operations),
        }
    return figures


DATA_HEADER = ["case", "median", "mallocs"]


def data_lines(figures):
    out = []
    for case, variant, label, _ in DATA_CASES:
        values = figures[f"data {case}/{variant}"]
        time = values["observatory"]
        out.append([label, duration(time), mallocs(values["observatory mallocs"])])
    return out


def duration(nanoseconds):
    """A time in the unit that reads best: 3 ns, 128 µs, 91.2 ms."""
    if nanoseconds is None:
        return "—"
    if nanoseconds >= 1_000_000:
        return f"{nanoseconds / 1_000_000:,.1f} ms"
    if nanoseconds >= 10_000:
        return f"{micro(nanoseconds)} µs"
    return f"{number(nanoseconds)} ns"


def data_markdown(figures):
    out = ["| " + " | ".join(DATA_HEADER) + " |", "| --- | ---: | ---: |"]
    out += ["| " + " | ".join(cells) + " |" for cells in data_lines(figures)]
    return "\n".join(out)


def data_text(figures):
    return aligned_text(DATA_HEADER, data_lines(figures), left=(0,))


def build(results):
    figures = ui_figures(results)
    figures.update(data_figures(results))
    figures.update(web_figures(results))
    figures.update(redraw_figures(results))
    lines = []
    for section, section_rows in rows():
        lines.append((section, None))
        for row in section_rows:
            values = row.values(results)
            figures[row.key] = values
            combine = values["combine"]
            combine_text = number(combine, row.unit)
            if combine is not None and values["combine mallocs"] is not None:
                combine_text += f" ({mallocs(values['combine mallocs'])})"
            lines.append((None, [
                row.label, row.unit,
                number(values["toolchain"], row.unit), number(values["observatory"], row.unit),
                ratio(values["toolchain"], values["observatory"], row.unit),
                mallocs(values["toolchain mallocs"]), mallocs(values["observatory mallocs"]),
                number(values["plain"], row.unit), combine_text,
            ]))
    return lines, figures


def ui_figures(results):
    """ObservatoryUI: the median per toggle + update, for each list length."""
    return {
        f"ui N={n}": {
            "observatory": results.median(UI_CASE, f"N={n}", "wallClock", STANDARD),
            "observatory mallocs": results.median(UI_CASE, f"N={n}", "mallocCountTotal", STANDARD),
        }
        for n in UI_ROWS
    }


UI_HEADER = ["rows (N)", "ns per toggle + update", "mallocs per toggle", "time ÷ time at N = 100"]


def ui_lines(figures):
    base = figures[f"ui N={UI_ROWS[0]}"]["observatory"]
    out = []
    for n in UI_ROWS:
        values = figures[f"ui N={n}"]
        time = values["observatory"]
        out.append([f"{n:,}", number(time), mallocs(values["observatory mallocs"]),
                    number(time / base, "×") if time is not None and base else "—"])
    return out


def ui_markdown(figures):
    out = ["| " + " | ".join(UI_HEADER) + " |", "|---:|---:|---:|---:|"]
    out += ["| " + " | ".join(cells) + " |" for cells in ui_lines(figures)]
    return "\n".join(out)


def aligned_text(header, body, left=()):
    """A plain-text table: columns padded to their widest cell, numbers
    right-aligned, the columns in `left` left-aligned."""
    header = [cell.replace("`", "") for cell in header]
    widths = [max(len(header[i]), *(len(cells[i]) for cells in body)) for i in range(len(header))]
    return "\n".join("  ".join(cell.ljust(width) if i in left else cell.rjust(width)
                               for i, (cell, width) in enumerate(zip(cells, widths)))
                     for cells in [header, ["-" * width for width in widths]] + body)


def ui_text(figures):
    return aligned_text(UI_HEADER, ui_lines(figures))


def web_figures(results):
    """ObservatoryWeb: per event, the median time and mallocs of `receive` and
    the bytes of its reply (mean of the median iteration; the largest of any
    iteration)."""
    figures = {}
    for event, _, per_iteration in WEB_EVENTS:
        largest = results.samples(WEB_CASE, event, "replyBytesMax")
        figures[f"web {event}"] = {
            "observatory": results.median(WEB_CASE, event, "wallClock", per_iteration),
            "observatory mallocs": results.median(WEB_CASE, event, "mallocCountTotal", per_iteration),
            "reply bytes": results.median(WEB_CASE, event, "replyBytesTotal", per_iteration),
            "largest reply": max(largest) if largest else None,
        }
    return figures


WEB_HEADER = ["event", "µs per event (`receive`)", "mallocs per event", "reply bytes (mean)", "largest reply (B)"]


def web_lines(figures):
    out = []
    for event, label, _ in WEB_EVENTS:
        values = figures[f"web {event}"]
        time = values["observatory"]
        count = values["observatory mallocs"]
        out.append([label, "—" if time is None else micro(time),
                    f"{count:,.0f}" if count is not None and count >= 1000 else mallocs(count),
                    "—" if values["reply bytes"] is None else f"{values['reply bytes']:.0f}",
                    "—" if values["largest reply"] is None else f"{values['largest reply']:.0f}"])
    return out


def micro(nanoseconds):
    """Nanoseconds as microseconds: 80.9, 6,754."""
    value = nanoseconds / 1000
    return f"{value:,.0f}" if value >= 100 else f"{value:.1f}"


def web_markdown(figures):
    out = ["| " + " | ".join(WEB_HEADER) + " |", "|---|---:|---:|---:|---:|"]
    out += ["| " + " | ".join(cells) + " |" for cells in web_lines(figures)]
    return "\n".join(out)


def web_text(figures):
    return aligned_text(WEB_HEADER, web_lines(figures), left=(0,))


def redraw_figures(results):
    """The redraw comparison: per session, the median time and mallocs, and
    the body evaluations (the same in every iteration)."""
    figures = {}
    for screen, _, _ in REDRAW_SCREENS:
        for model, _ in REDRAW_MODELS:
            variant = f"{screen} {model}"
            figures[f"redraw {variant}"] = {
                "observatory": results.median(REDRAW_CASE, variant, "wallClock"),
                "observatory mallocs": results.median(REDRAW_CASE, variant, "mallocCountTotal"),
                "bodies": results.median(REDRAW_CASE, variant, "bodyEvaluations"),
            }
    return figures


REDRAW_HEADER = ["screen", "model", "edits", "bodies per session", "bodies per edit", "µs per session",
                 "mallocs per session", "vs ObservableObject"]


def redraw_lines(figures):
    out = []
    for screen, label, edits in REDRAW_SCREENS:
        old = figures[f"redraw {screen} ObservableObject"]
        for model, model_label in REDRAW_MODELS:
            values = figures[f"redraw {screen} {model}"]
            bodies, time, count = values["bodies"], values["observatory"], values["observatory mallocs"]
            if model == "ObservableObject":
                versus = "—"
            elif None in (bodies, time, old["bodies"], old["observatory"]):
                versus = "—"
            else:
                versus = f"{bodies / old['bodies']:.2f}× bodies, {time / old['observatory']:.2f}× time"
            out.append([label, model_label, str(edits),
                        "—" if bodies is None else f"{bodies:.0f}",
                        "—" if bodies is None else f"{bodies / edits:.1f}",
                        "—" if time is None else micro(time),
                        "—" if count is None else f"{count:,.0f}",
                        versus])
    return out


def redraw_markdown(figures):
    out = ["| " + " | ".join(REDRAW_HEADER) + " |", "|---|---|---:|---:|---:|---:|---:|---|"]
    out += ["| " + " | ".join(cells) + " |" for cells in redraw_lines(figures)]
    return "\n".join(out)


def redraw_text(figures):
    return aligned_text(REDRAW_HEADER, redraw_lines(figures), left=(0, 1, 7))


def markdown_table(lines):
    out = ["| " + " | ".join(HEADER) + " |", "|" + "|".join(["---"] + ["---"] + ["---:"] * 7) + "|"]
    for section, cells in lines:
        if section is not None:
            out.append(f"| **{section}** |" + " |" * (len(HEADER) - 1))
        else:
            out.append("| " + " | ".join(cells) + " |")
    return "\n".join(out)


def text_table(lines):
    body = [cells for section, cells in lines if cells is not None]
    widths = [max(len(HEADER[i]), *(len(cells[i]) for cells in body)) for i in range(len(HEADER))]

    def render(cells):
        parts = [cells[0].ljust(widths[0]), cells[1].ljust(widths[1])]
        parts += [cells[i].rjust(widths[i]) for i in range(2, len(cells))]
        return "  ".join(parts)

    out = [render(HEADER), "  ".join("-" * width for width in widths)]
    for section, cells in lines:
        out.append(f"\n{section}" if section is not None else render(cells))
    return "\n".join(out)


# The targets, judged on Observatory's figures of this run. The read,
# write and track-and-fire cases reach sixteen objects through an array and
# consume their results once, after the loop (Benchmarks/Sources/
# BenchmarkSupport/Shelf.swift): what an app pays, nothing hidden by a
# per-operation harness call, so those targets are judged on the figure
# itself, with the plain class beside it.
def targets(f):
    def get(key, variant="observatory"):
        return f.get(key, {}).get(variant)

    def net(key, plain_key):
        value, plain = get(key), get(plain_key, "plain")
        return None if value is None or plain is None else max(0.0, value - plain)

    out = []

    def add(name, limit, measured, ok, note=""):
        verdict = "—" if ok is None else ("met" if ok else "**missed**")
        out.append((name, limit, measured, verdict, note))

    read = get("untracked read")
    add("untracked read, through an array", "≤ 2 ns",
        f"{number(read)} ns (plain class {number(get('untracked read', 'plain'))} ns, "
        f"toolchain {number(get('untracked read', 'toolchain'))} ns)",
        None if read is None else read <= 2)

    write = get("write Int, no observers")
    add("write an Int with no observers, through an array", "≤ 3 ns",
        f"{number(write)} ns (plain class {number(get('write Int, no observers', 'plain'))} ns, "
        f"toolchain {number(get('write Int, no observers', 'toolchain'))} ns)",
        None if write is None else write <= 3)

    writes = ["write Int, no observers", "write String, no observers", "write Equatable struct, no observers",
              "write class reference, no observers", "`+= 1`, no observers", "write an equal value, no observers"]
    nets = [(key, net(key, key)) for key in writes]
    known = [(key, value) for key, value in nets if value is not None]
    worst = max(known, key=lambda item: item[1]) if known else None
    add("every write with no observers, net of the plain class", "≤ 3 ns",
        (f"worst: {worst[0].replace(', no observers', '')} {number(worst[1])} ns net" if worst else ""),
        None if worst is None else worst[1] <= 3)

    unobserved = [get(f"unobserved K={k}") for k in (1, 100, 1000)]
    known = [value for value in unobserved if value is not None]
    add("write while another property is observed, through an array", "≤ 5 ns",
        "K=1/100/1000: " + " / ".join(f"{number(value)}" for value in unobserved) + " ns",
        None if not known else max(known) <= 5)

    tracked = {label: get(label) for label in (
        "tracked read, 1 property per object", "tracked read, 10 properties per object",
        "tracked read, 100 properties per object", "tracked read, one property 100 times")}
    known = [value for value in tracked.values() if value is not None]
    add("tracked read", "≤ 10 ns",
        "1/10/100 per object, same ×100: " + " / ".join(number(value) for value in tracked.values()) + " ns",
        None if not known else max(known) <= 10)

    fire, fire_mallocs = get("track 1 property, write fires"), get("track 1 property, write fires", "observatory mallocs")
    add("track-and-fire", "≤ 150 ns, ≤ 1 malloc", f"{number(fire)} ns, {mallocs(fire_mallocs)} mallocs",
        None if fire is None or fire_mallocs is None else fire <= 150 and fire_mallocs <= 1.0)

    def slope(kind):
        one, thousand = get(f"{kind} K=1 write"), get(f"{kind} K=1000 write")
        return None if one is None or thousand is None else (thousand - one) / 999

    one_shot, persistent = slope("notify"), slope("persistent")
    add("each further notified observer", "≤ 30 ns",
        f"one-shot {number(one_shot)} ns, persistent (didSet) {number(persistent)} ns: (per write at K=1000 − "
        "at K=1) ÷ 999", None if one_shot is None else one_shot <= 30, "judged on one-shot observers")

    size = get("bytes per object")
    add("object with 3 Ints", "≤ 64 B", f"{number(size, 'B')} B requested", None if size is None else size <= 64)

    registration = get("bytes per registration")
    add("a live registration", "≤ 150 B", f"{number(registration, 'B')} B",
        None if registration is None else registration <= 150)

    kept, toolchain_kept = get("kept after firing"), get("kept after firing", "toolchain")
    cycles = get("kept after cycles")
    add("memory returned after observers fired", "nothing proportional kept (≤ 4 KB)",
        f"{number(kept, 'B')} B kept after 100,000 registrations fired together (toolchain "
        f"{number(toolchain_kept, 'B')}); {number(cycles, 'B')} B after 100,000 track-and-fire cycles",
        None if kept is None else kept <= 4096)

    kinds = ("writes", "reads", "own reads", "track and fire")
    scaling = {kind: get(f"scaling {kind}") for kind in kinds}
    cpu = {kind: get(f"cpu {kind}") for kind in kinds}
    overlap = {kind: get(f"overlap {kind}") for kind in kinds}
    measured = ("wall-clock writes {} / reads {} / reads of own objects {} / track-and-fire {}; "
                "CPU per op 2 threads ÷ 1: {} / {} / {} / {}").format(
        *(number(value, "×") for value in scaling.values()), *(number(value, "×") for value in cpu.values()))
    # Wall-clock scaling only means something when the two threads really ran
    # at the same time (this machine is shared). Judge each kind on its own
    # run: on wall-clock scaling when the threads overlapped (≥ 1.8), on the
    # CPU cost per operation when they overlapped part of the time (≥ 1.5:
    # contention would still show), and not at all otherwise.
    verdicts, notes = [], []
    judged = ("writes", "reads", "own reads")
    for kind in judged:
        if None in (scaling[kind], cpu[kind], overlap[kind]):
            verdicts.append(None)
        elif overlap[kind] >= 1.8:
            verdicts.append(scaling[kind] >= 1.8)
        elif overlap[kind] >= 1.5:
            verdicts.append(2 / cpu[kind] >= 1.8)
            notes.append(f"{kind} judged on CPU per op (threads overlapped {number(overlap[kind], '×')})")
        else:
            verdicts.append("unmeasured")
            notes.append(f"{kind}: the threads overlapped only {number(overlap[kind], '×')} (the other core was "
                         "busy), not judged")
    note = "; ".join(notes) if notes else "judged on wall-clock writes, reads and reads of own objects; " + \
        "the threads overlapped " + " / ".join(number(overlap[kind], "×") for kind in judged)
    if False in verdicts:
        add("two-thread scaling", "≥ 1.8×", measured, False, note)
    elif None in verdicts:
        add("two-thread scaling", "≥ 1.8×", measured, None, note)
    elif "unmeasured" in verdicts:
        out.append(("two-thread scaling", "≥ 1.8×", measured, "not measurable in this run", note))
    else:
        add("two-thread scaling", "≥ 1.8×", measured, True, note)

    times = [get(f"ui N={n}") for n in UI_ROWS]
    flat = None if None in (times[0], times[-1]) or times[0] <= 0 else times[-1] / times[0]
    add("ObservatoryUI: toggle one row of N, then update", f"one row body per toggle; N = 10,000 ÷ N = 100 ≤ {UI_FLAT}×",
        "N = " + " / ".join(f"{n:,}" for n in UI_ROWS) + ": " + " / ".join(number(t) for t in times)
        + f" ns per toggle; 10,000 ÷ 100 = {number(flat, '×')}",
        None if flat is None else flat <= UI_FLAT,
        "one row body per toggle is checked on every iteration (the run fails otherwise)")

    tap = f.get("web row tap N=1000", {})
    largest, time = tap.get("largest reply"), tap.get("observatory")
    add("ObservatoryWeb: toggle one row of 1,000, the reply", f"≤ {WEB_BUDGET} B",
        f"largest reply {number(largest, 'B')} B, mean {number(tap.get('reply bytes'), 'B')} B; "
        f"`receive` {'—' if time is None else micro(time)} µs per event",
        None if largest is None else largest <= WEB_BUDGET,
        f"every reply is checked against {WEB_BUDGET} B on every iteration (the run fails otherwise)")
    return out


def targets_markdown(items):
    out = ["| target | limit | measured (Observatory) | verdict |", "|---|---|---|---|"]
    for name, limit, measured, verdict, note in items:
        out.append(f"| {name} | {limit} | {measured}{' — ' + note if note else ''} | {verdict} |")
    return "\n".join(out)


def targets_text(items):
    out = []
    for name, limit, measured, verdict, note in items:
        out.append(f"{verdict.replace('*', ''):7} {name} ({limit}): {measured}{' — ' + note if note else ''}")
    return "\n".join(out)


def run_date():
    """When the run started (scripts/benchmark records it), else now."""
    try:
        with open(os.path.join(RESULTS_DIRECTORY, "run-date")) as handle:
            return handle.read().strip()
    except OSError:
        return datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")


def machine():
    model = "unknown"
    try:
        with open("/proc/cpuinfo") as handle:
            for line in handle:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
        swift = next((line for line in swift if "Swift version" in line), "unknown").strip()
    except OSError:
        swift = "unknown"
    try:
        with open(os.path.join(RESULTS_DIRECTORY, "load-average")) as handle:
            load = handle.read().strip()
    except OSError:
        load = "unknown"
    return {
        "load": load,
        "cores": str(os.cpu_count()),
        "cpu": model,
        "swift": swift,
        "os": f"{platform.system()} {platform.release()}",
        "date": run_date(),
    }


BEGIN, END = "<!-- benchmark results: begin (scripts/benchmark --update-docs rewrites this part) -->", \
    "<!-- benchmark results: end -->"
REDRAW_BEGIN, REDRAW_END = "<!-- redraw comparison results: begin (scripts/benchmark --update-docs rewrites " \
    "this part) -->", "<!-- redraw comparison results: end -->"
DATA_BEGIN, DATA_END = "<!-- ObservatoryData benchmark results: begin (scripts/benchmark --update-docs rewrites " \
    "this part) -->", "<!-- ObservatoryData benchmark results: end -->"
WEB_BEGIN, WEB_END = "<!-- ObservatoryWeb benchmark results: begin (scripts/benchmark --update-docs rewrites " \
    "this part) -->", "<!-- ObservatoryWeb benchmark results: end -->"


def update_docs(path, lines, figures, command, wall_time):
    missing = [key for key, values in figures.items() if values.get("observatory") is None]
    if missing:
        sys.exit(f"error: not updating {path}: the results lack {len(missing)} rows "
                 f"(first: {missing[0]!r}); run the whole suite")
    info = machine()
    section = "\n".join([
        BEGIN,
        "",
        f"Command: `{command}`" + (f" (wall time {wall_time})" if wall_time else ""),
        "",
        f"Machine: {info['cores']} cores (nproc), {info['cpu']}; {info['os']}; {info['swift']}; run {info['date']}; "
        f"load average when the run started: {info['load']}.",
        "",
        markdown_table(lines),
        "",
        "### ObservatoryUI: one row of N",
        "",
        f"`{UI_CASE}`: toggle one row's `done` in a list of N observable rows, then `graph.update()`; "
        "per toggle, medians of 1,000 toggles per iteration (see [below](#observatoryui-reading-one-row-of-n)). "
        f"Measured by the run above (`{command}`); to run this group alone: "
        "`scripts/benchmark --filter 'ObservatoryUI.*'`.",
        "",
        ui_markdown(figures),
        "",
        "### Targets",
        "",
        targets_markdown(targets(figures)),
        "",
        END,
    ])
    web_section = "\n".join([
        WEB_BEGIN,
        "",
        f"Measured by the run of [Results](#results) (`{command}`, {info['date']}, load average "
        f"{info['load']}); to run this group alone: `scripts/benchmark --filter 'ObservatoryWeb.*'`. "
        "Per event: the median of iterations of 1,000 events (of single events for the keystroke beside a list); "
        "*reply bytes* is the mean reply of the median iteration, *largest reply* the largest of the whole run.",
        "",
        web_markdown(figures),
        "",
        WEB_END,
    ])
    redraw_section = "\n".join([
        REDRAW_BEGIN,
        "",
        f"Measured by the run of [Results](#results) (`{command}`, {info['date']}, load average "
        f"{info['load']}); to run this group alone: `scripts/benchmark --filter 'Redraw.*'`. "
        "Per session: the median time and mallocs of iterations of one whole session; the bodies are the same "
        "in every iteration (the run fails otherwise).",
        "",
        redraw_markdown(figures),
        "",
        REDRAW_END,
    ])
    data_section = "\n".join([
        DATA_BEGIN,
        "",
        f"Measured by the run of [Results](#results) (`{command}`, {info['date']}, load average "
        f"{info['load']}); to run this group alone: `scripts/benchmark --filter 'ObservatoryData.*'`. "
        "Per operation: the median iteration divided by its operations (1,000 reads; one insert of 10,000; "
        "one insert, save and update).",
        "",
        data_markdown(figures),
        "",
        DATA_END,
    ])
    with open(path) as handle:
        text = handle.read()
    for begin, end, replacement in ((BEGIN, END, section), (WEB_BEGIN, WEB_END, web_section),
                                    (REDRAW_BEGIN, REDRAW_END, redraw_section),
                                    (DATA_BEGIN, DATA_END, data_section)):
        pattern = re.compile(re.escape(begin) + ".*?" + re.escape(end), re.S)
        if not pattern.search(text):
            sys.exit(f"error: {path} has no '{begin}' … '{end}' section to rewrite")
        text = pattern.sub(lambda _: replacement, text)
    with open(path, "w") as handle:
        handle.write(text)
    print(f"updated {path}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("results")
    parser.add_argument("--markdown", action="store_true", help="print Markdown instead of plain text")
    parser.add_argument("--update-docs", metavar="PATH")
    parser.add_argument("--command", default="scripts/benchmark")
    parser.add_argument("--wall-time", default="")
    arguments = parser.parse_args()

    global RESULTS_DIRECTORY
    RESULTS_DIRECTORY = arguments.results
    results = Results(arguments.results)
    lines, figures = build(results)
    if arguments.markdown:
        print(markdown_table(lines))
        print()
        print(ui_markdown(figures))
        print()
        print(web_markdown(figures))
        print()
        print(redraw_markdown(figures))
        print()
        print(data_markdown(figures))
        print()
        print(targets_markdown(targets(figures)))
    else:
        print(text_table(lines))
        print(f"\nObservatoryUI: one row of N ({UI_CASE}: toggle one row, then graph.update())")
        print(ui_text(figures))
        print(f"\nObservatoryWeb: one event through WebWindow.receive ({WEB_CASE}: decode, graph.send, update, patch)")
        print(web_text(figures))
        print(f"\nRedraw comparison ({REDRAW_CASE}: one scripted session of edits, ObservableObject vs @Observable)")
        print(redraw_text(figures))
        print(f"\n{DATA_PREFIX}: @Model reads, bulk insert, a @Query kept current after one insert")
        print(data_text(figures))
        print("\nTargets (Observatory):")
        print(targets_text(targets(figures)))
    if arguments.update_docs:
        update_docs(arguments.update_docs, lines, figures, arguments.command, arguments.wall_time)


if __name__ == "__main__":
    main()
