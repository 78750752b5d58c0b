import CDisplayWidth

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many terminal columns text takes, by East Asian Width as the C library's `wcwidth`
/// reports it under a UTF-8 locale: Hangul syllables and jamo, CJK and most emoji take two
/// columns, combining marks (and the medial and final conjoining jamo) none, the rest one.
///
/// The width of a string is the sum of its scalars' widths, which is how ncurses advances
/// the cursor when it draws them. Control characters have no width of their own; the screen
/// shows them as `�` (see ``printable(_:)``). The widths are taken under the C.UTF-8 locale
/// whatever the process's locale is; a program that draws with ncurses also calls
/// ``prepareLocale()`` at start-up, so that ncurses reads and writes UTF-8 too.
///
/// ```swift
/// DisplayWidth.of("홍길동")          // 6
/// DisplayWidth.of("Zoë")             // 3
/// DisplayWidth.of("e\u{301}")        // 1 (the combining acute takes no column)
/// DisplayWidth.truncated("홍길동전", toWidth: 5)   // "홍길…"
/// ```
public enum DisplayWidth {
  /// Selects the environment's locale for character types, or `C.UTF-8` when that one is not
  /// UTF-8, so that `wcwidth` (and ncurses) see UTF-8. Returns whether a UTF-8 locale is set.
  ///
  /// ```swift
  /// guard DisplayWidth.prepareLocale() else { fatalError("no UTF-8 locale") }
  /// ```
  @discardableResult
  public static func prepareLocale() -> Bool {
    if let name = setlocale(LC_ALL, ""), isUTF8(String(cString: name)) { return true }
    for candidate in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, candidate) != nil {
      return true
    }
    return false
  }

  private static func isUTF8(_ locale: String) -> Bool {
    let lowered = locale.lowercased()
    return lowered.contains("utf-8") || lowered.contains("utf8")
  }

  /// The columns one scalar takes: 0, 1 or 2 (control characters count 0).
  ///
  /// ```swift
  /// DisplayWidth.of(scalar: "가")   // 2
  /// ```
  public static func of(scalar: Unicode.Scalar) -> Int {
    if scalar.value < 0x7F { return scalar.value >= 0x20 ? 1 : 0 }
    let width = Int(cdisplaywidth_wcwidth(scalar.value))
    return width > 0 ? width : 0
  }

  /// The columns `text` takes.
  ///
  /// ```swift
  /// DisplayWidth.of("김 Andrew")   // 9
  /// ```
  ///
  /// - Complexity: O(n) for n scalars.
  public static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for scalar in text.unicodeScalars { total += of(scalar: scalar) }
    return total
  }

  /// `text` with control characters (C0, DEL, C1) replaced by `�`, which the screen can draw.
  ///
  /// ```swift
  /// DisplayWidth.printable("a\tb")   // "a�b"
  /// ```
  ///
  /// - Complexity: O(n) for n scalars.
  public static func printable(_ text: some StringProtocol) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { scalars.append(isControl(scalar) ? "\u{FFFD}" : scalar) }
    return String(scalars)
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// `text` cut to at most `width` columns on a `Character` boundary, ending in `…` when it
  /// was cut (the ellipsis takes one column). Grapheme clusters are never split, so a
  /// syllable keeps its combining marks and an emoji sequence stays whole or goes whole.
  ///
  /// ```swift
  /// DisplayWidth.truncated("Émile Zola", toWidth: 6)   // "Émile…"
  /// DisplayWidth.truncated("홍길동", toWidth: 6)        // "홍길동" (fits)
  /// DisplayWidth.truncated("홍길동", toWidth: 4)        // "홍…"
  /// ```
  ///
  /// - Complexity: O(n) for n scalars.
  public static func truncated(_ text: some StringProtocol, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    if of(text) <= width { return String(text) }
    var result = ""
    var used = 0
    for character in text {
      let w = of(character.unicodeScalars)
      if used + w > width - 1 { break }
      result.append(character)
      used += w
    }
    return result + "…"
  }

  private static func of(_ scalars: Character.UnicodeScalarView) -> Int {
    var total = 0
    for scalar in scalars { total += of(scalar: scalar) }
    return total
  }
}
