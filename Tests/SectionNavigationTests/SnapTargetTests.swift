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
        #expect(snap.viewportLower > viewport.lower)
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
}
