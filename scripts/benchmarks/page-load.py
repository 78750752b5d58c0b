#!/usr/bin/python3
"""The list screen page's first load in headless Chromium, for two or more builds of its
folder (what `scripts/wasm.sh` writes: index.html, page.js, hangul-page.js, hangul-page.wasm),
each load in a fresh browser, the builds in turn, so that a machine's load weighs on each alike.

For each load it reads `window.pageTimings` (page.js): `compile`, the fetch and compile of
hangul-page.wasm, and `load`, the whole first load (the compile, then 2,000 generated names
sorted, grouped, indexed for search and drawn). After the load it times, in the same page,
`hangul.loadNames` of the same 2,000 names five times (the module's own work once the
browser's compilers have tiered up). It prints the median of each per build, and each
build's medians as a ratio of the first build's (the baseline).

usage: page-load.py [--loads N] [--chromium PATH] LABEL=DIR [LABEL=DIR …]
    e.g. page-load.py stripped=.build-wasm/page osize=/tmp/page-osize
"""
import argparse, pathlib, shutil, statistics, sys, tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "checks"))
from browser import Chromium, serve  # noqa: E402

WARM = """(() => { const times = [];
  for (let k = 0; k < 5; k++) { const t = performance.now(); hangul.loadNames({ count: 2000, seed: 42 });
    times.push(performance.now() - t); }
  return times; })()"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--loads", type=int, default=10)
    parser.add_argument("--chromium")
    parser.add_argument("builds", nargs="+", help="LABEL=DIR")
    args = parser.parse_args()
    root = pathlib.Path(tempfile.mkdtemp(prefix="hangul-page-load-"))
    labels = []
    for build in args.builds:
        label, _, folder = build.partition("=")
        if not folder or not (pathlib.Path(folder) / "hangul-page.wasm").is_file():
            raise SystemExit(f"{build}: give LABEL=DIR, DIR a folder with hangul-page.wasm")
        shutil.copytree(folder, root / label)
        labels.append(label)
    base = serve(root)
    measured = {label: {"compile": [], "load": [], "after compile": [], "loadNames, warm": []} for label in labels}
    for _ in range(args.loads):
        for label in labels:
            with Chromium(args.chromium, width=420, height=800) as page:
                page.navigate(f"{base}{label}/index.html")
                page.wait_for("document.body && document.body.dataset.ready === '1'", f"{label}'s page", 60)
                compile_ms, load_ms = page.evaluate("[window.pageTimings.compile, window.pageTimings.load]")
                warm = page.evaluate(WARM)
            times = measured[label]
            times["compile"].append(compile_ms)
            times["load"].append(load_ms)
            times["after compile"].append(load_ms - compile_ms)
            times["loadNames, warm"].append(statistics.median(warm))
    baseline = {what: statistics.median(values) for what, values in measured[labels[0]].items()}
    print(f"{args.loads} first loads per build, each in a fresh Chromium, the builds in turn; medians in ms")
    print("| build | size | " + " | ".join(measured[labels[0]]) + " |")
    print("|---|---|" + "---|" * len(baseline))
    for label in labels:
        size = (root / label / "hangul-page.wasm").stat().st_size
        cells = []
        for what, values in measured[label].items():
            median = statistics.median(values)
            cells.append(f"{median:.1f} ({median / baseline[what]:.2f}×)")
        print(f"| {label} | {size:,} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
