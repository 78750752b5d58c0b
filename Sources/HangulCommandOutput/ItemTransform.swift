import Hangul
import HangulCore

/// The answer of a line-by-line command (`decompose`, `compose`, `choseong`, `josa`,
/// `number`, `romanize`, `pronounce`) for one input item: the text the command prints on
/// that item's line. A front end reads the items and writes each answer and a newline.
///
/// ```swift
/// let transform = ItemTransform.decompose(level: .jamo, encoding: .compatibility)
/// try transform.apply("값")   // "ㄱㅏㅂㅅ"
/// ```
public enum ItemTransform: Sendable {
  /// Syllables into jamo at `level`, written in `encoding`.
  case decompose(level: DecompositionLevel, encoding: JamoEncoding)
  /// Jamo into syllables, as the 2-set keyboard composes them.
  case compose
  /// The initial consonants.
  case choseong(ChoseongOptions)
  /// The word with the particle's form it takes, or the form alone (`pick`).
  case josa(Josa, pick: Bool)
  /// An integer read in `style`; anything else stops with ``CommandLineError/invalidItem(_:)``.
  case number(style: KoreanNumber.Style, options: SinoKoreanOptions)
  /// Revised Romanization; with `compound`, the item's parts are split at `+`.
  case romanize(RomanizationOptions, compound: Bool)
  /// The standard pronunciation; with `compound`, the item's parts are split at `+`.
  case pronounce(PronunciationOptions, compound: Bool)

  /// The text printed for `item`.
  ///
  /// ```swift
  /// try ItemTransform.josa(try Josa("이/가"), pick: false).apply("홍길동")   // "홍길동이"
  /// try ItemTransform.compose.apply("ㄱㅏㅂㅅ")   // "값"
  /// ```
  ///
  /// - Throws: ``CommandLineError/invalidItem(_:)`` for a `number` item that is no integer.
  /// - Complexity: O(*n*) in the item's length.
  public func apply(_ item: String) throws(CommandLineError) -> String {
    switch self {
    case .decompose(let level, let encoding):
      return disassemble(item, level: level, encoding: encoding)
    case .compose:
      return assemble(item)
    case .choseong(let options):
      return HangulCore.choseong(of: item, options: options)
    case .josa(let josa, let pick):
      return pick ? josa.form(after: item) : HangulCore.josa(item, josa)
    case .number(let style, let options):
      do {
        return try KoreanNumber.reading(item, style: style, options: options)
      } catch {
        throw .invalidItem(error.description)
      }
    case .romanize(let options, let compound):
      return compound
        ? HangulCore.romanize(compound: item.split(separator: "+", omittingEmptySubsequences: false), options: options)
        : HangulCore.romanize(item, options: options)
    case .pronounce(let options, let compound):
      return compound
        ? HangulCore.pronounce(compound: item.split(separator: "+", omittingEmptySubsequences: false), options: options)
        : HangulCore.pronounce(item, options: options)
    }
  }
}
