#!/usr/bin/env bash
# Runs client.js's tests (client-test.html) in headless Chromium, with a fake
# WebSocket: no server needed. Prints each check; exits non-zero on a failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then
  echo "client.js tests: no Chromium found (apt-get install chromium)" >&2
  exit 1
fi
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null && break
  sleep 0.1
done
dom=$("$browser" --headless --no-sandbox --disable-gpu --virtual-time-budget=20000 \
  --dump-dom "http://127.0.0.1:$port/Tests/ClientScript/client-test.html" 2>/dev/null)
python3 - "$dom" <<'EOF'
import html, json, re, sys
match = re.search(r'<pre id="results">(.*?)</pre>', sys.argv[1], re.S)
results = json.loads(html.unescape(match.group(1))) if match and match.group(1).strip() else []
if not results:
    print("client.js tests: no results (the page did not finish)")
    sys.exit(1)
failed = [r for r in results if not r["ok"]]
for r in results:
    print(("ok   " if r["ok"] else "FAIL ") + r["name"] + ("" if r["ok"] else "  " + json.dumps(r.get("detail"))))
print(f"client.js tests: {len(results) - len(failed)} of {len(results)} passed")
sys.exit(1 if failed else 0)
EOF
