import Testing

@testable import SectionNavigation

@Suite("Scroll spy")
struct ScrollSpyTests {
  @Test("exact section boundaries belong to the section that starts there")
  func boundaries() throws {
    let sections = try ExtentLayout(starts: [0, 300, 1200], end: 1500)
    #expect(sections.currentIndex(at: 0) == 0)
    #expect(sections.currentIndex(at: 299.5) == 0)
    #expect(sections.currentIndex(at: 300.0.nextDown) == 0)
    #expect(sections.currentIndex(at: 300) == 1)
    #expect(sections.currentIndex(at: 1199) == 1)
    #expect(sections.currentIndex(at: 1200) == 2)
    #expect(sections.currentIndex(at: 1500) == 2)
    #expect(sections.currentIndex(at: 9999) == 2)
    #expect(sections.currentIndex(at: -40) == 0)
    #expect(sections.currentIndex(at: .nan) == nil)
    #expect(sections.currentIndex(at: -.infinity) == 0)
    #expect(try ExtentLayout([]).currentIndex(at: 0) == nil)
  }

  @Test("empty sections (zero length) and gaps")
  func emptySectionsAndGaps() throws {
    // Sections 1 and 2 are empty and start where section 3 starts.
    let sections = try ExtentLayout(starts: [0, 100, 100, 100, 400], end: 500)
    #expect(sections.currentIndex(at: 99) == 0)
    #expect(sections.currentIndex(at: 100) == 3)
    let gapped = try ExtentLayout([Extent(lower: 0, upper: 100), Extent(lower: 150, upper: 200)])
    #expect(gapped.currentIndex(at: 120) == 0)
    #expect(gapped.currentIndex(at: 150) == 1)
  }

  @Test("matches the linear reference on random layouts and offsets")
  func property() throws {
    var layouts = RandomLayouts(seed: 0x5EED_0006)
    for _ in 0..<3_000 {
      let extents = layouts.extents()
      let layout = try ExtentLayout(extents)
      for _ in 0..<10 {
        let offset = layouts.viewport(over: extents).lower
        #expect(
          layout.currentIndex(at: offset) == LinearReference.currentIndex(extents, at: offset),
          "\(extents) at \(offset)")
      }
    }
  }
}
