/// Unicode normalization (NFC, NFD, NFKC, NFKD) in pure Swift, from tables generated from
/// ICU's data: same answers as ICU's `unorm2` for the ICU version in
/// `VERSIONS-normalization.txt`.
///
/// ```swift
/// BuiltInNormalizer.normalizeUTF8("한글", form: .nfd).unicodeScalars.count   // 6
/// BuiltInNormalizer.normalizeUTF8("e\u{301}", form: .nfc)                   // "é"
/// BuiltInNormalizer.isNormalizedUTF8("한글", form: .nfc)                    // true
/// ```
package enum BuiltInNormalizer {
  /// Text in normalization form `form`, read from a string's UTF-8.
  ///
  /// ```swift
  /// BuiltInNormalizer.normalizeUTF8("ﾊﾝｸﾞﾙ", form: .nfkc)   // "ハングル"
  /// ```
  ///
  /// Text that passes the quick check (ASCII, most NFC text for `.nfc`) is returned as it
  /// is, without decoding; otherwise the bytes before the last starter ahead of the first
  /// code point that fails it are copied as they are, and only the rest is normalized.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func normalizeUTF8(_ text: some StringProtocol, form: Form) -> String {
    let tables = NormalizationTables.shared
    if let result = text.utf8.withContiguousStorageIfAvailable({ bytes -> String? in
      guard let boundary = quickCheckBoundary(bytes, form: form, tables: tables) else { return nil }
      let rest = UnsafeBufferPointer(rebasing: bytes[boundary...])
      return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: stackScalars) { storage in
        var buffer = ScalarBuffer(borrowing: storage)
        buffer.appendDecomposed(utf8: rest, compatibility: form.isCompatibility, tables: tables)
        if form.composes { buffer.composeCanonically(tables: tables) }
        return buffer.makeString(after: UnsafeBufferPointer(rebasing: bytes[..<boundary]))
      }
    }) {
      return result ?? String(text)
    }
    return normalize(text.unicodeScalars, form: form)
  }

  /// Whether a string is already in normalization form `form` (exact, like ICU's
  /// `unorm2_isNormalized`, not only a quick check).
  ///
  /// ```swift
  /// BuiltInNormalizer.isNormalizedUTF8("e\u{301}", form: .nfc)   // false
  /// BuiltInNormalizer.isNormalizedUTF8("é", form: .nfc)          // true
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func isNormalizedUTF8(_ text: some StringProtocol, form: Form) -> Bool {
    let tables = NormalizationTables.shared
    if let result = text.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
      guard let boundary = quickCheckBoundary(bytes, form: form, tables: tables) else { return true }
      let rest = UnsafeBufferPointer(rebasing: bytes[boundary...])
      return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: stackScalars) { storage in
        var buffer = ScalarBuffer(borrowing: storage)
        buffer.appendDecomposed(utf8: rest, compatibility: form.isCompatibility, tables: tables)
        if form.composes { buffer.composeCanonically(tables: tables) }
        var i = 0
        for k in 0..<buffer.count {
          guard i < rest.count, UTF8Coding.decode(rest, at: &i) == PackedScalar.codePoint(buffer[k])
          else { return false }
        }
        return i == rest.count
      }
    }) {
      return result
    }
    return isNormalized(text.unicodeScalars, form: form)
  }

  /// Scalars in normalization form `form`, as a string.
  ///
  /// ```swift
  /// BuiltInNormalizer.normalize("가".unicodeScalars, form: .nfd).unicodeScalars.count   // 2
  /// BuiltInNormalizer.normalize(["\u{1100}", "\u{1161}"] as [Unicode.Scalar], form: .nfc)   // "가"
  /// ```
  ///
  /// - Complexity: O(*n*) in the number of scalars.
  static func normalize(_ scalars: some Sequence<Unicode.Scalar>, form: Form) -> String {
    let tables = NormalizationTables.shared
    var isNormal = true
    let input = collect(scalars, form: form, tables: tables, passesQuickCheck: &isNormal)
    if isNormal { return input.makeString() }
    return normalized(input, form: form, tables: tables).makeString()
  }

  /// Whether scalars are already in normalization form `form` (exact).
  ///
  /// ```swift
  /// BuiltInNormalizer.isNormalized("한".unicodeScalars, form: .nfd)   // false
  /// ```
  ///
  /// - Complexity: O(*n*) in the number of scalars.
  static func isNormalized(_ scalars: some Sequence<Unicode.Scalar>, form: Form) -> Bool {
    let tables = NormalizationTables.shared
    var isNormal = true
    let input = collect(scalars, form: form, tables: tables, passesQuickCheck: &isNormal)
    if isNormal { return true }
    let buffer = normalized(input, form: form, tables: tables)
    guard buffer.count == input.count else { return false }
    for k in 0..<input.count where PackedScalar.codePoint(buffer[k]) != input[k] { return false }
    return true
  }

  /// The canonical combining class of a scalar (0 for starters and unassigned code points).
  ///
  /// ```swift
  /// BuiltInNormalizer.canonicalCombiningClass("\u{301}")   // 230
  /// BuiltInNormalizer.canonicalCombiningClass("가")        // 0
  /// ```
  static func canonicalCombiningClass(_ scalar: Unicode.Scalar) -> UInt8 {
    NormalizationTables.shared.properties(scalar.value).combiningClass
  }

  /// The full canonical decomposition of a scalar (its NFD alone), or nil when it has
  /// none. Hangul syllables decompose into conjoining jamo.
  ///
  /// ```swift
  /// BuiltInNormalizer.canonicalDecomposition(of: "한")   // ["\u{1112}", "\u{1161}", "\u{11AB}"]
  /// BuiltInNormalizer.canonicalDecomposition(of: "ﬁ")    // nil (compatibility only)
  /// ```
  ///
  /// - Complexity: O(*k*) in the length of the decomposition.
  static func canonicalDecomposition(of scalar: Unicode.Scalar) -> [Unicode.Scalar]? {
    let tables = NormalizationTables.shared
    guard tables.properties(scalar.value).contains(NormalizationProperties.notNFD) else { return nil }
    var buffer = ScalarBuffer(capacity: 4)
    buffer.appendDecomposed(scalar.value, compatibility: false, tables: tables)
    return (0..<buffer.count).map { Unicode.Scalar(PackedScalar.codePoint(buffer[$0]))! }
  }

  /// The ICU and Unicode versions of the compiled-in table (4 numbers each).
  ///
  /// ```swift
  /// BuiltInNormalizer.dataVersions.unicode   // [15, 0, 0, 0]  with ICU 72
  /// ```
  ///
  /// Read from the table's 20-byte header alone: asking for the versions (as the command
  /// line does at start for `--version`) does not parse the tables.
  package static var dataVersions: (icu: [UInt8], unicode: [UInt8]) {
    let bytes = EmbeddedResource.normalization.buffer
    precondition(bytes.count >= 12 && Array(bytes[0..<4]) == Array("NRM1".utf8), "not a normalization table")
    return (Array(bytes[4..<8]), Array(bytes[8..<12]))
  }

  // MARK: - Steps

  /// The quick check of `form` on well-formed UTF-8: nil when the text passes (no code
  /// point that is never in the form or depends on what precedes it, non-starters in
  /// canonical order), so it is in the form; otherwise the byte offset of the last starter
  /// before the first code point that fails (0 if none). The bytes before that offset are
  /// in the form and nothing after it can change them: it is where normalization starts.
  ///
  /// ```swift
  /// Array("abc".utf8).withUnsafeBufferPointer {
  ///   BuiltInNormalizer.quickCheckBoundary($0, form: .nfd, tables: .shared)   // nil
  /// }
  /// Array("ab가".utf8).withUnsafeBufferPointer {
  ///   BuiltInNormalizer.quickCheckBoundary($0, form: .nfd, tables: .shared)   // 1 ("b")
  /// }
  /// ```
  ///
  /// - Complexity: O(*n*).
  static func quickCheckBoundary(
    _ bytes: UnsafeBufferPointer<UInt8>, form: Form, tables: NormalizationTables
  ) -> Int? {
    let mask = form.quickCheckMask
    var lastClass: UInt8 = 0
    var lastStarter = 0
    var i = 0
    while i < bytes.count {
      if bytes[i] < 0x80 {
        lastStarter = i
        i &+= 1
        lastClass = 0
        continue
      }
      let start = i
      let p = tables.properties(UTF8Coding.decode(bytes, at: &i))
      let ccc = p.combiningClass
      if p.contains(mask) || (ccc != 0 && ccc < lastClass) { return lastStarter }
      if ccc == 0 { lastStarter = start }
      lastClass = ccc
    }
    return nil
  }

  /// Scalars of work buffer kept on the stack (1 KiB); longer texts move to the heap.
  ///
  /// ```swift
  /// BuiltInNormalizer.stackScalars   // 256
  /// ```
  static let stackScalars = 256

  /// The scalars of a sequence in a buffer (code points only); `passesQuickCheck`
  /// becomes false unless they pass the quick check of `form`.
  ///
  /// ```swift
  /// var passes = true
  /// _ = BuiltInNormalizer.collect("abc".unicodeScalars, form: .nfc, tables: .shared, passesQuickCheck: &passes)
  /// passes   // true
  /// ```
  ///
  /// - Complexity: O(*n*).
  static func collect(
    _ scalars: some Sequence<Unicode.Scalar>, form: Form, tables: NormalizationTables,
    passesQuickCheck passes: inout Bool
  ) -> ScalarBuffer {
    let mask = form.quickCheckMask
    var buffer = ScalarBuffer(capacity: scalars.underestimatedCount + 8)
    passes = true
    var lastClass: UInt8 = 0
    for scalar in scalars {
      buffer.reserve(1)
      buffer.append(scalar.value)
      guard passes else { continue }
      let p = tables.properties(scalar.value)
      let ccc = p.combiningClass
      if p.contains(mask) || (ccc != 0 && ccc < lastClass) { passes = false }
      lastClass = ccc
    }
    return buffer
  }

  /// The code points of `input` normalized to `form`.
  ///
  /// ```swift
  /// var passes = true
  /// let input = BuiltInNormalizer.collect("가".unicodeScalars, form: .nfd, tables: .shared, passesQuickCheck: &passes)
  /// BuiltInNormalizer.normalized(input, form: .nfd, tables: .shared).count   // 2
  /// ```
  ///
  /// - Complexity: O(*n*).
  static func normalized(
    _ input: borrowing ScalarBuffer, form: Form, tables: NormalizationTables
  ) -> ScalarBuffer {
    let compatibility = form.isCompatibility
    var buffer = ScalarBuffer(capacity: input.count + input.count / 2 + 8)
    for k in 0..<input.count {
      buffer.appendDecomposed(input[k], compatibility: compatibility, tables: tables)
    }
    if form.composes { buffer.composeCanonically(tables: tables) }
    return buffer
  }
}
