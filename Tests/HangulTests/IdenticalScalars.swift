/// Whether `a` and `b` are the same Unicode scalars.
///
/// `==` on Swift strings is canonical equivalence ("가" == its NFD "가"), which would let a
/// decomposed answer pass for a composed one; the property tests compare scalars.
///
/// ```swift
/// identical("가", "\u{1100}\u{1161}")   // false, though "가" == "\u{1100}\u{1161}"
/// ```
func identical(_ a: some StringProtocol, _ b: some StringProtocol) -> Bool {
  a.unicodeScalars.elementsEqual(b.unicodeScalars)
}
