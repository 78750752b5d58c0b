import HangulCorpus
import RepositoryFiles
import Testing

/// The tables compiled into the library are exactly the files in Resources/Corpora.
@Suite struct KoreanNameCorpusTests {
  @Test(arguments: KoreanNameCorpus.Table.allCases)
  func embeddedTableEqualsResourceFile(table: KoreanNameCorpus.Table) throws {
    let file = try #require(RepositoryFiles.read("Resources/Corpora/" + table.rawValue))
    let embedded = KoreanNameCorpus.rawTable(table)
    // Compare scalars, not Strings: String equality would hide a normalization change.
    #expect(Array(embedded.unicodeScalars) == Array(file.dropLast(file.hasSuffix("\n") ? 1 : 0).unicodeScalars))
  }

  @Test func embeddedLicenseNoticeEqualsLicensesFile() throws {
    let file = try #require(RepositoryFiles.read("Resources/Corpora/LICENSES.md"))
    #expect(
      Array(KoreanNameCorpus.licenseNotice.unicodeScalars)
        == Array(file.dropLast(file.hasSuffix("\n") ? 1 : 0).unicodeScalars))
    // Each table's MIT notice, with its copyright line, is in the notice compiled in.
    #expect(KoreanNameCorpus.licenseNotice.contains("Copyright (c) 2024 Sihan Chen"))
    #expect(KoreanNameCorpus.licenseNotice.contains("Copyright (c) 2023 Chang Park"))
  }

  @Test func tablesParseCompletely() {
    #expect(KoreanNameCorpus.surnames.count == 191)
    #expect(KoreanNameCorpus.givenNames.count == 3_757)
    #expect(KoreanNameCorpus.surnames[0].surname == "김")
    #expect(KoreanNameCorpus.surnames[0].hanja == "金")
    #expect(KoreanNameCorpus.surnames.allSatisfy { $0.count > 0 && !$0.surname.isEmpty })
  }
}
