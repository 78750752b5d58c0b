import HangulCorpus
import HangulTestSupport
import Testing

/// The golden-fixture input is the package's own generator output: this suite checks the
/// stored names file, which `scripts/data/fixtures/collation-fixtures.sh` writes with the dump
/// tool, against `NameGenerator`. It only reads.
@Suite struct CollationFixtureInputTests {
  /// The generator setting behind `Fixtures/collation-names.txt`.
  static let seed: UInt64 = 20_261_122
  static let count = 12_000
  static var configuration: NameGenerator.Configuration {
    var configuration = NameGenerator.Configuration()
    configuration.otherShare = 0.3
    return configuration
  }

  static func generate() -> [(name: String, category: NameGenerator.Category)] {
    var generator = NameGenerator(seed: seed, configuration: configuration)
    return (0..<count).map { _ in generator.nextEntry() }
  }

  @Test func storedNamesAreTheGeneratorOutput() throws {
    let entries = Self.generate()
    let stored = try #require(FixtureFiles.lines("collation-names.txt"))
    // Byte for byte (String == is canonical equivalence and would hide an NFC/NFD change).
    #expect(stored.map { Array($0.utf8) } == entries.map { Array($0.name.utf8) })
    // Every stress category is in the fixture.
    #expect(Set(entries.map(\.category)) == Set(NameGenerator.Category.allCases))
    // Names survive the one-per-line format (oracle.py strips only the line break).
    #expect(entries.allSatisfy { !$0.name.isEmpty && !$0.name.contains("\n") && !$0.name.hasSuffix("\r") })
  }
}
