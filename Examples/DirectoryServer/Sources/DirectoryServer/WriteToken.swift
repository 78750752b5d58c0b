import Hummingbird

/// The secret that writes need: the contents of `--write-token-file` (without its final
/// newline), which a `PUT` or `DELETE` gives as `Authorization: Bearer TOKEN`. It is compared
/// in time that does not depend on where a guess goes wrong, and never logged.
struct WriteToken: Sendable {
  private let secret: [UInt8]

  /// The token in the file at `path`; nil when it cannot be read or is empty.
  init?(file path: String) {
    guard var bytes = PageModule.read(path) else { return nil }
    while let last = bytes.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") { bytes.removeLast() }
    guard !bytes.isEmpty else { return nil }
    secret = bytes
  }

  /// Whether `header` (the request's `Authorization`) is `Bearer ` and the token.
  func authorizes(_ header: String?) -> Bool {
    guard let header else { return false }
    let given = Array(header.utf8)
    let prefix = Array("Bearer ".utf8)
    guard given.count == prefix.count + secret.count, given.starts(with: prefix) else { return false }
    // Every byte is compared, whatever the first difference.
    var difference: UInt8 = 0
    for (a, b) in zip(given.dropFirst(prefix.count), secret) { difference |= a ^ b }
    return difference == 0
  }

  /// The answer to a write without the token: 401, and nothing changed.
  static var refusal: Response {
    Response(
      status: .unauthorized,
      headers: [.contentType: "application/json; charset=utf-8", .wwwAuthenticate: "Bearer"],
      body: .init(byteBuffer: ByteBuffer(string: #"{"error":"writes need Authorization: Bearer TOKEN"}"# + "\n")))
  }
}

/// One segment of a request's path, percent-decoded (`%E1%84%80` is a byte each; `+` is
/// itself), and encoded back for a link.
enum PathSegment {
  /// The segment's text; nil for a malformed escape or bytes that are not UTF-8.
  static func decode(_ segment: String) -> String? {
    let utf8 = Array(segment.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    var i = 0
    while i < utf8.count {
      if utf8[i] == UInt8(ascii: "%") {
        guard i + 2 < utf8.count, let high = hex(utf8[i + 1]), let low = hex(utf8[i + 2]) else { return nil }
        bytes.append(high << 4 | low)
        i += 3
      } else {
        bytes.append(utf8[i])
        i += 1
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }

  /// `text` with every byte but ASCII letters, digits and `-._~` percent-encoded.
  static func encode(_ text: String) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"):
        out.append(byte)
      default:
        out += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
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
