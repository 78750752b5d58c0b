import SectionNavigation
import Testing

// The checks scripts/checks/extract-examples.py makes of the results the examples state in
// their comments (`EXPR   // RESULT`): each records an issue at the example's line when the
// value differs.

/// `EXPR   // "ㅎㄱㄷ"`, `// 3`, `// true`, `// ["2조", "10조"]`, `// .ascending`: the value equals the result.
@MainActor
func check<T: Equatable>(_ value: T, _ expected: T, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(value == expected, sourceLocation: sourceLocation)
}

/// `EXPR   // [Contact(name: "김민수")]` of a type that is not Equatable: the value is the
/// result, field by field (as `structure(of:)` spells them).
@MainActor
func check<T>(_ value: T, _ expected: T, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(structure(of: value) == structure(of: expected), sourceLocation: sourceLocation)
}

/// `EXPR   // (9, 11)`: a pair of values equals the result.
@MainActor
func check<A: Equatable, B: Equatable>(
  _ value: (A, B), _ expected: (A, B), sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(value == expected, sourceLocation: sourceLocation)
}

/// `EXPR   // (1, 2, 3)`: a triple of values equals the result.
@MainActor
func check<A: Equatable, B: Equatable, C: Equatable>(
  _ value: (A, B, C), _ expected: (A, B, C), sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(value == expected, sourceLocation: sourceLocation)
}

/// `EXPR   // (.giyeok, .siot)`: an Optional pair of values is the result.
@MainActor
func check<A: Equatable, B: Equatable>(
  _ value: (A, B)?, _ expected: (A, B), sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(value.map { $0 == expected } == true, "\(String(describing: value))", sourceLocation: sourceLocation)
}

/// `EXPR   // .ascending`, `// .keys(choseong: "%3a%", jamo: nil)`: the value matches the
/// enum case (the generated closure is `if case RESULT = $0`).
@MainActor
func checkCase<T>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation, _ matches: (T) -> Bool) {
  #expect(matches(value), "\(String(describing: value))", sourceLocation: sourceLocation)
}

/// The line an example printed last (the generated `print` of each example enum records it).
nonisolated(unsafe) var lastPrinted: String?

/// `print(…)   // 김 10689967 金`: the example printed that line last.
@MainActor
func checkPrinted(_ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(lastPrinted == expected, sourceLocation: sourceLocation)
  lastPrinted = nil
}

/// `EXPR   // ["ㄱ", "ㄴ", …, "ㅎ", "A", …, "Z", "#"]`: a list cut at each `…`. The value
/// begins with the elements before the first cut and ends with those after the last; each
/// run of elements between two cuts follows, in order, in between.
@MainActor
func checkPieces<C: Collection>(
  _ value: C, _ pieces: [[C.Element]], sourceLocation: SourceLocation = #_sourceLocation
) where C.Element: Equatable {
  let all = Array(value)
  let first = pieces.first ?? []
  let last = pieces.count > 1 ? pieces[pieces.count - 1] : []
  var holds =
    all.count >= first.count + last.count && all.starts(with: first)
    && all.reversed().starts(with: last.reversed())
  var at = first.count
  let end = all.count - last.count
  for piece in pieces.dropFirst().dropLast() where holds {
    let found = (at...max(at, end - piece.count)).first { i in
      i + piece.count <= end && Array(all[i..<(i + piece.count)]) == piece
    }
    if let found { at = found + piece.count } else { holds = false }
  }
  #expect(holds, "\(all)", sourceLocation: sourceLocation)
}

/// `EXPR   // "known pairs: 이/가, 을/를, …"`: a text cut after a comma; the value begins
/// with the text before the cut.
@MainActor
func checkPrefix(_ value: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(value.hasPrefix(expected), "\(value)", sourceLocation: sourceLocation)
}

/// `EXPR   // 44.0..<132.0`: the extent spans the range.
@MainActor
func check(_ value: Extent, _ expected: Range<Double>, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(
    value.lower == expected.lowerBound && value.upper == expected.upperBound, "\(value)",
    sourceLocation: sourceLocation)
}

/// `EXPR   // [0.0..<10.0, 10.0..<30.0]`: the extents span the ranges.
@MainActor
func check(_ value: [Extent], _ expected: [Range<Double>], sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(value.map { $0.lower..<$0.upper } == expected, "\(value)", sourceLocation: sourceLocation)
}

