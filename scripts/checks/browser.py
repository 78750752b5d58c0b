"""A headless Chromium driven through Selenium's Chrome driver (Debian's `python3-selenium` and
`chromium-driver`), a static file server for a page's folder, the `ok`/`FAIL` counter, and the
replay of a page's navigation questions against the native library: what the browser tests of
the example pages share. Run under
Debian's Python (`/usr/bin/python3`), where `python3-selenium` is installed.

    with Chromium(width=420, height=800) as page:
        page.navigate("http://127.0.0.1:8000/")
        page.wait_for("document.body.dataset.ready === '1'", "the page")

Input goes to the browser as real input events, through the DevTools Protocol commands the
driver forwards (`Input.dispatchMouseEvent`, `Input.insertText`, `Input.imeSetComposition`).
"""
import functools, http.server, shutil, subprocess, threading, time

try:
    from selenium import webdriver
    from selenium.common.exceptions import JavascriptException
    from selenium.webdriver.chrome.service import Service
except ImportError as error:
    raise SystemExit(f"the browser tests need Debian's python3-selenium, run with /usr/bin/python3 ({error})")


class Page:
    """The page of a running Chrome driver: DevTools commands, scripts and input events."""

    def __init__(self, driver):
        self.driver = driver

    def call(self, method, **params):
        """A DevTools Protocol command on the page (`Input.*`, `Emulation.*`): its result."""
        return self.driver.execute_cdp_cmd(method, params)

    def evaluate(self, expression):
        """The value of a JavaScript expression on the page; a promise is awaited."""
        try:
            return self.driver.execute_script(f"return ({expression});")
        except JavascriptException as error:
            raise RuntimeError(f"{expression}: {error.msg}") from None

    def wait_for(self, expression, what, timeout=10):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.05)
        raise AssertionError(f"timed out waiting for {what}: {expression}")

    def navigate(self, url):
        """Opens `url` and returns once its document has loaded."""
        self.driver.get(url)

    def click(self, x, y):
        """A left click at (x, y): a mouse press and release, as a tap."""
        for kind in ["mousePressed", "mouseReleased"]:
            self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", clickCount=1)

    def screenshot(self, path):
        """The viewport as a PNG file at `path`."""
        self.driver.save_screenshot(path)


class Chromium:
    """Debian's chromium (`/usr/bin/chromium`), headless, under Debian's `chromedriver` (found on
    PATH, never downloaded), with a fresh profile and a page to drive; a context manager that
    stops the driver and the browser at its end."""

    def __init__(self, executable=None, width=420, height=800):
        self.executable = executable or "/usr/bin/chromium"
        self.size = (width, height)

    def __enter__(self):
        driver_path = shutil.which("chromedriver")
        if driver_path is None:
            raise SystemExit("the browser tests need Debian's chromium-driver (chromedriver on PATH)")
        options = webdriver.ChromeOptions()
        options.binary_location = shutil.which(self.executable) or self.executable
        for argument in ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                         "--disable-dev-shm-usage", f"--window-size={self.size[0]},{self.size[1]}"]:
            options.add_argument(argument)
        self.driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
        return Page(self.driver)

    def __exit__(self, *exc):
        self.driver.quit()
        return False


def serve(folder):
    """A static file server for `folder` on a free loopback port, in a thread (.wasm served as
    application/wasm): its base URL."""
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(folder))
    handler.extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm",
                              ".js": "text/javascript"}
    http.server.SimpleHTTPRequestHandler.log_message = lambda *a: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}/"


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
