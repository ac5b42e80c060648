"""Starts a served Observatory app and a headless Chromium for the browser tests.

The browser is Debian's `chromium`, driven by Playwright (no browser download).
"""
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager

from playwright.sync_api import expect, sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def binary(product, configuration="debug"):
    path = subprocess.run(
        ["swift", "build", "-c", configuration, "--show-bin-path"],
        cwd=ROOT, check=True, capture_output=True, text=True,
    ).stdout.strip()
    return os.path.join(path, product)


class Server:
    """One app process listening on 127.0.0.1:<port>."""

    def __init__(self, product, port=None, args=(), configuration="debug", env=None):
        self.product = product
        self.env = env
        self.configuration = configuration
        self.port = port or free_port()
        self.args = list(args)
        self.process = None
        self.url = f"http://127.0.0.1:{self.port}"

    def start(self):
        self.process = subprocess.Popen(
            [binary(self.product, self.configuration), "--port", str(self.port), *self.args],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            env={**os.environ, **self.env} if self.env else None,
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

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        return self.process.stdout.read() if self.process else ""


@contextmanager
def browser():
    executable = shutil.which("chromium") or shutil.which("chromium-browser")
    if not executable:
        sys.exit("chromium is not installed (scripts/test installs it)")
    with sync_playwright() as p:
        instance = p.chromium.launch(executable_path=executable, headless=True)
        try:
            yield instance
        finally:
            instance.close()


def open_page(b, server, timeout=10_000, **context):
    """A page on `server` in a context of its own (`context`: Playwright's
    options, such as `viewport` or `color_scheme`), once the client has
    connected its socket (it marks `<html data-observatory="connected">`)."""
    page = b.new_context(**context).new_page()
    page.set_default_timeout(timeout)
    page.goto(server.url + "/")
    expect(page.locator("html")).to_have_attribute("data-observatory", "connected")
    return page


def swipe(page, target, dx):
    """Drags `target` sideways by `dx` pixels with the mouse, as a finger swipes a row."""
    box = target.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 11):
        page.mouse.move(x + dx * step / 10, y)
    page.mouse.up()


def tap_swipe_action(page, row, name):
    """Swipes `row` open (leftwards) and taps its swipe action `name`, as a user does on iOS."""
    swipe(page, row, -160)
    row.get_by_role("button", name=name).click()


def run(tests):
    """Runs each test function; prints a line per test; exits non-zero on failure.

    A `test_` function of the script that is not in `tests` is an error: a
    test defined after the list, or left out of it, would never run.
    """
    main = sys.modules.get("__main__")
    script = getattr(main, "__file__", None)
    if script and any(test.__module__ == "__main__" for test in tests):
        listed = {test.__name__ for test in tests}
        with open(script, encoding="utf-8") as source:
            defined = re.findall(r"^def (test_\w+)\(", source.read(), re.MULTILINE)
        forgotten = [name for name in defined if name not in listed]
        if forgotten:
            sys.exit(f"tests defined but not run: {', '.join(forgotten)}")
    failures = 0
    for test in tests:
        started = time.time()
        try:
            test()
            print(f"  ok    {test.__name__} ({time.time() - started:.1f}s)")
        except Exception as error:  # noqa: BLE001 - report every failure and go on
            failures += 1
            print(f"  FAIL  {test.__name__}: {type(error).__name__}: {error}")
    if failures:
        sys.exit(f"{failures} browser test(s) failed")
