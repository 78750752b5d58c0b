// swift-tools-version: 6.1
// The benchmarks of swift-hangul, in a package of their own (as swift-collections keeps its
// benchmarks), so that a package depending on swift-hangul resolves none of these targets.
// Built and run from the repository root by scripts/benchmarks/run.sh, scripts/benchmarks/db-benchmark.sh,
// scripts/benchmarks/rows-benchmark.sh and scripts/benchmarks/benchmark-builds.sh (see Benchmarks/README.md).
import PackageDescription

/// The system ICU (Debian/Ubuntu `libicu-dev`): the C baselines call it directly.
let icuLibraries: [LinkerSetting] = [
  .linkedLibrary("icui18n"),
  .linkedLibrary("icuuc"),
  .linkedLibrary("icudata"),
]

let package = Package(
  name: "swift-hangul-benchmarks",
  dependencies: [
    // The package under measurement, with its default trait (the system ICU) and PostgreSQL
    // (HangulPostgres, for the database benchmark; the other products do not build it).
    .package(name: "swift-hangul", path: "..", traits: ["ICU", "PostgreSQL"]),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
  ],
  targets: [
    // C baselines the benchmarks measure against (same process).
    .target(name: "CBenchmarkBaselines", path: "CBenchmarkBaselines", linkerSettings: icuLibraries),
    // The whole-process C/C++ floors the benchmarks time the `hangul` binary against.
    .executableTarget(name: "HangulCFloor", path: "HangulCFloor", linkerSettings: icuLibraries),
    // The runner: every library benchmark against its baseline, in the same process.
    .executableTarget(
      name: "HangulBenchmarks",
      dependencies: [
        .product(name: "Hangul", package: "swift-hangul"),
        .product(name: "HangulNavigation", package: "swift-hangul"),
        .product(name: "HangulCorpus", package: "swift-hangul"),
        .product(name: "SectionNavigation", package: "swift-hangul"),
        .product(name: "_HangulDevelopmentSupport", package: "swift-hangul"),
        "CBenchmarkBaselines",
      ],
      path: "HangulBenchmarks"),
    // `hangul db` on PostgreSQL as a server uses it (one open connection), against what the
    // same server can do today; run by scripts/benchmarks/db-benchmark.sh.
    .executableTarget(
      name: "HangulDatabaseBenchmark",
      dependencies: [
        .product(name: "Hangul", package: "swift-hangul"),
        .product(name: "HangulPostgres", package: "swift-hangul"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
      ],
      path: "HangulDatabaseBenchmark"),
    // A table of rows (ids and scopes) on PostgreSQL as a server uses it: search as typed within
    // scopes of every size, one-row puts, a reader beside puts; run by
    // scripts/benchmarks/rows-benchmark.sh.
    .executableTarget(
      name: "HangulRowsBenchmark",
      dependencies: [
        .product(name: "Hangul", package: "swift-hangul"),
        .product(name: "HangulPostgres", package: "swift-hangul"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
      ],
      path: "HangulRowsBenchmark"),
  ],
  cLanguageStandard: .c11,
  cxxLanguageStandard: .cxx17
)
