import Hangul
import HangulUTF8
import LineSplitting

/// A transform's fast path over UTF-8 bytes, for the lines it handles (nearly every line
/// of names: ASCII and modern syllables); ``TransformPrinter`` gives every other line to
/// the command's `String` transform. A fast path gives exactly the `String` transform's
/// answer for every line it accepts.
///
/// Every fast path checks the bytes it reads (``validatingApply(_:into:)`` accepts only
/// valid UTF-8), so a reader feeding one need not validate the lines first.
///
/// An enum of plain values rather than closures, so the per-line calls retain nothing.
enum ByteTransform: Sendable {
  /// `choseong(of:options:)`: the library's own byte core (the one `ChoseongTable` uses).
  case choseongCore(ChoseongUTF8Writer)
  /// `disassemble(_:level:encoding:)` for lines of ASCII and modern syllables, from a
  /// table of every syllable's answer computed by the library once.
  case disassemblyTable(DisassemblyUTF8Table)
  /// `assemble(_:)`: lines it leaves unchanged (no jamo, already NFC: see
  /// `assemblesToItself`) are copied; lines of jamo (modern and old), syllables and the
  /// characters NFC leaves alone go through the library's byte core.
  case assemblyCore(AssemblyUTF8Writer)
  /// `romanize(_:options:)` and `pronounce(_:options:)` for lines of ASCII and modern
  /// syllables: the library's sound-change engine over the bytes.
  case soundChangesCore(SoundChangesUTF8Writer)
  /// `josa(_:_:)` and `Josa.form(after:)` for words ending in a modern syllable.
  case josaCore(JosaUTF8Writer)
  /// `KoreanNumber.reading(_:style:options:)` in the Sino-Korean style, for integers in ASCII.
  case sinoKoreanCore(SinoKoreanUTF8Writer)

  /// The fast path of `assemble(_:)`.
  static var assembly: ByteTransform { .assemblyCore(AssemblyUTF8Writer()) }

  /// The fast path of `choseong(of:options:)`.
  static func choseong(options: ChoseongOptions) -> ByteTransform {
    .choseongCore(ChoseongUTF8Writer(options: options))
  }

  /// The fast path of `disassemble(_:level:encoding:)`.
  static func disassembly(level: DecompositionLevel, encoding: JamoEncoding) -> ByteTransform {
    .disassemblyTable(DisassemblyUTF8Table(level: level, encoding: encoding))
  }

  /// The fast path of `romanize(_:options:)`, or nil for personal names.
  static func romanization(options: RomanizationOptions) -> ByteTransform? {
    SoundChangesUTF8Writer(romanization: options).map { .soundChangesCore($0) }
  }

  /// The fast path of `pronounce(_:options:)`.
  static func pronunciation(options: PronunciationOptions) -> ByteTransform {
    .soundChangesCore(SoundChangesUTF8Writer(pronunciation: options))
  }

  /// The fast path of `josa(word, particle)` (or of the form alone, with `pick`).
  static func josa(_ particle: Josa, pick: Bool) -> ByteTransform {
    .josaCore(JosaUTF8Writer(particle, includesWord: !pick))
  }

  /// The fast path of `KoreanNumber.reading(_:style:options:)` for `style`, or nil when the
  /// style has none (only Sino-Korean has).
  static func number(style: KoreanNumber.Style, options: SinoKoreanOptions) -> ByteTransform? {
    style == .sinoKorean ? .sinoKoreanCore(SinoKoreanUTF8Writer(options: options)) : nil
  }

  /// Whether the transform writes the text output of whole lines at once
  /// (``writeWholeLines(_:to:)``): choseong, compose (lines it proves unchanged), romanize,
  /// pronounce and josa.
  var writesWholeLines: Bool {
    switch self {
    case .assemblyCore, .josaCore, .soundChangesCore, .choseongCore: true
    case .disassemblyTable, .sinoKoreanCore: false
    }
  }

