import RepositoryFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replays the committed seed corpus (`Fuzz/corpus/<target>/<file>`) through entry points,
/// and the kept corpus of earlier fuzz runs (`Fuzz/corpus-kept/<target>/<file>`) through
/// the target that found it.
enum CorpusReplay {
  /// `Fuzz/corpus`: the seeds.
  static let defaultRoot = fuzzDirectory("corpus")

  /// `Fuzz/corpus-kept`: what `scripts/fuzzing/fuzz-keep-corpus.sh` kept of earlier runs.
  static let keptRoot = fuzzDirectory("corpus-kept")

  /// `Fuzz/<name>`, found from this source file's path (`Fuzz/HangulFuzz/CorpusReplay.swift`).
  static func fuzzDirectory(_ name: String) -> String {
    let parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    return (parts.dropLast(2) + [Substring(name)]).joined(separator: "/")
  }

  /// Every file under `root` (one directory per target), sorted by path.
  static func seedFiles(root: String) -> [String] {
    var files: [String] = []
    for directory in entries(of: root) {
      for file in entries(of: root + "/" + directory) { files.append(root + "/" + directory + "/" + file) }
    }
    return files.sorted()
  }

  /// Runs every seed under `root` through each of `targets`; returns the number of seeds.
  static func replay(root: String, through targets: [FuzzTarget]) -> Int {
    let files = seedFiles(root: root)
    for file in files {
      guard let bytes = contents(of: file) else { continue }
      for target in targets { target.run(bytes[...]) }
    }
    return files.count
  }

  /// Runs every file under `root/<target>` through that target only (a directory that names
  /// no target is skipped); returns the number of files run per target.
  static func replayKept(root: String) -> [FuzzTarget: Int] {
    var counts: [FuzzTarget: Int] = [:]
    for file in seedFiles(root: root) {
      let directory = file.split(separator: "/").dropLast().last.map(String.init) ?? ""
      guard let target = FuzzTarget(rawValue: directory), let bytes = contents(of: file) else { continue }
      target.run(bytes[...])
      counts[target, default: 0] += 1
    }
    return counts
  }

  /// The names in `directory` except `.` and `..` (empty when it cannot be opened).
  static func entries(of directory: String) -> [String] {
    guard let handle = opendir(directory) else { return [] }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// The bytes of the file at `path`, or nil if it cannot be read.
  static func contents(of path: String) -> [UInt8]? { RepositoryFiles.bytes(path) }
}
