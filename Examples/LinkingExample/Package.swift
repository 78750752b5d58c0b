// swift-tools-version: 6.0
// How another Swift project links this package: by path here, by URL in yours.
// Its one file (a contacts screen's logic) imports Foundation, Hangul, SectionNavigation and HangulNavigation
// together, the combination that breaks when a
// module map exposes the system ICU headers (Foundation carries an ICU of its own).
import PackageDescription

let package = Package(
  name: "LinkingExample",
  dependencies: [.package(name: "swift-hangul", path: "../..")],
  targets: [
    .executableTarget(
      name: "LinkingExample",
      dependencies: [
        .product(name: "Hangul", package: "swift-hangul"),
        .product(name: "SectionNavigation", package: "swift-hangul"),
        .product(name: "HangulNavigation", package: "swift-hangul"),
      ]
    )
  ]
)
