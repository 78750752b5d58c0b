import HangulCorpus
import HangulTestSupport
import Testing

@_spi(Development) @testable import HangulCore

/// `ChoseongTable` against `choseong(of:)` (itself checked against the oracle fixture) and
/// directly against the fixture's expected answers.
@Suite struct ChoseongTableTests {
  static let allOptions = CoreTestSupport.allChoseongOptions

  /// Every element, the element bytes of `withUTF8` and the count agree with `choseong(of:)`.
  func expectAgreement(_ names: [String], options: ChoseongOptions) {
    let table = ChoseongTable(names, options: options)
    #expect(table.count == names.count)
    var disagreements = 0
    for (k, name) in names.enumerated() where !identical(table[k], choseong(of: name, options: options)) {
      disagreements += 1
      if disagreements <= 5 {
        Issue.record(
          "\(CoreTestSupport.codePoints(name)) \(options): \(CoreTestSupport.codePoints(table[k])) ≠ \(CoreTestSupport.codePoints(choseong(of: name, options: options)))"
        )
      }
    }
    #expect(disagreements == 0)
    let bytesAgree = table.withUTF8 { bytes, offsets in
      offsets.count == names.count + 1 && offsets.first == 0
        && names.indices.allSatisfy {
          Array(bytes[offsets[$0]..<offsets[$0 + 1]]) == Array(choseong(of: names[$0], options: options).utf8)
        }
    }
    #expect(bytesAgree)
  }

  @Test(arguments: allOptions)
  func fixtureNamesAgreeWithChoseongOf(options: ChoseongOptions) throws {
    let names = try ChoseongTests.rows().map(\.name)
    #expect(names.count >= 10_000)
    expectAgreement(names, options: options)
  }

  @Test(arguments: allOptions)
  func generatedNamesAgreeWithChoseongOf(options: ChoseongOptions) {
    var generator = NameGenerator(seed: 7)
    expectAgreement(generator.names(count: 100_000), options: options)
  }

