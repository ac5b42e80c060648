"""A page of the habit tracker, fetched over HTTP and read: its window id and
token, and the element ids of the "New habit" field, its "Add" button and
the "Show Completed" switch."""

import asyncio
from html.parser import HTMLParser


async def http_get(host, port, path, timeout=15.0):
    """GET with Connection: close. Returns (status, headers, body text)."""
    reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
    try:
        writer.write((f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\n"
                      "Accept: text/html\r\nConnection: close\r\n\r\n").encode())
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout)
        lines = head.decode("latin-1").split("\r\n")
        status = int(lines[0].split(" ", 2)[1])
        headers = {}
        for line in lines[1:]:
            if ":" in line:
                name, value = line.split(":", 1)
                headers[name.strip().lower()] = value.strip()
        if headers.get("transfer-encoding", "").lower() == "chunked":
            chunks = []
            while True:
                size_line = await asyncio.wait_for(reader.readuntil(b"\r\n"), timeout)
                size = int(size_line.split(b";")[0].strip(), 16)
                if size == 0:
                    break
                chunks.append(await asyncio.wait_for(reader.readexactly(size + 2), timeout))
            body = b"".join(chunk[:-2] for chunk in chunks)
        elif "content-length" in headers:
            body = await asyncio.wait_for(reader.readexactly(int(headers["content-length"])), timeout)
        else:
            body = await asyncio.wait_for(reader.read(), timeout)
        return status, headers, body.decode("utf-8", "replace")
    finally:
        writer.close()


class PageScan(HTMLParser):
    """The window id and token, and the element ids (nearest `data-oid`
    ancestor, as the client's `closest('[data-oid]')`) of the "New habit"
    field and of the "Show Completed" switch."""

    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []  # (tag, attrs dict)
        self.window = self.token = None
        self.field_id = None
        self.toggle_id = None
        self.toggle_checked = None
        self.add_id = None  # the "Add" button: each click is a save
        self._toggle_label = None  # the stack entry of the "Show Completed" label

    def _nearest_oid(self, upto=None):
        entries = self.stack if upto is None else self.stack[:upto + 1]
        for _, attrs in reversed(entries):
            if attrs.get("data-oid") is not None:
                return int(attrs["data-oid"])
        return None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if a.get("id") == "observatory":
            self.window = a.get("data-window")
            self.token = a.get("data-token")
        if tag == "input":
            if a.get("placeholder") == "New habit" and self.field_id is None:
                self.stack.append((tag, a))
                self.field_id = self._nearest_oid()
                self.stack.pop()
            if (a.get("type") == "checkbox" and self._toggle_label is not None
                    and any(entry is self._toggle_label for entry in self.stack)):
                self.toggle_checked = "checked" in a
        if tag not in self.VOID:
            self.stack.append((tag, a))

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in self.VOID and self.stack and self.stack[-1][0] == tag:
            self.stack.pop()

    def handle_endtag(self, tag):
        for index in range(len(self.stack) - 1, -1, -1):
            if self.stack[index][0] == tag:
                del self.stack[index:]
                return

    def handle_data(self, data):
        if self.add_id is None and data.strip() == "Add":
            # The control is the button (client.js: closest control), not its label.
            buttons = [index for index, (tag, _) in enumerate(self.stack) if tag == "button"]
            if buttons:
                self.add_id = self._nearest_oid(buttons[-1])
        if self.toggle_id is None and data.strip() == "Show Completed":
            for index in range(len(self.stack) - 1, -1, -1):
                tag, attrs = self.stack[index]
                if tag == "label" and "o-toggle" in (attrs.get("class") or "").split():
                    self.toggle_id = self._nearest_oid(index)
                    self._toggle_label = self.stack[index]
                    return
