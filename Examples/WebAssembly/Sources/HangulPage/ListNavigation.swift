import SectionNavigation

/// The navigation of a list screen, from the geometry the page measures: the section picker
/// that follows scrolling, the next-section button, the focused row, the snap to a cut row
/// and the index strip. Every answer is the package's (`SectionNavigation`).
///
/// Offsets are the list's `scrollTop`, in the coordinates of its content; a viewport is
/// `offset ..< offset + viewportLength`. The browser test compiles this file natively too and
/// replays the page's questions through it.
///
/// ```swift
/// var navigation = ListNavigation(navigator: try SectionNavigator(titles: ["ㄱ", "ㄴ"], indexTitles: ["ㄱ", "ㄴ", "ㄷ"]))
/// try navigation.setLayout(sections: [Extent(lower: 0, upper: 400), Extent(lower: 400, upper: 900)],
///                          rows: [Extent(lower: 30, upper: 400), Extent(lower: 430, upper: 900)],
///                          contentEnd: 900, viewportLength: 300)
/// navigation.nextSection(offset: 0, viewportLength: 300)   // 1 (ㄴ)
/// ```
struct ListNavigation {
  /// Next and previous sections, and the section behind an index title.
  let navigator: SectionNavigator<String>
  /// The measured sections and rows, once the page has laid the list out.
  private(set) var sections: ExtentLayout?
  private(set) var rows: ExtentLayout?
  private var picker: SectionPicker?
  private var strip: IndexStrip?

  init(navigator: SectionNavigator<String>) { self.navigator = navigator }

  /// Takes the page's measurements: each section's and each row's extent, where the content
  /// ends, and the viewport's length. The picker starts over, following scrolling.
  mutating func setLayout(sections: [Extent], rows: [Extent], contentEnd: Double, viewportLength: Double)
    throws(ExtentLayoutError)
  {
    let layout = try ExtentLayout(sections)
    self.rows = try ExtentLayout(rows)
    self.sections = layout
    picker = SectionPicker(sections: layout, viewportLength: viewportLength, contentEnd: contentEnd)
  }

  /// A scroll event: the section the picker shows.
  mutating func scrolled(to offset: Double, viewportLength: Double) -> Int? {
    picker?.viewportLength = viewportLength
    return picker?.scrolled(to: offset)
  }

  /// The end of a scroll: the section the picker shows, now following scrolling again.
  mutating func scrollDidEnd(at offset: Double) -> Int? {
    picker?.scrollDidEnd(at: offset)
    return picker?.selectedIndex
  }

  /// The user's finger starts a drag.
  mutating func userDidBeginDragging() { picker?.userDidBeginDragging() }

  /// A tap on the picker's section `index`: the offset to scroll to.
  mutating func select(_ index: Int) -> Double? { picker?.select(index) }

  /// The offset that shows section `index` at the top (clamped to the scroll range).
  func offset(forSection index: Int) -> Double? { picker?.offset(forSection: index) }

  /// The next-section button's section: the one after the last section visible in the
  /// viewport; `nil` (the button hides) when the last section is visible.
  func nextSection(offset: Double, viewportLength: Double) -> Int? {
    guard let sections else { return nil }
    let visible = sections.visibleRange(in: Extent(lower: offset, length: viewportLength))
    return navigator.next(after: visible.map { navigator.sections[$0].id })?.position
  }

  /// The row that has the focus when scrolling stops: the first one at least 90 % visible,
  /// else the next one.
  func focusedRow(offset: Double, viewportLength: Double) -> Int? {
    rows?.focusedIndex(in: Extent(lower: offset, length: viewportLength))
  }

  /// Where to scroll so that the last, partly cut row comes fully into view; `nil` when no
  /// row is cut.
  func snapOffset(offset: Double, viewportLength: Double) -> Double? {
    rows?.snapTarget(for: Extent(lower: offset, length: viewportLength))?.viewportLower
  }

  /// Lays the index strip out along `extent`: the labels it shows (titles, and bullets when
  /// it is too short for all of them).
  mutating func layOutStrip(extent: Extent, minimumRowLength: Double) -> [String] {
    let strip = IndexStrip(titles: navigator.indexTitles, extent: extent, minimumRowLength: minimumRowLength)
    self.strip = strip
    return strip.labels
  }

  /// The index title under a finger at `position` on the strip, and the section it shows.
  func stripTouch(at position: Double) -> (title: Int, section: Int)? {
    guard let title = strip?.titlePosition(at: position),
      let section = navigator.section(forIndexTitleAt: title)
    else { return nil }
    return (title, section.position)
  }
}
