import Testing
@testable import SectionNavigation

@Suite("SpanLayout construction")
struct SpanLayoutTests {
  @Test("stacked lengths with a start and spacing")
  func lengths() throws {
    let rows = try SpanLayout(lengths: [44, 88, 44], startingAt: 20, spacing: 1)
    #expect(rows.spans == [Span(lower: 20, upper: 64), Span(lower: 65, upper: 153),
                           Span(lower: 154, upper: 198)])
    #expect(rows.count == 3 && !rows.isEmpty)
    #expect(try SpanLayout(lengths: [44, 88])[1] == Span(lower: 44, upper: 132))
  }

  @Test("section starts give contiguous spans ending at the content's end")
  func starts() throws {
    let sections = try SpanLayout(starts: [0, 300, 1200], end: 1500)
    #expect(sections.spans == [Span(lower: 0, upper: 300), Span(lower: 300, upper: 1200),
                               Span(lower: 1200, upper: 1500)])
    #expect(try SpanLayout(starts: [], end: 10).isEmpty)
    #expect(try SpanLayout(starts: [0, 0, 5], end: 5).spans.map(\.length) == [0, 5, 0])
  }

  @Test("touching and gapped spans are accepted; overlapping ones are rejected")
  func overlapping() throws {
    #expect(try SpanLayout([Span(lower: 0, upper: 50), Span(lower: 50, upper: 90),
                            Span(lower: 100, upper: 100)]).count == 3)
    #expect(throws: SpanLayoutError.overlapping(index: 1)) {
      try SpanLayout([Span(lower: 0, upper: 50), Span(lower: 40, upper: 90)])
    }
    #expect(throws: SpanLayoutError.overlapping(index: 2)) {
      try SpanLayout(starts: [0, 300, 200], end: 1500)
    }
    #expect(throws: SpanLayoutError.negativeLength(index: 1)) {
      try SpanLayout(starts: [0, 300], end: 200)
    }
    #expect(throws: SpanLayoutError.negativeLength(index: 2)) {
      try SpanLayout(lengths: [1, 2, -3])
    }
    #expect(throws: SpanLayoutError.overlapping(index: 1)) {
      try SpanLayout(lengths: [1, 2], spacing: -1)
    }
  }

  @Test("NaN and infinite values are rejected, never laid out")
  func notFinite() {
    #expect(throws: SpanLayoutError.notFinite(index: 1)) {
      try SpanLayout([Span(lower: 0, upper: 1), Span(lower: 2, upper: .infinity)])
    }
    #expect(throws: SpanLayoutError.notFinite(index: 0)) {
      try SpanLayout([Span(lower: .nan, upper: 1)])
    }
    #expect(throws: SpanLayoutError.notFinite(index: 1)) {
      try SpanLayout(lengths: [1, .nan])
    }
    // 1 + max rounds to max (finite); max + max overflows at the third item.
    #expect(throws: SpanLayoutError.notFinite(index: 2)) {
      try SpanLayout(lengths: [1, .greatestFiniteMagnitude, .greatestFiniteMagnitude])
    }
    #expect(throws: SpanLayoutError.notFinite(index: 0)) {
      try SpanLayout(lengths: [1], startingAt: .infinity)
    }
    #expect(throws: SpanLayoutError.notFinite(index: 2)) {
      try SpanLayout(starts: [0, 1], end: .nan)
    }
  }

  @Test("random valid layouts round-trip; random overlapping ones are rejected")
  func randomValidation() throws {
    var layouts = RandomLayouts(seed: 0x5EED_0002)
    for _ in 0..<2_000 {
      let spans = layouts.spans()
      #expect(try SpanLayout(spans).spans == spans)
      #expect(try SpanLayout(lengths: spans.map(\.length)).spans.map(\.length) == spans.map(\.length))
      guard spans.count >= 2 else { continue }
      let victim = Int.random(in: 1..<spans.count, using: &layouts.random)
      let previous = spans[victim - 1]
      guard previous.length > 0 else { continue }
      var broken = spans
      broken[victim] = Span(lower: previous.upper - 0.5, upper: max(previous.upper, spans[victim].upper))
      #expect(throws: SpanLayoutError.overlapping(index: victim)) { try SpanLayout(broken) }
    }
  }
}
