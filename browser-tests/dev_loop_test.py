"""Browser tests of the development loop (`observatory dev`, docs/dev-loop.md):
a copy of the Habit Tracker, outside the repository, is served by the loop;
the test edits the copy and waits for the change in the tab, which comes back
where it was (the pushed screen, the field being typed in, the scroll
position); a build error shows in the tab with its file:line while the old
app keeps serving.

Run by scripts/test; alone: `swift build --product observatory && python3 browser-tests/dev_loop_test.py`.
The times it prints (save to changed pixels, with the split) are the ones
docs/performance.md records.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

from playwright.sync_api import expect

import harness
from harness import ROOT, browser, run

TIMEOUT = 10_000
# The first build of the copy compiles it and links it (and SwiftPM plans
# the package again, with the copy's target): minutes on a busy machine.
FIRST_BUILD = 600
# The bound: a one-line change is on the screen within 15 seconds.
CHANGE_BOUND = 15.0
# How far the page is scrolled: the window, or the first element scrolled.
SCROLLED = "([...document.querySelectorAll('#observatory *')].find(n => n.scrollTop > 0) || {}).scrollTop || window.scrollY"


class DevLoop:
    """`observatory dev DevLoopCopy` serving a temporary copy of an example."""

    def __init__(self, example):
        self.folder = tempfile.mkdtemp(prefix="observatory-dev-loop-")
        shutil.copytree(os.path.join(ROOT, "Examples", example), self.folder, dirs_exist_ok=True)
        # The package finds the copy through a link under the ignored .build-dev-loop/.
        links = os.path.join(ROOT, ".build-dev-loop")
        os.makedirs(links, exist_ok=True)
        self.link = os.path.join(links, os.path.basename(self.folder))
        os.symlink(self.folder, self.link)
        self.env = {**os.environ, "OBSERVATORY_DEV_LOOP_COPY": f"{example}:.build-dev-loop/{os.path.basename(self.folder)}"}
        self.port = harness.free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.lines = []
        self.process = None

    def start(self, *app_arguments, first_build=FIRST_BUILD):
        """Starts the loop; `--previews` among the arguments serves the previews canvas."""
        previews = ["--previews"] if "--previews" in app_arguments else []
        arguments = [argument for argument in app_arguments if argument != "--previews"]
        self.lines = []
        self.process = subprocess.Popen(
            [harness.binary("observatory"), "dev", "DevLoopCopy", "--port", str(self.port),
             "--watch", self.folder, *previews, "--", *arguments],
            cwd=ROOT, env=self.env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )
        threading.Thread(target=self._read, args=(self.process,), daemon=True).start()
        self.wait_for_line("watching for changes", first_build)
        return self

    def stop_process(self):
        """Stops `observatory dev` (and the app it serves), keeping the copy."""
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def _read(self, process):
        for line in process.stdout:
            if process is self.process:
                self.lines.append(line.rstrip("\n"))

    def wait_for_line(self, pattern, timeout, after=0):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for line in self.lines[after:]:
                match = re.search(pattern, line)
                if match:
                    return match
            if self.process.poll() is not None:
                raise RuntimeError("observatory dev exited:\n" + "\n".join(self.lines[-40:]))
            time.sleep(0.05)
        raise RuntimeError(f"no line matching {pattern!r} within {timeout} s:\n" + "\n".join(self.lines[-40:]))

    def edit(self, name, old, new):
        path = os.path.join(self.folder, name)
        with open(path, encoding="utf-8") as source:
            text = source.read()
        assert old in text, f"{old!r} is not in {name}"
        with open(path, "w", encoding="utf-8") as source:
            source.write(text.replace(old, new, 1))

    def stop(self):
        self.stop_process()
        os.unlink(self.link)
        shutil.rmtree(self.folder, ignore_errors=True)


def timed_change(loop, page, name, old, new, shows):
    """Edits the copy, waits for `shows` (a locator) and returns the seconds
    from the save to the changed pixels, with the loop's build and restart."""
    seen = len(loop.lines)
    saved = time.time()
    loop.edit(name, old, new)
    expect(shows).to_be_visible(timeout=60_000)
    total = time.time() - saved
    split = loop.wait_for_line(r"built in ([\d.]+) s, restarted in ([\d.]+) s", 10, after=seen)
    build, restart = float(split.group(1)), float(split.group(2))
    print(f"        save to pixels {total:.1f} s: build {build:.1f} s, restart {restart:.1f} s, "
          f"reconnect and restore {max(total - build - restart, 0):.1f} s")
    return total


