// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  // The stored keys and their value types (`TableName`, `ListCursor`, `SectionCount`, …) come
  // with this module: `import HangulPostgres` is enough.
  @_exported import HangulDatabase
  // What a caller passes and gets back (`SearchOptions`, `SearchResults.Hit`, …) and the
  // connection configuration of ``PostgresNameStore/connect(configuration:table:creating:kind:logger:statementTimeout:)``.
  @_exported import Hangul
  @_exported import struct Logging.Logger
  @_exported import struct NIOSSL.TLSConfiguration
  @_exported import class PostgresNIO.PostgresConnection
  // The pool of ``PostgresNameStore/connect(client:table:creating:kind:logger:timeout:)``.
  @_exported import class PostgresNIO.PostgresClient
  @_exported import class NIOSSL.NIOSSLContext
#endif
