import CICU
import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore

/// The bad-input table (Fuzz/RELIABILITY.md): each row through decompose, compose, choseong,
/// sort, the section index and search — a defined answer, no crash, and ICU as the oracle where one
/// exists (NFD/NFC for decomposition and composition, a fresh ICU collator for order, ICU's
/// own `AlphabeticIndex` with records for sections).
@Suite struct BadInputTests {
  /// One row of the table.
  struct Row: Sendable, CustomTestStringConvertible {
    /// The row's name in the table.
    var name: String
    /// The input.
    var text: String
    /// ``choseong(of:options:)`` with the default options, as the Choseong guide and the
    /// ``choseong(of:options:)`` documentation state it: syllables → initials, old Hangul
    /// keeps its leading jamo, anything else kept.
    var choseong: String
    /// ``assemble(_:)`` when it differs from the NFC text: leftover modern conjoining jamo
    /// are respelled as compatibility letters (the ``disassemble(_:level:encoding:)`` keys),
    /// old jamo stay (AssembleTests states the same for ᄒ + ᆞ).
    var compose: String? = nil
    var testDescription: String { name }
  }

  /// Names plus emoji, about 10 MB of UTF-8 (22 bytes a repetition).
  static let tenMegabytes = String(repeating: "가나다 Andrew 😀 ", count: 476_191)

  static let rows: [Row] = [
    Row(name: "empty string", text: "", choseong: ""),
    Row(name: "lone combining marks", text: "\u{0301}\u{0308}", choseong: "\u{0301}\u{0308}"),
    Row(name: "lone Hangul tone mark", text: "\u{302E}", choseong: "\u{302E}"),
    Row(name: "unassigned code points", text: "\u{0378}\u{E0080}\u{D7FC}", choseong: "\u{0378}\u{E0080}\u{D7FC}"),
    Row(name: "U+FFFD", text: "\u{FFFD}김\u{FFFD}", choseong: "\u{FFFD}ㄱ\u{FFFD}"),
    Row(name: "NUL", text: "\0가\0나", choseong: "\0ㄱ\0ㄴ"),
    Row(name: "old Hangul", text: "\u{1112}\u{119E}\u{11AB}글", choseong: "ㅎㄱ", compose: "ㅎ\u{119E}ㄴ글"),
    Row(name: "lone vowel and final jamo", text: "\u{1161}\u{11A8}", choseong: "\u{1161}\u{11A8}", compose: "ㅏㄱ"),
    Row(name: "emoji ZWJ sequence", text: "👩\u{200D}👩\u{200D}👧 이서연", choseong: "👩\u{200D}👩\u{200D}👧 ㅇㅅㅇ"),
    Row(name: "10 MB string", text: tenMegabytes, choseong: String(repeating: "ㄱㄴㄷ Andrew 😀 ", count: 476_191)),
  ]

  @Test func theLargeRowIsTenMegabytes() {
    #expect(Self.tenMegabytes.utf8.count >= 10_000_000)
  }

  /// Decomposing gives ICU's NFD at the syllable level in conjoining jamo, leaves no
  /// syllable at the default level, and rows without Hangul come back unchanged.
  @Test(arguments: rows) func decompose(row: Row) throws {
    let nfd = try row.text.normalized(.nfd)
    #expect(identical(disassemble(row.text, level: .syllable, encoding: .conjoining), nfd))
    let keys = disassemble(row.text)
    let syllableLeft = keys.unicodeScalars.contains { $0.isHangulSyllable }
    #expect(!syllableLeft)
    let hasHangul = row.text.unicodeScalars.contains { $0.isHangulSyllable || (0x1100...0x11FF).contains($0.value) }
    if !hasHangul {
      #expect(identical(keys, try row.text.normalized(.nfc)))
    }
    #expect(identical(disassemble(nfd), keys))
  }

  /// Composing gives the NFC text back (nothing in these rows joins), except that leftover
  /// modern conjoining jamo become compatibility letters; the NFD spelling composes alike,
  /// and composing again changes nothing.
  @Test(arguments: rows) func compose(row: Row) throws {
    let expected = row.compose ?? CoreTestSupport.oracleNormalized(row.text, .nfc)
    #expect(identical(assemble(row.text), expected))
    guard row.text.utf8.count < 1_000_000 else { return }  // one pass over 10 MB is enough
    #expect(identical(assemble(disassemble(row.text)), expected))
    #expect(identical(assemble(CoreTestSupport.oracleNormalized(row.text, .nfd)), expected))
    #expect(identical(assemble(expected), expected))
  }

