import CollationOracle

@testable import HangulCollationTables

/// The option sets every exhaustive test runs under.
let allConfigurations: [(name: String, numeric: Bool, latinFirst: Bool, strength: CollationStrength)] = [
  ("default", false, false, .tertiary),
  ("numeric", true, false, .tertiary),
  ("latinFirst", false, true, .tertiary),
  ("primary", false, false, .primary),
  ("secondary", false, false, .secondary),
  ("quaternary", false, false, .quaternary),
  ("identical", false, false, .identical),
  ("numeric+latinFirst+secondary", true, true, .secondary),
  ("numeric+latinFirst+identical", true, true, .identical),
]

/// ICU (the oracle) and the built-in collator with the same options.
final class CollatorPair: @unchecked Sendable {
  let icu: OpaquePointer
  let builtIn: BuiltInCollator
  init(numeric: Bool, latinFirst: Bool, strength: CollationStrength) {
    icu = oracle_collator_open(Int32(strength.rawValue), numeric ? 1 : 0, latinFirst ? 1 : 0)
    builtIn = BuiltInCollator(sortsDigitsNumerically: numeric, sortsLatinFirst: latinFirst, strength: strength)
  }
  deinit { oracle_collator_close(icu) }

  func icuKey(_ utf8: [UInt8]) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: 64 + utf8.count * 16)
    let n = utf8.withUnsafeBufferPointer { t in
      out.withUnsafeMutableBufferPointer {
        oracle_sort_key(icu, t.baseAddress, Int32(t.count), $0.baseAddress, Int32($0.count))
      }
    }
    precondition(n > 0 && Int(n) <= out.count)
    return Array(out[0..<Int(n)])
  }
  func key(_ utf8: [UInt8]) -> [UInt8] { utf8.withUnsafeBufferPointer { builtIn.key($0) } }
  func icuCompare(_ a: [UInt8], _ b: [UInt8]) -> Int {
    a.withUnsafeBufferPointer { x in
      b.withUnsafeBufferPointer { y in
        Int(oracle_compare(icu, x.baseAddress, Int32(x.count), y.baseAddress, Int32(y.count)))
      }
    }
  }
  func compare(_ a: [UInt8], _ b: [UInt8]) -> Int {
    a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in builtIn.compare(x, y) } }
  }
}

func utf8(_ scalars: [UInt32]) -> [UInt8] {
  var s = ""
  for c in scalars { s.unicodeScalars.append(Unicode.Scalar(c)!) }
  return Array(s.utf8)
}

func hex(_ b: [UInt8]) -> String {
  b.map { x in
    let h = String(x, radix: 16)
    return h.count == 1 ? "0" + h : h
  }.joined(separator: " ")
}
