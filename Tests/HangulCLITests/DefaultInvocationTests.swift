import Foundation
import HangulCorpus
import Testing

/// `hangul NAME` alone runs without ArgumentParser's parse (the start-up shortcut of
/// `DefaultInvocation`); it must print exactly what the same command parsed by
/// ArgumentParser prints (`hangul NAME --`: the terminator alone, no TEXT, so standard input).
@Suite struct DefaultInvocationTests {
  /// 20,000 generated names with the generator's stress entries (old Hangul, NFD, halfwidth,
  /// emoji, Latin, digits), then a line that is not UTF-8, so the error path is compared too.
  static let names: Data = {
    var generator = NameGenerator(seed: 23)
    var data = Data((generator.names(count: 20_000).joined(separator: "\n") + "\n").utf8)
    data.append(contentsOf: [0x6B, 0x69, 0xFF, 0x0A, 0x41, 0x0A])
    return data
  }()

  /// Integers as `hangul number` reads them (signs, commas), then an item that is not one.
  static let numbers: Data = {
    var random = SplitMix64(seed: 5)
    var lines: [String] = []
    for _ in 0..<5_000 {
      let n = Int(truncatingIfNeeded: random.next() >> UInt64(random.next() % 60 + 4))
      lines.append(String(n % 3 == 0 ? -n : n))
    }
    lines += ["1,234,567", "+42", "0", "12a"]
    return Data((lines.joined(separator: "\n") + "\n").utf8)
  }()

  @Test(arguments: [
    ["choseong"], ["compose"], ["decompose"], ["pronounce"], ["romanize"], ["josa", "이/가"], ["josa", "으로/로"],
  ])
  func printsWhatTheParsedCommandPrints(_ arguments: [String]) throws {
    let shortcut = try CLIRunner.run(arguments, input: Self.names)
    let parsed = try CLIRunner.run(arguments + ["--"], input: Self.names)
    #expect(shortcut.status == 65, "the line that is not UTF-8 stops both")
    #expect(shortcut.status == parsed.status)
    #expect(shortcut.stderr == parsed.stderr)
    #expect(shortcut.lines.count == 20_000)
    #expect(shortcut.stdout == parsed.stdout)
  }

  @Test func numberPrintsWhatTheParsedCommandPrints() throws {
    let shortcut = try CLIRunner.run(["number"], input: Self.numbers)
    let parsed = try CLIRunner.run(["number", "--"], input: Self.numbers)
    #expect(shortcut.status == 65, "12a stops both")
    #expect(shortcut.status == parsed.status)
    #expect(shortcut.stderr == parsed.stderr && shortcut.stderr.contains("12a"))
    #expect(shortcut.lines.count == 5_003)
    #expect(shortcut.stdout == parsed.stdout)
  }

  @Test func anythingElseIsParsed() throws {
    // A particle that is not a pair, help and version still reach ArgumentParser.
    let badParticle = try CLIRunner.run(["josa", "xx"], lines: ["김"])
    #expect(badParticle.status == 64)
    #expect(badParticle.stderr.contains("unknown particle pair"))
    let help = try CLIRunner.run(["josa", "-h"])
    #expect(help.status == 0 && help.stdout.contains("USAGE: hangul josa"))
    let version = try CLIRunner.run(["--version"])
    #expect(version.status == 0 && version.stdout.hasPrefix("hangul "))
  }
}
