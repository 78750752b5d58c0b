#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The text-parsing entry points the fuzzer drives, one per libFuzzer target.
///
/// Each target turns the fuzzer's bytes into input for one entry point and checks that
/// entry point's invariants (not just "no crash"); a broken invariant stops the process
/// through ``FuzzFailure/report(_:_:_:)`` so libFuzzer saves the input.
///
/// ```swift
/// FuzzTarget(rawValue: "choseong")?.run(Array("홍길동".utf8)[...])
/// ```
enum FuzzTarget: String, CaseIterable, Sendable {
  /// ``disassemble(_:level:encoding:)`` and ``disassembleGrouped(_:level:encoding:)``.
  case decompose
  /// ``assemble(_:)``.
  case compose
  /// ``choseong(of:options:)`` with each of its six option combinations.
  case choseong
  /// The CLI's ``LineSplitter`` fed in chunks.
  case lineReader = "line-reader"
  /// ``HangulSearchQuery`` (the query parser and one-item matcher) against ``SearchIndex``.
  case search
  case collation

  /// Runs this target's checks on one input.
  ///
  /// - Complexity: O(*n*) in the input length (a few passes per option combination).
  func run(_ bytes: ArraySlice<UInt8>) {
    switch self {
    case .decompose: DecomposeFuzzing.run(FuzzText(bytes))
    case .compose: ComposeFuzzing.run(FuzzText(bytes))
    case .choseong: ChoseongFuzzing.run(FuzzText(bytes))
    case .lineReader: LineReaderFuzzing.run(bytes)
    case .search: SearchFuzzing.run(FuzzText(bytes))
    case .collation: CollationFuzzing.run(bytes)
    }
  }

  /// The target the `HANGUL_FUZZ_TARGET` environment variable names, or nil (with the names
  /// of all targets printed) when it is unset or unknown.
  static func fromEnvironment() -> FuzzTarget? {
    guard let name = getenv("HANGUL_FUZZ_TARGET").map({ String(cString: $0) }),
      let target = FuzzTarget(rawValue: name)
    else {
      let names = allCases.map(\.rawValue).joined(separator: ", ")
      FuzzFailure.writeToStandardError("HANGUL_FUZZ_TARGET must be one of: \(names)\n")
      return nil
    }
    return target
  }
}
