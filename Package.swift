// swift-tools-version: 6.0
// Korean text for Swift: jamo, choseong, ICU collation, section index, search, navigation.
import PackageDescription

/// The system ICU (Debian/Ubuntu `libicu-dev`), linked by the C bridge only.
let icuLibraries: [LinkerSetting] = [
  .linkedLibrary("icui18n"),
  .linkedLibrary("icuuc"),
  .linkedLibrary("icudata"),
]

let package = Package(
  name: "swift-hangul",
  products: [
    .library(name: "Hangul", targets: ["Hangul"]),
    .library(name: "HangulCorpus", targets: ["HangulCorpus"]),
    .library(name: "SectionNavigation", targets: ["SectionNavigation"]),
    .executable(name: "hangul", targets: ["HangulCLI"]),
    .executable(name: "hangul-c-floor", targets: ["HangulCFloor"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // `swift package generate-documentation` for the DocC catalogs (no code is linked).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    // C/C++ bridge to the system ICU. Its public header uses plain C types only, so it can
    // share a build with Foundation (which carries its own ICU). See SPEC §0.
    .target(
      name: "CICU",
      linkerSettings: icuLibraries
    ),
    // Korean text: jamo, decomposition, composition, choseong, normalization, collation,
    // section index, search. No Foundation.
    .target(name: "Hangul", dependencies: ["CICU"]),
    // The bundled name corpora (Resources/, compiled into the target) and the seeded
    // name generator used by tests, benchmarks and the CLI demo.
    .target(name: "HangulCorpus", dependencies: ["Hangul"]),
    // Pure Swift navigation over ordered sections: no ICU, no Foundation.
    .target(name: "SectionNavigation"),
    // The CLI's byte stream → UTF-8 lines splitting, apart so the fuzzer can drive it.
    .target(name: "LineSplitting"),
    // The `hangul` command-line tool.
    .executableTarget(
      name: "HangulCLI",
      dependencies: [
        "Hangul", "HangulCorpus", "SectionNavigation", "LineSplitting",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // C baselines the benchmarks measure against (same process).
    .target(
      name: "CBenchmarkBaselines", path: "Benchmarks/CBenchmarkBaselines",
      linkerSettings: icuLibraries),
    // The whole-process C/C++ floors the benchmarks time the `hangul` binary against.
    .executableTarget(
      name: "HangulCFloor", path: "Benchmarks/HangulCFloor",
      linkerSettings: icuLibraries),
    .executableTarget(
      name: "HangulBenchmarks",
      dependencies: ["Hangul", "HangulCorpus", "SectionNavigation", "CBenchmarkBaselines", "CICU"],
      path: "Benchmarks/HangulBenchmarks"
    ),
    // libFuzzer harness (scripts/fuzz.sh builds it with -DFUZZING); a normal build replays
    // the seed corpus in Fuzz/corpus through every entry point.
    .executableTarget(
      name: "HangulFuzz", dependencies: ["Hangul", "LineSplitting", "TestSupport"], path: "Fuzz/HangulFuzz"),
    .testTarget(name: "HangulFuzzTests", dependencies: ["HangulFuzz"], path: "Fuzz/HangulFuzzTests"),
    // File access shared by the test targets (fixtures, Resources, README).
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "CICUTests", dependencies: ["CICU"]),
    .testTarget(
      name: "HangulTests", dependencies: ["Hangul", "HangulCorpus", "CICU", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "HangulCorpusTests", dependencies: ["HangulCorpus", "Hangul", "TestSupport"]),
    .testTarget(name: "SectionNavigationTests", dependencies: ["SectionNavigation"]),
    .testTarget(name: "ReadmeTests", dependencies: ["Hangul", "SectionNavigation", "TestSupport"]),
    .testTarget(name: "HangulCLITests", dependencies: ["HangulCLI", "Hangul", "LineSplitting"]),
  ],
  cLanguageStandard: .c11,
  cxxLanguageStandard: .cxx17
)
