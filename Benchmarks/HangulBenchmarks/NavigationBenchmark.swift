import HangulCorpus
import SectionNavigation

/// One scroll event of a list with 10k sections and 1M rows (row heights 44–131 points):
/// the current section for the offset (scroll spy), the next-section button's target, and
/// the focused row — what a UIKit `scrollViewDidScroll` asks. Target ≤ 1 µs per event.
///
/// The baseline is the linear per-event logic of the seed apps (scan the section starts
/// and the rows), for context: it answers the same questions, checked on every event.
/// Offsets are random over the whole content (no cache-friendly sweep). A second row times
/// the SwiftUI path, `nextButton(after:)` with the ids a visibility callback reports.
func navigationBenchmark(_ context: BenchmarkContext) -> [ResultRow] {
  let sectionCount = 10_000
  let rowsPerSection = 100
  var rng = SeededGenerator(seed: 7)
  let heights = (0..<(sectionCount * rowsPerSection)).map { _ in Double(44 + Int(rng.next() % 88)) }
  let rows: ExtentLayout
  let sections: ExtentLayout
  let navigator: SectionNavigator<Int>
  do {
    rows = try ExtentLayout(lengths: heights)
    let starts = (0..<sectionCount).map { rows[$0 * rowsPerSection].lower }
    sections = try ExtentLayout(starts: starts, end: rows[rows.count - 1].upper)
    let titled = (0..<sectionCount).map { (id: $0, title: "S\($0)") }
    navigator = try SectionNavigator(titled)
  } catch {
    fatalError("navigation setup failed: \(error)")
  }
  let viewportLength = 800.0
  let contentEnd = rows[rows.count - 1].upper
  let eventCount = 200_000
  let offsets = (0..<eventCount).map { _ in
    Double(rng.next() % UInt64(contentEnd - viewportLength))
  }
  let linearEvents = context.quick ? 20 : 100

  @inline(__always)
  func event(_ offset: Double, _ down: Bool) -> Int {
    let viewport = Extent(lower: offset, length: viewportLength)
    let current = sections.currentIndex(at: offset)
    let button = navigator.nextButton(
      afterPosition: current, isScrollingDown: down,
      hidesWhileScrollingDown: true)
    let focus = rows.focusedIndex(in: viewport)
    return (current ?? -1) &* 31 &+ (button.target?.position ?? -1) &* 7 &+ (focus ?? -1)
  }
  // The same answers by linear scans, as the seed apps computed them.
  let sectionStarts = sections.extents.map(\.lower)
  func linearEvent(_ offset: Double, _ down: Bool) -> Int {
    var current: Int? = nil
    for (k, start) in sectionStarts.enumerated() where start <= offset { current = k }
    if current == nil, !sectionStarts.isEmpty { current = 0 }
    let nextIndex = (current ?? -1) + 1
    let target = nextIndex < sectionCount ? nextIndex : -1
    let viewport = Extent(lower: offset, length: viewportLength)
    var visible: [Int] = []
    for (k, extent) in rows.extents.enumerated() where extent.visibleFraction(in: viewport) > 0 {
      visible.append(k)
    }
    var focus: Int? = visible.first { rows.extents[$0].visibleFraction(in: viewport) >= 0.9 }
    if focus == nil { focus = visible.count > 1 ? visible[1] : visible.first }
    return (current ?? -1) &* 31 &+ target &* 7 &+ (focus ?? -1)
  }
  for k in 0..<linearEvents {
    precondition(
      event(offsets[k], false) == linearEvent(offsets[k], false),
      "navigation disagrees with the linear reference at offset \(offsets[k])")
  }
  note("  navigation agrees with the linear reference on \(linearEvents) events")

  var sink = 0
  let c = compare(
    "navigation event (scroll spy + next + focus)", against: "linear scans",
    unit: "10k sections, 1M rows, per event", target: "≤ 1 µs", rounds: context.rounds,
    operationCount: eventCount, baselineCount: linearEvents,
    operation: {
      var acc = 0
      for (k, offset) in offsets.enumerated() { acc &+= event(offset, k & 1 == 0) }
      sink &+= acc
    },
    baseline: {
      var acc = 0
      for k in 0..<linearEvents { acc &+= linearEvent(offsets[k], k & 1 == 0) }
      sink &+= acc
    })
  var rowsOut = [ResultRow]()
  var row = ResultRow(c, target: "≤ 1 µs")
  row.operation = "navigation event at random offsets (10k sections, 1M rows)"
  row.met = c.median <= 1e-6
  rowsOut.append(row)
  note(
    "  navigation, random offsets: \(formatSeconds(c.median)) per event vs linear \(formatSeconds(c.baselineMedian))")

  // A scroll: each event a few points after the previous one (0–40 points, a fast finger at
  // 60 events per second), from the top — the cache-friendly common case.
  var y = 0.0
  let sweep = (0..<eventCount).map { _ -> Double in
    y += Double(rng.next() % 41)
    return y
  }
  for k in stride(from: 0, to: eventCount, by: eventCount / linearEvents) {
    precondition(
      event(sweep[k], true) == linearEvent(sweep[k], true),
      "navigation disagrees with the linear reference at offset \(sweep[k])")
  }
  let scroll = compare(
    "navigation event", against: "linear scans",
    unit: "10k sections, 1M rows, per event", target: "≤ 1 µs", rounds: context.rounds,
    operationCount: eventCount, baselineCount: linearEvents,
    operation: {
      var acc = 0
      for offset in sweep { acc &+= event(offset, true) }
      sink &+= acc
    },
    baseline: {
      var acc = 0
      for k in stride(from: 0, to: eventCount, by: eventCount / linearEvents) {
        acc &+= linearEvent(sweep[k], true)
      }
      sink &+= acc
    })
  var scrollRow = ResultRow(scroll, target: "≤ 1 µs")
  scrollRow.operation = "navigation event in a continuous scroll (10k sections, 1M rows)"
  scrollRow.met = scroll.median <= 1e-6
  rowsOut.append(scrollRow)
  note(
    "  navigation, scrolling: \(formatSeconds(scroll.median)) per event vs linear \(formatSeconds(scroll.baselineMedian))"
  )

  // SwiftUI: the visibility callback reports the ids on screen (a few, any order).
  let visibleSets: [[Int]] = offsets.prefix(10_000).map { offset in
    let k = sections.currentIndex(at: offset) ?? 0
    return k + 1 < sectionCount ? [k + 1, k] : [k]
  }
  let times = measure(rounds: context.rounds, count: visibleSets.count * 4) {
    var acc = 0
    for _ in 0..<4 {
      for ids in visibleSets { acc &+= navigator.nextButton(after: ids).target?.position ?? -1 }
    }
    sink &+= acc
  }
  let median = Comparison.median(times)
  rowsOut.append(
    ResultRow(
      operation: "next button from visible ids (10k sections, per event)",
      ours: formatSeconds(median), target: "≤ 1 µs", met: median <= 1e-6))
  rowsOut.append(contentsOf: navigationStateBenchmarks(context, rows: rows, sections: sections, sweep: sweep))
  blackHole(sink)
  return rowsOut
}