/// `let rows = try ExtentLayout(…)   // [0..<44, 44..<132]`: the layout's extents span the ranges.
@MainActor
func check(_ value: ExtentLayout, _ expected: [Range<Double>], sourceLocation: SourceLocation = #_sourceLocation) {
  check(value.extents, expected, sourceLocation: sourceLocation)
}

/// `EXPR   // nil`: the value is nil.
@MainActor
func checkNil<T>(_ value: T?, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(value == nil, "\(String(describing: value))", sourceLocation: sourceLocation)
}

/// `EXPR   // 한`: the value's description (an Optional's wrapped value) is the word.
@MainActor
func checkDescription<T>(_ value: T, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(describedUnwrapped(value) == expected, sourceLocation: sourceLocation)
}

/// `EXPR   // throws notANumber("abc")`: the expression throws, an error that is the stated
/// case with the stated values, or whose description holds the stated text (type names
/// before a `.` ignored on both sides); `// throws`: it throws.
@MainActor
func checkThrows(_ expected: String?, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) {
  do {
    try body()
    Issue.record("did not throw \(expected ?? "")", sourceLocation: sourceLocation)
  } catch {
    if let expected {
      #expect(isDescribed(error, by: expected), "\(error)", sourceLocation: sourceLocation)
    }
  }
}

/// The same, for an expression that awaits.
@MainActor
func checkThrows(
  _ expected: String?, sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> Void
) async {
  do {
    try await body()
    Issue.record("did not throw \(expected ?? "")", sourceLocation: sourceLocation)
  } catch {
    if let expected {
      #expect(isDescribed(error, by: expected), "\(error)", sourceLocation: sourceLocation)
    }
  }
}

/// Whether an error is `expected`: its cases and values as `structure(of:)` spells them, or
/// a description that holds the text.
func isDescribed(_ error: any Error, by expected: String) -> Bool {
  let stated = withoutTypeNames(expected)
  return withoutTypeNames(structure(of: error)) == stated
    || withoutTypeNames(String(describing: error)).contains(stated)
}

/// A value as Swift source would write it, from its Mirror rather than its description:
/// `outOfRange("31", style: days)`, `InvalidUTF8Line(lineNumber: 1)`.
func structure(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  func fields(_ mirror: Mirror) -> String {
    mirror.children.map { child in
      let label = child.label.map { $0.hasPrefix(".") ? "" : "\($0): " } ?? ""
      return label + structure(of: child.value)
    }.joined(separator: ", ")
  }
  switch mirror.displayStyle {
  case .enum:
    guard let child = mirror.children.first, let label = child.label else { return String(describing: value) }
    let payload = Mirror(reflecting: child.value)
    return label + "(" + (payload.displayStyle == .tuple ? fields(payload) : structure(of: child.value)) + ")"
  case .optional:
    return mirror.children.first.map { structure(of: $0.value) } ?? "nil"
  case .struct, .class:
    if value is String || value is Substring { return String(reflecting: value) }
    if mirror.children.isEmpty { return String(describing: value) }
    return "\(type(of: value))(" + fields(mirror) + ")"
  case .tuple:
    return "(" + fields(mirror) + ")"
  case .collection, .set:
    return "[" + mirror.children.map { structure(of: $0.value) }.joined(separator: ", ") + "]"
  case .dictionary:
    return "[" + mirror.children.map { structure(of: $0.value) }.joined(separator: ", ") + "]"
  default:
    return value is String ? String(reflecting: value) : String(describing: value)
  }
}

/// `String(describing:)` of a value, of the wrapped value when it is a non-nil Optional.
func describedUnwrapped(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  if mirror.displayStyle == .optional {
    guard let wrapped = mirror.children.first?.value else { return "nil" }
    return describedUnwrapped(wrapped)
  }
  return String(describing: value)
}

/// `Hangul.KoreanNumber.Style.days` and `.days` → `days`, `JosaError.unknownPair` → `unknownPair`
/// (outside string literals).
func withoutTypeNames(_ text: String) -> String {
  var out = ""
  var word = ""
  var inString = false
  var escaped = false
  for c in text {
    if inString {
      out.append(c)
      if escaped {
        escaped = false
      } else if c == "\\" {
        escaped = true
      } else if c == "\"" {
        inString = false
      }
      continue
    }
    if c.isLetter || c.isNumber || c == "_" {
      word.append(c)
      continue
    }
    if c == ".", word.isEmpty || word.first!.isUppercase {
      word = ""  // a type name, dropped with its dot; the dot of an implicit member, dropped
      continue
    }
    out += word
    word = ""
    out.append(c)
    if c == "\"" { inString = true }
  }
  return out + word
}
