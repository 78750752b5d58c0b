// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import HangulDatabase

  /// The parts of `postgres://user[:password]@host[:port]/database`.
  ///
  /// ```swift
  /// let url = try PostgresURL("postgres://app:s%40cret@127.0.0.1:5433/names")
  /// url.password   // "s@cret" (percent-decoded)
  /// url.port       // 5433
  /// ```
  public struct PostgresURL: Sendable, Hashable {
    /// The user name.
    ///
    /// ```swift
    /// try PostgresURL("postgres://app@db/names").user   // "app"
    /// ```
    public var user: String
    /// The password, if any.
    ///
    /// ```swift
    /// try PostgresURL("postgres://app:pw@db/names").password   // "pw"
    /// ```
    public var password: String?
    /// The host name or address.
    ///
    /// ```swift
    /// try PostgresURL("postgres://app@db.internal/names").host   // "db.internal"
    /// ```
    public var host: String
    /// The port (5432 when not given).
    ///
    /// ```swift
    /// try PostgresURL("postgres://app@db:6432/names").port   // 6432
    /// ```
    public var port: Int
    /// The database.
    ///
    /// ```swift
    /// try PostgresURL("postgres://app@db/names").database   // "names"
    /// ```
    public var database: String

    /// Parses `text`.
    ///
    /// ```swift
    /// try PostgresURL("postgres://app@localhost/app").port   // 5432
    /// ```
    ///
    /// - Throws: ``DatabaseError/invalidURL(_:)`` if a part is missing or malformed.
    /// - Complexity: O(*n*) in the length of `text`.
    public init(_ text: String) throws(DatabaseError) {
      var rest = Substring(text)
      if rest.hasPrefix("postgres://") {
        rest = rest.dropFirst("postgres://".count)
      } else if rest.hasPrefix("postgresql://") {
        rest = rest.dropFirst("postgresql://".count)
      } else {
        throw .invalidURL(text)
      }
      guard let at = rest.lastIndex(of: "@"), let slash = rest[at...].firstIndex(of: "/") else {
        throw .invalidURL(text)
      }
      let credentials = rest[..<at]
      let hostPort = rest[rest.index(after: at)..<slash]
      var database = rest[rest.index(after: slash)...]
      if let query = database.firstIndex(of: "?") { database = database[..<query] }
      if let colon = credentials.firstIndex(of: ":") {
        user = try Self.decoded(credentials[..<colon], text)
        password = try Self.decoded(credentials[credentials.index(after: colon)...], text)
      } else {
        user = try Self.decoded(credentials, text)
        password = nil
      }
      if let colon = hostPort.lastIndex(of: ":") {
        guard let port = Int(hostPort[hostPort.index(after: colon)...]), (1...65535).contains(port) else {
          throw .invalidURL(text)
        }
        host = String(hostPort[..<colon])
        self.port = port
      } else {
        host = String(hostPort)
        port = 5432
      }
      self.database = try Self.decoded(database, text)
      guard !user.isEmpty, !host.isEmpty, !self.database.isEmpty else { throw .invalidURL(text) }
    }

    /// `part` with %XX escapes decoded.
    private static func decoded(_ part: Substring, _ text: String) throws(DatabaseError) -> String {
      var bytes: [UInt8] = []
      var utf8 = Array(part.utf8)[...]
      while let byte = utf8.popFirst() {
        if byte == UInt8(ascii: "%") {
          guard utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) else {
            throw .invalidURL(text)
          }
          bytes.append(value)
          utf8 = utf8.dropFirst(2)
        } else {
          bytes.append(byte)
        }
      }
      return String(decoding: bytes, as: UTF8.self)
    }
  }
#endif
