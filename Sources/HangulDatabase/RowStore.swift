import Hangul

/// A ``NameStore`` whose table can hold rows (``NameRow``): the application's id and an
/// optional scope with each name, written one row at a time or imported, and read within
/// one scope. `SharedSQLiteNameStore` (HangulSQLite) conforms.
///
/// Every read within a scope answers as the in-memory library does over that scope's names
/// alone, in write order: ``sections(in:)`` as `SectionIndex`'s contacts layout counts them,
/// ``list(in:section:after:limit:)`` in Korean order (ties in write order; a put that replaces
/// a row keeps its place), ``searchPage(in:_:options:after:limit:)`` as `SearchIndex` ranks,
/// each with the rows' ids. The reads of ``NameStore`` read the rows without a scope.
///
/// ```swift
/// func directory(_ store: some RowStore, of organization: RowScope) async throws(DatabaseError) -> [String] {
///   try await store.list(in: organization, section: nil, after: nil, limit: 50).items
/// }
/// ```
public protocol RowStore: NameStore {
  /// What the table holds: ``TableKind/names`` for a table of names alone (which the
  /// rows' reads and writes refuse with ``DatabaseError/namesTable(_:)``, but for a
  /// replacing import of the whole table, which turns it into a table of rows).
  ///
  /// ```swift
  /// store.kind   // .rows
  /// ```
  var kind: TableKind { get }

  /// The non-empty sections of `scope`'s rows, in order, with their counts.
  ///
  /// ```swift
  /// try await store.sections(in: try RowScope("org-1")).map(\.title)   // ["ㄱ", "ㅎ"]
  /// ```
  ///
  /// - Throws: ``DatabaseError/namesTable(_:)`` for a scope in a table of names.
  func sections(in scope: RowScope?) async throws(DatabaseError) -> [SectionCount]

  /// `scope`'s names in Korean order with their ids (``ListPage/ids``), of one section or
  /// all, after `cursor`, at most `limit`, as ``NameStore/list(section:after:limit:)``.
  ///
  /// ```swift
  /// let page = try await store.list(in: try RowScope("org-1"), section: "ㄱ", after: nil, limit: 50)
  /// ```
  func list(in scope: RowScope?, section: String?, after cursor: ListCursor?, limit: Int?)
    async throws(DatabaseError) -> ListPage

  /// A page of the search results for `query` among `scope`'s rows, each with its id
  /// (``NameMatch/id``), as ``NameStore/searchPage(_:options:after:limit:)``.
  ///
  /// ```swift
  /// try await store.searchPage(in: nil, "ㅎㄱ", options: SearchOptions(), after: nil, limit: 20)
  /// ```
  func searchPage(
    in scope: RowScope?, _ query: String, options: SearchOptions, after cursor: SearchCursor?, limit: Int?
  ) async throws(DatabaseError) -> SearchPage

  /// Imports the rows of `batches` in order, in one transaction, streamed; with `replacing`,
  /// they replace the rows it selects (then every row must be in the replaced scope). A
  /// scope and id that is there already, or comes twice, stops the import with
  /// ``DatabaseError/duplicateRow(id:scope:)``; if `batches` throws, nothing changes and its
  /// error is rethrown as it is. A table of names replaced whole becomes a table of rows.
  ///
  /// ```swift
  /// let rows = [NameRow(id: try RowID("1"), scope: nil, name: "홍길동")]
  /// let upload = AsyncStream<[NameRow]> { $0.yield(rows); $0.finish() }
  /// try await store.importRows(batches: upload, replacing: .table, progress: nil)   // 1
  /// ```
  ///
  /// - Returns: the number of rows added.
  @discardableResult
  func importRows<Batches: AsyncSequence>(
    batches: Batches, replacing: RowSelection?, progress: (@Sendable (ImportProgress) -> Void)?
  ) async throws -> Int where Batches.Element == [NameRow]

  /// Applies `changes` in order, in one transaction: each row's name and keys change
  /// together, a reader sees all of the changes or none, and a write that fails changes
  /// nothing. A table that does not exist yet is made, as a table of rows.
  ///
  /// ```swift
  /// try await store.write([.put(NameRow(id: try RowID("1"), scope: nil, name: "홍길동"))])   // [nil]
  /// ```
  ///
  /// - Returns: for each change, the name its row had before it (nil: there was no row), so
  ///   that a server can tell a new row from a replaced one.
  /// - Throws: ``DatabaseError/namesTable(_:)`` on a table of names,
  ///   ``DatabaseError/invalidRow(_:)`` for an empty name.
  /// - Complexity: O(*c* log *N*) for *c* changes in a table of *N* rows.
  @discardableResult
  func write(_ changes: [RowChange]) async throws(DatabaseError) -> [String?]
}

/// The rows a replacing import or a key rebuild works on: the whole table, or one scope's
/// rows (``RowScope``; nil: the rows without a scope).
///
/// ```swift
/// let selection = RowSelection.scope(try RowScope("org-1"))
/// selection.contains(scope: try RowScope("org-1"))   // true
/// ```
public enum RowSelection: Sendable, Hashable {
  /// Every row of the table.
  case table
  /// The rows of one scope (nil: the rows without a scope).
  case scope(RowScope?)

  /// Whether a row of `scope` is selected.
  ///
  /// ```swift
  /// RowSelection.table.contains(scope: nil)   // true
  /// ```
  public func contains(scope: RowScope?) -> Bool {
    switch self {
    case .table: true
    case .scope(let selected): selected == scope
    }
  }
}

extension RowStore {
  /// Puts one row, as ``write(_:)``: the name it replaced (nil: the row is new).
  ///
  /// ```swift
  /// try await store.put(NameRow(id: try RowID("7"), scope: nil, name: "김병욱"))   // nil
  /// ```
  @discardableResult
  public func put(_ row: NameRow) async throws(DatabaseError) -> String? {
    try await write([.put(row)])[0]
  }

  /// Deletes the row of `scope` and `id`, as ``write(_:)``: the name it had (nil: there was
  /// no such row).
  ///
  /// ```swift
  /// try await store.delete(id: try RowID("7"), scope: nil)   // "김병욱"
  /// ```
  @discardableResult
  public func delete(id: RowID, scope: RowScope?) async throws(DatabaseError) -> String? {
    try await write([.delete(id: id, scope: scope)])[0]
  }

  /// Imports `rows` in order, in one transaction, as ``importRows(batches:replacing:progress:)``.
  ///
  /// ```swift
  /// try await store.importRows([NameRow(id: try RowID("1"), scope: nil, name: "홍길동")], replacing: .table)   // 1
  /// ```
  ///
  /// - Complexity: O(*n* log *N*) for *n* rows into a table of *N*.
  @discardableResult
  public func importRows(_ rows: [NameRow], replacing: RowSelection?) async throws(DatabaseError) -> Int {
    let batches = ArrayBatches(rows, size: 65_536)
    do {
      return try await importRows(batches: batches, replacing: replacing, progress: nil)
    } catch let error as DatabaseError {
      throw error
    } catch {
      throw .failed("\(error)")
    }
  }
}
