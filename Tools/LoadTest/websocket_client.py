"""A minimal WebSocket client (RFC 6455) on asyncio, for the load test:
the opening handshake, masked text frames out, frames in (with 16- and
64-bit lengths), pings answered, close."""

import asyncio
import base64
import hashlib
import os

WS_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"


class SocketClosed(Exception):
    pass


class WebSocket:
    """A minimal client: text frames out (masked), text/binary/ping/close in."""

    def __init__(self, reader, writer):
        self.reader = reader
        self.writer = writer
        self.closed = False
        self.close_code = None

    @classmethod
    async def connect(cls, host, port, path, origin, timeout=10.0):
        reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (
            f"GET {path} HTTP/1.1\r\n"
            f"Host: {host}:{port}\r\n"
            "Upgrade: websocket\r\n"
            "Connection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\n"
            "Sec-WebSocket-Version: 13\r\n"
            f"Origin: {origin}\r\n"
            "\r\n"
        )
        writer.write(request.encode())
        try:
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout)
        except Exception:
            writer.close()
            raise
        lines = head.decode("latin-1").split("\r\n")
        status = lines[0].split(" ", 2)
        if len(status) < 2 or status[1] != "101":
            writer.close()
            raise ConnectionError(f"WebSocket handshake refused: {lines[0]}")
        headers = {}
        for line in lines[1:]:
            if ":" in line:
                name, value = line.split(":", 1)
                headers[name.strip().lower()] = value.strip()
        expected = base64.b64encode(hashlib.sha1((key + WS_GUID).encode()).digest()).decode()
        if headers.get("sec-websocket-accept") != expected:
            writer.close()
            raise ConnectionError("WebSocket handshake: wrong Sec-WebSocket-Accept")
        return cls(reader, writer)

    def _frame(self, opcode, payload):
        mask = os.urandom(4)
        n = len(payload)
        head = bytearray([0x80 | opcode])
        if n < 126:
            head.append(0x80 | n)
        elif n < 65536:
            head.append(0x80 | 126)
            head += n.to_bytes(2, "big")
        else:
            head.append(0x80 | 127)
            head += n.to_bytes(8, "big")
        head += mask
        if n:
            repeated = (mask * (n // 4 + 1))[:n]
            masked = (int.from_bytes(payload, "little") ^ int.from_bytes(repeated, "little")).to_bytes(n, "little")
        else:
            masked = b""
        return bytes(head) + masked

    def send_text(self, text):
        if self.closed:
            raise SocketClosed("send on a closed socket")
        self.writer.write(self._frame(0x1, text.encode()))

    async def _read_frame(self):
        first, second = await self.reader.readexactly(2)
        fin = bool(first & 0x80)
        opcode = first & 0x0F
        masked = bool(second & 0x80)
        n = second & 0x7F
        if n == 126:
            n = int.from_bytes(await self.reader.readexactly(2), "big")
        elif n == 127:
            n = int.from_bytes(await self.reader.readexactly(8), "big")
        mask = await self.reader.readexactly(4) if masked else None
        payload = await self.reader.readexactly(n) if n else b""
        if mask:
            repeated = (mask * (n // 4 + 1))[:n]
            payload = (int.from_bytes(payload, "little") ^ int.from_bytes(repeated, "little")).to_bytes(n, "little")
        return fin, opcode, payload

    async def receive(self):
        """The next text (or binary) message; answers pings; raises SocketClosed."""
        parts = []
        message_opcode = None
        while True:
            try:
                fin, opcode, payload = await self._read_frame()
            except (asyncio.IncompleteReadError, ConnectionError, OSError) as error:
                self.closed = True
                raise SocketClosed(f"connection lost: {error.__class__.__name__}") from None
            if opcode == 0x9:  # ping
                if not self.closed:
                    self.writer.write(self._frame(0xA, payload))
                continue
            if opcode == 0xA:  # pong
                continue
            if opcode == 0x8:  # close
                self.close_code = int.from_bytes(payload[:2], "big") if len(payload) >= 2 else None
                if not self.closed:
                    self.closed = True
                    try:
                        self.writer.write(self._frame(0x8, payload[:2]))
                        self.writer.close()
                    except Exception:
                        pass
                raise SocketClosed(f"closed by server (code {self.close_code})")
            if opcode in (0x1, 0x2):
                parts = [payload]
                message_opcode = opcode
            elif opcode == 0x0:
                parts.append(payload)
            if fin and message_opcode is not None:
                data = b"".join(parts)
                parts = []
                message_opcode = None
                return data.decode("utf-8", "replace")

    def close(self):
        if self.closed:
            return
        self.closed = True
        try:
            self.writer.write(self._frame(0x8, (1000).to_bytes(2, "big")))
            self.writer.close()
        except Exception:
            pass
