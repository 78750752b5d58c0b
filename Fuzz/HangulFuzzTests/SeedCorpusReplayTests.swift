import Testing

@testable import HangulFuzz

/// The fuzz harness's invariants hold on the committed seed corpus (a broken invariant
/// aborts the test process, so a regression cannot pass silently).
@Suite struct SeedCorpusReplayTests {
  @Test func everySeedPassesEveryTarget() {
    let files = CorpusReplay.seedFiles(root: CorpusReplay.defaultRoot)
    // One directory per target, each with seeds.
    for target in FuzzTarget.allCases {
      #expect(files.contains { $0.contains("/corpus/\(target.rawValue)/") }, "no seeds for \(target)")
    }
    #expect(CorpusReplay.replay(root: CorpusReplay.defaultRoot, through: FuzzTarget.allCases) == files.count)
  }

  /// What the long fuzz runs kept (`Fuzz/corpus-kept`, merged by
  /// `scripts/fuzzing/fuzz-keep-corpus.sh`) still passes the target that found it, so the inputs that
  /// reached new code in 10 million executions are regression tests of every `swift test`.
  @Test func everyKeptInputPassesItsTarget() {
    let counts = CorpusReplay.replayKept(root: CorpusReplay.keptRoot)
    for target in [FuzzTarget.decompose, .choseong, .search] {
      #expect((counts[target] ?? 0) > 0, "no kept corpus for \(target)")
    }
  }

  /// The line-reader reference itself: CRLF, no final newline, empty lines, invalid UTF-8.
  @Test func lineReaderReferenceAgreesWithTheSplitterOnKnownInputs() {
    let input: [UInt8] = Array("홍길동\r\n\n김철수".utf8)
    #expect(LineReaderFuzzing.reference(input[...]).lines == ["홍길동", "", "김철수"])
    for size in LineReaderFuzzing.chunkSizes {
      #expect(LineReaderFuzzing.read(input[...], chunkSize: size) == LineReaderFuzzing.reference(input[...]))
    }
    let invalid: [UInt8] = [0x41, 0x0A, 0xFF, 0x0A, 0x42]
    let outcome = LineReaderFuzzing.read(invalid[...], chunkSize: 1)
    #expect(outcome.lines == ["A"] && outcome.invalidLine == 2)
  }
}
