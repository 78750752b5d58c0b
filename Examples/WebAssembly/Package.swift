// swift-tools-version: 6.1
// `hangul.wasm`: the `hangul` command's text answers as a WASI command, built in Embedded
// Swift from the package's pure products (Hangul without the ICU trait, HangulNavigation,
// SectionNavigation) and the CLI's shared output module. Built by scripts/wasm.sh, which
// passes the Embedded Swift flags and links with Debian's wasi-libc.
import PackageDescription

let package = Package(
  name: "WebAssembly",
  dependencies: [
    // No ICU: the built-in tables answer.
    .package(name: "swift-hangul", path: "../..", traits: [])
  ],
  targets: [
    .executableTarget(
      name: "HangulWasm",
      dependencies: [
        .product(name: "Hangul", package: "swift-hangul"),
        .product(name: "HangulNavigation", package: "swift-hangul"),
        .product(name: "SectionNavigation", package: "swift-hangul"),
        .product(name: "HangulCorpus", package: "swift-hangul"),
        .product(name: "_HangulCommandOutput", package: "swift-hangul"),
      ],
      path: "Sources/HangulWasm",
      swiftSettings: [.enableExperimentalFeature("Extern")]
    ),
    // The list screen's page: the names, their sections, the navigation and the search as
    // functions the page's JavaScript calls (a WASI reactor, hangul-page.wasm).
    .executableTarget(
      name: "HangulPage",
      dependencies: [
        .product(name: "Hangul", package: "swift-hangul"),
        .product(name: "SectionNavigation", package: "swift-hangul"),
        .product(name: "HangulCorpus", package: "swift-hangul"),
      ],
      path: "Sources/HangulPage"
    ),
  ]
)
