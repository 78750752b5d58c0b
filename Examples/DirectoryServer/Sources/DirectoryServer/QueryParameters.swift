/// The parameters of a query string as a form sends them (`application/x-www-form-urlencoded`):
/// `+` is a space and `%XX` a byte, so `q=Kim+Yuna` and `q=Kim%20Yuna` both read "Kim Yuna"
/// and `%2B` is a plus sign. A malformed escape is kept as it is; bytes that are not UTF-8
/// read as U+FFFD. The first value of a repeated name wins.
struct QueryParameters: Sendable {
  private var values: [String: String] = [:]

  init(_ query: String?) {
    guard let query else { return }
    for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = Self.decode(parts[0])
      let value = parts.count > 1 ? Self.decode(parts[1]) : ""
      if values[name] == nil { values[name] = value }
    }
  }

  subscript(_ name: String) -> String? { values[name] }

  private static func decode(_ text: Substring) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    let utf8 = Array(text.utf8)
    var i = 0
    while i < utf8.count {
      let b = utf8[i]
      if b == UInt8(ascii: "+") {
        bytes.append(UInt8(ascii: " "))
      } else if b == UInt8(ascii: "%"), i + 2 < utf8.count, let high = hex(utf8[i + 1]), let low = hex(utf8[i + 2]) {
        bytes.append(high << 4 | low)
        i += 2
      } else {
        bytes.append(b)
      }
      i += 1
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func hex(_ b: UInt8) -> UInt8? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