def test_a_change_comes_back_where_the_tab_was():
    loop = DevLoop("HabitTracker")
    data_folder = None
    try:
        # The data file lives outside the watched copy: saving it is no change to build.
        data_folder = tempfile.mkdtemp(prefix="observatory-dev-loop-data-")
        loop.start("--data", os.path.join(data_folder, "habits.json"))
        with browser() as b:
            page = b.new_context(viewport={"width": 390, "height": 700}).new_page()
            page.set_default_timeout(TIMEOUT)
            page.goto(loop.url + "/")
            expect(page.locator("html")).to_have_attribute("data-observatory", "connected")
            field = page.get_by_role("textbox", name="New habit")
            for title in [f"Habit {n:02}" for n in range(1, 19)]:
                field.fill(title)
                page.get_by_role("button", name="Add", exact=True).click()
                expect(field).to_have_value("")
            # Text being typed, not yet added; then the list scrolled down by the wheel.
            field.fill("Half typ")
            page.mouse.move(200, 400)
            page.mouse.wheel(0, 400)
            page.wait_for_function(f"() => ({SCROLLED}) > 100")
            scrolled = page.evaluate(f"() => {SCROLLED}")

            # 1. A one-line change to the list's title: the field keeps its text and focus, the list its scroll.
            total = timed_change(loop, page, "HabitViews.swift", '.navigationTitle("Habits")', '.navigationTitle("My habits")',
                                 page.get_by_role("heading", name="My habits"))
            assert total <= CHANGE_BOUND, f"the change took {total:.1f} s (bound {CHANGE_BOUND} s)"
            expect(page.get_by_role("textbox", name="New habit")).to_have_value("Half typ")
            expect(page.get_by_role("textbox", name="New habit")).to_be_focused()
            page.wait_for_function(f"min => ({SCROLLED}) >= min", arg=scrolled - 2)

            # 2. Two screens deep: a habit's detail, pushed by its link.
            page.get_by_role("textbox", name="New habit").fill("")
            page.get_by_role("button", name="Habit 03").click()
            expect(page.get_by_role("heading", name="Edit")).to_be_visible()
            total = timed_change(loop, page, "HabitViews.swift", '.navigationTitle("Edit")', '.navigationTitle("Edit habit")',
                                 page.get_by_role("heading", name="Edit habit"))
            assert total <= CHANGE_BOUND, f"the change took {total:.1f} s (bound {CHANGE_BOUND} s)"
            expect(page.get_by_role("textbox", name="Title")).to_have_value("Habit 03")

            # 3. A build error: the tab shows the compiler's message at file:line over the page, and the old app serves on.
            seen = len(loop.lines)
            loop.edit("HabitViews.swift", '.navigationTitle("Edit habit")', '.navigationTitle(notDeclaredAnywhere)')
            overlay = page.locator("#o-dev.o-dev-failed")
            expect(overlay).to_be_visible(timeout=60_000)
            expect(overlay).to_contain_text("HabitViews.swift:")
            expect(overlay).to_contain_text("cannot find 'notDeclaredAnywhere' in scope")
            loop.wait_for_line("build failed", 10, after=seen)
            line = int(re.search(r"HabitViews\.swift:(\d+):", overlay.inner_text()).group(1))
            with open(os.path.join(loop.folder, "HabitViews.swift"), encoding="utf-8") as source:
                assert "notDeclaredAnywhere" in source.read().split("\n")[line - 1], "the overlay's line is not the error's"
            # The old app still answers (a new page loads and shows the overlay too).
            other = b.new_context(viewport={"width": 390, "height": 700}).new_page()
            other.goto(loop.url + "/")
            expect(other.locator("#o-dev.o-dev-failed")).to_be_visible()
            other.close()

            # 4. The fix: the overlay goes, the change shows, the screen is still the detail.
            timed_change(loop, page, "HabitViews.swift", '.navigationTitle(notDeclaredAnywhere)', '.navigationTitle("Habit")',
                         page.get_by_role("heading", name="Habit", exact=True))
            expect(page.locator("#o-dev.o-dev-failed")).to_have_count(0)
            expect(page.get_by_role("textbox", name="Title")).to_have_value("Habit 03")

        # 5. The previews canvas under the loop: a save reloads it, on the device chosen.
        loop.stop_process()
        loop.start("--previews", first_build=120)
        with browser() as b:
            page = b.new_context(viewport={"width": 1280, "height": 900}).new_page()
            page.set_default_timeout(TIMEOUT)
            page.goto(loop.url + "/")
            expect(page.locator("html")).to_have_attribute("data-observatory", "connected")
            page.get_by_role("radio", name="iPad").check()
            frames = page.locator(".o-m-previewCanvas")
            expect(frames).to_have_count(2)
            expect(frames.nth(1).get_by_role("heading", name="Habit")).to_be_visible()
            page.wait_for_function("() => Math.round(document.querySelector('.o-m-previewCanvas').getBoundingClientRect().width) === 820")
            total = timed_change(loop, page, "HabitViews.swift", '.navigationTitle("Habit")', '.navigationTitle("Habit details")',
                                 frames.nth(1).get_by_role("heading", name="Habit details"))
            assert total <= CHANGE_BOUND, f"the change took {total:.1f} s (bound {CHANGE_BOUND} s)"
            expect(frames.nth(0).get_by_role("heading", name="Habit details")).to_be_visible()
            # The page came back on the iPad.
            expect(page.get_by_role("radio", name="iPad")).to_be_checked()
            assert round(frames.nth(0).bounding_box()["width"]) == 820, frames.nth(0).bounding_box()
    finally:
        loop.stop()
        shutil.rmtree(data_folder, ignore_errors=True)


