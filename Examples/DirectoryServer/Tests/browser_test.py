#!/usr/bin/env python3
"""Drives the directory server's page in headless Chromium through the Chrome DevTools
Protocol (standard library only: a minimal WebSocket client). Types ㅎㄱ into the search
box as an IME would (composition, then the committed jamo), expects 홍길동 as the first
result, then taps ㅎ on the index strip and expects the list to stand at the ㅎ section.

usage: browser_test.py --url http://127.0.0.1:PORT/ [--chromium chromium] [--screenshot FILE]
"""
import argparse, base64, json, os, shutil, socket, struct, subprocess, sys, tempfile, time, urllib.request


class WebSocket:
    """Just enough of RFC 6455 for the DevTools protocol: text frames, client masking."""

    def __init__(self, url):
        assert url.startswith("ws://")
        host_port, path = url[5:].split("/", 1)
        host, port = host_port.split(":")
        self.sock = socket.create_connection((host, int(port)), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(
            (f"GET /{path} HTTP/1.1\r\nHost: {host_port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
             f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError("websocket handshake failed")
            response += chunk
        head, self.buffer = response.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise ConnectionError(head.decode(errors="replace"))

    def _read(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("websocket closed")
            self.buffer += chunk
        out, self.buffer = self.buffer[:n], self.buffer[n:]
        return out

    def send(self, text):
        payload = text.encode()
        header = bytearray([0x81])
        n = len(payload)
        if n < 126:
            header.append(0x80 | n)
        elif n < 65536:
            header.append(0x80 | 126)
            header += struct.pack(">H", n)
        else:
            header.append(0x80 | 127)
            header += struct.pack(">Q", n)
        mask = os.urandom(4)
        self.sock.sendall(bytes(header) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def receive(self):
        message = b""
        while True:
            b0, b1 = self._read(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(n)
            opcode = b0 & 0x0F
            if opcode == 0x9:  # ping: ignored (DevTools does not ping)
                continue
            message += payload
            if b0 & 0x80:
                return message.decode()


class Page:
    def __init__(self, ws):
        self.ws = ws
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.receive())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression, what, timeout=10):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.05)
        raise AssertionError(f"timed out waiting for {what}: {expression}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    parser.add_argument("--screenshot")
    args = parser.parse_args()
    profile = tempfile.mkdtemp(prefix="directory-chromium-")
    port_probe = socket.socket()
    port_probe.bind(("127.0.0.1", 0))
    port = port_probe.getsockname()[1]
    port_probe.close()
    chromium = subprocess.Popen(
        [args.chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
         "--disable-dev-shm-usage", f"--user-data-dir={profile}", f"--remote-debugging-port={port}",
         "--remote-allow-origins=*", "--window-size=420,800", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    failures = passed = 0
    try:
        targets = None
        for _ in range(200):
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/json", timeout=2) as r:
                    targets = [t for t in json.load(r) if t.get("type") == "page"]
                if targets:
                    break
            except OSError:
                pass
            time.sleep(0.1)
        if not targets:
            raise RuntimeError("chromium did not start")
        page = Page(WebSocket(targets[0]["webSocketDebuggerUrl"]))
        page.call("Page.enable")
        page.call("Runtime.enable")
        page.call("Page.navigate", url=args.url)
        page.wait_for("document.body && document.body.dataset.ready === '1'", "the sections to load", 20)
        titles = page.evaluate("Array.from(document.querySelectorAll('#list section')).map(s => s.dataset.title)")
        strip = page.evaluate("Array.from(document.querySelectorAll('#strip button')).map(b => b.dataset.title)")
        def expect(ok, what):
            nonlocal failures, passed
            print(("ok    " if ok else "FAIL  ") + what)
            if ok:
                passed += 1
            else:
                failures += 1

        expect(titles and titles[0] == "ㄱ", f"sections shown in order from ㄱ: {titles}")
        expect(len(strip) == 41 and strip[0] == "ㄱ" and strip[13] == "ㅎ" and strip[14] == "A" and strip[-1] == "#",
               "index strip ㄱ…ㅎ, A–Z, #")
        page.call("Runtime.evaluate", expression="document.getElementById('q').focus()")
        # ㅎ then ㄱ as a Korean IME types them: each jamo is composed (input events with
        # isComposing), then committed.
        for jamo in ["ㅎ", "ㄱ"]:
            page.call("Input.imeSetComposition", text=jamo, selectionStart=1, selectionEnd=1)
            page.call("Input.insertText", text=jamo)
        first = page.wait_for(
            "(() => { const r = document.getElementById('results');"
            " return !r.hidden && r.dataset.query === 'ㅎㄱ' && r.firstElementChild"
            " ? r.firstElementChild.textContent : null })()",
            "search results for ㅎㄱ")
        expect(page.evaluate("document.getElementById('q').value") == "ㅎㄱ", "the search box holds ㅎㄱ")
        expect(first == "홍길동", f"ㅎㄱ: first result is 홍길동 (got {first!r})")
        # Tap ㅎ on the strip: the search closes and the list stands at the ㅎ section.
        box = page.evaluate(
            "(() => { const b = document.querySelector('#strip button[data-title=\"ㅎ\"]');"
            " const r = b.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2] })()")
        for kind in ["mousePressed", "mouseReleased"]:
            page.call("Input.dispatchMouseEvent", type=kind, x=box[0], y=box[1], button="left", clickCount=1)
        page.wait_for("!document.getElementById('list').hidden", "the list to show again")
        at = page.evaluate(
            "(() => { const list = document.getElementById('list');"
            " const top = list.getBoundingClientRect().top;"
            " const s = Array.from(list.querySelectorAll('section'))"
            "   .find(s => s.getBoundingClientRect().bottom > top + 1);"
            " return [s.dataset.title, Math.round(s.getBoundingClientRect().top - top),"
            "   document.getElementById('current').textContent,"
            "   s.querySelector('li') ? s.querySelector('li').textContent : null] })()")
        expect(at[0] == "ㅎ" and abs(at[1]) <= 1, f"tapping ㅎ: the ㅎ section is at the top of the list ({at})")
        expect(at[2] == "ㅎ", f"tapping ㅎ: the current section reads ㅎ ({at[2]!r})")
        # The next-section button moves on to the section after ㅎ.
        page.evaluate("document.getElementById('next').click()")
        after = page.evaluate("document.getElementById('current').textContent")
        expected_next = titles[titles.index("ㅎ") + 1] if "ㅎ" in titles and titles.index("ㅎ") + 1 < len(titles) else "ㅎ"
        expect(after == expected_next, f"next-section button: ㅎ → {after!r} (expected {expected_next!r})")
        if args.screenshot:
            page.evaluate("document.getElementById('strip').querySelector('[data-title=\"ㅎ\"]').click()")
            shot = page.call("Page.captureScreenshot", format="png")
            with open(args.screenshot, "wb") as f:
                f.write(base64.b64decode(shot["data"]))
    finally:
        chromium.terminate()
        try:
            chromium.wait(timeout=10)
        except subprocess.TimeoutExpired:
            chromium.kill()
        shutil.rmtree(profile, ignore_errors=True)
    print(f"browser: {passed} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
