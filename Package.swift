// swift-tools-version: 6.1
// Korean text for Swift: jamo, choseong, ICU collation, section index, search, navigation.
//
// Platforms (see Sources/Hangul/Hangul.docc/Platforms.md): every library product builds wherever Swift runs.
// With the default `ICU` trait, collation and the section index go through the system ICU
// (Linux: Debian/Ubuntu `libicu-dev`); with `--disable-default-traits` (Apple platforms,
// Android, WebAssembly) the same answers come from the built-in tables generated from ICU,
// and nothing links ICU or Foundation. `HangulSQLite` needs the system SQLite;
// `HangulPostgres` needs postgres-nio and the `PostgreSQL` trait (a server enables it in its
// dependency: `.package(url: …, from: …, traits: ["ICU", "PostgreSQL"])`).
// No `platforms:` list: the products need no newer OS than the toolchain's defaults.
// The benchmarks and the fuzzer are packages of their own (Benchmarks/, Fuzz/).
import PackageDescription

/// The system ICU (Debian/Ubuntu `libicu-dev`), linked by the test oracles only: the C bridge
/// (CICU) opens it with `dlopen` on first use, so a command that never collates never loads it.
let icuLibraries: [LinkerSetting] = [
  .linkedLibrary("icui18n"),
  .linkedLibrary("icuuc"),
  .linkedLibrary("icudata"),
]

