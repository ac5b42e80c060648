"""Click-to-DOM latency of ObservatoryWeb in headless Chromium on localhost.

    python3 browser-tests/latency.py                         # release build, 300 events per scenario
    python3 browser-tests/latency.py --events 1000 --configuration debug
    python3 browser-tests/latency.py --scenario row-tap      # one scenario (repeatable)

Builds the two apps (`swift build -c <configuration> --product BrowserFixture`
and `--product BrowserLatencyList`) unless --no-build, serves each on a free
port of 127.0.0.1, opens it in Debian's chromium (Playwright, headless) and,
per scenario, performs N events from the page's own JavaScript, one at a
time. For each event the page records `performance.now()` just before
dispatching it and again in a MutationObserver callback on the window's
host element: the time from the click (or keystroke) to the DOM change the
server's patch made. The event is dispatched in the page (`element.click()`,
or the field's value set and an `input` event dispatched), so Playwright's
own round trip to the browser is not in the figure; what is: the client's
handler and `socket.send`, the WebSocket to the server and back over
loopback, the server (frame decode, the hop to the main actor,
`WebWindow.receive`, the reply frame) and the client applying the patch.

Scenarios:
  echo       the floor: a minimal WebSocket echo server in Python and a page that puts each
             reply into a text (the same browser, loopback and measurement, no server work)
  counter    BrowserFixture: the "Increment" button of a @State counter (one text op)
  row-tap    BrowserLatencyList: the check button of a row of 1,000 (image + styled text, about 160 B)
  keystroke  BrowserLatencyList: one character typed into (or deleted from) a TextField bound
             to a model; the DOM change is the "N characters" text

Prints p50, p95, max and mean per scenario (after --warmup unmeasured events),
and the median of three parts of each event's time, from marks an init
script sets (it wraps WebSocket): click → `socket.send` (the client's
handler), `send` → the reply's `message` event (loopback and the server),
and `message` → the DOM change (JSON.parse and applying the ops).
Chromium rounds `performance.now()` to 0.1 ms in a page that is not
cross-origin isolated, so each figure is ± 0.1 ms.
Not part of scripts/test: the figures depend on the machine's load.
"""
import argparse
import base64
import hashlib
import re
import socket
import statistics
import struct
import subprocess
import sys
import threading

from harness import ROOT, Server, browser

TIMEOUT_MS = 5_000

# Installed before the page's scripts: notes when the client last called
# WebSocket.send and when the last message arrived (this listener is added
# before client.js sets `onmessage`, so it runs first), to split each event's
# time into client → socket, socket round trip (loopback + server), and
# message → DOM.
SPLIT = r"""
(() => {
  const Native = window.WebSocket;
  const marks = window.__latencyMarks = { send: null, message: null };
  const send = Native.prototype.send;
  Native.prototype.send = function (data) { marks.send = performance.now(); return send.call(this, data); };
  function Socket(...args) {
    const socket = new Native(...args);
    socket.addEventListener('message', () => { marks.message = performance.now(); });
    return socket;
  }
  Socket.prototype = Native.prototype;
  for (const name of ['CONNECTING', 'OPEN', 'CLOSING', 'CLOSED']) Socket[name] = Native[name];
  window.WebSocket = Socket;
})();
"""

