/// A JSON value written with its keys in the order given: the answers are byte for byte
/// those of `hangul db … --json`, which lists keys in a fixed order.
enum JSONText {
  case string(String)
  case int(Int)
  case bool(Bool)
  case null
  case array([JSONText])
  case object([(String, JSONText)])

  /// Compact JSON text.
  var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .string(let s): Self.quote(s, into: &out)
    case .int(let i): out += String(i)
    case .bool(let b): out += b ? "true" : "false"
    case .null: out += "null"
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        item.write(to: &out)
      }
      out += "]"
    case .object(let pairs):
      out += "{"
      for (i, (key, value)) in pairs.enumerated() {
        if i > 0 { out += "," }
        Self.quote(key, into: &out)
        out += ":"
        value.write(to: &out)
      }
      out += "}"
    }
  }

  /// `s` as a JSON string: quotes, backslashes and control characters escaped, everything
  /// else (Hangul included) as UTF-8, as the CLI writes it.
  private static func quote(_ s: String, into out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}
