import Foundation
import HangulCorpus

/// The `hangul` command line as a whole process, against C/C++ floors doing the same
/// arithmetic over the same bytes (`HangulCFloor`, built from Benchmarks/HangulCFloor by
/// the same `swift build -c release`), alternating, on the generated names written one per
/// line to a temporary file. Each run is a fresh process: standard input from the file,
/// standard output to /dev/null; the time is the wall-clock time until it exits.
///
/// Targets (Benchmarks/README.md, cli): the streaming commands (choseong, decompose, compose,
/// romanize, pronounce, josa 이/가, number) within 3× of the C, `--json` within 2× of
/// the text output, `search` within 4× of the C scan (the C does not rank), `sort` ≤ 0.7× and
/// `index` ≤ 0.8× of the C++ that reads, builds ICU sort keys, sorts and writes.
func cliBenchmark(_ context: BenchmarkContext) -> [ResultRow] {
  // The floor is built beside the runner (this package); `hangul` is the checkout's release
  // build (HANGUL_BINARY, or .build/release/hangul at the repository root).
  let directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
  let floor = directory.appendingPathComponent("HangulCFloor").path
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let hangul =
    ProcessInfo.processInfo.environment["HANGUL_BINARY"]
    ?? root.appendingPathComponent(".build/release/hangul").path
  guard FileManager.default.isExecutableFile(atPath: hangul), FileManager.default.isExecutableFile(atPath: floor)
  else {
    note("  cli: build `hangul` (swift build -c release) and `HangulCFloor` first (scripts/benchmarks/run.sh); skipped")
    return [ResultRow(operation: "cli", ours: "not built", target: "—")]
  }
  let size = context.largest
  let file = FileManager.default.temporaryDirectory.appendingPathComponent("hangul-cli-bench-\(getpid()).txt").path
  let text = context.names(size).joined(separator: "\n") + "\n"
  precondition(FileManager.default.createFile(atPath: file, contents: Data(text.utf8)), "cannot write \(file)")
  defer { try? FileManager.default.removeItem(atPath: file) }
  // Korean names only: where the floors' output is the library's (checked before timing).
  var korean = NameGeneratorKoreanOnly.names(count: 20_000)
  korean.append("")
  let koreanFile = file + ".korean"
  precondition(
    FileManager.default.createFile(atPath: koreanFile, contents: Data((korean.joined(separator: "\n") + "\n").utf8)),
    "cannot write \(koreanFile)")
  defer { try? FileManager.default.removeItem(atPath: koreanFile) }
  // Integers for `hangul number`, one per line, as many as names.
  let numbersFile = file + ".numbers"
  precondition(
    FileManager.default.createFile(
      atPath: numbersFile, contents: Data(BenchmarkIntegers.lines(count: size).joined().utf8)),
    "cannot write \(numbersFile)")
  defer { try? FileManager.default.removeItem(atPath: numbersFile) }
  let numbersCheckFile = file + ".numbers-check"
  precondition(
    FileManager.default.createFile(
      atPath: numbersCheckFile, contents: Data(BenchmarkIntegers.lines(count: 20_000).joined().utf8)),
    "cannot write \(numbersCheckFile)")
  defer { try? FileManager.default.removeItem(atPath: numbersCheckFile) }
  for (ours, theirs) in [
    (["choseong"], ["choseong"]), (["decompose"], ["decompose"]), (["compose"], ["copy"]),
    // romanize and pronounce without the lexicon, which the C floor does not have (a few
    // generated names are also words it knows: 한여름 [한녀름]).
    (["romanize", "--no-lexicon"], ["romanize"]), (["pronounce", "--no-lexicon"], ["pronounce"]),
    (["josa", "이/가"], ["josa"]),
    (["number"], ["number"]),
    (["search", "ㄱㅁ", koreanFile], ["search", "ㄱㅁ", koreanFile]), (["sort", koreanFile], ["sort", koreanFile]),
  ] {
    // Numbers: the first 20,000 lines of the numbers file.
    let input = ours[0] == "number" ? numbersCheckFile : koreanFile
    var a = captureOutput(hangul, ours, input: input).split(separator: "\n")
    var b = captureOutput(floor, theirs, input: input).split(separator: "\n")
    precondition(!a.isEmpty, "cli \(ours[0]): hangul printed nothing")
    if ours[0] == "search" {  // the C scan does not rank: compare the sets
      a.sort()
      b.sort()
    }
    precondition(a == b, "cli \(ours[0]): hangul and the C floor disagree on Korean names")
  }
  note(
    "  cli: hangul and the C floors agree on Korean names (choseong, decompose, compose, romanize, pronounce, josa, "
      + "search, sort) and on the numbers (number)")

  let rounds = context.quick ? 2 : 11
  let unit = label(size) + " lines, whole process"
  var rows: [ResultRow] = []
  func row(
    _ name: String, _ arguments: [String], _ baselineName: String, _ baseline: [String], limit: Double,
    input: String? = nil
  ) {
    let input = input ?? file
    let c = compare(
      name, against: baselineName, unit: unit, target: "≤ \(formatRatio(limit))", rounds: rounds,
      operation: { run(hangul, arguments, input: input) }, baseline: { run(floor, baseline, input: input) })
    rows.append(ResultRow(c, ratioTarget: limit))
    note("  cli \(name): \(formatSeconds(c.median)) vs \(formatSeconds(c.baselineMedian))")
  }
  row("hangul choseong", ["choseong"], "C choseong", ["choseong"], limit: 3)
  row("hangul decompose", ["decompose"], "C decompose (jamo level)", ["decompose"], limit: 3)
  row("hangul compose", ["compose"], "C syllable scan + copy", ["copy"], limit: 3)
  // Context: against reading, one memcpy and writing (no syllable recognised at all).
  let cat = compare(
    "hangul compose", against: "C read + memcpy + write", unit: unit, target: "context", rounds: rounds,
    operation: { run(hangul, ["compose"], input: file) }, baseline: { run(floor, ["cat"], input: file) })
  rows.append(ResultRow(cat, target: "context"))
  row("hangul romanize", ["romanize"], "C sound changes + RR letters", ["romanize"], limit: 3)
  row("hangul pronounce", ["pronounce"], "C sound changes (with tensification)", ["pronounce"], limit: 3)
  row("hangul josa 이/가", ["josa", "이/가"], "C last syllable's final + 이/가", ["josa"], limit: 3)
  row("hangul number", ["number"], "C Sino-Korean reading", ["number"], limit: 3, input: numbersFile)
  let json = compare(
    "hangul choseong --json", against: "hangul choseong (text)", unit: unit, target: "≤ 2×", rounds: rounds,
    operation: { run(hangul, ["choseong", "--json"], input: file) },
    baseline: { run(hangul, ["choseong"], input: file) })
  rows.append(ResultRow(json, ratioTarget: 2))
  row("hangul search ㄱㅁ FILE", ["search", "ㄱㅁ", file], "C choseong + memmem scan", ["search", "ㄱㅁ", file], limit: 4)
  row("hangul sort FILE", ["sort", file], "C++ ICU sort keys + std::sort", ["sort", file], limit: 0.7)
  row("hangul index FILE", ["index", file], "C++ ICU sort keys + std::sort", ["sort", file], limit: 0.8)
  return rows
}

