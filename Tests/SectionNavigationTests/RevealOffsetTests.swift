import Testing

@testable import SectionNavigation

@Suite("Reveal offset")
struct RevealOffsetTests {
  let rows: ExtentLayout = try! ExtentLayout(lengths: Array(repeating: 44, count: 100))

  @Test("anchors: top, bottom, nearest")
  func anchors() {
    let viewport = Extent(lower: 100, length: 464)  // 100..<564
    #expect(rows.scrollOffset(revealing: 20, in: viewport, anchor: .top) == 880)
    #expect(rows.scrollOffset(revealing: 20, in: viewport, anchor: .bottom) == 460)
    #expect(rows.scrollOffset(revealing: 20, in: viewport) == 460)  // below: to the bottom
    #expect(rows.scrollOffset(revealing: 1, in: viewport) == 44)  // above: to the top
    #expect(rows.scrollOffset(revealing: 5, in: viewport) == 100)  // visible: stay
    #expect(rows.scrollOffset(revealing: 2, in: viewport) == 88)  // cut at the top
    #expect(rows.scrollOffset(revealing: 100, in: viewport) == nil)
    #expect(rows.scrollOffset(revealing: -1, in: viewport) == nil)
    let tall = try! ExtentLayout(lengths: [44, 900, 44])
    #expect(tall.scrollOffset(revealing: 1, in: Extent(lower: 0, length: 500)) == 44)  // its start
  }

  @Test("the keyboard appears: the row that was last on screen stays visible above it")
  func keyboardAppears() {
    for offset in stride(from: 0.0, through: 3_000, by: 1.0 / 3) {
      let screen = Extent(lower: offset, length: 2_532.0 / 3)  // 844 pt
      let last = rows.visibleRange(in: screen).last!
      let keyboard = 1_008.0 / 3  // 336 pt
      let aboveKeyboard = Extent(lower: offset, length: screen.length - keyboard)
      let newOffset = rows.scrollOffset(revealing: last, in: aboveKeyboard)!
      let after = Extent(lower: newOffset, length: screen.length - keyboard)
      let row = rows[last]
      #expect(row.lower >= after.lower - 0.125 && row.upper <= after.upper + 0.125, "\(offset)")
      // Asking again once there changes nothing (no second scroll).
      #expect(rows.scrollOffset(revealing: last, in: after) == newOffset)
    }
  }

  @Test("matches the linear reference on random layouts, viewports and anchors")
  func property() throws {
    var layouts = RandomLayouts(seed: 0x5EED_0407)
    for _ in 0..<2_000 {
      let extents = layouts.extents()
      guard !extents.isEmpty else { continue }
      let layout = try ExtentLayout(extents)
      for _ in 0..<10 {
        let viewport = layouts.viewport(over: extents)
        let index = Int.random(in: 0..<extents.count, using: &layouts.random)
        for anchor in RevealAnchor.allCases {
          let offset = layout.scrollOffset(revealing: index, in: viewport, anchor: anchor)
          #expect(
            offset == LinearReference.revealOffset(item: extents[index], in: viewport, anchor: anchor),
            "\(extents[index]) in \(viewport) \(anchor)")
          // When the item fits, the new viewport shows it fully.
          if let offset, extents[index].length <= viewport.length {
            let moved = Extent(lower: offset, length: viewport.length)
            #expect(extents[index].lower >= moved.lower - 0.125 && extents[index].upper <= moved.upper + 0.125)
          }
        }
      }
    }
  }
}
