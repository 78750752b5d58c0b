/// Whether `a` and `b` are the same Unicode scalars.
///
/// `==` on Swift strings is canonical equivalence ("가" == its NFD "가"), which would let a
/// decomposed answer pass for a composed one; the property tests compare scalars.
///
/// ```swift
/// identical("가", "\u{1100}\u{1161}")   // false, though "가" == "\u{1100}\u{1161}"
/// ```
package func identical(_ a: some StringProtocol, _ b: some StringProtocol) -> Bool {
  a.unicodeScalars.elementsEqual(b.unicodeScalars)
}

/// The scalar values of `s`, so `#expect(scalars(x) == scalars("…"))` is scalar-exact and
/// prints both sides on failure.
///
/// ```swift
/// scalars("가") == scalars("\u{1100}\u{1161}")   // false: [44032] vs [4352, 4449]
/// ```
package func scalars(_ s: some StringProtocol) -> [UInt32] {
  s.unicodeScalars.map(\.value)
}

/// The scalar values of a character, as ``scalars(_:)`` for strings.
///
/// ```swift
/// scalars(Character("\u{1100}\u{1161}"))   // [4352, 4449], not [44032]
/// ```
package func scalars(_ c: Character) -> [UInt32] {
  c.unicodeScalars.map(\.value)
}

/// The scalar values of each string, for scalar-exact comparison of string arrays.
///
/// ```swift
/// scalars(["ㄱ", "ㅏ"])   // [[12593], [12623]]
/// ```
package func scalars(_ strings: [String]) -> [[UInt32]] {
  strings.map { scalars($0) }
}

/// The scalar values of each string of each group, as ``disassembleGrouped(_:level:encoding:)`` returns them.
///
/// ```swift
/// scalars([["ㄱ", "ㅏ"], ["!"]])   // [[[12593], [12623]], [[33]]]
/// ```
package func scalars(_ groups: [[String]]) -> [[[UInt32]]] {
  groups.map { scalars($0) }
}
