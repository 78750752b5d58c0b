import HangulCorpus
import Testing

@testable import SectionNavigation

@Suite("Visible range")
struct VisibleRangeTests {
  @Test("rows of different heights: edges that only touch are not visible")
  func scenario() throws {
    let rows = try ExtentLayout(lengths: [44, 88, 44, 60])  // 0..<44, 44..<132, 132..<176, 176..<236
    #expect(rows.visibleRange(in: Extent(lower: 50, upper: 150)) == 1..<3)
    #expect(rows.visibleRange(in: Extent(lower: 44, upper: 132)) == 1..<2)
    #expect(rows.visibleRange(in: Extent(lower: -100, upper: 0)).isEmpty)
    #expect(rows.visibleRange(in: Extent(lower: 236, upper: 900)).isEmpty)
    #expect(rows.visibleRange(in: Extent(lower: 0, upper: 0)).isEmpty)
    #expect(rows.visibleRange(in: Extent(lower: .nan, upper: 10)).isEmpty)
    #expect(try ExtentLayout([]).visibleRange(in: Extent(lower: 0, upper: 10)).isEmpty)
  }

  @Test("matches the linear reference on random layouts and viewports")
  func property() throws {
    var layouts = RandomLayouts(seed: 0x5EED_0003)
    for _ in 0..<3_000 {
      let extents = layouts.extents()
      let layout = try ExtentLayout(extents)
      for _ in 0..<10 {
        let viewport = layouts.viewport(over: extents)
        #expect(
          Array(layout.visibleRange(in: viewport))
            == LinearReference.visibleIndices(extents, in: viewport),
          "\(extents) in \(viewport)")
      }
    }
  }

  @Test("many small rows under tall viewports: long visible ranges match the reference")
  func longRanges() throws {
    var random = SplitMix64(seed: 0x5EED_0007)
    for _ in 0..<100 {
      let lengths = (0..<Int.random(in: 1...3_000, using: &random)).map { _ in
        Double(Int.random(in: 0...3, using: &random))
      }
      let layout = try ExtentLayout(lengths: lengths)
      let end = layout.extents.last!.upper
      for _ in 0..<10 {
        let lower = Double(Int.random(in: -10...Int(end) + 10, using: &random))
        let viewport = Extent(lower: lower, length: Double(Int.random(in: 1...2_000, using: &random)))
        let range = layout.visibleRange(in: viewport)
        #expect(Array(range) == LinearReference.visibleIndices(layout.extents, in: viewport))
        #expect(
          layout.focusedIndex(in: viewport)
            == LinearReference.focusedIndex(layout.extents, in: viewport, threshold: 0.9))
        #expect(
          layout.snapTarget(for: viewport)
            == LinearReference.snapTarget(layout.extents, for: viewport))
      }
    }
  }
}
