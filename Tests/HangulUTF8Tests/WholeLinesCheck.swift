import HangulCorpus
import HangulTestSupport
import Testing

/// The check every byte core's `writeLines` passes: over 300 seeded blocks of mixed lines
/// (generated names, random text, empty lines, a line ending in `\r`, bytes that are not
/// UTF-8, and the caller's own kinds of line), in ample and in scarce room, it takes a prefix
/// of whole lines, writes for them what `reference` gives line by line, and stops only for
/// room or at a line it must not take.
enum WholeLinesCheck {
  typealias Step = (taken: Int, written: Int, lines: Int, stoppedForRoom: Bool)

  /// Runs the check and returns the number of lines taken over all blocks and capacities.
  /// `takes` says which lines the core must take; `extraLines` adds kinds of line (each
  /// drawn as often as one of the standard kinds); `label` names the core in failures.
  static func run(
    seed: UInt64, scarceRoom: Int, label: String = "", carriageReturnLine: String = "홍길동\r",
    extraLines: [(inout SplitMix64) -> [UInt8]] = [], takes: ([UInt8]) -> Bool, reference: (String) -> String,
    writeLines: (UnsafeBufferPointer<UInt8>, UnsafeMutablePointer<UInt8>, Int) -> Step
  ) -> Int {
    var generator = NameGenerator(seed: seed)
    var random = RandomUnicode(seed: seed)
    var choice = SplitMix64(seed: seed)
    var taken = 0
    for _ in 0..<300 {
      var lines: [[UInt8]] = []
      for _ in 0..<(1 + choice.next() % 40) {
        let kind = Int(choice.next() % UInt64(10 + extraLines.count))
        switch kind {
        case 0: lines.append(Array(random.string().utf8).filter { $0 != 0x0A })
        case 1: lines.append([])
        case 2: lines.append(Array(carriageReturnLine.utf8))
        case 3: lines.append([0xEA, 0xB0, 0x80, 0xFF])
        case 4..<(4 + extraLines.count): lines.append(extraLines[kind - 4](&choice))
        default: lines.append(Array(generator.names(count: 1)[0].utf8))
        }
      }
      let block: [UInt8] = lines.flatMap { $0 + [0x0A] }
      for capacity in [1 << 16, scarceRoom] {
        var out = [UInt8](repeating: 0, count: capacity)
        let step = block.withUnsafeBufferPointer { source in
          out.withUnsafeMutableBufferPointer { writeLines(source, $0.baseAddress!, capacity) }
        }
        let done = Array(lines.prefix(step.lines))
        #expect(step.taken == done.reduce(0) { $0 + $1.count + 1 }, "\(label)")
        #expect(step.written <= capacity, "\(label)")
        let takesAll = done.allSatisfy(takes)
        #expect(takesAll, "\(label)")
        let expected: [UInt8] = done.flatMap { Array(reference(String(decoding: $0, as: UTF8.self)).utf8) + [0x0A] }
        #expect(Array(out[..<step.written]) == expected, "\(label)")
        if step.lines < lines.count && !step.stoppedForRoom {
          let takesNext = takes(lines[step.lines])
          #expect(!takesNext, "\(label) stopped before \(lines[step.lines])")
        }
        if step.stoppedForRoom { #expect(capacity == scarceRoom, "\(label)") }
        taken += step.lines
      }
    }
    return taken
  }
}
