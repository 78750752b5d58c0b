import HangulCorpus
import Testing

@testable import SectionNavigation

@Suite("Index strip")
struct IndexStripTests {
  let seven = ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ"]

  @Test("a strip with room for every title: uniform rows")
  func roomy() {
    let strip = IndexStrip(titles: seven, extent: Extent(lower: 0, upper: 140), minimumRowLength: 14)
    #expect(!strip.isCollapsed)
    #expect(strip.labels == seven)
    #expect(strip.rowLength == 20)
    #expect(strip.title(at: 0) == "ㄱ")
    #expect(strip.title(at: 19.9) == "ㄱ")
    #expect(strip.title(at: 20) == "ㄴ")
    #expect(strip.title(at: 25) == "ㄴ")
    #expect(strip.title(at: 139.9) == "ㅅ")
  }

  @Test("dragging past both ends of the strip clamps to the first and last titles")
  func pastTheEnds() {
    let strip = IndexStrip(
      titles: Titles.all, extent: Extent(lower: 100, upper: 100 + 41 * 16),
      minimumRowLength: 14)
    #expect(!strip.isCollapsed)
    for position in [-1e9, -100, 0, 99, 99.999, 100] {
      #expect(strip.title(at: position) == "ㄱ", "at \(position)")
    }
    for position in [756, 756.001, 800, 1e9, Double.infinity] {
      #expect(strip.title(at: position) == "#", "at \(position)")
    }
    #expect(strip.title(at: -.infinity) == "ㄱ")
    #expect(strip.title(at: .nan) == "ㄱ")
    #expect(strip.title(at: 100 + 14 * 16 + 8) == "A")  // the middle of row 14
  }

  @Test("a short strip collapses: every k-th title with bullets between, as iOS does")
  func collapsed() {
    let strip = IndexStrip(titles: seven, extent: Extent(lower: 0, upper: 70), minimumRowLength: 14)
    #expect(strip.isCollapsed)
    #expect(strip.labels == ["ㄱ", IndexStrip.bulletLabel, "ㄹ", IndexStrip.bulletLabel, "ㅅ"])
    #expect(strip.entries == [.title(0), .bullet(1..<3), .title(3), .bullet(4..<6), .title(6)])
    #expect(strip.rowLength == 14)
    // The first bullet's row (14..<28) stands for ㄴ and ㄷ, half each.
    #expect(strip.title(at: 15) == "ㄴ")
    #expect(strip.title(at: 20.9) == "ㄴ")
    #expect(strip.title(at: 21) == "ㄷ")
    #expect(strip.title(at: 25) == "ㄷ")
    #expect(strip.title(at: 30) == "ㄹ")
    #expect(strip.title(at: 50) == "ㅂ")
    #expect(strip.title(at: 69) == "ㅅ")
    #expect(strip.title(at: 500) == "ㅅ")
  }

  @Test("the full ㄱ…ㅎ A–Z # index in a landscape-height strip")
  func landscape() {
    // 41 titles, room for 15 rows of 14 points: 8 titles and 7 bullets.
    let strip = IndexStrip(
      titles: Titles.all, extent: Extent(lower: 0, upper: 15 * 14 + 5),
      minimumRowLength: 14)
    #expect(strip.entries.count == 15)
    #expect(strip.labels == ["ㄱ", "•", "ㅅ", "•", "ㅌ", "•", "D", "•", "J", "•", "P", "•", "U", "•", "#"])
    let shown = strip.entries.compactMap { entry -> String? in
      if case .title(let position) = entry { return Titles.all[position] }
      return nil
    }
    // round(j · 40 / 7) for j = 0…7: 0, 6, 11, 17, 23, 29, 34, 40.
    #expect(shown == ["ㄱ", "ㅅ", "ㅌ", "D", "J", "P", "U", "#"])
  }

