import Hangul

/// The sort behind `hangul sort`: reads the non-empty lines of a file or standard input
/// into ``PackedLines`` (invalid UTF-8 anywhere stops it before any line is handed out),
/// then hands them out in the collator's stable order. With `maxMemory`, parts of the input
/// of a third of it are sorted into ``SortRuns`` as they fill, and the runs are merged; the
/// same happens without it for an input of 4 GiB or more (its offsets are 32-bit).
///
/// ```swift
/// let sorter = LineSorter(collator: try KoreanCollator(), readsHanja: false, maxMemory: 64 << 20)
/// try sorter.sort("names.txt") { line in … }   // each line's UTF-8, in order
/// ```
struct LineSorter {
  let collator: KoreanCollator
  let readsHanja: Bool
  /// The memory to stay within, in bytes (nil: as much as the input needs).
  let maxMemory: Int?

  /// The most bytes of lines held at once: a third of `maxMemory` (the lines, four bytes a
  /// line for their order, the keys of lines that are not only syllables, and the rest of
  /// the process), else just below 4 GiB.
  var partLimit: Int { maxMemory.map { max($0 / 3, 16 << 10) } ?? Int(UInt32.max) - 1 }

  /// Calls `body` with each non-empty line of `path` (standard input when nil or "-"),
  /// without its `\n`, in order.
  ///
  /// - Throws: ``CLIError/invalidUTF8(source:line:)`` (nothing is handed out),
  ///   ``CLIError/unreadableFile(path:reason:)``, ``CLIError/temporaryFiles(_:)`` when a
  ///   run cannot be written (exit 74), ``CLIError/icu(_:)``.
  /// - Complexity: O(*n*) for lines of modern syllables, O(*k* log *k*) for *k* others, and
  ///   O(*n* log *r*) comparisons to merge *r* runs.
  func sort(_ path: String?, _ body: (UnsafeBufferPointer<UInt8>) -> Void) throws(CLIError) {
    let reader = try LineReader(path: path)
    let limit = partLimit
    let packed = PackedLines(capacity: min((reader.fileSize ?? (1 << 20)) + 1, limit + 1))
    var runs: SortRuns? = nil
    do {
      try reader.forEachLine { line in
        guard !line.isEmpty else { return }
        if packed.count + line.count + 1 > limit && packed.lineCount > 0 {
          if runs == nil { runs = try SortRuns(collator: collator, readsHanja: readsHanja) }
          try runs!.add(sortedFrom: packed)
          packed.removeAll()
        }
        packed.append(line)
      }
    } catch let error as CLIError {
      throw error
    } catch {
      throw .icu(String(describing: error))
    }
    guard let runs else {
      let text = packed.bytes
      do {
        try collator.forEachLineInOrder(ofPackedLines: text, lineCount: packed.lineCount, readsHanja: readsHanja) {
          body(UnsafeBufferPointer(rebasing: text[$0]))
        }
      } catch {
        throw .icu(error.description)
      }
      return
    }
    if packed.lineCount > 0 { try runs.add(sortedFrom: packed) }
    packed.release()
    try runs.merge(body)
    runs.remove()
  }
}