  /// The documented initials; the same for the NFD spelling; the dropping policy keeps only
  /// the consonant letters of that answer.
  @Test(arguments: rows) func choseong(row: Row) throws {
    #expect(identical(Hangul.choseong(of: row.text), row.choseong))
    #expect(identical(Hangul.choseong(of: try row.text.normalized(.nfd)), row.choseong))
    let dropped = Hangul.choseong(of: row.text, options: ChoseongOptions(nonHangul: .drop))
    let consonants = row.choseong.unicodeScalars.filter { isConsonantLetter($0) }
    #expect(dropped.unicodeScalars.elementsEqual(consonants))
  }

  /// Sorting the row among ordinary names follows a fresh ICU collator; the row equals
  /// itself and its NFD spelling, by comparison and by sort key.
  @Test(arguments: rows) func sort(row: Row) throws {
    let collator = try KoreanCollator()
    let names = ["김민수", row.text, "Zoe", "", "1조", row.text + "가"]
    let sorted = try collator.sorted(names)
    #expect(sorted.count == names.count)
    var status: Int32 = 0
    let raw = try #require(cicu_collator_open("ko", 1, &status))
    defer { cicu_collator_close(raw) }
    for (a, b) in zip(sorted, sorted.dropFirst()) {
      #expect(cicu_collator_compare_utf8(raw, a, Int32(a.utf8.count), b, Int32(b.utf8.count), &status) <= 0)
    }
    #expect(status <= 0)
    let nfd = try row.text.normalized(.nfd)
    #expect(try collator.compare(row.text, row.text) == .equal)
    #expect(try collator.compare(row.text, nfd) == .equal)
    #expect(try collator.sortKey(for: row.text) == (try collator.sortKey(for: nfd)))
  }

  /// The ICU layout puts the row (among ordinary names) exactly where ICU's own
  /// `AlphabeticIndex` with records does; the contacts layout shows it under that letter or
  /// under `#`.
  @Test(arguments: rows) func sectionIndex(row: Row) throws {
    let names = ["김민수", row.text, "Zoe", "1조", "이서연"]
    var status: Int32 = 0
    let reference = try #require(cicu_record_index_open("ko", "en", &status))
    defer { cicu_record_index_close(reference) }
    for (i, name) in names.enumerated() {
      cicu_record_index_add(reference, name, Int32(name.utf8.count), Int64(i), &status)
    }
    var bucketOfRecord = [Int32](repeating: 0, count: names.count)
    var dataInOrder = [Int64](repeating: 0, count: names.count)
    var bucketCount: Int32 = 0
    _ = cicu_record_index_read(reference, &bucketOfRecord, &dataInOrder, Int32(names.count), &bucketCount, &status)
    #expect(status <= 0)

    let icu = try SectionIndex(layout: .icu)
    let list = try icu.sections(of: Array(names.indices), by: { names[$0] })
    let ours = list.sections.flatMap { section in section.items.map { (Int32(section.titlePosition), Int64($0)) } }
    #expect(ours.map(\.0) == bucketOfRecord)
    #expect(ours.map(\.1) == dataInOrder)

    let contacts = try SectionIndex()
    let icuTitle = try icu.title(for: row.text)
    let kind = icu.kinds[try icu.titlePosition(for: row.text)]
    #expect(try scalars(contacts.title(for: row.text)) == scalars(kind == .normal ? icuTitle : "#"))
    let grouped = try contacts.sections(of: names)
    #expect(grouped.sections.flatMap(\.items).count == names.count)
  }

  /// As a query and as a name: the index finds what the one-item matcher finds, and a
  /// non-empty row finds itself as an exact match (the empty query matches every name).
  @Test(arguments: rows.filter { $0.text.utf8.count < 1_000_000 }) func search(row: Row) throws {
    let names = [row.text, "김민수", "Zoe", try row.text.normalized(.nfd), row.text + "가"]
    let index = try SearchIndex(names)
    for query in [row.text, "ㄱ", "김"] {
      let matcher = HangulSearchQuery(query)
      let hits = index.search(query)
      let expected = names.indices.filter { matcher.matches(names[$0]) }
      #expect(hits.map(\.itemOffset).sorted() == expected)
      for hit in hits {
        #expect(hit.characterRanges == matcher.match(in: names[hit.itemOffset])?.characterRanges)
      }
    }
    let own = index.search(row.text)
    if row.text.isEmpty {
      #expect(own.count == names.count)
    } else {
      #expect(own.first { $0.itemOffset == 0 }?.kind == .exact)
      #expect(own.first { $0.itemOffset == 3 }?.kind == .exact)  // the NFD spelling too
    }
  }
}
