internal import CHangulResources

/// A file of `Resources` that the package embeds in the binary (the C target
/// `CHangulResources`, whose sources `#embed` each file as it is): the only place the Swift
/// modules touch their data.
///
/// Nothing is read from disk and nothing is resident beyond the binary's own bytes: a table
/// is decoded from them on first use by its reader.
///
/// ```swift
/// Array(EmbeddedResource.normalization.bytes.prefix(4)) == Array("NRM1".utf8)   // true
/// EmbeddedResource.surnames.text.hasPrefix("rank\tsurname")                     // true
/// ```
package enum EmbeddedResource: Sendable, CaseIterable {
  /// `Resources/ICUTables/normalization.bin` (format in `FORMAT-normalization.md`).
  case normalization
  /// `Resources/ICUTables/hanja-readings.bin`.
  case hanjaReadings
  /// `Resources/ICUTables/collation.bin` (format in `FORMAT-collation.md`).
  case collation
  /// `Resources/Gazetteer/units.txt`: the administrative unit names, one a line.
  case gazetteer
  /// `Resources/Lexicon/compounds.txt`: the lexicon's entries, one a line, after its `#` header.
  case compounds
  /// `Resources/Lexicon/phrase-words.txt`: `stem` and `adnominal` lines, after its `#` header.
  case phraseWords
  /// `Resources/Corpora/surnames.tsv`.
  case surnames
  /// `Resources/Corpora/given.tsv`.
  case givenNames
  /// `Resources/Corpora/LICENSES.md`.
  case corpusLicenses

  /// The file's bytes, in the binary for the life of the program (no copy).
  package var buffer: UnsafeBufferPointer<UInt8> {
    let resource =
      switch self {
      case .normalization: hangul_resource_normalization()
      case .hanjaReadings: hangul_resource_hanja_readings()
      case .collation: hangul_resource_collation()
      case .gazetteer: hangul_resource_gazetteer_units()
      case .compounds: hangul_resource_lexicon_compounds()
      case .phraseWords: hangul_resource_lexicon_phrase_words()
      case .surnames: hangul_resource_corpus_surnames()
      case .givenNames: hangul_resource_corpus_given_names()
      case .corpusLicenses: hangul_resource_corpus_licenses()
      }
    return UnsafeBufferPointer(start: resource.bytes, count: resource.count)
  }

  /// The file's bytes as an array.
  ///
  /// - Complexity: O(*n*) in the size of the file (one copy).
  package var bytes: [UInt8] { Array(buffer) }

  /// The file decoded as UTF-8.
  ///
  /// - Complexity: O(*n*) in the size of the file.
  package var text: String { String(decoding: buffer, as: UTF8.self) }
}
