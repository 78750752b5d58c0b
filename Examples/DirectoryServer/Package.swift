// swift-tools-version: 6.2
// A directory server a user would write: Hummingbird 2 in front of a `PostgresNameStore`,
// answering the list screen (sections, pages of a section, search) as JSON and serving the
// list screen itself as a page. Hummingbird is a dependency of this example only: users of
// swift-hangul never build it. Built and checked by scripts/examples/directory-server.sh.
import PackageDescription

let package = Package(
  name: "DirectoryServer",
  dependencies: [
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    .package(name: "swift-hangul", path: "../..", traits: ["ICU", "PostgreSQL"]),
  ],
  targets: [
    .executableTarget(
      name: "directory-server",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "HangulPostgres", package: "swift-hangul"),
        .product(name: "Hangul", package: "swift-hangul"),
      ],
      path: "Sources/DirectoryServer"
    )
  ]
)
