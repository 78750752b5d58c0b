import Testing

@testable import SectionNavigation

@Suite("Snap target")
struct SnapTargetTests {
  @Test("uniform rows: the cut bottom row comes fully in; aligned rows stay")
  func uniformRows() throws {
    let rows = try ExtentLayout(lengths: Array(repeating: 44, count: 100))
    #expect(
      rows.snapTarget(for: Extent(lower: 10, length: 600))
        == SnapTarget(index: 13, viewportLower: 16))
    #expect(rows.snapTarget(for: Extent(lower: 16, length: 600)) == nil)
    #expect(rows.snapTarget(for: Extent(lower: 0, length: 616)) == nil)
    // At the end of the content there is nothing left to cut.
    #expect(rows.snapTarget(for: Extent(lower: 3800, length: 600)) == nil)
    #expect(rows.snapTarget(for: Extent(lower: 4000, length: 600)) == nil)
  }

  @Test("rows taller than the viewport: align their start, or leave them alone")
  func tallRows() throws {
    let rows = try ExtentLayout(lengths: [30, 220, 50])  // 0..<30, 30..<250, 250..<300
    let viewport = Extent(lower: 0, upper: 100)
    #expect(rows.snapTarget(for: viewport) == SnapTarget(index: 1, viewportLower: 30))
    #expect(rows.snapTarget(for: Extent(lower: 40, upper: 140)) == nil)  // reading through it
    #expect(rows.snapTarget(for: Extent(lower: 200, upper: 300)) == nil)  // last row ends inside
    #expect(
      rows.snapTarget(for: Extent(lower: 160, upper: 260))
        == SnapTarget(index: 2, viewportLower: 200))
  }

  @Test("a 3× screen: 120 rows of 44 pt, viewport 1537/3 pt at 770/3 snaps once, to row 17")
  func thirdPointGridSnapsOnce() throws {
    let rows = try ExtentLayout(lengths: Array(repeating: 44, count: 120))
    let length = 1537.0 / 3
    let first = try #require(rows.snapTarget(for: Extent(lower: 770.0 / 3, length: length)))
    #expect(first.index == 17)  // 748..<792 is cut at 769
    #expect(abs(first.viewportLower - 839.0 / 3) < 1e-9)  // 279.666…: the cut, 23 pt, further
    // The list scrolled there; the detector runs again when that scroll ends.
    #expect(rows.snapTarget(for: Extent(lower: first.viewportLower, length: length)) == nil)
    // A target computed as `row.upper - viewport.length` (a length recomputed from rounded
    // ends) is 279.66666666666674, and a viewport there ends at 792.0000000000001: exact
    // comparisons then count row 18 (792..<836) as visible and cut, the tolerance does not.
    let recomputed = Extent(lower: 792 - Extent(lower: 770.0 / 3, length: length).length, length: length)
    #expect(recomputed.upper > 792)
    #expect(rows.snapTarget(for: recomputed, tolerance: 0)?.index == 18)
    #expect(rows.snapTarget(for: recomputed) == nil)
  }

  @Test("after a snap the row is fully visible, and matches the linear reference")
  func property() throws {
    var layouts = RandomLayouts(seed: 0x5EED_0005)
    for _ in 0..<3_000 {
      let extents = layouts.extents()
      let layout = try ExtentLayout(extents)
      for _ in 0..<10 {
        let viewport = layouts.viewport(over: extents)
        let snap = layout.snapTarget(for: viewport)
        #expect(snap == LinearReference.snapTarget(extents, for: viewport), "\(extents) in \(viewport)")
        guard let snap else { continue }
        #expect(snap.viewportLower > viewport.lower + ExtentLayout.defaultTolerance)
        let moved = Extent(lower: snap.viewportLower, length: viewport.length)
        let row = extents[snap.index]
        if row.length <= viewport.length {
          #expect(LinearReference.fraction(of: row, in: moved) == 1 || row.length == 0)
        } else {
          #expect(moved.lower == row.lower)
        }
        #expect(moved.upper <= extents.last!.upper)
      }
    }
  }

  /// Rows, viewport lengths and offsets on a grid of 1/`scale` pt, rows taller than the
  /// viewport included; row ends are accumulated sums, as a layout engine computes them.
  struct GridLayouts {
    var random: SplitMix64
    let scale: Double

    mutating func value(_ range: ClosedRange<Int>) -> Double {
      Double(Int.random(in: range, using: &random)) / scale
    }

    mutating func lengths(viewportLength: Double) -> [Double] {
      let count = Int.random(in: 1...60, using: &random)
      let cells = Int(viewportLength * scale)
      return (0..<count).map { _ in
        Int.random(in: 0..<8, using: &random) == 0
          ? value(cells...(3 * cells))  // taller than the viewport
          : value((20 * Int(scale))...(cells / 2 + 20 * Int(scale)))
      }
    }
  }

  @Test(
    "snapping at a snap target gives nothing: 1/2- and 1/3-pt grids, tall rows included",
    arguments: [2.0, 3.0])
  func idempotentOnPixelGrids(scale: Double) throws {
    var grid = GridLayouts(random: SplitMix64(seed: 0x5EED_0105 &+ UInt64(scale)), scale: scale)
    var snaps = 0
    for _ in 0..<1_500 {
      let length = grid.value((200 * Int(scale))...(900 * Int(scale)))
      let rows = try ExtentLayout(lengths: grid.lengths(viewportLength: length))
      let end = rows[rows.count - 1].upper
      for _ in 0..<20 {
        let lower = grid.value(-(20 * Int(scale))...Int(end * scale))
        let viewport = Extent(lower: lower, length: length)
        guard let snap = rows.snapTarget(for: viewport) else { continue }
        snaps += 1
        let again = rows.snapTarget(for: Extent(lower: snap.viewportLower, length: length))
        #expect(again == nil, "\(rows.extents) at \(lower) + \(length): \(snap) then \(String(describing: again))")
        #expect(snap == LinearReference.snapTarget(rows.extents, for: viewport))
      }
    }
    #expect(snaps > 5_000)  // the test exercised many snaps, not only nil answers
  }

  @Test("a scroll loop: each fling starts from the previous snap's offset, every snap is final")
  func scrollLoopReplay() throws {
    // Four row heights on a 3× screen and 22 viewport lengths, as a list screen replays them.
    var random = SplitMix64(seed: 0x5EED_0205)
    var snaps = 0
    for rowLength in [44.0, 131.0 / 3, 60.5, 88.0 + 2.0 / 3] {
      let rows = try ExtentLayout(lengths: Array(repeating: rowLength, count: 400))
      let end = rows[rows.count - 1].upper
      for k in 0..<22 {
        let length = Double(1_200 + 97 * k) / 3  // 400 … 1092.33 pt
        var offset = 0.0
        while offset + length < end {
          let viewport = Extent(lower: offset, length: length)
          if let snap = rows.snapTarget(for: viewport) {
            snaps += 1
            // The scroll view lands on the target; the detector runs again and must be quiet.
            #expect(rows.snapTarget(for: Extent(lower: snap.viewportLower, length: length)) == nil)
            let landed = Extent(lower: snap.viewportLower, length: length)
            #expect(rows[snap.index].upper <= landed.upper + ExtentLayout.defaultTolerance)
            offset = snap.viewportLower
          }
          offset += Double(Int.random(in: 1...600, using: &random)) / 3  // the next fling
        }
      }
    }
    #expect(snaps > 1_000)
  }
}
