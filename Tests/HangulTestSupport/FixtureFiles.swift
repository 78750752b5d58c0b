import RepositoryFiles

/// Reading the golden fixture files next to this source (the scripts in
/// `scripts/data/fixtures` write them; tests only read).
package enum FixtureFiles {
  /// The `Fixtures` folder of the test target (`Tests/Fixtures`).
  package static let directory: String = RepositoryFiles.root + "/Tests/Fixtures/"

  /// The whole file as UTF-8 text, or `nil` when it does not exist.
  package static func read(_ name: String) -> String? { RepositoryFiles.read(directory + name) }

  /// The lines of a names file (one name per line, as oracle.py reads them).
  package static func lines(_ name: String) -> [String]? {
    guard let text = read(name) else { return nil }
    return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }
}
