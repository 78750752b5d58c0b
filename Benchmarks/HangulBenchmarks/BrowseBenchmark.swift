import Hangul
import HangulBrowse

/// `hangul browse` on 1M names: a recorded sequence of key, mouse and resize events
/// replayed on the screen's state without drawing — each event's state update
/// (``BrowseState/handle(_:)``) and the frame it produces (``BrowseState/frame()``, the
/// screen's lines, which the terminal layer would then paint). Target: every event within
/// one frame at 60 Hz, 16 ms, search keystrokes included.
///
/// The names have party and area columns (a fixed rule), so the replay switches groupings
/// too. Each event is timed on its own; the rows give the slowest event of the replay (the
/// median over the rounds of each event's time, then the maximum over the events), the
/// slowest search keystroke and the median event. There is no baseline run to divide by:
/// the target is absolute, one frame.
func browseBenchmark(_ context: BenchmarkContext) -> [ResultRow] {
  let count = context.largest
  let names = context.names(count)
  let parties = ["녹색당", "청색당", "무소속", "Independent"]
  let areas = ["서울", "부산", "대구", "인천", "광주", "제주"]
  let table = BrowseTable(
    names: names, columnTitles: ["party", "area"],
    columns: [
      names.indices.map { parties[($0 &* 7 &+ 3) % parties.count] },
      names.indices.map { areas[($0 &* 11 &+ $0 / 3) % areas.count] },
    ])
  let width = 200
  let height = 60
  let setUpStart = now()
  let state: BrowseState
  do {
    state = try BrowseState(table: table, width: width, height: height)
  } catch {
    fatalError("browse set-up failed: \(error)")
  }
  let setUp = now() - setUpStart
  note(
    "  browse screen set-up (3 groupings, layouts, search index, first keystrokes) on \(label(count)): \(formatSeconds(setUp))"
  )

  let events = recordedBrowseEvents(width: width, height: height)
  // Each event's time, per round (the replay starts from the same state every round).
  var times = [[Double]](repeating: [], count: events.count)
  var sink = 0
  for _ in 0...context.rounds {  // the first round warms up
    var replay = state
    for (k, event) in events.enumerated() {
      let t = now()
      replay.handle(event)
      let frame = replay.frame()
      times[k].append(now() - t)
      sink &+= frame.runs.count
    }
  }
  blackHole(sink)
  let perEvent = times.map { Comparison.median(Array($0.dropFirst())) }
  let slowest = perEvent.indices.max { perEvent[$0] < perEvent[$1] }!
  let keystrokes = events.indices.filter { k in
    if case .character = events[k], k > 0 { return events.prefix(k).contains(.character("/")) }
    if case .key(.backspace) = events[k] { return true }
    return false
  }
  let slowestKeystroke = keystrokes.max { perEvent[$0] < perEvent[$1] }!
  for k in events.indices where perEvent[k] > 1e-3 { note("    over 1 ms: \(events[k]) \(formatSeconds(perEvent[k]))") }
  note("  slowest event: \(events[slowest]) \(formatSeconds(perEvent[slowest]))")
  note("  slowest search keystroke: \(events[slowestKeystroke]) \(formatSeconds(perEvent[slowestKeystroke]))")
  let frame = 16e-3
  return [
    ResultRow(
      operation: "browse screen set-up: 3 groupings, layouts, search index, first keystrokes (\(label(count)) names)",
      ours: formatSeconds(setUp), target: "context"),
    ResultRow(
      operation: "browse event, slowest of a \(events.count)-event replay (\(label(count)) names, no drawing)",
      ours: formatSeconds(perEvent[slowest]), target: "≤ 16 ms", met: perEvent[slowest] <= frame),
    ResultRow(
      operation: "browse search keystroke, slowest of the replay (\(label(count)) names)",
      ours: formatSeconds(perEvent[slowestKeystroke]), target: "≤ 16 ms",
      met: perEvent[slowestKeystroke] <= frame),
    ResultRow(
      operation: "browse event, median of the replay (\(label(count)) names)",
      ours: formatSeconds(Comparison.median(perEvent)), target: "≤ 16 ms",
      met: Comparison.median(perEvent) <= frame),
  ]
}

/// The replayed session: scrolling by keys and wheel (with the snap when it stops), Tab and
/// Shift-Tab, presses and a drag along the index strip, the next-section button, grouping
/// switches, two searches (narrowing keystrokes, backspaces, the 2-set fallback, Enter and
/// Esc), the key help, and resizes.
func recordedBrowseEvents(width: Int, height: Int) -> [BrowseEvent] {
  var events: [BrowseEvent] = []
  for _ in 0..<5 { events.append(.key(.down)) }
  events += [.idle, .key(.pageDown), .key(.pageDown), .wheel(lines: 3), .wheel(lines: 3), .idle]
  for _ in 0..<6 { events.append(.key(.tab)) }
  events += [.key(.backTab), .key(.backTab)]
  for line in stride(from: 0, to: height - 1, by: 4) { events.append(.press(row: line, column: width - 1)) }
  events.append(.release)
  events.append(.press(row: 0, column: width - 1))
  for line in 1..<(height - 1) { events.append(.drag(row: line, column: width - 1)) }
  events += [.release, .press(row: height - 2, column: width - 4), .key(.end), .key(.home)]
  events += [.character("g"), .key(.tab), .key(.tab), .character("g"), .key(.pageDown), .character("g")]
  events.append(.character("/"))
  for key in ["ㄱ", "ㅁ", "ㅅ"] as [Character] { events.append(.character(key)) }
  events += [.key(.backspace), .key(.backspace), .key(.backspace), .character("ㅇ"), .character("ㅈ")]
  events += [.key(.down), .key(.down), .key(.enter), .character("/")]
  for key in "ghdrlfehd" { events.append(.character(key)) }
  events += [.key(.backspace), .key(.escape), .character("?"), .character("x")]
  events += [.resize(width: 80, height: 24), .key(.tab), .resize(width: width, height: height), .key(.end)]
  return events
}
