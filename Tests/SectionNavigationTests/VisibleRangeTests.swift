import Testing
@testable import SectionNavigation

@Suite("Visible range")
struct VisibleRangeTests {
  @Test("rows of different heights: edges that only touch are not visible")
  func scenario() throws {
    let rows = try SpanLayout(lengths: [44, 88, 44, 60])   // 0..<44, 44..<132, 132..<176, 176..<236
    #expect(rows.visibleRange(in: Span(lower: 50, upper: 150)) == 1..<3)
    #expect(rows.visibleRange(in: Span(lower: 44, upper: 132)) == 1..<2)
    #expect(rows.visibleRange(in: Span(lower: -100, upper: 0)).isEmpty)
    #expect(rows.visibleRange(in: Span(lower: 236, upper: 900)).isEmpty)
    #expect(rows.visibleRange(in: Span(lower: 0, upper: 0)).isEmpty)
    #expect(rows.visibleRange(in: Span(lower: .nan, upper: 10)).isEmpty)
    #expect(try SpanLayout([]).visibleRange(in: Span(lower: 0, upper: 10)).isEmpty)
  }

  @Test("matches the linear reference on random layouts and viewports")
  func property() throws {
    var layouts = RandomLayouts(seed: 0x5EED_0003)
    for _ in 0..<3_000 {
      let spans = layouts.spans()
      let layout = try SpanLayout(spans)
      for _ in 0..<10 {
        let viewport = layouts.viewport(over: spans)
        #expect(Array(layout.visibleRange(in: viewport))
                == LinearReference.visibleIndices(spans, in: viewport),
                "\(spans) in \(viewport)")
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
      let layout = try SpanLayout(lengths: lengths)
      let end = layout.spans.last!.upper
      for _ in 0..<10 {
        let lower = Double(Int.random(in: -10...Int(end) + 10, using: &random))
        let viewport = Span(lower: lower, length: Double(Int.random(in: 1...2_000, using: &random)))
        let range = layout.visibleRange(in: viewport)
        #expect(Array(range) == LinearReference.visibleIndices(layout.spans, in: viewport))
        #expect(layout.focusedIndex(in: viewport)
                == LinearReference.focusedIndex(layout.spans, in: viewport, threshold: 0.9))
        #expect(layout.snapTarget(for: viewport)
                == LinearReference.snapTarget(layout.spans, for: viewport))
      }
    }
  }
}
