#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if FUZZING
  /// The target `HANGUL_FUZZ_TARGET` names, read once.
  private let selectedTarget: FuzzTarget? = FuzzTarget.fromEnvironment()

  /// libFuzzer's entry point: runs the selected target on one input.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let target = selectedTarget else { exit(2) }
    let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    target.run(bytes[...])
    return 0
  }

  /// libFuzzer's driver (`FuzzerInterface.h`): parses libFuzzer's flags and fuzzes `callback`.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// The program's entry point. SwiftPM links executables with `main` aliased to
  /// `<module>_main`, so the harness defines that symbol and hands over to libFuzzer's driver
  /// (what libFuzzer's own `main` does).
  @_cdecl("HangulFuzz_main")
  public func fuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv) { data, size in fuzzTestOneInput(data, size) }
  }
#else
  /// Without `-DFUZZING` (a normal build): replays the seed corpus `Fuzz/corpus/<target>/`
  /// (every target's seeds) through every entry point, or through the target
  /// `HANGUL_FUZZ_TARGET` names; the first argument may name another corpus root.
  @main
  struct HangulFuzzMain {
    static func main() {
      let root = CommandLine.arguments.dropFirst().first ?? CorpusReplay.defaultRoot
      let targets =
        getenv("HANGUL_FUZZ_TARGET") == nil ? FuzzTarget.allCases : FuzzTarget.fromEnvironment().map { [$0] }
      guard let targets else { exit(2) }
      let count = CorpusReplay.replay(root: root, through: targets)
      print("replayed \(count) seed inputs from \(root) through \(targets.map(\.rawValue).joined(separator: ", "))")
      if count == 0 { exit(1) }
    }
  }
#endif
