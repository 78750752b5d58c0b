import RepositoryFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and (when regenerating) writing the golden fixture files next to this source.
enum FixtureFiles {
  /// The `Fixtures` folder beside the test sources.
  static let directory: String = {
    var path = #filePath
    while let last = path.last, last != "/" { path.removeLast() }
    return path + "Fixtures/"
  }()

  /// The whole file as UTF-8 text, or `nil` when it does not exist.
  static func read(_ name: String) -> String? { RepositoryFiles.read(directory + name) }

  /// Writes `text` to the fixture file `name` (used only when regenerating fixtures).
  static func write(_ name: String, _ text: String) -> Bool {
    guard let file = fopen(directory + name, "wb") else { return false }
    defer { fclose(file) }
    let bytes = Array(text.utf8)
    return fwrite(bytes, 1, bytes.count, file) == bytes.count
  }

  /// The lines of a names file (one name per line, as oracle.py reads them).
  static func lines(_ name: String) -> [String]? {
    guard let text = read(name) else { return nil }
    return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }

  /// Whether the fixture script asked to (re)write the input files.
  static var regenerating: Bool { getenv("HANGUL_WRITE_FIXTURES") != nil }
}
