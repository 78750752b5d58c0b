import Testing

@testable import SectionNavigation

@Suite("ExtentLayout construction")
struct ExtentLayoutTests {
  @Test("stacked lengths with a start and spacing")
  func lengths() throws {
    let rows = try ExtentLayout(lengths: [44, 88, 44], startingAt: 20, spacing: 1)
    #expect(
      rows.extents == [
        Extent(lower: 20, upper: 64), Extent(lower: 65, upper: 153),
        Extent(lower: 154, upper: 198),
      ])
    #expect(rows.count == 3 && !rows.isEmpty)
    #expect(try ExtentLayout(lengths: [44, 88])[1] == Extent(lower: 44, upper: 132))
  }

  @Test("section starts give contiguous extents ending at the content's end")
  func starts() throws {
    let sections = try ExtentLayout(starts: [0, 300, 1200], end: 1500)
    #expect(
      sections.extents == [
        Extent(lower: 0, upper: 300), Extent(lower: 300, upper: 1200),
        Extent(lower: 1200, upper: 1500),
      ])
    #expect(try ExtentLayout(starts: [], end: 10).isEmpty)
    #expect(try ExtentLayout(starts: [0, 0, 5], end: 5).extents.map(\.length) == [0, 5, 0])
  }

  @Test("touching and gapped extents are accepted; overlapping ones are rejected")
  func overlapping() throws {
    #expect(
      try ExtentLayout([
        Extent(lower: 0, upper: 50), Extent(lower: 50, upper: 90),
        Extent(lower: 100, upper: 100),
      ]).count == 3)
    #expect(throws: ExtentLayoutError.overlapping(index: 1)) {
      try ExtentLayout([Extent(lower: 0, upper: 50), Extent(lower: 40, upper: 90)])
    }
    #expect(throws: ExtentLayoutError.overlapping(index: 2)) {
      try ExtentLayout(starts: [0, 300, 200], end: 1500)
    }
    #expect(throws: ExtentLayoutError.negativeLength(index: 1)) {
      try ExtentLayout(starts: [0, 300], end: 200)
    }
    #expect(throws: ExtentLayoutError.negativeLength(index: 2)) {
      try ExtentLayout(lengths: [1, 2, -3])
    }
    #expect(throws: ExtentLayoutError.overlapping(index: 1)) {
      try ExtentLayout(lengths: [1, 2], spacing: -1)
    }
  }

  @Test("NaN and infinite values are rejected, never laid out")
  func notFinite() {
    #expect(throws: ExtentLayoutError.notFinite(index: 1)) {
      try ExtentLayout([Extent(lower: 0, upper: 1), Extent(lower: 2, upper: .infinity)])
    }
    #expect(throws: ExtentLayoutError.notFinite(index: 0)) {
      try ExtentLayout([Extent(lower: .nan, upper: 1)])
    }
    #expect(throws: ExtentLayoutError.notFinite(index: 1)) {
      try ExtentLayout(lengths: [1, .nan])
    }
    // 1 + max rounds to max (finite); max + max overflows at the third item.
    #expect(throws: ExtentLayoutError.notFinite(index: 2)) {
      try ExtentLayout(lengths: [1, .greatestFiniteMagnitude, .greatestFiniteMagnitude])
    }
    #expect(throws: ExtentLayoutError.notFinite(index: 0)) {
      try ExtentLayout(lengths: [1], startingAt: .infinity)
    }
    #expect(throws: ExtentLayoutError.notFinite(index: 2)) {
      try ExtentLayout(starts: [0, 1], end: .nan)
    }
  }

  @Test("random valid layouts round-trip; random overlapping ones are rejected")
  func randomValidation() throws {
    var layouts = RandomLayouts(seed: 0x5EED_0002)
    for _ in 0..<2_000 {
      let extents = layouts.extents()
      #expect(try ExtentLayout(extents).extents == extents)
      #expect(try ExtentLayout(lengths: extents.map(\.length)).extents.map(\.length) == extents.map(\.length))
      guard extents.count >= 2 else { continue }
      let victim = Int.random(in: 1..<extents.count, using: &layouts.random)
      let previous = extents[victim - 1]
      guard previous.length > 0 else { continue }
      var broken = extents
      broken[victim] = Extent(lower: previous.upper - 0.5, upper: max(previous.upper, extents[victim].upper))
      #expect(throws: ExtentLayoutError.overlapping(index: victim)) { try ExtentLayout(broken) }
    }
  }
}
