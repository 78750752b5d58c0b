// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import PostgresNIO
  import Synchronization

  /// The database server that answered a store's call: the primary or one of its standbys
  /// (``PostgresNameStore/tracingServer(_:)``).
  ///
  /// ```swift
  /// let (_, server) = await PostgresNameStore.tracingServer { try? await store.sections() }
  /// server?.address   // "db-standby-1:5432"
  /// server?.standby   // 0
  /// ```
  public struct AnsweringServer: Sendable, Equatable, CustomStringConvertible {
    /// `host:port` (or the socket's path), as the store's configuration names it; nil for a
    /// store on the caller's pool (``PostgresNameStore/connect(client:table:creating:kind:logger:timeout:)``),
    /// whose server the caller configured.
    ///
    /// ```swift
    /// AnsweringServer(address: "127.0.0.1:5433", standby: 0).address   // "127.0.0.1:5433"
    /// ```
    public var address: String?
    /// The standby's position in the `standbys` given to `connect`; nil for the primary.
    ///
    /// ```swift
    /// AnsweringServer(address: "127.0.0.1:5432", standby: nil).standby   // nil
    /// ```
    public var standby: Int?

    /// `address`, or `primary` or `standby N` when the address is not known.
    ///
    /// ```swift
    /// AnsweringServer(address: "db-standby-1:5432", standby: 0).description   // "db-standby-1:5432"
    /// ```
    public var description: String { address ?? standby.map { "standby \($0)" } ?? "primary" }

    /// The server at `address`, the primary when `standby` is nil.
    ///
    /// ```swift
    /// AnsweringServer(address: "127.0.0.1:5432", standby: nil)
    /// ```
    public init(address: String?, standby: Int?) {
      self.address = address
      self.standby = standby
    }
  }

  /// What a store's monitor knows of one database server: whether it answers, whether reads
  /// go to it, and how far a standby lags (``PostgresNameStore/health()``).
  ///
  /// ```swift
  /// for server in await store.health() where !server.takesReads { print("\(server.address ?? "?") is left out") }
  /// ```
  public struct ServerHealth: Sendable, Equatable {
    /// `host:port` (or the socket's path); nil for a store on the caller's pool.
    ///
    /// ```swift
    /// let standby = ServerHealth(address: "127.0.0.1:5433", standby: 0, answers: true, takesReads: false, lag: .seconds(3))
    /// standby.address   // "127.0.0.1:5433"
    /// ```
    public var address: String?
    /// The standby's position in the `standbys` given to `connect`; nil for the primary.
    ///
    /// ```swift
    /// let standby = ServerHealth(address: "127.0.0.1:5433", standby: 0, answers: true, takesReads: false, lag: .seconds(3))
    /// standby.standby   // 0
    /// ```
    public var standby: Int?
    /// Whether it answered its last question (the monitor's, within the last 1.5 s, for a
    /// store with standbys).
    ///
    /// ```swift
    /// let standby = ServerHealth(address: "127.0.0.1:5433", standby: 0, answers: true, takesReads: false, lag: .seconds(3))
    /// standby.answers   // true
    /// ```
    public var answers: Bool
    /// Whether reads go to it now: for a standby, it answers and is within the lag bound; the
    /// primary takes the reads no standby can.
    ///
    /// ```swift
    /// let standby = ServerHealth(address: "127.0.0.1:5433", standby: 0, answers: true, takesReads: false, lag: .seconds(3))
    /// standby.takesReads   // false: 3 s behind, over a bound of 1 s
    /// ```
    public var takesReads: Bool
    /// How far a standby's replay is behind the primary, as the monitor last measured it
    /// (zero when it has replayed the primary's last position); nil for the primary and for a
    /// standby whose lag is not known.
    ///
    /// ```swift
    /// let standby = ServerHealth(address: "127.0.0.1:5433", standby: 0, answers: true, takesReads: false, lag: .seconds(3))
    /// standby.lag == .seconds(3)   // true
    /// ```
    public var lag: Duration?

    /// A server's health, as the monitor found it.
    ///
    /// ```swift
    /// ServerHealth(address: "127.0.0.1:5433", standby: 0, answers: true, takesReads: true, lag: .zero)
    /// ```
    public init(address: String?, standby: Int?, answers: Bool, takesReads: Bool, lag: Duration?) {
      self.address = address
      self.standby = standby
      self.answers = answers
      self.takesReads = takesReads
      self.lag = lag
    }
  }

  extension PostgresNameStore {
    /// The servers that answered the calls of a ``tracingServer(_:)``, last one kept.
    final class ServerTrace: Sendable {
      let last = Mutex<AnsweringServer?>(nil)
    }

    /// The trace of the running ``tracingServer(_:)``, if any.
    @TaskLocal static var serverTrace: ServerTrace?

    /// Runs `body` (on the caller's actor) and returns its result with the server that
    /// answered the last call of a store in it (nil when none was made): a read on the
    /// primary or on a standby, a write on the primary. A server can name the database behind
    /// each response with it.
    ///
    /// ```swift
    /// let (sections, server) = try await PostgresNameStore.tracingServer { () async throws(DatabaseError) in
    ///   try await store.sections()
    /// }
    /// print("answered by \(server?.description ?? "no database")")
    /// ```
    public static func tracingServer<R, E: Error>(
      isolation: isolated (any Actor)? = #isolation, _ body: () async throws(E) -> R
    ) async throws(E) -> (result: R, server: AnsweringServer?) {
      let trace = ServerTrace()
      let outcome: Result<R, E> = await $serverTrace.withValue(
        trace,
        operation: { () async -> Result<R, E> in
          do throws(E) { return .success(try await body()) } catch { return .failure(error) }
        }, isolation: isolation)
      return (try outcome.get(), trace.last.withLock { $0 })
    }

    /// Notes in the running trace that the server of `configuration` answered (`standby`: its
    /// position; nil, the primary).
    static func traceServer(_ configuration: PostgresConnection.Configuration?, standby: Int?) {
      guard let trace = serverTrace else { return }
      let address = configuration.flatMap(address)
      trace.last.withLock { $0 = AnsweringServer(address: address, standby: standby) }
    }

    /// The configuration of the server writes go to, when the store makes its own
    /// connections: the primary given to `connect`, or the standby promoted since.
    var primaryConfiguration: PostgresConnection.Configuration? {
      guard case .own(let configuration) = source else { return nil }
      return standbys?.primary ?? configuration
    }

    /// The primary and each standby, as the store knows them now: for a store with standbys,
    /// what its monitor found (asked every 300 ms; no statement is run); without, whether
    /// the primary answers a statement now (within the store's limit). After a standby's
    /// promotion, the first entry is the promoted server, and its own entry, no longer a
    /// standby, takes no reads.
    ///
    /// ```swift
    /// let servers = await store.health()
    /// servers.map(\.takesReads)   // [true, true, false]: the primary, then each standby
    /// ```
    ///
    /// - Complexity: O(*s*) for *s* standbys; one round trip for a store without standbys.
    public func health() async -> [ServerHealth] {
      let primary = primaryConfiguration
      guard let standbys else {
        let answers = (try? await sessionSetting("server_version")) != nil
        return [
          ServerHealth(
            address: primary.flatMap(Self.address), standby: nil, answers: answers, takesReads: answers, lag: nil)
        ]
      }
      let now = ContinuousClock.now
      let primaryAnswers = !standbys.primaryIsDown
      return [
        ServerHealth(
          address: primary.flatMap(Self.address), standby: nil, answers: primaryAnswers, takesReads: primaryAnswers,
          lag: nil)
      ]
        + standbys.members.map { member in
          ServerHealth(
            address: Self.address(member.configuration), standby: member.index,
            answers: member.isAnswering(at: now), takesReads: member.isUsable(at: now),
            lag: member.state.withLock { $0.lag })
        }
    }

    /// `host:port` of a TCP configuration, or its socket's path.
    static func address(_ configuration: PostgresConnection.Configuration) -> String? {
      configuration.host.map { "\($0):\(configuration.port ?? 5432)" } ?? configuration.unixSocketPath
    }
  }
#endif
