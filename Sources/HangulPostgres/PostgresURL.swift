// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import HangulDatabase

  /// The parts of `postgres://user[:password]@host[:port]/database`, or of libpq's multi-host
  /// form `postgres://user@host1[:port1],host2[:port2],…/database`: every server of a cluster,
  /// the primary and its hot standbys in any order
  /// (``PostgresNameStore/connect(url:table:creating:kind:timeout:statementTimeout:)`` finds
  /// which one takes writes).
  ///
  /// ```swift
  /// let url = try PostgresURL("postgres://app:s%40cret@127.0.0.1:5433/names")
  /// url.password   // "s@cret" (percent-decoded)
  /// url.port       // 5433
  /// try PostgresURL("postgres://app@db-1,db-2:5433/names?target_session_attrs=read-write").servers.count   // 2
  /// ```
  public struct PostgresURL: Sendable, Hashable {
    /// One server of the URL: its host and port.
    ///
    /// ```swift
    /// try PostgresURL("postgres://app@db-1,db-2:5433/names").servers[1]   // PostgresURL.Server(host: "db-2", port: 5433)
    /// ```
    public struct Server: Sendable, Hashable {
      /// The host name or address.
      ///
      /// ```swift
      /// PostgresURL.Server(host: "db-2", port: 5433).host   // "db-2"
      /// ```
      public var host: String
      /// The port (5432 when not given).
      ///
      /// ```swift
      /// PostgresURL.Server(host: "db-2", port: 5433).port   // 5433
      /// ```
      public var port: Int

      /// The server at `host` and `port`.
      ///
      /// ```swift
      /// PostgresURL.Server(host: "127.0.0.1", port: 5432)
      /// ```
      public init(host: String, port: Int) {
        self.host = host
        self.port = port
      }
    }

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
    /// The host name or address (of the first server, in the multi-host form).
    ///
    /// ```swift
    /// try PostgresURL("postgres://app@db.internal/names").host   // "db.internal"
    /// ```
    public var host: String
    /// The port (5432 when not given; of the first server, in the multi-host form).
    ///
    /// ```swift
    /// try PostgresURL("postgres://app@db:6432/names").port   // 6432
    /// ```
    public var port: Int
    /// Every server of the URL, in its order: one, or those of the multi-host form.
    ///
    /// ```swift
    /// try PostgresURL("postgres://app@db-1:5432,db-2:5433/names").servers.map(\.port)   // [5432, 5433]
    /// ```
    public var servers: [Server]
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
      servers = try hostPort.split(separator: ",", omittingEmptySubsequences: false).map {
        part throws(DatabaseError) in try Self.server(part, text)
      }
      host = servers[0].host
      port = servers[0].port
      self.database = try Self.decoded(database, text)
      guard !user.isEmpty, !self.database.isEmpty, Set(servers).count == servers.count else { throw .invalidURL(text) }
    }

    /// `host[:port]` or `[IPv6 address][:port]`, the host not empty, the port within 1…65535.
    private static func server(_ part: Substring, _ text: String) throws(DatabaseError) -> Server {
      var host = part
      var port: Substring?
      if part.hasPrefix("[") {
        guard let close = part.firstIndex(of: "]") else { throw .invalidURL(text) }
        host = part[part.index(after: part.startIndex)..<close]
        let after = part[part.index(after: close)...]
        if !after.isEmpty {
          guard after.hasPrefix(":") else { throw .invalidURL(text) }
          port = after.dropFirst()
        }
      } else if let colon = part.lastIndex(of: ":") {
        host = part[..<colon]
        port = part[part.index(after: colon)...]
      }
      guard !host.isEmpty else { throw .invalidURL(text) }
      guard let port else { return Server(host: String(host), port: 5432) }
      guard let number = Int(port), (1...65535).contains(number) else { throw .invalidURL(text) }
      return Server(host: String(host), port: number)
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
