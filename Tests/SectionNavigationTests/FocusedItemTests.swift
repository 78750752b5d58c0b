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

  @Test("the threshold is an option, clamped to 0...1")
  func threshold() {
    let viewport = Extent(lower: 100, upper: 600)  // cell 0 is 2/3 visible
    #expect(cells.focusedIndex(in: viewport, threshold: 0.6) == 0)
    #expect(cells.focusedIndex(in: viewport, threshold: 0.7) == 1)
    #expect(cells.focusedIndex(in: viewport, threshold: -3) == 0)
    #expect(cells.focusedIndex(in: viewport, threshold: 7) == 1)
    #expect(cells.focusedIndex(in: viewport, threshold: .nan) == 1)
    #expect(ExtentLayout.defaultFocusThreshold == 0.9)
  }

  @Test("matches the linear reference on random layouts, viewports and thresholds")
  func property() throws {
    var layouts = RandomLayouts(seed: 0x5EED_0004)
    let thresholds = [0, 0.25, 0.5, 0.9, 1]
    for _ in 0..<3_000 {
      let extents = layouts.extents()
      let layout = try ExtentLayout(extents)
      for _ in 0..<10 {
        let viewport = layouts.viewport(over: extents)
        let threshold = thresholds.randomElement(using: &layouts.random)!
        #expect(
          layout.focusedIndex(in: viewport, threshold: threshold)
            == LinearReference.focusedIndex(extents, in: viewport, threshold: threshold),
          "\(extents) in \(viewport) at \(threshold)")
      }
    }
  }
}
