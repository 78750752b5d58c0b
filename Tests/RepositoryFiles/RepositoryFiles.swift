#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files of this repository (fixtures, Resources, README, the fuzz corpora), read without
/// Foundation by the test targets and by the fuzzer's corpus replay.
///
/// A development-time helper, not a product: it finds the repository from its own source
/// path, so it only works in a checkout.
///
/// ```swift
/// let readme = RepositoryFiles.read("README.md")
/// ```
public enum RepositoryFiles {
  /// The repository root, found from this file's path (`Tests/RepositoryFiles/<file>`).
  ///
  /// ```swift
  /// RepositoryFiles.root + "/Tests/Fixtures"   // the fixtures folder
  /// ```
  public static let root: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }()

  /// The whole file at `path` (absolute, or relative to the repository root) as UTF-8 text,
  /// or `nil` when it cannot be opened.
  ///
  /// ```swift
  /// RepositoryFiles.read("README.md")?.hasPrefix("# swift-hangul")   // true
  /// ```
  ///
  /// - Complexity: O(*n*) in the size of the file.
  public static func read(_ path: String) -> String? {
    bytes(path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The bytes of the file at `path` (absolute, or relative to the repository root), or `nil`
  /// when it cannot be opened.
  ///
  /// ```swift
  /// RepositoryFiles.bytes("Fuzz/corpus/choseong/invalid-utf8")?.count
  /// ```
  ///
  /// - Complexity: O(*n*) in the size of the file.
  public static func bytes(_ path: String) -> [UInt8]? {
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
    return bytes
  }
}
