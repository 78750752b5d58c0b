/// The text files of `Resources` the module embeds (SwiftPM's `.embedInCode`, through the links
/// in `Sources/HangulCore/Tables`), the only place the module touches them. A file of more than
/// 64 KB is embedded as parts of whole lines (`Resources/*/Chunks`, written by
/// `scripts/data/resource-chunks.py`), because the compile time of an embedded file grows faster
/// than its size; the parts joined are the file, byte for byte.
///
/// Each text is made on first use by its reader (one copy of the bytes and a UTF-8
/// validation: about 20 instructions a byte in a release build); nothing is resident before.
enum BundledText {
  /// `Resources/Gazetteer/units.txt`: the administrative unit names, one a line.
  static var gazetteer: String { text(PackageResources.units_1_txt, PackageResources.units_2_txt) }

  /// `Resources/Lexicon/compounds.txt`: the lexicon's entries, one a line, after its `#` header.
  static var compounds: String { text(PackageResources.compounds_1_txt, PackageResources.compounds_2_txt) }

  /// `Resources/Lexicon/phrase-words.txt`: `stem` and `adnominal` lines, after its `#` header.
  static var phraseWords: String { text(PackageResources.phrase_words_1_txt, PackageResources.phrase_words_2_txt) }

  /// The parts of a file, joined and decoded as UTF-8.
  ///
  /// - Complexity: O(*n*) in the total size of the parts.
  static func text(_ parts: [UInt8]...) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(parts.reduce(0) { $0 + $1.count })
    for part in parts { bytes += part }
    return String(decoding: bytes, as: UTF8.self)
  }
}
