#!/usr/bin/env python3
"""Writes the committed seed corpus Fuzz/corpus/<target>/ and the dictionary Fuzz/hangul.dict.

Seeds are small inputs that reach every branch family of each entry point: modern
syllables, compatibility and conjoining jamo (old Hangul too), NFD, halfwidth and circled
forms, emoji with ZWJ, combining marks, unassigned code points, U+FFFD, NUL, invalid UTF-8.
Run from the package root: python3 scripts/fuzzing/fuzz-seeds.py
"""
import os
import unicodedata

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Fuzz")

TEXT = {
    "names": "홍길동 김민수 이서연 金民洙 Andrew 1조",
    "nfd": unicodedata.normalize("NFD", "한글 띄어 쓰기 값 닭 깎"),
    "mixed-nfd": unicodedata.normalize("NFD", "김") + "민수 " + unicodedata.normalize("NFD", "과"),
    "compat-jamo": "ㄱㅏㅂㅅ 닭ㅏ 깎ㅏ 고ㅏ ㄱㅏ!ㄴㅏ 하ㅏ ㄳㅏ ㅗㅏ ㅜㅔ ㄱㄱㅏ",
    "old-hangul": "\u1112\u119E\u11AB글 \u1140\u1161 \uA960\u1161 \u1100\u1161\uD7CB \u115F\u1161 \u1100\u1160 ㅿㆍ",
    "halfwidth-circled": "\uFFA1\uFFBA\uFFB5 \uFFA1\uFFC2 \u3260\u326E\u3200 \u321C Ｋｉｍ \u3164\uFFA0",
    "emoji-zwj": "👩\u200D👩\u200D👧 🇰🇷 이서연 😀김 ❤\uFE0F",
    "combining": "E\u0301mile 가\u0301 \u0301 \u1100\u0301\u1161 김\u302E a\u0308\u0323",
    "unassigned-fffd-nul": "\u0378 \U000E0080 \uD7C7 \uD7FC \uFFFD \x00 가\x00나 \U0010FFFF \uE000",
    "conjoining-leftovers": "\u1161\u11A8 각\u11A8 가\u1161 고\u1161 \u11AA 가\u11C3 \u1100ㅏ",
    "digits-latin": "2반 10조 abc ABC Ｋ 1a가",
    "search-queries": "ㄱㅁㅅ 김ㅁ ㅎㄱㄷ 기민 gla 김민수",
}

NAMES = "홍길동\n김수한\n홍길순\n길동무\n까치\nKim Minsu\n金民洙\n하 늘\n달걀\n" + \
    unicodedata.normalize("NFD", "한글 이름") + "\n😀 이서연\n\u1112\u119E\u11AB글\n"
SEARCH = {  # first line the query, the other lines the names
    "initials": "ㄱㄷ\n" + NAMES,
    "typing-last-syllable": "홍기\n" + NAMES,
    "carry-over": "한\n" + NAMES,
    "doubles": "ㄲㅊ\n" + NAMES,
    "latin-case": "kim\n" + NAMES,
    "spaces": "하 ㄴ\n" + NAMES,
    "nfd-query": unicodedata.normalize("NFD", "길동") + "\n" + NAMES,
    "empty-query": "\n" + NAMES,
    "old-hangul-query": "\u1112\u119E\n" + NAMES,
}

LINES = {
    "crlf": b"\x00" + "홍길동\r\n김철수\r\n".encode(),
    "no-final-newline": b"\x01" + "이영희\n박지훈".encode(),
    "empty-lines": b"\x02\n\n\r\n\r",
    "invalid-utf8": b"\x03" + "홍길동\n".encode() + b"A\xff\xfe\n" + "이영희\n".encode(),
    "truncated-sequence": b"\x04" + "가".encode()[:2] + b"\n",
    "surrogate-bytes": b"\x05\xed\xa0\x80\n",
    "overlong": b"\x06\xc0\xaf\n\xe0\x80\xaf",
    "split-syllable": b"\x00" + "값\n닭".encode(),
    "bare-cr": b"\x01a\rb\r\r\nc",
}

DICT = ["가", "각", "값", "닭", "ㄱ", "ㄳ", "ㅏ", "ㅘ", "ㅄ", "\u1100", "\u1161", "\u11A8", "\u11AA",
        "\u1112", "\u119E", "\u1140", "\uA960", "\uD7CB", "\u115F", "\u1160", "\u3164", "\uFFA1",
        "\uFFC2", "\u3260", "\u0301", "\u200D", "\uFE0F", "\uFFFD", "\u0378", "\u302E", "😀", "👩",
        "\r\n", "\n", "\r"]


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


for target in ("decompose", "compose", "choseong", "search"):
    for name, text in TEXT.items():
        write(os.path.join(ROOT, "corpus", target, name), text.encode("utf-8", "surrogatepass"))
    write(os.path.join(ROOT, "corpus", target, "invalid-utf8"), b"\xff\xfe\xc3(\xe0\x80")
for name, text in SEARCH.items():
    write(os.path.join(ROOT, "corpus", "search", "query-" + name), text.encode("utf-8"))
for name, data in LINES.items():
    write(os.path.join(ROOT, "corpus", "line-reader", name), data)

with open(os.path.join(ROOT, "hangul.dict"), "w", encoding="utf-8") as f:
    f.write("# libFuzzer dictionary: UTF-8 of Hangul and the scalars that stress it (scripts/fuzzing/fuzz-seeds.py)\n")
    for i, token in enumerate(DICT):
        escaped = "".join("\\x%02X" % b for b in token.encode("utf-8"))
        f.write('t%d="%s"\n' % (i, escaped))
