#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files of this repository (fixtures, Resources, README), read by tests without Foundation.
///
/// ```swift
/// let readme = RepositoryFiles.read("README.md")
/// ```
public enum RepositoryFiles {
  /// The repository root, found from this file's path (`Tests/TestSupport/<file>`).
  public static let root: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }()

  /// The whole file at `path` (absolute, or relative to the repository root) as UTF-8 text,
  /// or `nil` when it cannot be opened.
  ///
  /// - Complexity: O(*n*) in the size of the file.
  public static func read(_ path: String) -> String? {
    let fullPath = path.hasPrefix("/") ? path : root + "/" + path
    guard let file = fopen(fullPath, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = fread(&chunk, 1, chunk.count, file)
      if n <= 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