# Runs `count` events one after the other; returns each one's milliseconds
# from dispatch to the first mutation under the host element, and what the
# page showed after the last one (checked by the caller).
MEASURE = r"""
async ({scenario, count, gapMs, timeoutMs, start}) => {
  const host = document.getElementById('observatory');
  const texts = () => Array.from(host.querySelectorAll('.o-text'));
  const rowButtons = () => Array.from(host.querySelectorAll('button:not([data-a])')).filter((b) => b.querySelector('[role=img]'));
  const typed = 'Read twenty pages of a good book';
  let act, check;
  if (scenario === 'counter') {
    const button = Array.from(host.querySelectorAll('button')).find((b) => b.textContent.trim() === 'Increment');
    const label = () => texts().find((t) => t.textContent.startsWith('Count: '));
    const before = Number(label().textContent.slice(7));
    act = () => button.click();
    check = (done) => label().textContent === 'Count: ' + (before + done);
  } else if (scenario === 'row-tap') {
    const buttons = rowButtons();
    if (buttons.length !== 1000) throw new Error('expected 1,000 row buttons, found ' + buttons.length);
    const icon = (i) => buttons[i].querySelector('[role=img]').getAttribute('aria-label');
    const initial = buttons.map((_, i) => icon(i));
    const flips = new Map();
    // Spread the rows over the list (37 is prime to 1,000): never the same row twice in a row.
    act = (i) => {
      const row = ((start + i) * 37) % 1000;
      flips.set(row, (flips.get(row) || 0) + 1);
      buttons[row].click();
    };
    check = () => Array.from(flips).every(([row, n]) =>
      (n % 2 === 0) === (icon(row) === initial[row]));
  } else if (scenario === 'keystroke') {
    const field = host.querySelector('input:not([type]), input[type=text]');
    const label = () => texts().find((t) => / characters$/.test(t.textContent));
    field.focus();
    let value = field.value;
    // Type one character up to 32, then delete one down to empty, and again.
    act = (i) => {
      const phase = (start + i) % 64;
      value = typed.slice(0, phase < 32 ? phase + 1 : 63 - phase);
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    check = () => label().textContent === value.length + ' characters';
  } else if (scenario === 'echo') {
    const span = host.querySelector('.o-text');
    act = (i) => window.__echo.send('event ' + (start + i));
    check = (done) => span.textContent === 'event ' + (start + done - 1);
  } else {
    throw new Error('unknown scenario ' + scenario);
  }
  const marks = window.__latencyMarks;
  const times = [], toSend = [], roundTrip = [], toDOM = [];
  for (let i = 0; i < count; i++) {
    marks.send = marks.message = null;
    const [t0, t1] = await new Promise((resolve, reject) => {
      let t0 = 0;
      const timer = setTimeout(() => { observer.disconnect(); reject(new Error('no DOM change within ' + timeoutMs + ' ms (event ' + i + ')')); }, timeoutMs);
      const observer = new MutationObserver(() => {
        const t1 = performance.now();
        observer.disconnect();
        clearTimeout(timer);
        resolve([t0, t1]);
      });
      observer.observe(host, { subtree: true, childList: true, characterData: true, attributes: true });
      t0 = performance.now();
      act(i);
    });
    times.push(t1 - t0);
    if (marks.send !== null && marks.message !== null) {
      toSend.push(marks.send - t0);
      roundTrip.push(marks.message - marks.send);
      toDOM.push(t1 - marks.message);
    }
    // Let the rest of the patch's task finish and the page settle.
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  return { times, toSend, roundTrip, toDOM, ok: check(count) };
}
"""

SCENARIOS = {
    "echo": None,  # EchoServer below
    "counter": "BrowserFixture",
    "row-tap": "BrowserLatencyList",
    "keystroke": "BrowserLatencyList",
}

# The baseline's page: a text that each WebSocket message replaces.
ECHO_PAGE = b"""<!doctype html><html><head><meta charset="utf-8"><title>echo</title></head><body>
<div id="observatory"><span class="o-text">-</span></div>
<script>
const socket = new WebSocket('ws://' + location.host + '/ws');
window.__echo = socket;
socket.onopen = () => { document.documentElement.dataset.observatory = 'connected'; };
socket.onmessage = (e) => { document.querySelector('#observatory .o-text').textContent = e.data; };
</script></body></html>"""


class EchoServer:
    """The floor: a minimal WebSocket echo server (Python's standard library,
    one thread per connection, TCP_NODELAY) and a page whose script puts each
    reply into a text. The same page, browser and loopback as the apps, with
    no server work."""

    GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

    def __init__(self):
        self.listener = socket.socket()
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen()
        self.url = f"http://127.0.0.1:{self.listener.getsockname()[1]}"

    def start(self):
        threading.Thread(target=self._accept, daemon=True).start()
        return self

    def stop(self):
        self.listener.close()

    def _accept(self):
        while True:
            try:
                connection, _ = self.listener.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(connection,), daemon=True).start()

    def _serve(self, connection):
        connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        reader = connection.makefile("rb")
        try:
            request = b""
            while not request.endswith(b"\r\n\r\n"):
                line = reader.readline()
                if not line:
                    return
                request += line
            key = re.search(rb"(?im)^sec-websocket-key:\s*(\S+)", request)
            if not key:
                connection.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n"
                                   b"Content-Length: %d\r\nConnection: close\r\n\r\n" % len(ECHO_PAGE) + ECHO_PAGE)
                return
            accept = base64.b64encode(hashlib.sha1(key.group(1) + self.GUID).digest())
            connection.sendall(b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n"
                               b"Connection: Upgrade\r\nSec-WebSocket-Accept: " + accept + b"\r\n\r\n")
            while True:
                head = reader.read(2)
                if len(head) < 2:
                    return
                opcode, length = head[0] & 0x0F, head[1] & 0x7F
                if length == 126:
                    length = struct.unpack("!H", reader.read(2))[0]
                elif length == 127:
                    length = struct.unpack("!Q", reader.read(8))[0]
                mask = reader.read(4)
                payload = bytes(byte ^ mask[i % 4] for i, byte in enumerate(reader.read(length)))
                if opcode == 8:  # close
                    connection.sendall(b"\x88\x00")
                    return
                if opcode == 1:  # text: send it back, unmasked
                    size = bytes([len(payload)]) if len(payload) < 126 else b"\x7e" + struct.pack("!H", len(payload))
                    connection.sendall(b"\x81" + size + payload)
        except OSError:
            return
        finally:
            reader.close()
            connection.close()


