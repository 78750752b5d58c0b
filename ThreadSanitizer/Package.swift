// swift-tools-version: 6.0
// ThreadSanitizer's build of the concurrency tests (scripts/checks/tsan.sh). The tests are the
// very file the main suite runs (Tests/HangulTests/Robustness/ConcurrencyTests.swift, linked
// here), built in a package of their own so that a sanitized build compiles the `Hangul`
// library and this one file, not every test target and the database drivers.
import PackageDescription

let package = Package(
  name: "ThreadSanitizer",
  dependencies: [.package(name: "swift-hangul", path: "..")],
  targets: [
    .testTarget(
      name: "ConcurrencyTests",
      dependencies: [
        .product(name: "Hangul", package: "swift-hangul"),
        .product(name: "HangulCorpus", package: "swift-hangul"),
      ]
    )
  ]
)
