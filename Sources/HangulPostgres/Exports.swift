// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  // The stored keys and their value types (`TableName`, `ListCursor`, `SectionCount`, …) come
  // with this module: `import HangulPostgres` is enough.
  @_exported import HangulDatabase
#endif
