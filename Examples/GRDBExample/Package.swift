// swift-tools-version: 6.0
// HangulSQLite on a GRDB `DatabasePool`: the collation and functions registered on every
// connection of the pool (`Configuration.prepareDatabase`), and a `SQLiteNameStore` on the
// writer's `sqliteConnection`, each checked against the in-memory library. GRDB is a
// dependency of this example only: users of swift-hangul never build it.
// Run by scripts/examples/grdb-example.sh (and CI).
import PackageDescription

let package = Package(
  name: "GRDBExample",
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(name: "swift-hangul", path: "../.."),
  ],
  targets: [
    .executableTarget(
      name: "GRDBExample",
      dependencies: [
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "HangulSQLite", package: "swift-hangul"),
        .product(name: "Hangul", package: "swift-hangul"),
        .product(name: "HangulCorpus", package: "swift-hangul"),
      ]
    )
  ]
)
