/// An integer written in decimal, of any size: the text form every number reading starts from.
///
/// Accepted: optional spaces around, an optional sign (`-`, `+` or U+2212 −), ASCII digits,
/// optionally with commas between groups of three (`12,345`). Leading zeros are ignored.
struct IntegerText: Hashable, Sendable {
  /// Whether the number is below zero (never true for zero).
  let isNegative: Bool
  /// The digits' values, most significant first, without leading zeros; empty for zero.
  let digits: [UInt8]

  /// The integer `text` spells, or `nil`.
  init?(_ text: String) {
    var scalars = Array(text.unicodeScalars)
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    var negative = false
    if let first = scalars.first, first == "-" || first == "+" || first == "\u{2212}" {
      negative = first != "+"
      scalars.removeFirst()
    }
    guard !scalars.isEmpty else { return nil }
    var digits: [UInt8] = []
    digits.reserveCapacity(scalars.count)
    var groupLength = 0
    var sawComma = false
    for scalar in scalars {
      if scalar == "," {
        // A comma ends a group: 1–3 digits before the first comma, exactly 3 after each.
        guard groupLength > 0, groupLength <= 3, !sawComma || groupLength == 3 else { return nil }
        sawComma = true
        groupLength = 0
        continue
      }
      guard scalar.value >= 0x30, scalar.value <= 0x39 else { return nil }
      digits.append(UInt8(scalar.value - 0x30))
      groupLength += 1
    }
    guard groupLength > 0, !sawComma || groupLength == 3 else { return nil }
    let firstNonZero = digits.firstIndex { $0 != 0 } ?? digits.count
    self.digits = Array(digits[firstNonZero...])
    isNegative = negative && !self.digits.isEmpty
  }

  /// The magnitude of `number` (its sign dropped).
  init(magnitudeOf number: IntegerText) {
    isNegative = false
    digits = number.digits
  }

  /// The integer `value`.
  init(_ value: some BinaryInteger) {
    self.init(String(value))!
  }

  /// Whether the number is zero.
  var isZero: Bool { digits.isEmpty }

  /// The groups of four digits, least significant first (12345 → [2345, 1]).
  var groupsOfFour: [Int] {
    var groups: [Int] = []
    var end = digits.count
    while end > 0 {
      let start = max(0, end - 4)
      groups.append(digits[start..<end].reduce(0) { $0 * 10 + Int($1) })
      end = start
    }
    return groups
  }

  /// The value as an `Int` when it fits.
  var intValue: Int? {
    guard digits.count <= 18 else { return nil }
    let magnitude = digits.reduce(0) { $0 * 10 + Int($1) }
    return isNegative ? -magnitude : magnitude
  }
}
