import Testing

@testable import SectionNavigation

@Suite("Focused item")
struct FocusedItemTests {
  /// Seed 001: cells of different heights, 0..<300, 300..<420, 420..<820, 820..<900.
  let cells: ExtentLayout = try! ExtentLayout(lengths: [300, 120, 400, 80])

  @Test("cells of different heights: first ≥ 90 %, else the next, else the only one")
  func differentHeights() {
    #expect(cells.focusedIndex(in: Extent(lower: 0, upper: 500)) == 0)  // fully visible
    #expect(cells.focusedIndex(in: Extent(lower: 20, upper: 520)) == 0)  // 93 % visible
    #expect(cells.focusedIndex(in: Extent(lower: 30, upper: 530)) == 0)  // exactly 90 %
    #expect(cells.focusedIndex(in: Extent(lower: 100, upper: 600)) == 1)  // 67 %: the next
    #expect(cells.focusedIndex(in: Extent(lower: 350, upper: 700)) == 2)  // none ≥ 90 %
    #expect(cells.focusedIndex(in: Extent(lower: 500, upper: 700)) == 2)  // the only visible
    #expect(cells.focusedIndex(in: Extent(lower: 830, upper: 1000)) == 3)  // the last
    #expect(cells.focusedIndex(in: Extent(lower: 900, upper: 1000)) == nil)  // past the end
  }

  @Test("the threshold is an option, a fraction in 0...1")
  func threshold() throws {
    let viewport = Extent(lower: 100, upper: 600)  // cell 0 is 2/3 visible
    #expect(cells.focusedIndex(in: viewport, threshold: try FocusThreshold(0.6)) == 0)
    #expect(cells.focusedIndex(in: viewport, threshold: try FocusThreshold(0.7)) == 1)
    #expect(cells.focusedIndex(in: viewport, threshold: try FocusThreshold(0)) == 0)
    #expect(cells.focusedIndex(in: viewport, threshold: try FocusThreshold(1)) == 1)
    #expect(FocusThreshold.ninetyPercent.fraction == 0.9)
    #expect(FocusRule.default == .firstVisible(atLeast: .ninetyPercent))
  }

  @Test("a threshold outside 0...1 is an error, not a clamp (90.0 written for 90 %)")
  func thresholdOutOfRange() {
    #expect(throws: FocusThresholdError.outOfRange(90)) { try FocusThreshold(90) }
    #expect(throws: FocusThresholdError.outOfRange(-0.1)) { try FocusThreshold(-0.1) }
    #expect(throws: FocusThresholdError.self) { try FocusThreshold(.nan) }
    #expect(throws: FocusThresholdError.outOfRange(.infinity)) { try FocusThreshold(.infinity) }
  }

  @Test("most visible: the largest visible fraction, the first on a tie")
  func mostVisible() {
    // 95 % of cell 0 is enough for the threshold rule; cell 1 is fully visible.
    #expect(cells.focusedIndex(in: Extent(lower: 15, upper: 500), rule: .default) == 0)
    #expect(cells.focusedIndex(in: Extent(lower: 15, upper: 500), rule: .mostVisible) == 1)
    // Cells 1 (70/120 = 58 %) and 2 (280/400 = 70 %): cell 2.
    #expect(cells.focusedIndex(in: Extent(lower: 350, upper: 700), rule: .mostVisible) == 2)
    // Cells 1 (100/120 = 83 %) and 2 (80/400 = 20 %): cell 1 (the threshold rule says 2).
    #expect(cells.focusedIndex(in: Extent(lower: 320, upper: 500), rule: .mostVisible) == 1)
    #expect(cells.focusedIndex(in: Extent(lower: 320, upper: 500)) == 2)
    // A tie: two rows of 100, each half visible.
    let rows = try! ExtentLayout(lengths: [100, 100])
    #expect(rows.focusedIndex(in: Extent(lower: 50, upper: 150), rule: .mostVisible) == 0)
    #expect(cells.focusedIndex(in: Extent(lower: 900, upper: 1000), rule: .mostVisible) == nil)
  }

  @Test("matches the linear reference on random layouts, viewports and thresholds")
  func property() throws {
    var layouts = RandomLayouts(seed: 0x5EED_0004)
    let thresholds = [0, 0.25, 0.5, 0.9, 1]
    let rules = try thresholds.map { FocusRule.firstVisible(atLeast: try FocusThreshold($0)) }
    for _ in 0..<3_000 {
      let extents = layouts.extents()
      let layout = try ExtentLayout(extents)
      for _ in 0..<10 {
        let viewport = layouts.viewport(over: extents)
        let k = Int.random(in: 0..<thresholds.count, using: &layouts.random)
        #expect(
          layout.focusedIndex(in: viewport, rule: rules[k])
            == LinearReference.focusedIndex(extents, in: viewport, threshold: thresholds[k]),
          "\(extents) in \(viewport) at \(thresholds[k])")
        #expect(
          layout.focusedIndex(in: viewport, rule: .mostVisible)
            == LinearReference.mostVisibleIndex(extents, in: viewport),
          "most visible: \(extents) in \(viewport)")
      }
    }
  }
}
