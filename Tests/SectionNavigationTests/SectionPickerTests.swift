import Testing

@testable import SectionNavigation

@Suite("Section picker")
struct SectionPickerTests {
  /// An emoji picker: eight categories, the last one ("Custom") only 118 pt long.
  static let emojiLengths: [Double] = [1_800, 1_500, 1_000, 900, 800, 700, 900, 118]

  @Test("the documented example")
  func documentedExample() throws {
    let categories = try ExtentLayout(lengths: [900, 700, 700, 700, 500, 118])
    var picker = SectionPicker(sections: categories, viewportLength: 600)
    #expect(picker.selectedIndex == nil)
    let selection1 = picker.scrolled(to: 0)
    #expect(selection1 == 0)
    let target = picker.select(5)
    #expect(target == 3_018)
    #expect(picker.selectedIndex == 5)
    #expect(!picker.isFollowingScroll)
    let selection2 = picker.scrolled(to: 1_500)
    #expect(selection2 == 5)
    picker.scrollDidEnd(at: 3_018)
    #expect(picker.isFollowingScroll)
    #expect(picker.selectedIndex == 5)
    let selection3 = picker.scrolled(to: 2_500)
    #expect(selection3 == 3)
  }

  @Test("scrolling alone reaches the short last category at the end of the content")
  func scrollingReachesTheLastCategory() throws {
    let categories = try ExtentLayout(lengths: Self.emojiLengths)
    var picker = SectionPicker(sections: categories, viewportLength: 640)
    var seen: [Int] = []
    var offset = 0.0
    while offset <= picker.scrollRange.upperBound {
      if let index = picker.scrolled(to: offset), seen.last != index { seen.append(index) }
      offset += 1.0 / 3
    }
    #expect(seen == Array(0..<Self.emojiLengths.count))
  }

  @Test("a tap on the last category, then an animated scroll: no category in between is shown")
  func animatedJumpShowsOnlyTheTappedCategory() throws {
    let categories = try ExtentLayout(lengths: Self.emojiLengths)
    var picker = SectionPicker(sections: categories, viewportLength: 640, topInset: 44)
    let selection4 = picker.scrolled(to: -44)
    #expect(selection4 == 0)
    let selected = picker.select(7)
    let target = try #require(selected)
    #expect(target == picker.scrollRange.upperBound)  // clamped to the end of the content
    var shown: Set<Int> = []
    for step in 1...60 {  // an ease-in-out animation's offsets
      let t = Double(step) / 60
      let eased = t * t * (3 - 2 * t)
      let index = picker.scrolled(to: -44 + (target + 44) * eased)
      shown.insert(index ?? -1)
    }
    #expect(shown == [7])
    #expect(picker.isFollowingScroll)  // reaching the target ended the programmatic scroll
    picker.scrollDidEnd(at: target)  // the framework's own end notice changes nothing
    let selection5 = picker.scrolled(to: target)
    #expect(selection5 == 7)
    let selection6 = picker.scrolled(to: target - 200)
    #expect(selection6 == picker.spyIndex(at: target - 200))
  }

  @Test("the user's first drag hands control back, even mid-animation")
  func dragInterruptsAProgrammaticScroll() throws {
    let categories = try ExtentLayout(lengths: Self.emojiLengths)
    var picker = SectionPicker(sections: categories, viewportLength: 640)
    picker.scrolled(to: 0)
    _ = picker.select(6)
    let selection7 = picker.scrolled(to: 2_000)
    #expect(selection7 == 6)
    picker.userDidBeginDragging()
    #expect(picker.isFollowingScroll)
    let selection8 = picker.scrolled(to: 2_010)
    #expect(selection8 == 1)  // 1 800..<3 300
    let none = picker.select(99)
    #expect(none == nil)  // not a category: nothing changes
    #expect(picker.selectedIndex == 1 && picker.isFollowingScroll)
  }

  @Test("round trip for every section of varied layouts: tap, scroll there, the picker shows it")
  func roundTrip() throws {
    var random = SplitMix64(seed: 0x5EED_0306)
    for _ in 0..<400 {
      let count = Int.random(in: 1...14, using: &random)
      let lengths = (0..<count).map { _ in Double(Int.random(in: 30...3_000, using: &random)) / 3 }
      let viewportLength = Double(Int.random(in: 600...2_700, using: &random)) / 3
      let topInset = Bool.random(using: &random) ? 0 : Double(Int.random(in: 1...150, using: &random)) / 3
      let sections = try ExtentLayout(lengths: lengths)
      var picker = SectionPicker(sections: sections, viewportLength: viewportLength, topInset: topInset)
      var offset = picker.scrollRange.lowerBound
      picker.scrolled(to: offset)
      for index in (0..<count).shuffled(using: &random) {
        let selected = picker.select(index)
        let target = try #require(selected)
        #expect(picker.scrollRange.contains(target))
        // The section's start is in the readable area where the scroll lands.
        let readable = Extent(lower: target + topInset, upper: target + viewportLength)
        #expect(sections[index].lower >= readable.lower - 1e-9 && sections[index].lower < readable.upper)
        // An animated scroll from where the list is, then the end of the scroll.
        for step in 1..<10 {
          let shown = picker.scrolled(to: offset + (target - offset) * Double(step) / 10)
          #expect(shown == index)
        }
        picker.scrollDidEnd(at: target)
        let selection5 = picker.scrolled(to: target)
        #expect(selection5 == index, "\(lengths) / \(viewportLength), section \(index)")
        // Where the section's start reaches the top, the spy itself agrees.
        let atEnd = target + viewportLength >= sections[count - 1].upper - ExtentLayout.defaultTolerance
        if target == sections[index].lower - topInset && !atEnd {
          #expect(picker.spyIndex(at: target) == index, "\(lengths) / \(viewportLength), section \(index)")
        }
        offset = target
      }
    }
  }

  @Test("a tap on the section already at the top: no scroll runs, the picker keeps following")
  func tapWhereTheListAlreadyIs() throws {
    let categories = try ExtentLayout(lengths: Self.emojiLengths)
    var picker = SectionPicker(sections: categories, viewportLength: 640)
    let first = picker.scrolled(to: 1_800)
    #expect(first == 1)
    let target = picker.select(1)
    #expect(target == 1_800)
    #expect(picker.isFollowingScroll)
    let moved = picker.scrolled(to: 1_000)
    #expect(moved == 0)
  }
}
