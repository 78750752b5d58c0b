#!/usr/bin/env python3
"""The static documentation site that `scripts/docs.sh --site DIR` writes, served from DIR's root
(or under the path it was built for, --hosting-base-path) on a loopback port and opened in
headless Chromium. DocC renders its pages in the browser from JSON, so each check waits for
the rendered DOM:

- `/documentation/` lists every module of the site;
- `/` leads to `/documentation/`;
- each module's page (`/documentation/<module>/`) shows the module's name as its title and
  symbols and articles of its topics;
- a symbol page (`/documentation/hangul/koreancollator`) shows the symbol and its declaration;
- a link from one module's page to another module's symbol leads to its rendered page;
- no page shows DocC's "page not found".

usage: docs-site-test.py DIR [--hosting-base-path PATH] [--screenshots FOLDER] [--chromium PATH]
"""
import argparse, base64, functools, http.server, json, pathlib, sys, threading, urllib.parse

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "checks"))
# The headless Chromium the browser tests share: scripts/checks/browser.py (Selenium's Chrome
# driver), with `Chromium` (navigate, evaluate, wait_for, call) and `Checks`.
from browser import Checks, Chromium  # noqa: E402

# What the rendered pages must show, beyond their title: symbols and articles of their topics.
EXPECTED = {
    "Hangul": ["KoreanCollator", "SectionIndex", "SearchIndex", "Getting started", "Korean collation"],
    "SectionNavigation": ["SectionNavigator", "IndexStrip", "Navigating sections"],
    "HangulCore": ["HangulSyllable", "Choseong (초성)", "Romanization (Revised Romanization of Korean)"],
    "HangulNavigation": ["Navigating a sectioned list", "navigator", "forIndexTitle"],
    "HangulCorpus": ["NameGenerator", "KoreanNameCorpus"],
    "HangulDatabase": ["NameStore", "Korean names in a database"],
}
NOT_FOUND = "The page you're looking for can't be found"

# The rendered state of a page: its URL, its first heading, and the text of its main content.
RENDERED = """(() => {
  const main = document.querySelector('main');
  const h1 = main && main.querySelector('h1');
  return JSON.stringify({url: location.pathname, title: h1 ? h1.textContent.trim() : null,
                         text: main ? main.innerText : document.body.innerText});
})()"""


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the site's folder under `prefix` (the hosting base path, "" for the root); a path
    outside it is not found."""
    prefix = ""

    def translate_path(self, path):
        if not path.startswith(self.prefix + "/"):
            return "/nonexistent"
        return super().translate_path(path[len(self.prefix):])

    def log_message(self, *args):
        pass


def serve(folder, base_path=""):
    """A static file server for `folder` on a free loopback port, in a thread, under
    `base_path`: the site's base URL (without a trailing slash)."""
    prefix = "/" + base_path.strip("/") if base_path.strip("/") else ""
    handler = functools.partial(type("Handler", (SiteHandler,), {"prefix": prefix}), directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}{prefix}"


def open_page(page, url, title):
    """Navigates to `url` and waits until the rendered page's first heading is `title` (or DocC
    shows its page-not-found text): the page's rendered state."""
    page.navigate(url)
    page.wait_for(
        f"""(() => {{ const h = document.querySelector('main h1');
                     return (h && h.textContent.trim() === {json.dumps(title)})
                         || (document.body !== null && document.body.innerText.includes({json.dumps(NOT_FOUND)})); }})()""",
        f"{url} to render '{title}'", timeout=30)
    return json.loads(page.evaluate(RENDERED))


def screenshot(page, folder, name):
    if folder:
        data = page.call("Page.captureScreenshot", format="png")["data"]
        (folder / f"{name}.png").write_bytes(base64.b64decode(data))


def modules_of(site):
    """The modules of the site: the module pages of its data folder."""
    names = []
    for path in sorted((site / "data" / "documentation").glob("*.json")):
        document = json.loads(path.read_text("utf-8"))
        if document.get("metadata", {}).get("role") == "collection" and document["metadata"].get("symbolKind") == "module":
            names.append(document["metadata"]["title"])
    return names


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("site", type=pathlib.Path)
    parser.add_argument("--screenshots", type=pathlib.Path)
    parser.add_argument("--hosting-base-path", default="", help="the path the site was built to be served under")
    parser.add_argument("--chromium")
    args = parser.parse_args()
    if args.screenshots:
        args.screenshots.mkdir(parents=True, exist_ok=True)
    checks = Checks()
    modules = modules_of(args.site)
    checks.expect(sorted(modules) == sorted(EXPECTED), f"the site's modules are {sorted(EXPECTED)}: {sorted(modules)}")
    base = serve(args.site, args.hosting_base_path)
    with Chromium(executable=args.chromium, width=1280, height=900) as page:
        landing = open_page(page, f"{base}/documentation/", "swift-hangul")
        checks.expect(landing["title"] == "swift-hangul", f"/documentation/ is titled swift-hangul: {landing['title']}")
        missing = [m for m in EXPECTED if m not in landing["text"]]
        checks.expect(not missing, f"/documentation/ lists every module (missing: {missing})")
        screenshot(page, args.screenshots, "documentation")

        page.navigate(f"{base}/")
        page.wait_for(f"location.pathname.startsWith({json.dumps(urllib.parse.urlsplit(base).path + '/documentation')})",
                      "/ to lead to /documentation/")
        root = open_page(page, page.evaluate("location.href"), "swift-hangul")
        checks.expect(root["title"] == "swift-hangul", f"/ leads to the landing page ({root['url']}: {root['title']})")

        for module, names in EXPECTED.items():
            url = f"/documentation/{module.lower()}/"
            rendered = open_page(page, base + url, module)
            checks.expect(rendered["title"] == module and NOT_FOUND not in rendered["text"],
                          f"{url} renders with the title {module}: {rendered['title']}")
            missing = [n for n in names if n not in rendered["text"]]
            checks.expect(not missing, f"{url} shows {names} (missing: {missing})")
            if module in ("Hangul", "SectionNavigation"):
                screenshot(page, args.screenshots, module.lower())

        symbol = open_page(page, f"{base}/documentation/hangul/koreancollator", "KoreanCollator")
        checks.expect(symbol["title"] == "KoreanCollator" and "final class KoreanCollator" in symbol["text"],
                      f"/documentation/hangul/koreancollator shows KoreanCollator and its declaration: {symbol['title']}")
        screenshot(page, args.screenshots, "koreancollator")

        # HangulNavigation's `SectionedList.navigator` returns SectionNavigation's type: the link
        # leads to the other module's page, which renders.
        url = "/documentation/hangulnavigation/hangul/sectionedlist/navigator"
        open_page(page, base + url, "navigator")
        links = page.evaluate("JSON.stringify([...document.querySelectorAll('main a')].map(a => a.href))")
        target = f"{base}/documentation/sectionnavigation/sectionnavigator"
        checks.expect(target in json.loads(links), f"{url} links to SectionNavigation's SectionNavigator")
        linked = open_page(page, target, "SectionNavigator")
        checks.expect(linked["title"] == "SectionNavigator", f"the linked page renders: {linked['title']}")
    print(f"docs site: {checks.passed} checks passed, {checks.failed} failed")
    sys.exit(1 if checks.failed else 0)


if __name__ == "__main__":
    main()
