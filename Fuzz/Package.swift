// swift-tools-version: 6.1
// The libFuzzer harness of swift-hangul, in a package of its own, so that a package depending
// on swift-hangul resolves none of it. scripts/fuzzing/fuzz.sh builds it with -DFUZZING and the
// fuzzer and address sanitizers; a normal build replays the seed corpus in Fuzz/corpus
// through every entry point, and `swift test --package-path Fuzz` checks that replay.
import PackageDescription

let package = Package(
  name: "swift-hangul-fuzz",
  dependencies: [
    // The package under test, with its default trait (the system ICU: the collation target
    // compares the built-in tables with it).
    .package(name: "swift-hangul", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "HangulFuzz",
      dependencies: [
        .product(name: "Hangul", package: "swift-hangul"),
        .product(name: "_HangulDevelopmentSupport", package: "swift-hangul"),
      ],
      path: "HangulFuzz"),
    .testTarget(name: "HangulFuzzTests", dependencies: ["HangulFuzz"], path: "HangulFuzzTests"),
  ]
)
