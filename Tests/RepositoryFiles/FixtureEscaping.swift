/// The escapes of the tab-separated fixtures in `Tests/Fixtures`: the inverse of
/// `esc` in `scripts/data/fixtures/make-choseong-fixture.py`, which writes `\` as `\\`, tab as
/// `\t`, newline as `\n`, carriage return as `\r` and NUL as `\0`, so that every field stays
/// on one line and between tabs.
///
/// ```swift
/// try FixtureEscaping.unescape(#"\t김\n"#)   // "\t김\n" (a real tab and newline)
/// try FixtureEscaping.unescape(#"a\\t"#)    // #"a\t"# (a backslash, then t)
/// ```
public enum FixtureEscaping {
  /// A backslash followed by something the fixture writer never writes.
  ///
  /// ```swift
  /// do { _ = try FixtureEscaping.unescape(#"a\x"#) } catch { print(error) }
  /// // invalid escape in fixture field "a\\x"
  /// ```
  public struct InvalidEscape: Error, CustomStringConvertible {
    /// The field that holds it.
    ///
    /// ```swift
    /// do { _ = try FixtureEscaping.unescape(#"a\x"#) } catch { print(error.field) }   // a\x
    /// ```
    public let field: String

    /// A sentence naming the field.
    ///
    /// ```swift
    /// do { _ = try FixtureEscaping.unescape("a\\") } catch { print(error) }
    /// // invalid escape in fixture field "a\\"
    /// ```
    public var description: String { "invalid escape in fixture field \(field.debugDescription)" }
  }

  /// The field with its escapes decoded.
  ///
  /// ```swift
  /// try FixtureEscaping.unescape(#"가\0나"#).unicodeScalars.count   // 3
  /// ```
  ///
  /// - Throws: ``InvalidEscape`` for an escape the writer does not produce, or a field that
  ///   ends in a lone backslash.
  /// - Complexity: O(*n*) in the length of the field.
  public static func unescape(_ field: some StringProtocol) throws(InvalidEscape) -> String {
    guard field.unicodeScalars.contains("\\") else { return String(field) }
    // Scalar by scalar, as the writer (Python) works: a backslash before a combining mark
    // would otherwise join it in one Character.
    var result = String.UnicodeScalarView()
    var escaping = false
    for scalar in field.unicodeScalars {
      if escaping {
        switch scalar {
        case "\\": result.append("\\")
        case "t": result.append("\t")
        case "n": result.append("\n")
        case "r": result.append("\r")
        case "0": result.append("\0")
        default: throw InvalidEscape(field: String(field))
        }
        escaping = false
      } else if scalar == "\\" {
        escaping = true
      } else {
        result.append(scalar)
      }
    }
    if escaping { throw InvalidEscape(field: String(field)) }
    return String(result)
  }
}
