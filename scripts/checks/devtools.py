"""A headless Chromium driven through the Chrome DevTools Protocol, with the standard library
only (a minimal WebSocket client): what the browser tests of the example pages share.

    with Chromium(width=420, height=800) as page:
        page.navigate("http://127.0.0.1:8000/")
        page.wait_for("document.body.dataset.ready === '1'", "the page")
"""
import base64, json, os, shutil, socket, struct, subprocess, tempfile, time, urllib.request


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


    def navigate(self, url):
        self.call("Page.navigate", url=url)

    def click(self, x, y):
        """A left click at (x, y): a mouse press and release, as a tap."""
        for kind in ["mousePressed", "mouseReleased"]:
            self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", clickCount=1)


class Chromium:
    """Debian's chromium, headless, with a fresh profile and a page to drive; a context manager
    that stops the browser and removes the profile at its end."""

    def __init__(self, executable=None, width=420, height=800):
        self.executable = executable or shutil.which("chromium") or "chromium"
        self.size = (width, height)

    def __enter__(self):
        self.profile = tempfile.mkdtemp(prefix="hangul-chromium-")
        probe = socket.socket()
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
        probe.close()
        self.process = subprocess.Popen(
            [self.executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
             "--disable-dev-shm-usage", f"--user-data-dir={self.profile}", f"--remote-debugging-port={port}",
             "--remote-allow-origins=*", f"--window-size={self.size[0]},{self.size[1]}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            targets = None
            for _ in range(300):
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
            return page
        except BaseException:
            self.__exit__(None, None, None)
            raise

    def __exit__(self, *exc):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)
        return False


class Checks:
    """Counts and prints checks: `ok` or `FAIL` and what was checked."""

    def __init__(self):
        self.passed = self.failed = 0

    def expect(self, ok, what):
        print(("ok    " if ok else "FAIL  ") + what, flush=True)
        if ok:
            self.passed += 1
        else:
            self.failed += 1
        return ok


def replay_log(log, replay_binary):
    """Puts the questions of a page's log (hangul-page.js's `log`: [name, ...arguments,
    answer], the answer last; "sections" and "titles" have none) to `replay_binary`, the
    native library (Examples/WebAssembly/Replay), one a line. Returns how many there were, their
    kinds, and each question whose answers differ, with both answers. Numbers are compared as
    numbers (JavaScript prints 3018 where Swift prints 3018.0)."""
    questions, answers = [], []
    for entry in log:
        if entry[0] in ("sections", "titles"):
            questions.append(entry)
            answers.append("ok")
        else:
            questions.append(entry[:-1])
            answers.append(entry[-1])
    text = "".join("\t".join(repr(v) if isinstance(v, float) else str(v) for v in q) + "\n" for q in questions)
    native = subprocess.run([replay_binary], input=text, capture_output=True, text=True, check=True).stdout.split("\n")
    if len(native) - 1 != len(questions):
        return len(questions), [], [("answers", len(questions), len(native) - 1)]
    differences = []
    for question, page_answer, native_answer in zip(questions, answers, native):
        same = str(page_answer) == native_answer
        if not same:
            try:
                same = float(page_answer) == float(native_answer)
            except (TypeError, ValueError):
                pass
        if not same:
            differences.append((question[:3], page_answer, native_answer))
    return len(questions), sorted({q[0] for q in questions}), differences
