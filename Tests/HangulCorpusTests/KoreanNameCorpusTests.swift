import HangulCorpus
import Testing

/// The tables compiled into the library are exactly the files in Resources/Corpora.
@Suite struct KoreanNameCorpusTests {
  /// Resources/Corpora, found from this file's path (tests run from a checkout).
  static let corporaDirectory: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/HangulCorpusTests/<file>
    return parts.joined(separator: "/") + "/Resources/Corpora/"
  }()

  static func readFile(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = fread(&buffer, 1, buffer.count, file)
      if n == 0 { break }
      bytes += buffer[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test(arguments: KoreanNameCorpus.Table.allCases)
  func embeddedTableEqualsResourceFile(table: KoreanNameCorpus.Table) throws {
    let file = try #require(Self.readFile(Self.corporaDirectory + table.rawValue))
    let embedded = KoreanNameCorpus.rawTable(table)
    // Compare scalars, not Strings: String equality would hide a normalization change.
    #expect(Array(embedded.unicodeScalars) == Array(file.dropLast(file.hasSuffix("\n") ? 1 : 0).unicodeScalars))
  }

  @Test func tablesParseCompletely() {
    #expect(KoreanNameCorpus.surnames.count == 191)
    #expect(KoreanNameCorpus.givenNames.count == 3_757)
    #expect(KoreanNameCorpus.surnames[0].surname == "김")
    #expect(KoreanNameCorpus.surnames[0].hanja == "金")
    #expect(KoreanNameCorpus.surnames.allSatisfy { $0.count > 0 && !$0.surname.isEmpty })
  }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
