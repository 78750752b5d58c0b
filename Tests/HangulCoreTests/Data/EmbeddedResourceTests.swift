import RepositoryFiles
import Testing

@testable import HangulCore

/// The bytes compiled into the binary (`CHangulResources`) are the files of `Resources`, every
/// one of them, byte for byte.
@Suite struct EmbeddedResourceTests {
  /// Each resource and the file it embeds.
  static let files: [(EmbeddedResource, String)] = [
    (.normalization, "Resources/ICUTables/normalization.bin"),
    (.hanjaReadings, "Resources/ICUTables/hanja-readings.bin"),
    (.collation, "Resources/ICUTables/collation.bin"),
    (.gazetteer, "Resources/Gazetteer/units.txt"),
    (.compounds, "Resources/Lexicon/compounds.txt"),
    (.phraseWords, "Resources/Lexicon/phrase-words.txt"),
    (.surnames, "Resources/Corpora/surnames.tsv"),
    (.givenNames, "Resources/Corpora/given.tsv"),
    (.corpusLicenses, "Resources/Corpora/LICENSES.md"),
  ]

  @Test func everyResourceIsItsFile() throws {
    #expect(Self.files.map(\.0) == EmbeddedResource.allCases)
    for (resource, path) in Self.files {
      let file = try #require(RepositoryFiles.bytes(path), "\(path)")
      #expect(file.count > 0, "\(path)")
      #expect(resource.bytes == file, "\(resource) is \(path)")
      #expect(resource.buffer.count == file.count, "\(resource)")
    }
  }

  @Test func textsAreTheirFilesDecoded() throws {
    for (resource, path) in Self.files where !path.hasSuffix(".bin") {
      let file = try #require(RepositoryFiles.read(path), "\(path)")
      #expect(resource.text == file, "\(path)")
    }
  }
}
