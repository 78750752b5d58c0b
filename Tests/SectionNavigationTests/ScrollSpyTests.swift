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

  @Test("knowing the viewport and the content's end: a short last section becomes current at the end")
  func shortLastSection() throws {
    // Five categories; the last, "Custom", is only 118 pt and can never reach the top.
    let categories = try ExtentLayout(starts: [0, 700, 1400, 2100, 2800], end: 2918)
    #expect(categories.currentIndex(in: Extent(lower: 1500, length: 600)) == 2)
    #expect(categories.currentIndex(in: Extent(lower: 2300, length: 600)) == 3)
    #expect(categories.currentIndex(in: Extent(lower: 2318, length: 600)) == 4)  // the end
    #expect(categories.currentIndex(at: 2318) == 3)  // the offset alone never gets there
    // A rounding error short of the end still counts as the end (3× grid: 6954/3 + 1800/3).
    #expect(categories.currentIndex(in: Extent(lower: 6954.0 / 3, length: 1800.0 / 3)) == 4)
    // An offset a rounding error above a section's start already shows that section.
    #expect(categories.currentIndex(in: Extent(lower: 700.0.nextDown, length: 600)) == 1)
    #expect(categories.currentIndex(in: Extent(lower: 700.0.nextDown, length: 600), tolerance: 0) == 0)
    // Content that ends after the last section (a footer): the end is the content's.
    #expect(categories.currentIndex(in: Extent(lower: 2318, length: 600), contentEnd: 3000) == 3)
    #expect(categories.currentIndex(in: Extent(lower: 2400, length: 600), contentEnd: 3000) == 4)
    #expect(try ExtentLayout([]).currentIndex(in: Extent(lower: 0, length: 600)) == nil)
    #expect(categories.currentIndex(in: Extent(lower: .nan, length: 600)) == nil)
  }

  @Test("knowing the content's end: matches the linear reference on random layouts")
  func propertyWithContentEnd() throws {
    var layouts = RandomLayouts(seed: 0x5EED_0016)
    for _ in 0..<3_000 {
      let extents = layouts.extents()
      let layout = try ExtentLayout(extents)
      let end = (extents.last?.upper ?? 0) + Double(Int.random(in: 0...1, using: &layouts.random) * 40)
      for _ in 0..<10 {
        let viewport = layouts.viewport(over: extents)
        #expect(
          layout.currentIndex(in: viewport, contentEnd: end)
            == LinearReference.currentIndex(extents, in: viewport, contentEnd: end),
          "\(extents) in \(viewport) ending at \(end)")
      }
    }
  }
}