def percentile(values, p):
    """Nearest-rank percentile of a sorted list."""
    rank = max(1, -(-p * len(values) // 100))  # ceil
    return values[int(rank) - 1]


def measure(b, server, scenario, events, warmup, gap_ms):
    page = b.new_page()
    page.add_init_script(SPLIT)
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(server.url + "/")
    page.wait_for_function("document.documentElement.dataset.observatory === 'connected'")
    arguments = {"scenario": scenario, "gapMs": gap_ms, "timeoutMs": TIMEOUT_MS}
    warm = page.evaluate(MEASURE, {**arguments, "count": warmup, "start": 0})
    result = page.evaluate(MEASURE, {**arguments, "count": events, "start": warmup})
    page.close()
    if not warm["ok"] or not result["ok"]:
        raise RuntimeError(f"{scenario}: the page does not show what {warmup + events} events should have produced")
    if len(result["roundTrip"]) != events:
        raise RuntimeError(f"{scenario}: {events - len(result['roundTrip'])} events were not sent or answered")
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=300, help="measured events per scenario (default 300)")
    parser.add_argument("--warmup", type=int, default=30, help="unmeasured events first (default 30)")
    parser.add_argument("--gap-ms", type=float, default=10, help="pause after each DOM change (default 10 ms)")
    parser.add_argument("--configuration", choices=("release", "debug"), default="release")
    parser.add_argument("--scenario", action="append", choices=sorted(SCENARIOS))
    parser.add_argument("--no-build", action="store_true", help="use the binaries already built")
    arguments = parser.parse_args()
    if arguments.events < 1:
        parser.error("--events must be at least 1")
    scenarios = arguments.scenario or list(SCENARIOS)
    products = sorted({SCENARIOS[s] for s in scenarios if SCENARIOS[s]})
    if not arguments.no_build:
        for product in products:
            print(f"==> swift build -c {arguments.configuration} --product {product}", file=sys.stderr)
            subprocess.run(["swift", "build", "-c", arguments.configuration, "--product", product],
                           cwd=ROOT, check=True, stdout=subprocess.DEVNULL)

    with open("/proc/loadavg") as handle:
        load = " ".join(handle.read().split()[:3])
    print(f"click-to-DOM latency, headless chromium on 127.0.0.1, {arguments.configuration} build; "
          f"{arguments.events} events per scenario after {arguments.warmup} unmeasured, "
          f"{arguments.gap_ms:g} ms apart; load average at the start: {load}")
    rows = []
    with browser() as b:
        print(f"chromium {b.version}")
        for scenario in scenarios:
            product = SCENARIOS[scenario]
            server = (Server(product, configuration=arguments.configuration) if product else EchoServer()).start()
            try:
                times = measure(b, server, scenario, arguments.events, arguments.warmup, arguments.gap_ms)
            finally:
                server.stop()
            rows.append((scenario, times))
    print()
    print("| scenario | events | p50 (ms) | p95 (ms) | max (ms) | mean (ms) "
          "| p50: click → send | p50: send → reply arrives | p50: reply → DOM |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for scenario, result in rows:
        times = sorted(result["times"])
        parts = [percentile(sorted(result[key]), 50) for key in ("toSend", "roundTrip", "toDOM")]
        print(f"| {scenario} | {len(times)} | {percentile(times, 50):.2f} | {percentile(times, 95):.2f} "
              f"| {times[-1]:.2f} | {statistics.fmean(times):.2f} | " + " | ".join(f"{p:.2f}" for p in parts) + " |")


if __name__ == "__main__":
    main()
