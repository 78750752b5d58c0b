import HangulCore

/// The Korean name frequency tables the package ships in `Resources/Corpora`.
///
/// - `surnames`: 191 surnames from the 2015 census (Statistics Korea, KOSIS), with
///   population counts and the Hanja spellings people registered.
/// - `givenNames`: 3,757 given names registered for babies born 2008–2023, with counts.
///
/// The tables are compiled into this target, so they are found from any working directory
/// and from an installed binary, and so are their licence notices (MIT, see
/// ``licenseNotice``): a binary that links this target ships both.
///
/// ```swift
/// let top = KoreanNameCorpus.surnames[0]
/// print(top.surname, top.count, top.hanja)   // 김 10689967 金
/// ```
public enum KoreanNameCorpus {
  /// One row of the surname table.
  ///
  /// ```swift
  /// let kim = KoreanNameCorpus.surnames[0]   // KoreanNameCorpus.Surname(surname: "김", count: 10_689_967, hanja: "金")
  /// ```
  public struct Surname: Sendable, Hashable {
    /// The surname in Hangul, e.g. `"김"` or `"남궁"`.
    ///
    /// ```swift
    /// KoreanNameCorpus.surnames[0].surname   // "김"
    /// ```
    public let surname: String
    /// People with this surname in the 2015 census.
    ///
    /// ```swift
    /// KoreanNameCorpus.surnames[0].count   // 10689967
    /// ```
    public let count: Int
    /// The most common Hanja spelling, e.g. `"金"`.
    ///
    /// ```swift
    /// KoreanNameCorpus.surnames[0].hanja   // "金"
    /// ```
    public let hanja: String
  }

  /// One row of the given-name table.
  ///
  /// ```swift
  /// let top = KoreanNameCorpus.givenNames[0]   // KoreanNameCorpus.GivenName(name: "서윤", count: 38_543)
  /// ```
  public struct GivenName: Sendable, Hashable {
    /// The given name in Hangul, e.g. `"서윤"`.
    ///
    /// ```swift
    /// KoreanNameCorpus.givenNames[0].name   // "서윤"
    /// ```
    public let name: String
    /// Babies registered with this name, 2008–2023.
    ///
    /// ```swift
    /// KoreanNameCorpus.givenNames[0].count   // 38543
    /// ```
    public let count: Int
  }

  /// The surname table, most frequent first.
  ///
  /// ```swift
  /// KoreanNameCorpus.surnames.count   // 191
  /// ```
  public static let surnames: [Surname] = rows(of: surnamesText).map { f in
    Surname(
      surname: String(f[1]), count: Int(f[2])!,
      hanja: String(f[4].split(separator: ";")[0].split(separator: ":")[0]))
  }

  /// The given-name table, most frequent first.
  ///
  /// ```swift
  /// KoreanNameCorpus.givenNames[0].name   // "서윤"
  /// ```
  public static let givenNames: [GivenName] = rows(of: givenNamesText).map { f in
    GivenName(name: String(f[0]), count: Int(f[1])!)
  }

  /// The licence notices of the bundled tables (both MIT), as shipped in
  /// `Resources/Corpora/LICENSES.md`: the copyright lines and permission notices the MIT
  /// licence asks every copy to include, and the underlying public statistics.
  ///
  /// A program that ships the tables (by linking this target) can show it, as
  /// `hangul licenses` does.
  ///
  /// ```swift
  /// KoreanNameCorpus.licenseNotice.contains("MIT License")   // true
  /// ```
  public static var licenseNotice: String { text(.corpusLicenses) }

  /// The raw text of a table as shipped in `Resources/Corpora` (without its final newline).
  ///
  /// ```swift
  /// KoreanNameCorpus.rawTable(.surnames).hasPrefix("rank\tsurname")   // true
  /// ```
  public static func rawTable(_ table: Table) -> String {
    switch table {
    case .surnames: surnamesText
    case .givenNames: givenNamesText
    }
  }

  /// The tables the package ships.
  ///
  /// ```swift
  /// KoreanNameCorpus.Table.surnames.rawValue   // "surnames.tsv"
  /// ```
  public enum Table: String, Sendable, CaseIterable {
    /// `Resources/Corpora/surnames.tsv`.
    case surnames = "surnames.tsv"
    /// `Resources/Corpora/given.tsv`.
    case givenNames = "given.tsv"
  }

  /// `Resources/Corpora/surnames.tsv`, without its final newline (made on each use: the
  /// tables keep their parsed rows, not the text).
  private static var surnamesText: String { text(.surnames) }
  /// `Resources/Corpora/given.tsv`, without its final newline.
  private static var givenNamesText: String { text(.givenNames) }

  /// A file of `Resources/Corpora` as text, without its final newline.
  ///
  /// - Complexity: O(*n*) in the size of the file.
  private static func text(_ resource: EmbeddedResource) -> String {
    let bytes = resource.buffer
    return String(decoding: bytes.last == UInt8(ascii: "\n") ? bytes.dropLast() : bytes[...], as: UTF8.self)
  }

  /// Tab-separated rows without the header.
  private static func rows(of tsv: String) -> [[Substring]] {
    tsv.split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
  }
}
