#!/usr/bin/env python3
"""A deterministic corpus of every script a name list meets, for comparing the built-in
tables with the system ICU: Hangul (NFC, NFD, compatibility and halfwidth jamo, old Hangul),
Hanja from every CJK block, Latin with accents (NFC and NFD), Greek, Cyrillic, Kana, three
digit systems (ASCII, Arabic-Indic, fullwidth), emoji (with ZWJ and variation selectors),
private-use and unassigned code points, combining marks and symbols. Standard library only.

  python3 scripts/checks/mixed-scripts.py --seed 7 -n 20000 > mixed.txt
"""
import argparse
import random
import sys
import unicodedata

POOLS = {
    "hangul": [(0xAC00, 0xD7A3)],
    "compat-jamo": [(0x3131, 0x318E)],
    "halfwidth-jamo": [(0xFFA0, 0xFFBE), (0xFFC2, 0xFFC7), (0xFFCA, 0xFFCF), (0xFFD2, 0xFFD7), (0xFFDA, 0xFFDC)],
    "old-hangul": [(0x1100, 0x11FF), (0xA960, 0xA97C), (0xD7B0, 0xD7C6), (0xD7CB, 0xD7FB)],
    "hanja": [(0x4E00, 0x9FFF), (0x3400, 0x4DBF), (0x20000, 0x2A6DF), (0x2A700, 0x2B739), (0x2B740, 0x2B81D),
              (0x2B820, 0x2CEA1), (0x2CEB0, 0x2EBE0), (0x30000, 0x3134A), (0x31350, 0x323AF), (0xF900, 0xFAD9),
              (0x2F800, 0x2FA1D)],
    "latin": [(0x41, 0x5A), (0x61, 0x7A), (0xC0, 0xFF), (0x100, 0x17F), (0x1E00, 0x1EFF)],
    "greek": [(0x391, 0x3A9), (0x3B1, 0x3C9), (0x1F00, 0x1FFE)],
    "cyrillic": [(0x410, 0x44F), (0x400, 0x40F), (0x450, 0x45F)],
    "kana": [(0x3041, 0x3096), (0x30A1, 0x30FA), (0xFF66, 0xFF9D), (0x3099, 0x309C), (0x30FC, 0x30FE)],
    "digits": [(0x30, 0x39), (0x660, 0x669), (0xFF10, 0xFF19)],
    "emoji": [(0x1F600, 0x1F64F), (0x1F300, 0x1F5FF), (0x1F900, 0x1F9FF), (0x2600, 0x26FF)],
    "marks": [(0x300, 0x36F), (0x1AB0, 0x1ACE)],
    "symbols": [(0x21, 0x2F), (0x3A, 0x40), (0x2010, 0x205E), (0x3000, 0x303F)],
    "private-use": [(0xE000, 0xF8FF), (0xF0000, 0xF00FF)],
    "unassigned": [(0x2FE0, 0x2FEF), (0x1FB00 - 0x20, 0x1FAFF), (0xE0080, 0xE00FF), (0x3FFFE, 0x3FFFF)],
}


def draw(rng, pool):
    lo, hi = rng.choice(POOLS[pool])
    return chr(rng.randint(lo, hi))


def name(rng):
    kind = rng.random()
    pools = list(POOLS)
    if kind < 0.45:  # mostly Korean, sometimes with another script mixed in
        text = "".join(draw(rng, "hangul") for _ in range(rng.randint(1, 4)))
        if rng.random() < 0.3:
            text += rng.choice([" ", "", "-"]) + "".join(draw(rng, rng.choice(pools)) for _ in range(rng.randint(1, 3)))
    else:
        text = "".join(draw(rng, rng.choice(pools)) for _ in range(rng.randint(1, 6)))
    if rng.random() < 0.1:  # emoji sequences
        text += "\u200d".join(draw(rng, "emoji") for _ in range(2)) + rng.choice(["", "\ufe0f", "\ufe0e"])
    form = rng.random()
    if form < 0.15:
        text = unicodedata.normalize("NFD", text)
    elif form < 0.2:
        text = unicodedata.normalize("NFKD", text)
    text = text.replace("\n", " ").replace("\r", " ").strip()
    return text or "가"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("-n", type=int, default=20000)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    out = sys.stdout
    for _ in range(args.n):
        line = name(rng)
        # No surrogates can occur (the pools hold none); every line is valid UTF-8.
        out.write(line + "\n")


if __name__ == "__main__":
    main()
