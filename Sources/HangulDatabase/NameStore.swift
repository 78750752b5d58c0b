import Hangul

/// A table of names with their stored keys in a database, read and written the same way
/// whatever the database: `SharedSQLiteNameStore` (HangulSQLite) and `PostgresNameStore`
/// (HangulPostgres) conform. Code written against it (a server's routes, a command-line
/// tool, a test) runs on either store.
///
/// A store answers as the in-memory library does over the same names in import order:
/// ``sections()`` as `SectionIndex`'s contacts layout counts them, ``list(section:after:limit:)``
/// in Korean order (ties in import order), ``searchPage(_:options:after:limit:)`` as
/// `SearchIndex` ranks. Reads never wait for an import or a rekey but for a moment: they see
/// the rows committed before it, then all of its rows at once.
///
/// ```swift
/// func firstPage(of store: some NameStore, section: String) async throws(DatabaseError) -> [String] {
///   try await store.list(section: section, after: nil, limit: 50).items
/// }
/// ```
public protocol NameStore: Sendable {
  /// The table.
  ///
  /// ```swift
  /// store.table.name   // "names"
  /// ```
  var table: TableName { get }

  /// Whether the stored keys are this build's, as found when the store opened the table (and
  /// after its own rekey or replacing import).
  ///
  /// ```swift
  /// if store.keyStatus.isStale { try await store.rekey(progress: nil) }
  /// ```
  var keyStatus: KeyStatus { get }

  /// The non-empty sections in order with their counts.
  ///
  /// ```swift
  /// try await store.sections().map(\.title)   // ["ㄱ", "ㅎ", "Z"]
  /// ```
  func sections() async throws(DatabaseError) -> [SectionCount]

  /// Names in Korean order (ties in import order), of one section (a contacts-layout title)
  /// or all, after `cursor`, at most `limit` (nil: every one).
  ///
  /// ```swift
  /// let page = try await store.list(section: "ㄱ", after: nil, limit: 50)
  /// let next = try await store.list(section: "ㄱ", after: page.next, limit: 50)
  /// ```
  ///
  /// - Throws: ``DatabaseError/invalidLimit(_:)`` for a limit outside
  ///   `1...ListPage.maximumLimit`, ``DatabaseError/unknownSection(_:titles:)`` for a title the
  ///   layout does not have.
  func list(section: String?, after cursor: ListCursor?, limit: Int?) async throws(DatabaseError) -> ListPage

  /// A page of the search results for `query` after `cursor` (a previous page's
  /// ``SearchPage/next``), at most `limit`: pages put together equal the whole answer.
  ///
  /// ```swift
  /// let first = try await store.searchPage("ㅎㄱ", options: SearchOptions(), after: nil, limit: 20)
  /// ```
  ///
  /// - Throws: ``DatabaseError/invalidLimit(_:)`` for a limit outside `1...ListPage.maximumLimit`.
  func searchPage(_ query: String, options: SearchOptions, after cursor: SearchCursor?, limit: Int?)
    async throws(DatabaseError) -> SearchPage

  /// Imports the names of `batches` in order, in one transaction, streamed (the store holds a
  /// few batches at a time); with `replacing`, they replace the table's names. Empty names
  /// are skipped. If `batches` throws, nothing changes and its error is rethrown as it is.
  /// `progress` is told how far the import has come.
  ///
  /// ```swift
  /// let upload = AsyncStream<[String]> { $0.yield(["홍길동", "Zoe"]); $0.finish() }
  /// try await store.importNames(batches: upload, replacing: false, progress: nil)   // 2
  /// ```
  ///
  /// - Returns: the number of names added.
  /// - Throws: ``DatabaseError`` when the database fails or refuses
  ///   (``DatabaseError/staleKeys(table:stored:current:)``), and what `batches` throws.
  @discardableResult
  func importNames<Batches: AsyncSequence>(
    batches: Batches, replacing: Bool, progress: (@Sendable (ImportProgress) -> Void)?
  ) async throws -> Int where Batches.Element == [String]

  /// Rebuilds the keys every row stores, with this build's ``KeyVersion``; readers keep
  /// reading meanwhile. `progress` gets the rows done and the rows to do.
  ///
  /// ```swift
  /// try await store.rekey(progress: nil)   // the rows rekeyed
  /// ```
  ///
  /// - Returns: the number of rows rekeyed.
  @discardableResult
  func rekey(progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?) async throws(DatabaseError) -> Int

  /// Closes the connections the store made (not those a caller gave it).
  ///
  /// ```swift
  /// await store.close()
  /// ```
  func close() async
}

extension NameStore {
  /// Imports `names` in order, in one transaction, as ``importNames(batches:replacing:progress:)``.
  ///
  /// ```swift
  /// try await store.importNames(["홍길동", "Zoe"], replacing: true)   // 2
  /// ```
  ///
  /// - Returns: the number of names added.
  /// - Complexity: O(*n* log *N*) for *n* names into a table of *N*.
  @discardableResult
  public func importNames(_ names: [String], replacing: Bool) async throws(DatabaseError) -> Int {
    let batches = NameBatches(names, size: 65_536)
    do {
      return try await importNames(batches: batches, replacing: replacing, progress: nil)
    } catch let error as DatabaseError {
      throw error
    } catch {
      throw .failed("\(error)")
    }
  }

  /// The first `limit` results of `query` (nil: every one), as
  /// ``searchPage(_:options:after:limit:)``'s first page.
  ///
  /// ```swift
  /// try await store.search("ㅎㄱ", options: SearchOptions(), limit: 10).map(\.name)   // ["홍길동"]
  /// ```
  ///
  /// - Throws: ``DatabaseError/invalidLimit(_:)`` for a limit outside `1...ListPage.maximumLimit`.
  public func search(_ query: String, options: SearchOptions, limit: Int?) async throws(DatabaseError)
    -> [NameMatch]
  {
    try await searchPage(query, options: options, after: nil, limit: limit).matches
  }
}
