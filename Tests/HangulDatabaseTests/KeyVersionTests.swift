import HangulDatabase
import RepositoryFiles
import Testing

/// The version stamped beside stored keys is the package's: the newest `## <version>`
/// heading of CHANGELOG.md (the same heading `hangul --version` is checked against), so a
/// release cannot bump one and leave the keys' stamp behind.
@Suite struct KeyVersionTests {
  @Test func packageVersionIsTheNewestChangelogHeading() throws {
    let changelog = try #require(RepositoryFiles.read("CHANGELOG.md"))
    let heading = try #require(
      changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0.dropFirst(3).first?.isNumber == true })
    let version = String(heading.dropFirst(3).prefix { !$0.isWhitespace })
    #expect(KeyVersion.packageVersion == version)
    #expect(KeyVersion.current.package == version)
  }
}