  /// With Hanja read, names holding Hanja leave the byte fast path: the table reads them as
  /// `choseong(of:)` does (李民秀 → ㅇㅁㅅ, the reading checked against ICU in
  /// `HanjaReadingTests`), and the rest keep their plain answer.
  @Test func readsHanjaLikeTheFunction() {
    let names = ["李民秀", "金민수", "홍길동", "羅 李麗", "김 Andrew", "柳"]
    for policy in NonHangulPolicy.allCases {
      let options = ChoseongOptions(nonHangul: policy, readsHanja: true)
      expectAgreement(names, options: options)
      #expect(
        ChoseongTable(names, options: options)[0]
          != ChoseongTable(names, options: ChoseongOptions(nonHangul: policy))[0])
    }
  }

  @Test func matchesOracleFixture() throws {
    let rows = try ChoseongTests.rows()
    let table = ChoseongTable(rows.map(\.name))
    let nfkc = ChoseongTable(rows.map(\.name), options: ChoseongOptions(foldsCompatibility: true))
    #expect(rows.indices.filter { !identical(table[$0], rows[$0].expected) }.isEmpty)
    #expect(rows.indices.filter { !identical(nfkc[$0], rows[$0].expectedNFKC) }.isEmpty)
  }

  /// The `String` overload and the generic one (here through `Substring`) agree.
  @Test func stringAndGenericOverloadsAgree() throws {
    for row in try ChoseongTests.rows() {
      for options in Self.allOptions {
        let whole = choseong(of: row.name, options: options)
        let generic = choseong(of: row.name[...], options: options)
        #expect(scalars(whole) == scalars(generic))
      }
    }
  }

  @Test func edgeCases() {
    let empty = ChoseongTable([String]())
    #expect(empty.isEmpty && empty.startIndex == empty.endIndex)
    #expect(empty.withUTF8 { $1.count } == 1)
    let huge = String(repeating: "홍길동 Andrew ", count: 20_000)
    let names = ["", "\u{0}", "\u{0301}", "\u{1100}\u{1161}\u{11A8}", huge, "🇰🇷", "\u{E000}", "ᄒᆞᆫ글", "가"]
    for options in Self.allOptions { expectAgreement(names, options: options) }
    // A collection without contiguous storage is appended name by name, the buffer
    // growing as it goes; earlier answers survive every growth.
    let generated = (0..<3_000).lazy.map { String(repeating: "가", count: $0 % 50) + "\u{FDFA}" }
    for options in [ChoseongOptions(), ChoseongOptions(foldsCompatibility: true)] {
      let grown = ChoseongTable(generated, options: options)
      #expect(grown.count == 3_000)
      #expect(grown.indices.allSatisfy { identical(grown[$0], choseong(of: generated[$0], options: options)) })
    }
    // NFKC answers longer than their names (U+FDFA expands to 18 letters) in a batch.
    let expanding = Array(repeating: "\u{FDFA}", count: 1_000)
    let nfkc = ChoseongOptions(foldsCompatibility: true)
    #expect(
      scalars(Array(ChoseongTable(expanding, options: nfkc)))
        == scalars(expanding.map { choseong(of: $0, options: nfkc) }))
    #expect(scalars(Array(ChoseongTable(["홍길동", "김 Andrew", "까치"]))) == scalars(["ㅎㄱㄷ", "ㄱ Andrew", "ㄲㅊ"]))
  }

  /// A general-path answer longer than its name must not use up the room reserved for the
  /// names after it: an NFKC expansion (U+FDFA × 1,000, 3,000 bytes, answers about 33,000)
  /// before a 60,000-byte name, in a batch whose buffer was sized for the names' total.
  @Test func expandingAnswerBeforeALongName() {
    let nfkc = ChoseongOptions(foldsCompatibility: true)
    let expanding = String(repeating: "\u{FDFA}", count: 1_000)
    let long = String(repeating: "가", count: 20_000)
    for names in [[expanding, long], [long, expanding, long], [expanding, expanding, long, "가"]] {
      let table = ChoseongTable(names, options: nfkc)
      #expect(table.count == names.count)
      for k in names.indices {
        #expect(identical(table[k], choseong(of: names[k], options: nfkc)), "name \(k) of \(names.count)")
      }
    }
  }

  /// Built by two threads (each half written into its part of the buffers, then closed
  /// up), a table is element for element the one-thread table: for random Unicode, whose
  /// answers are often shorter than the names (NFD, dropping policies: the gap between the
  /// halves is closed), for every count from 2 to 40 (odd and even halves), and where an
  /// answer outgrows its half's room (NFKC expansions), which falls back to one thread.
  @Test(arguments: allOptions)
  func twoThreadsBuildTheOneThreadTable(options: ChoseongOptions) {
    var random = RandomUnicode(seed: 31)
    let names = (0..<3_000).map { _ in random.string() }
    let expanding = ["가", "\u{FDFA}", "나"] + names.prefix(20) + ["\u{3200}\u{3200}", "다"]
    for batch in [names, expanding] + (2...40).map({ Array(names.prefix($0)) }) {
      let two = ChoseongTable(batch, options: options, splitsAcrossCores: true)
      let one = ChoseongTable(batch, options: options, splitsAcrossCores: false)
      #expect(two.count == batch.count)
      let same = two.withUTF8 { twoBytes, twoOffsets in
        one.withUTF8 { Array(twoBytes) == Array($0) && Array(twoOffsets) == Array($1) }
      }
      #expect(same, "\(batch.count) names")
      #expect(two.indices.allSatisfy { identical(two[$0], choseong(of: batch[$0], options: options)) })
    }
  }

  /// Big first batches (at least `twoThreadMinimum` names) take the two-thread path on
  /// their own; tables of the same names built either way are identical.
  @Test func bigBatchesUseTwoThreadsWithTheSameResult() {
    var generator = NameGenerator(seed: 41)
    let names = generator.names(count: ChoseongTable.twoThreadMinimum + 1)
    let automatic = ChoseongTable(names)
    let one = ChoseongTable(names, splitsAcrossCores: false)
    #expect(automatic.elementsEqual(one))
    #expect(automatic.withUTF8 { $1.last } == one.withUTF8 { $1.last })
  }

  /// When the second thread cannot start (`pthread_create` failing, as at a process's thread
  /// limit; forced here through the task-local test seam), the build does the second half on
  /// the calling thread: the same table, no crash.
  @Test func aThreadThatCannotStartFallsBackToOneThread() {
    var random = RandomUnicode(seed: 37)
    let names = (0..<2_000).map { _ in random.string() } + ["홍길동", "\u{FDFA}", "Zoe"]
    let one = ChoseongTable(names, splitsAcrossCores: false)
    let fallback = SecondThread.$failsToStart.withValue(true) { ChoseongTable(names, splitsAcrossCores: true) }
    #expect(fallback.elementsEqual(one))
    #expect(fallback.withUTF8 { Array($1) } == one.withUTF8 { Array($1) })
    #expect(fallback.indices.allSatisfy { identical(fallback[$0], choseong(of: names[$0])) })
  }
}
