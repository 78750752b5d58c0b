#!/usr/bin/env python3
"""Writes the parts of a text resource that SwiftPM embeds in code (`.embedInCode`).

SwiftPM compiles an embedded file as one array literal of its bytes, and the compile time of
such a literal grows faster than its size (measured on Swift 6.3, 2 cores: one file of 200 KB
about 40 s, 367 KB about 126 s, 1 MB over 6 minutes; four of 100 KB 60 s; HangulCore's eight
files of at most 64 KB, 328 KB in all, 23.5 s of user CPU). So a file of more than 64 KB (65,536 bytes) is
embedded as parts of whole lines, each at most 64 KB and of about equal size, in the folder
`Chunks` beside it: `Resources/Gazetteer/units.txt` gives `Resources/Gazetteer/Chunks/units-1.txt`,
`units-2.txt`, ... The parts joined are the file, byte for byte; the module joins them back.
The file itself stays the readable source of truth, and the tests compare the text compiled
into the modules with it.

The same file gives the same parts (no timestamp, no order left to chance), and a part left
over from a longer file is removed. scripts/data/lexicon/make-gazetteer.py and make-lexicon.py call
this after writing their files; run it by hand after editing one of them:

    python3 scripts/data/resource-chunks.py Resources/Gazetteer/units.txt

It prints each part; the target's `resources:` in Package.swift and the links in the target's
`Tables` folder name them, so a file that needs one part more needs a line there too.
"""
import sys
from pathlib import Path

LIMIT = 65536


def split(data: bytes, limit: int = LIMIT) -> list[bytes]:
    """Whole lines, in order, in as few parts of at most `limit` bytes as fit, of about equal size."""
    if len(data) <= limit:
        return [data]
    lines = data.splitlines(keepends=True)
    if max(len(line) for line in lines) > limit:
        raise SystemExit(f"a line of more than {limit} bytes cannot be split")
    count = -(-len(data) // limit)
    while True:
        target = -(-len(data) // count)
        parts, current = [], b""
        for line in lines:
            if current and len(current) + len(line) > target and len(parts) < count - 1:
                parts.append(current)
                current = b""
            current += line
        parts.append(current)
        if all(len(part) <= limit for part in parts):
            return parts
        count += 1


def write_chunks(path: Path) -> list[Path]:
    """Writes the parts of `path` into `Chunks` beside it (none when it fits in one) and
    removes the stale ones; returns the parts written."""
    data = path.read_bytes()
    folder = path.parent / "Chunks"
    stale = sorted(folder.glob(f"{path.stem}-*{path.suffix}")) if folder.exists() else []
    written = []
    parts = split(data)
    if len(parts) > 1:
        folder.mkdir(exist_ok=True)
        for number, part in enumerate(parts, start=1):
            out = folder / f"{path.stem}-{number}{path.suffix}"
            if not out.exists() or out.read_bytes() != part:
                out.write_bytes(part)
            written.append(out)
    assert b"".join(p.read_bytes() for p in written) == data or not written
    for old in stale:
        if old not in written:
            old.unlink()
    if folder.exists() and not any(folder.iterdir()):
        folder.rmdir()
    return written


def main() -> None:
    if len(sys.argv) < 2:
        raise SystemExit("usage: resource-chunks.py FILE...")
    for name in sys.argv[1:]:
        for part in write_chunks(Path(name)) or [Path(name)]:
            print(part, part.stat().st_size, "bytes")


if __name__ == "__main__":
    main()
