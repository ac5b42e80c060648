"""One window of the habit tracker, driven over its WebSocket without a
browser: a page load straight from a process, then its socket (the hello
with the page's token as the first message, as the page's script sends it).

Used by fan_out.py and browser-tests/database_outage_test.py; the load test
(load_test.py) has its own, which counts every kind of reply for its report.
"""

import asyncio
import json
import time
from urllib.parse import quote

from page import PageScan, http_get
from websocket_client import SocketClosed, WebSocket


class HabitWindow:
    """A window: `event` times an event to the patch that acknowledges it,
    `watch` to the first message that names a text."""

    def __init__(self, port):
        self.port = port
        self.seq = 0
        self.acked = 0
        self.applied = 0
        self.waiting = None  # (seq, future of the time it was acknowledged)
        self.watching = {}  # text -> future of the time it was first named
        self.reader = None
        self.ws = None

    async def open(self, timeout=10.0):
        status, _, html = await http_get("127.0.0.1", self.port, "/", timeout=timeout)
        if status != 200:
            raise RuntimeError(f"GET / answered {status}")
        scan = PageScan()
        scan.feed(html)
        if not (scan.window and scan.token and scan.field_id is not None and scan.add_id is not None):
            raise RuntimeError("the page is not the habit tracker's")
        self.field, self.add = scan.field_id, scan.add_id
        path = f"/_observatory/ws?w={quote(scan.window, safe='')}&s=0"
        self.ws = await WebSocket.connect("127.0.0.1", self.port, path, f"http://127.0.0.1:{self.port}")
        self.ws.send_text(json.dumps({"type": "hello", "token": scan.token}))
        self.ws.send_text('{"type":"environment","colorScheme":"light"}')
        self.reader = asyncio.ensure_future(self._read())
        return self

    async def _read(self):
        try:
            while True:
                text = await self.ws.receive()
                now = time.perf_counter()
                message = json.loads(text)
                if message.get("type") in ("patch", "reset"):
                    self.applied = max(self.applied, message.get("seq", 0))
                    ack = message.get("ack", 0)
                    if ack > self.acked:
                        self.acked = ack
                        if self.waiting and ack >= self.waiting[0] and not self.waiting[1].done():
                            self.waiting[1].set_result(now)
                for title, future in list(self.watching.items()):
                    if not future.done() and title in text:
                        future.set_result(now)
        except (SocketClosed, asyncio.CancelledError):
            pass

    def send(self, target, kind, value=None):
        """Sends an event without waiting for its acknowledgement."""
        self.seq += 1
        message = {"type": "event", "seq": self.seq, "target": target, "event": kind, "applied": self.applied}
        if value is not None:
            message["value"] = value
        self.ws.send_text(json.dumps(message))

    async def event(self, target, kind, value=None, timeout=10.0):
        """Sends an event; returns the seconds until its acknowledgement."""
        future = asyncio.get_running_loop().create_future()
        self.waiting = (self.seq + 1, future)
        sent = time.perf_counter()
        self.send(target, kind, value)
        return await asyncio.wait_for(future, timeout) - sent

    def watch(self, text):
        """A future of the time the first message naming `text` arrives."""
        future = asyncio.get_running_loop().create_future()
        self.watching[text] = future
        return future

    async def add_habit(self, title):
        await self.event(self.field, "input", title)
        await self.event(self.add, "tap")

    async def close(self):
        if self.reader:
            self.reader.cancel()
        if self.ws:
            self.ws.close()