/// Korean names only (no stress entries): the input on which the floors are correct.
enum NameGeneratorKoreanOnly {
  static func names(count: Int) -> [String] {
    var configuration = NameGenerator.Configuration()
    configuration.otherShare = 0
    var generator = NameGenerator(seed: 42, configuration: configuration)
    return generator.names(count: count)
  }
}

/// Seeded integers for `hangul number`, one line each: a realistic mix of counts, prices
/// and amounts — 1 to 13 digits (uniform in the number of digits), 10 % negative, 30 %
/// written with thousands separators (`-1,234,567`).
enum BenchmarkIntegers {
  static func lines(count: Int) -> [String] {
    var random = SeededGenerator(seed: 42)
    var lines: [String] = []
    lines.reserveCapacity(count)
    for _ in 0..<count {
      let digits = Int.random(in: 1...13, using: &random)
      let low = digits == 1 ? 0 : pow10(digits - 1)
      let n = Int.random(in: low..<pow10(digits), using: &random)
      var text = String(n)
      if Int.random(in: 0..<10, using: &random) < 3 {
        var grouped = ""
        for (position, digit) in text.enumerated() {
          if position > 0 && (text.count - position) % 3 == 0 { grouped.append(",") }
          grouped.append(digit)
        }
        text = grouped
      }
      if n != 0 && Int.random(in: 0..<10, using: &random) == 0 { text = "-" + text }
      lines.append(text + "\n")
    }
    return lines
  }

  private static func pow10(_ n: Int) -> Int { (0..<n).reduce(1) { result, _ in result * 10 } }
}

/// Runs `executable arguments…` with standard input from `input` and standard output to
/// /dev/null, and waits for it.
func run(_ executable: String, _ arguments: [String], input: String) {
  spawnAndWait(executable, arguments, input: input, output: "/dev/null")
}

/// The standard output of `executable arguments…` reading `input`.
func captureOutput(_ executable: String, _ arguments: [String], input: String) -> String {
  let output = FileManager.default.temporaryDirectory.appendingPathComponent("hangul-cli-out-\(getpid())").path
  defer { try? FileManager.default.removeItem(atPath: output) }
  spawnAndWait(executable, arguments, input: input, output: output)
  return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
}

private func spawnAndWait(_ executable: String, _ arguments: [String], input: String, output: String) {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  let argv = ([executable] + arguments).map { strdup($0) } + [nil]
  defer { for p in argv { free(p) } }
  var pid = pid_t()
  let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
  precondition(status == 0, "cannot run \(executable): \(String(cString: strerror(status)))")
  var exitStatus: Int32 = 0
  while waitpid(pid, &exitStatus, 0) < 0 && errno == EINTR {}
  precondition(exitStatus == 0, "\(executable) \(arguments.joined(separator: " ")) failed (\(exitStatus))")
}