def measure(example, screen, edits, *app_arguments):
    """Times `edits` (file, old, new, the heading that shows the change) made
    one after another to a copy of `example`, with the tab on `screen` (a
    button that opens it, or None)."""
    loop = DevLoop(example)
    try:
        loop.start(*app_arguments)
        with browser() as b:
            page = b.new_context(viewport={"width": 390, "height": 800}).new_page()
            page.set_default_timeout(TIMEOUT)
            page.goto(loop.url + "/")
            expect(page.locator("html")).to_have_attribute("data-observatory", "connected")
            if screen:
                page.get_by_role("button", name=screen).first.click()
            print(f"  {example}:")
            for name, old, new, heading in edits:
                timed_change(loop, page, name, old, new, page.get_by_role("heading", name=heading, exact=True))
    finally:
        loop.stop()


if __name__ == "__main__" and "--measure" in sys.argv:
    # docs/performance.md, "The development loop": three one-line changes each.
    data = tempfile.mkdtemp(prefix="observatory-dev-loop-data-")
    measure("HabitTracker", None, [
        ("HabitViews.swift", '.navigationTitle("Habits")', '.navigationTitle("Habits 1")', "Habits 1"),
        ("HabitViews.swift", '.navigationTitle("Habits 1")', '.navigationTitle("Habits 2")', "Habits 2"),
        ("HabitViews.swift", '.navigationTitle("Habits 2")', '.navigationTitle("Habits 3")', "Habits 3"),
    ], "--data", os.path.join(data, "habits.json"))
    shutil.rmtree(data, ignore_errors=True)
    measure("Gallery", "Text", [
        ("TextScreen.swift", '.navigationTitle("Text")', '.navigationTitle("Text 1")', "Text 1"),
        ("TextScreen.swift", '.navigationTitle("Text 1")', '.navigationTitle("Text 2")', "Text 2"),
        ("TextScreen.swift", '.navigationTitle("Text 2")', '.navigationTitle("Text 3")', "Text 3"),
    ])
elif __name__ == "__main__":
    run([test_a_change_comes_back_where_the_tab_was])
