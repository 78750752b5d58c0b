import Hangul
import HangulDatabase
import HangulUTF8

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `hangul search` answers one query: instead of indexing every line, it scans the input as
/// it reads and keeps only the lines that can match, then lets `SearchIndex` match and rank
/// those. The results are the same as searching an index of every line (the index ranks by
/// kind, then collation order, then input order, and the candidates keep their input
/// order), and memory is bounded by the candidates, not the file.
///
/// The filter is the search's rule (`ChoseongFilter`), a necessary condition: when the query is
/// made only of modern syllables and compatibility consonants and the options are the plain
/// ones (no space skipping, typos, Hanja readings or fallbacks; the carry-over either way), a
/// matching line holds the query's initials consecutively (a carried final is the next
/// syllable's initial, after them), so the line's choseong (initials, other characters kept)
/// contains the query's choseong. Other queries and options read every line.
enum StreamingSearch {
  /// The lines `SearchIndex` needs to answer `query` with `options` over the non-empty
  /// lines of `path` (or stdin): the candidates that can match when the query allows the
  /// filter, every non-empty line otherwise. Invalid UTF-8 anywhere stops the command
  /// before it prints anything.
  static func lines(for query: String, options: SearchOptions, path: String?) throws(CLIError) -> [String] {
    guard let needle = filter(for: query, options: options) else { return try LineInput.nonEmptyLines(path: path) }
    let writer = ChoseongUTF8Writer(options: ChoseongOptions())
    var scratch = ByteWriter(fd: -1, capacity: 1 << 12)
    defer { scratch.deallocate() }
    var candidates: [String] = []
    do {
      try LineReader(path: path).forEachLine { line in
        guard !line.isEmpty else { return }
        let out = scratch.reserve(line.count)
        var n = writer.write(line, into: out)
        if n < 0 {  // NFD, old Hangul…: the library's general path
          var answer = choseong(of: String(decoding: line, as: UTF8.self))
          n = answer.withUTF8 { answer in
            let out = scratch.reserve(answer.count)
            out.update(from: answer.baseAddress!, count: answer.count)
            return answer.count
          }
        }
        let found = needle.withUnsafeBufferPointer { contains(scratch.base, n, $0) }
        if found { candidates.append(String(decoding: line, as: UTF8.self)) }
      }
    } catch let error as CLIError {
      throw error
    } catch {
      throw .icu(String(describing: error))
    }
    return candidates
  }

  /// The query's choseong in UTF-8 when the filter applies (`ChoseongFilter`,
  /// the rule the stores narrow by), else nil.
  static func filter(for query: String, options: SearchOptions) -> [UInt8]? {
    ChoseongFilter.filter(for: query, options: options).map { Array($0.utf8) }
  }

  /// Whether `haystack[0..<count]` contains `needle` (non-empty): memchr for its first
  /// byte, then a comparison (the lines are short).
  @inline(__always)
  static func contains(_ haystack: UnsafePointer<UInt8>, _ count: Int, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
    let m = needle.count
    guard let first = needle.first, m <= count else { return false }
    var i = 0
    while i + m <= count {
      guard let hit = memchr(haystack + i, Int32(first), count - m - i + 1) else { return false }
      let k = UnsafeRawPointer(hit) - UnsafeRawPointer(haystack)
      if memcmp(haystack + k, needle.baseAddress!, m) == 0 { return true }
      i = k + 1
    }
    return false
  }
}