  @Test("degenerate strips: no titles, one row, zero length, no minimum")
  func degenerate() {
    #expect(
      IndexStrip(titles: [], extent: Extent(lower: 0, upper: 100), minimumRowLength: 14)
        .title(at: 50) == nil)
    let oneRow = IndexStrip(titles: seven, extent: Extent(lower: 0, upper: 20), minimumRowLength: 14)
    #expect(oneRow.entries == [.bullet(0..<7)])
    #expect(oneRow.title(at: 0) == "ㄱ")
    #expect(oneRow.title(at: 10) == "ㄹ")  // 10/20 of the way: the 4th of 7
    #expect(oneRow.title(at: 19.99) == "ㅅ")
    let flat = IndexStrip(titles: seven, extent: Extent(lower: 50, upper: 50), minimumRowLength: 14)
    #expect(flat.entries == [.bullet(0..<7)])
    #expect(flat.title(at: 49) == "ㄱ")
    #expect(flat.title(at: 50) == "ㄱ")
    #expect(flat.title(at: 51) == "ㅅ")
    let unlimited = IndexStrip(titles: seven, extent: Extent(lower: 0, upper: 7), minimumRowLength: 0)
    #expect(!unlimited.isCollapsed)
    #expect(unlimited.title(at: 3.5) == "ㄹ")
    let nanRows = IndexStrip(titles: seven, extent: Extent(lower: 0, upper: 70), minimumRowLength: .nan)
    #expect(!nanRows.isCollapsed)
  }

  @Test("random strips: a valid collapse, maximal, monotone, every title reachable, reference mapping")
  func property() {
    var random = SplitMix64(seed: 0x5EED_0013)
    for _ in 0..<3_000 {
      let count = Int.random(in: 1...60, using: &random)
      let titles = (0..<count).map { "t\($0)" }
      let lower = Double(Int.random(in: -100...100, using: &random))
      let length = Double(Int.random(in: 0...900, using: &random))
      let rowMinimum = Double(Int.random(in: 5...20, using: &random))
      let strip = IndexStrip(
        titles: titles, extent: Extent(lower: lower, length: length),
        minimumRowLength: rowMinimum)
      let capacity = Int(length / rowMinimum)
      checkShape(strip, count: count, capacity: capacity)
      checkMapping(strip, count: count)
    }
  }

  /// Entries cover every title once, in order; titles and bullets alternate, starting and
  /// ending with a title; every bullet hides a title; as many titles as fit are shown.
  private func checkShape(_ strip: IndexStrip, count: Int, capacity: Int) {
    var covered: [Int] = []
    for entry in strip.entries {
      switch entry {
      case .title(let position): covered.append(position)
      case .bullet(let hidden):
        #expect(!hidden.isEmpty)
        covered += Array(hidden)
      }
    }
    #expect(covered == Array(0..<count))
    if capacity >= count {
      #expect(!strip.isCollapsed)
      return
    }
    let shown = (capacity + 1) / 2
    if shown < 2 {
      #expect(strip.entries == [.bullet(0..<count)])
      return
    }
    #expect(strip.entries.count == 2 * shown - 1)
    #expect(strip.entries.count <= capacity)
    for (row, entry) in strip.entries.enumerated() {
      if case .title = entry { #expect(row % 2 == 0) } else { #expect(row % 2 == 1) }
    }
  }

  /// Against a reference that lays the rows (and each bullet's share per hidden title) out as
  /// explicit extents and scans them; probes sit in the middle of each share, away from edges.
  private func checkMapping(_ strip: IndexStrip, count: Int) {
    guard strip.extent.length > 0 else { return }
    let row = strip.extent.length / Double(strip.entries.count)
    var shares: [(extent: Extent, title: Int)] = []
    for (index, entry) in strip.entries.enumerated() {
      let top = strip.extent.lower + Double(index) * row
      switch entry {
      case .title(let position):
        shares.append((Extent(lower: top, length: row), position))
      case .bullet(let hidden):
        let share = row / Double(hidden.count)
        for (k, position) in hidden.enumerated() {
          shares.append((Extent(lower: top + Double(k) * share, length: share), position))
        }
      }
    }
    var previous = -1
    for share in shares {
      let probe = (share.extent.lower + share.extent.upper) / 2
      let expected = shares.first { $0.extent.lower <= probe && probe < $0.extent.upper }!.title
      let got = strip.titlePosition(at: probe)
      #expect(got == expected, "\(strip.entries) at \(probe)")
      #expect((got ?? -1) >= previous)  // monotone
      previous = got ?? previous
    }
    #expect(Set(shares.map(\.title)).count == count)  // every title reachable
    #expect(strip.titlePosition(at: strip.extent.lower - 1) == 0)
    #expect(strip.titlePosition(at: strip.extent.upper + 1) == count - 1)
  }
}