/// The per-event calls added for real scrolling, at 10k sections and 1M rows: a section
/// picker following a continuous scroll (the spy that knows the content's end), the "next"
/// target from the last visible section, the most-visible focus with the reveal offset above a
/// keyboard, and the snap target. Each is checked against a linear scan on a sample first.
private func navigationStateBenchmarks(
  _ context: BenchmarkContext, rows: ExtentLayout, sections: ExtentLayout, sweep: [Double]
) -> [ResultRow] {
  let viewportLength = 800.0
  let keyboard = 336.0
  let contentEnd = rows[rows.count - 1].upper
  var out: [ResultRow] = []
  var sink = 0
  let sample = stride(from: 0, to: sweep.count, by: sweep.count / (context.quick ? 20 : 100))

  // Linear references for the sample.
  for k in sample {
    let offset = Swift.min(sweep[k], contentEnd - viewportLength)
    let viewport = Extent(lower: offset, length: viewportLength)
    var spy = 0
    for (i, e) in sections.extents.enumerated() where e.lower <= offset + ExtentLayout.defaultTolerance { spy = i }
    if viewport.upper >= contentEnd - ExtentLayout.defaultTolerance {
      for (i, e) in sections.extents.enumerated() where e.lower < viewport.upper - ExtentLayout.defaultTolerance {
        spy = Swift.max(spy, i)
      }
    }
    precondition(sections.currentIndex(in: viewport) == spy, "spy disagrees at \(offset)")
    var lastVisible: Int? = nil
    for (i, e) in sections.extents.enumerated() where e.visibleFraction(in: viewport) > 0 { lastVisible = i }
    precondition(sections.visibleRange(in: viewport).last == lastVisible, "last visible disagrees at \(offset)")
    var best: Int? = nil
    for (i, e) in rows.extents.enumerated() where e.visibleFraction(in: viewport) > 0 {
      if let b = best, e.visibleFraction(in: viewport) <= rows[b].visibleFraction(in: viewport) { continue }
      best = i
    }
    precondition(rows.focusedIndex(in: viewport, rule: .mostVisible) == best, "most visible disagrees at \(offset)")
  }
  note("  picker spy, last visible and most-visible focus agree with linear scans on the sample")

  var picker = SectionPicker(sections: sections, viewportLength: viewportLength)
  let pickerTimes = measure(rounds: context.rounds, count: sweep.count) {
    var acc = 0
    for offset in sweep { acc &+= picker.scrolled(to: offset) ?? -1 }
    sink &+= acc
  }
  let pickerMedian = Comparison.median(pickerTimes)
  out.append(
    ResultRow(
      operation: "section picker event in a continuous scroll (10k sections)",
      ours: formatSeconds(pickerMedian), target: "≤ 1 µs", met: pickerMedian <= 1e-6))
  note("  section picker, scrolling: \(formatSeconds(pickerMedian)) per event")

  let keyboardTimes = measure(rounds: context.rounds, count: sweep.count) {
    var acc = 0
    for offset in sweep {
      let viewport = Extent(lower: offset, length: viewportLength)
      let next = sections.visibleRange(in: viewport).last ?? -1
      let focus = rows.focusedIndex(in: viewport, rule: .mostVisible) ?? -1
      let above = Extent(lower: offset, length: viewportLength - keyboard)
      let reveal = rows.scrollOffset(revealing: rows.visibleRange(in: viewport).last ?? 0, in: above) ?? 0
      acc &+= next &* 31 &+ focus &+ Int(reveal)
    }
    sink &+= acc
  }
  let keyboardMedian = Comparison.median(keyboardTimes)
  out.append(
    ResultRow(
      operation: "last visible section + most-visible focus + reveal above the keyboard (1M rows)",
      ours: formatSeconds(keyboardMedian), target: "≤ 1 µs", met: keyboardMedian <= 1e-6))
  note("  last visible + most visible + reveal: \(formatSeconds(keyboardMedian)) per event")

  let snapTimes = measure(rounds: context.rounds, count: sweep.count) {
    var acc = 0
    for offset in sweep {
      acc &+= rows.snapTarget(for: Extent(lower: offset / 3, length: 1537.0 / 3))?.index ?? -1
    }
    sink &+= acc
  }
  let snapMedian = Comparison.median(snapTimes)
  out.append(
    ResultRow(
      operation: "snap target on a 1/3-pt grid (1M rows)",
      ours: formatSeconds(snapMedian), target: "≤ 1 µs", met: snapMedian <= 1e-6))
  note("  snap target: \(formatSeconds(snapMedian)) per event")
  blackHole(sink)
  return out
}