  /// For a block of whole lines (any bytes, each line ended by `\n`), writes the text output
  /// of the longest prefix of them the transform handles at once (each line valid UTF-8
  /// without a `\r`) and returns the length of that prefix and its number of lines; the
  /// caller gives the next line to the per-line path. Compose copies the lines it proves
  /// unchanged; choseong, romanize, pronounce and josa write each line's answer.
  @inline(__always)
  func writeWholeLines(_ lines: UnsafeBufferPointer<UInt8>, to writer: inout ByteWriter) -> (length: Int, lines: Int) {
    switch self {
    case .assemblyCore:
      var count = 0
      let n = HangulUTF8.unchangedLinesPrefixLength(lines, lineCount: &count)
      writer.append(UnsafeBufferPointer(rebasing: lines[..<n]))
      return (n, count)
    case .josaCore(let core):
      return Self.writeInSteps(lines, to: &writer) { core.writeLines($0, into: $1, capacity: $2) }
    case .soundChangesCore(let core):
      return Self.writeInSteps(lines, to: &writer) { core.writeLines($0, into: $1, capacity: $2) }
    case .choseongCore(let core):
      return Self.writeInSteps(lines, to: &writer) { core.writeLines($0, into: $1, capacity: $2) }
    case .disassemblyTable, .sinoKoreanCore:
      return (0, 0)
    }
  }

  /// Runs a core's `writeLines` over `lines` in steps of 64 KiB of output room, as long as
  /// it stops only for room.
  @inline(__always)
  private static func writeInSteps(
    _ lines: UnsafeBufferPointer<UInt8>, to writer: inout ByteWriter,
    _ step: (UnsafeBufferPointer<UInt8>, UnsafeMutablePointer<UInt8>, Int) -> (
      taken: Int, written: Int, lines: Int, stoppedForRoom: Bool
    )
  ) -> (length: Int, lines: Int) {
    var length = 0
    var count = 0
    let room = 1 << 16
    while length < lines.count {
      let out = writer.reserve(room)
      let done = step(UnsafeBufferPointer(rebasing: lines[length...]), out, room)
      writer.count &+= done.written
      length &+= done.taken
      count &+= done.lines
      guard done.stoppedForRoom && done.taken > 0 else { break }
    }
    return (length, count)
  }

  /// The answer for `line`, which may be unvalidated: the validating core first; a line it
  /// declines is validated (throwing `UnvalidatedLineIsInvalid` when it is not UTF-8), then
  /// given to ``apply(_:into:)``. -1 when no fast path handles the line.
  @inline(__always)
  func validatedApply(_ line: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) throws -> Int {
    let n = validatingApply(line, into: out)
    if n >= 0 { return n }
    guard isValidUTF8(line) else { throw UnvalidatedLineIsInvalid() }
    return apply(line, into: out)
  }

  /// Like ``apply(_:into:)`` for any bytes: accepts only lines it proves valid UTF-8 as it
  /// reads them (ASCII and modern syllables; for compose, text it leaves unchanged and the
  /// text `AssemblyUTF8Writer` types, which checks the bytes it reads), -1 for the others.
  @inline(__always)
  func validatingApply(_ line: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Int {
    switch self {
    case .choseongCore(let writer): return writer.writeValidating(line, into: out)
    case .disassemblyTable(let table): return table.write(line, into: out)
    case .assemblyCore(let writer):
      guard assemblesToItself(line) else { return writer.write(line, into: out) }
      if let source = line.baseAddress { out.update(from: source, count: line.count) }
      return line.count
    case .soundChangesCore(let writer): return writer.writeValidating(line, into: out)
    case .josaCore(let writer): return writer.writeValidating(line, into: out)
    case .sinoKoreanCore(let writer): return writer.writeValidating(line, into: out)
    }
  }

  /// The room ``apply(_:into:)`` needs for a line of `n` bytes.
  @inline(__always)
  func room(_ n: Int) -> Int {
    switch self {
    case .choseongCore: n
    case .assemblyCore: AssemblyUTF8Writer.room(n)
    case .disassemblyTable(let table): n &* table.maxExpansion &+ DisassemblyUTF8Table.slack
    case .soundChangesCore(let writer): writer.room(n)
    case .josaCore(let writer): writer.room(n)
    case .sinoKoreanCore(let writer): writer.room(n)
    }
  }

  /// Writes the answer for `line` (valid UTF-8) to `out` (``room(_:)`` bytes) and returns
  /// its length, or -1 when the fast path does not handle the line. Only choseong and josa
  /// have a core that accepts more of valid text than their validating one; the others
  /// answer as ``validatingApply(_:into:)``.
  @inline(__always)
  func apply(_ line: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Int {
    switch self {
    case .choseongCore(let writer): writer.write(line, into: out)
    case .josaCore(let writer): writer.write(line, into: out)
    case .disassemblyTable, .assemblyCore, .soundChangesCore, .sinoKoreanCore: validatingApply(line, into: out)
    }
  }
}