let package = Package(
  name: "swift-hangul",
  products: [
    // Korean text: the system ICU with the `ICU` trait, the built-in tables without it.
    .library(name: "Hangul", targets: ["Hangul", "HangulCore"]),
    // Pure Swift: every platform.
    .library(name: "HangulCorpus", targets: ["HangulCorpus"]),
    // Pure Swift: every platform.
    .library(name: "SectionNavigation", targets: ["SectionNavigation"]),
    // A sectioned list's SectionNavigator (Hangul + SectionNavigation).
    .library(name: "HangulNavigation", targets: ["HangulNavigation"]),
    // Needs the system SQLite (`libsqlite3-dev`): Korean collation, functions and a name store
    // (through the system ICU with the `ICU` trait, the built-in tables without it).
    .library(name: "HangulSQLite", targets: ["HangulSQLite"]),
    // Names with stored keys in PostgreSQL, through postgres-nio: with the `PostgreSQL` trait
    // only (without it the module is empty and postgres-nio is not built). The `hangul` CLI
    // links it only with that trait.
    .library(name: "HangulPostgres", targets: ["HangulPostgres"]),
    // The command-line tool.
    .executable(name: "hangul", targets: ["HangulCLI"]),
    // Not API (underscored): what `hangul` prints for lines and options, and the line
    // splitter, for front ends other than the CLI (Examples/WebAssembly, Embedded Swift).
    .library(name: "_HangulCommandOutput", targets: ["HangulCommandOutput", "LineSplitting"]),
    // Not API (underscored, as swift-collections marks its internal modules): the internal
    // modules the development packages beside this one build on. Benchmarks/Package.swift
    // (the benchmark runner, its C baselines and floors, the database benchmark) and
    // Fuzz/Package.swift (the libFuzzer harness) depend on this package by path, so
    // consumers resolve none of their targets.
    .library(
      name: "_HangulDevelopmentSupport",
      targets: ["HangulBrowse", "LineSplitting", "HangulCollationTables", "CICU", "RepositoryFiles"]),
  ],
  traits: [
    .trait(
      name: "ICU",
      description: """
        Collation and the section index through the system ICU (Debian/Ubuntu libicu-dev). \
        Without it, the same answers come from the built-in tables generated from ICU.
        """),
    .trait(
      name: "PostgreSQL",
      description: """
        `hangul db` on PostgreSQL, through HangulPostgres and postgres-nio (SwiftNIO, \
        Foundation). Off by default: the CLI then neither builds nor loads them.
        """),
    .default(enabledTraits: ["ICU"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // `swift package generate-documentation` for the DocC catalogs (no code is linked).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    // PostgreSQL for `HangulPostgres` only (a package using `Hangul` alone builds none of it).
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
  ],
  targets: [
    // C/C++ bridge to the system ICU. Its public header uses plain C types only, so it can
    // share a build with Foundation (which carries its own ICU): see Sources/Hangul/Hangul.docc/Decisions.md.
    // It needs ICU's headers to build and opens the versioned libraries they name
    // (libicuuc.so.N, libicui18n.so.N) on first use, so it links only the dynamic loader.
    .target(
      name: "CICU",
      linkerSettings: [.linkedLibrary("dl")]
    ),
    // The files of Resources that the pure modules read, embedded in the binary as they are
    // (each C source `#embed`s its file: C23, clang 19 or later): the
    // normalization, Hanja and collation tables (Resources/ICUTables, written from ICU by
    // scripts/data/icu-tables/generate.sh), the gazetteer and the lexicon (Resources/Gazetteer,
    // Resources/Lexicon) and the name corpora (Resources/Corpora). No library, no headers:
    // it builds for any target, Embedded Swift's included. `EmbeddedResource` (HangulCore)
    // is the only Swift that reads it.
    .target(name: "CHangulResources"),
    // The pure Swift core: the syllable and jamo model, particles, numbers, romanization and
    // pronunciation. No ICU, no Foundation: it builds wherever Swift runs. `Hangul`
    // re-exports it, so users import `Hangul` alone.
    .target(name: "HangulCore", dependencies: ["CHangulResources"]),
    // Korean text on top of the core (decomposition, composition, choseong and normalization
    // are HangulCore's, re-exported): collation, the section index and the ranked search
    // index. No Foundation, and no navigation: `Hangul` and `SectionNavigation` stand alone.
    .target(
      name: "Hangul",
      dependencies: ["HangulCore", "HangulCollationTables", .target(name: "CICU", condition: .when(traits: ["ICU"]))]),
    // ICU's `ko` collator and AlphabeticIndex in pure Swift, from tables generated from ICU
    // (Resources/ICUTables, scripts/data/icu-tables/generate.sh): `Hangul`'s engine without the
    // `ICU` trait, and the tests' subject beside ICU with it.
    .target(name: "HangulCollationTables", dependencies: ["HangulCore"]),
    // The glue on top of both: `SectionedList.navigator` and `section(forIndexTitle:)`.
    .target(name: "HangulNavigation", dependencies: ["Hangul", "SectionNavigation"]),
    // The keys a database stores beside each name, computed by the client (no database
    // library): `Hangul` itself stays free of any database dependency. No product of its own:
    // HangulSQLite and HangulPostgres re-export it.
    .target(name: "HangulDatabase", dependencies: ["Hangul"]),
    // The system SQLite (Debian/Ubuntu `libsqlite3-dev`; scripts/environment/ensure-databases.sh installs it).
    .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
    // Korean order, sections and search in SQLite: on any `sqlite3*`, and the `hangul db` store.
    .target(name: "HangulSQLite", dependencies: ["HangulDatabase", "CSQLite", "Hangul"]),
    // Korean names in PostgreSQL through postgres-nio: keys computed on write by the client,
    // answered by PostgreSQL's own btree indexes. Its sources are `#if PostgreSQL`: without the
    // trait nothing of postgres-nio is built, not even by `swift build --build-tests`.
    .target(
      name: "HangulPostgres",
      dependencies: [
        "HangulDatabase", "Hangul",
        .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["PostgreSQL"])),
      ]),
    // Internal (no product): Korean text on UTF-8 bytes, the CLI's streaming fast paths
    // (UTF-8 in, UTF-8 out: choseong, assembly, particles, numbers, pronunciation), each
    // tested against the `Hangul` function it stands in for.
    .target(name: "HangulUTF8", dependencies: ["Hangul"]),
    // The bundled name corpora and their licence notices (Resources/Corpora, embedded by
    // CHangulResources), the seeded name generator and SplitMix64, used by tests, benchmarks
    // and the CLI demo. Pure Swift: no ICU, no Foundation.
    .target(name: "HangulCorpus", dependencies: ["HangulCore"]),
    // Pure Swift navigation over ordered sections: no ICU, no Foundation.
    .target(name: "SectionNavigation"),
    // What each `hangul` command prints for its input lines and options (the text output,
    // its errors and exit codes), shared by the CLI and the WebAssembly command. Pure Swift:
    // no Foundation, no ArgumentParser; compiles in Embedded Swift.
    .target(
      name: "HangulCommandOutput", dependencies: ["Hangul", "HangulCore", "HangulNavigation", "SectionNavigation"]),
    // The CLI's byte stream → UTF-8 lines splitting, apart so the fuzzer can drive it.
    .target(name: "LineSplitting"),
    // ncursesw from the system (Debian/Ubuntu `libncurses-dev`), for `hangul browse` only:
    // linked into the CLI executable, never into `Hangul` or `SectionNavigation`.
    // (No `pkgConfig:`: ncursesw.pc's Cflags are -D flags SwiftPM refuses with a warning on
    // every build; on Debian the header and library are in the default paths, and
    // scripts/environment/ensure-terminal.sh asks pkg-config whether they are installed.)
    .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
    // The C library's wcwidth(3) (an X/Open extension Swift's Glibc module does not export).
    .target(name: "CDisplayWidth"),
    // The pure parts of `hangul browse` (rows → screen lines, the index strip, the
    // event → state reducer, search as you type): no terminal library, unit-tested.
    .target(name: "HangulBrowse", dependencies: ["Hangul", "HangulNavigation", "SectionNavigation", "CDisplayWidth"]),
    // The `hangul` command-line tool.
    .executableTarget(
      name: "HangulCLI",
      dependencies: [
        "Hangul", "HangulNavigation", "HangulUTF8", "HangulCorpus", "SectionNavigation", "LineSplitting",
        "HangulCommandOutput",
        "HangulBrowse", "CNcursesw", "HangulDatabase", "HangulSQLite",
        .target(name: "HangulPostgres", condition: .when(traits: ["PostgreSQL"])),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Development only (reached by the development packages through `_HangulDevelopmentSupport`,
    // not API): files of this checkout (fixtures, Resources, README, fuzz corpora) for the test
    // targets and the fuzzer's corpus replay. Under Tests/, as it works only inside a checkout.
    .target(name: "RepositoryFiles", path: "Tests/RepositoryFiles"),
    .testTarget(name: "CICUTests", dependencies: ["CICU"]),
    // The system ICU as the oracle of the built-in tables (development only: no product).
    .target(name: "CICUOracle", path: "Tests/CICUOracle", linkerSettings: icuLibraries),
    // The built-in tables against the ICU they were generated from, exhaustively.
    .target(name: "CollationOracle", path: "Tests/CollationOracle", linkerSettings: icuLibraries),
    .testTarget(
      name: "HangulCollationTablesTests",
      dependencies: ["HangulCore", "HangulCollationTables", "HangulCorpus", "CICUOracle", "CollationOracle"]),
    // Helpers the test targets share (Tests/HangulTestSupport: fixtures in Tests/Fixtures, the
    // Foundation oracles, seeded random Unicode). Development only: no product.
    .target(
      name: "HangulTestSupport",
      dependencies: ["HangulCore", "HangulCorpus", "RepositoryFiles", "HangulDatabase", "Hangul"],
      path: "Tests/HangulTestSupport"),
    // One test target per library target that has code of its own to test, named after it
    // (the C shims and the system-library targets are tested through the targets that wrap
    // them). The built-in tables are tested against the system ICU by the tests of the module
    // that reads them: HangulCoreTests (normalization, Hanja readings) and
    // HangulCollationTablesTests (collation, the section index).
    .testTarget(
      name: "HangulCoreTests",
      dependencies: ["HangulCore", "HangulCorpus", "HangulTestSupport", "RepositoryFiles", "CICUOracle"]),
    .testTarget(
      name: "HangulTests",
      dependencies: [
        "Hangul", "HangulCore", "HangulNavigation", "SectionNavigation", "HangulCorpus", "CICU", "HangulTestSupport",
        "RepositoryFiles",
      ]),
    .testTarget(
      name: "HangulUTF8Tests",
      dependencies: ["HangulUTF8", "Hangul", "HangulCore", "HangulCorpus", "HangulTestSupport"]),
    .testTarget(name: "LineSplittingTests", dependencies: ["LineSplitting", "HangulTestSupport"]),
    .testTarget(name: "HangulCorpusTests", dependencies: ["HangulCorpus", "RepositoryFiles"]),
    .testTarget(name: "SectionNavigationTests", dependencies: ["SectionNavigation", "HangulCorpus"]),
    .testTarget(
      name: "HangulNavigationTests", dependencies: ["HangulNavigation", "Hangul", "SectionNavigation", "HangulCorpus"]),
    .testTarget(
      name: "HangulBrowseTests",
      dependencies: ["HangulBrowse", "Hangul", "HangulNavigation", "HangulCorpus", "SectionNavigation"]),
    // Every ```swift example of the doc comments and DocC articles, compiled and run, its
    // stated results checked (scripts/checks/extract-examples.py writes the files; CI checks
    // they are up to date).
    .testTarget(
      name: "DocExamplesTests",
      dependencies: [
        "Hangul", "HangulCore", "HangulNavigation", "SectionNavigation", "HangulCorpus", "HangulBrowse",
        "HangulUTF8", "HangulCommandOutput",
        "HangulDatabase", "HangulSQLite", "CSQLite", "LineSplitting", "RepositoryFiles",
        .target(name: "HangulPostgres", condition: .when(traits: ["PostgreSQL"])),
        .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["PostgreSQL"])),
      ]),
    .testTarget(
      name: "ReadmeTests", dependencies: ["Hangul", "HangulNavigation", "SectionNavigation", "RepositoryFiles"]),
    .testTarget(
      name: "HangulDatabaseTests",
      dependencies: [
        "HangulDatabase", "HangulSQLite", "CSQLite", "Hangul", "HangulCore", "HangulCorpus", "RepositoryFiles",
        "HangulTestSupport",
      ]),
    .testTarget(
      name: "HangulSQLiteTests",
      dependencies: [
        "HangulSQLite", "HangulDatabase", "CSQLite", "Hangul", "HangulCorpus", "HangulTestSupport",
      ]),
    // HangulPostgres as a library against a real PostgreSQL (the tests start one): with the
    // `PostgreSQL` trait only (without it the target is empty).
    .testTarget(
      name: "HangulPostgresTests",
      dependencies: [
        "HangulTestSupport", "HangulCorpus",
        .target(name: "HangulPostgres", condition: .when(traits: ["PostgreSQL"])),
      ]),
    .testTarget(
      name: "HangulCLITests",
      dependencies: ["HangulCLI", "Hangul", "HangulCorpus", "HangulTestSupport", "LineSplitting", "RepositoryFiles"]),
  ],
  cLanguageStandard: .c11,
  cxxLanguageStandard: .cxx17
)

// `HANGUL_TEST_TARGETS` (a comma-separated list of test target names), when set, keeps only those
// test targets: scripts/checks/test-builtin.sh builds just the suites it runs without the ICU trait.
// Unset (every other build), the package has every test target.
if let names = Context.environment["HANGUL_TEST_TARGETS"] {
  let kept = Set(names.split(separator: ",").map(String.init))
  let testTargets = Set(package.targets.filter { $0.type == .test }.map(\.name))
  let unknown = kept.subtracting(testTargets).sorted()
  precondition(unknown.isEmpty, "HANGUL_TEST_TARGETS names no test target \(unknown.joined(separator: ", "))")
  package.targets.removeAll { $0.type == .test && !kept.contains($0.name) }
}
