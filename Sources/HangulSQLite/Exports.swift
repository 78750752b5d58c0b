// What a caller passes and gets back (`SearchOptions`, `SearchResults.Hit`, …).
@_exported import Hangul
// The stored keys and their value types (`TableName`, `ListCursor`, `SectionCount`, …) come
// with this module: `import HangulSQLite` is enough.
@_exported import HangulDatabase
