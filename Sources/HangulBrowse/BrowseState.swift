import Hangul
import SectionNavigation

/// Everything the browse screen shows, and the function from an event to the next state
/// (``handle(_:)``, in `BrowseState+Events.swift`); ``frame()`` (in `BrowseState+Frame.swift`)
/// turns a state into screen lines. No terminal library is involved: the `hangul browse`
/// command reads events from ncurses and draws frames with it, tests and benchmarks call
/// these directly.
///
/// Every grouping is laid out once, up front, so that every event (a scroll, a section jump,
/// a grouping switch, a search keystroke) costs binary searches over the layouts and work
/// proportional to the screen, not to the list.
///
/// ```swift
/// var state = try BrowseState(table: BrowseTable(names: names), width: 80, height: 24)
/// state.handle(.key(.tab))
/// state.currentSection.map { state.navigator.sections[$0].title }   // "ㄴ"
/// print(state.frame().textLines.joined(separator: "\n"))
/// ```
public struct BrowseState {
  /// What the screen is doing.
  ///
  /// ```swift
  /// if case .search(let line) = state.mode { print(line.query) }
  /// ```
  public enum Mode {
    /// The sectioned list.
    case list
    /// The search line is open over the ranked results.
    case search(SearchLine)
    /// The key help is shown over the list.
    case help
  }

  /// The items.
  ///
  /// ```swift
  /// state.table.names.count
  /// ```
  public let table: BrowseTable

  /// The groupings `g` cycles through: the name index first, then one per TSV column.
  ///
  /// ```swift
  /// state.groupings.map(\.name)   // ["name", "party", "area"]
  /// ```
  public let groupings: [BrowseGrouping]

  /// Each grouping's layout in lines (same positions as ``groupings``).
  ///
  /// ```swift
  /// state.layouts[state.groupingPosition].lineCount
  /// ```
  public let layouts: [ListLayout]

  /// The extra lines of each row, when the screen shows details.
  ///
  /// ```swift
  /// state.details != nil   // rows of two and three lines
  /// ```
  public let details: RowDetails?

  /// The grouping on screen (a position in ``groupings``).
  ///
  /// ```swift
  /// state.groupings[state.groupingPosition].name   // "name"
  /// ```
  public private(set) var groupingPosition = 0

  /// The terminal's size in columns and lines.
  ///
  /// ```swift
  /// (state.width, state.height)   // (80, 24)
  /// ```
  public private(set) var width: Int
  /// See ``width``.
  ///
  /// ```swift
  /// state.height   // 24
  /// ```
  public private(set) var height: Int

  /// The list line at the top of the screen (the scroll position, in lines).
  ///
  /// ```swift
  /// state.top   // 0 (at the start)
  /// ```
  public private(set) var top = 0

  /// The current section's picker: a jump (Tab, a strip tap, the next-section button)
  /// selects a section, which stays current while the list stays where the jump took it,
  /// even when the end of the list keeps its header from reaching the top; a scroll hands
  /// the choice back to the scroll spy, which knows the content's end (at the end of the
  /// list, the last section whose header is on the screen). One picker per grouping on
  /// screen: a grouping switch starts a new one, so no section of the old grouping is ever
  /// selected in the new one.
  ///
  /// ```swift
  /// state.picker.selectedIndex   // the current section's position
  /// ```
  public private(set) var picker: SectionPicker

  /// The item shown highlighted (chosen from the search, or clicked).
  ///
  /// ```swift
  /// state.highlightedItem.map { state.table.names[$0] }
  /// ```
  public private(set) var highlightedItem: Int?

  /// What the screen is doing now.
  ///
  /// ```swift
  /// state.mode   // .list
  /// ```
  public internal(set) var mode: Mode = .list

  /// The search index over every name, shared by each search line opened, and its options.
  let searchIndex: SearchIndex
  let searchOptions: SearchOptions
  /// Ready results for the first keystroke of a search.
  let firstKeystrokes: FirstKeystrokeResults
  /// Whether a scroll happened since the last snap (the next ``BrowseEvent/idle`` snaps).
  var pendingSnap = false
  /// Whether the screen waits for ``BrowseEvent/idle`` (a scroll happened and the list may
  /// need to snap when it stops): the terminal layer then reads input with a timeout.
  ///
  /// ```swift
  /// let event = terminal.nextEvent(wantsIdle: state.isWaitingForIdle)
  /// ```
  public var isWaitingForIdle: Bool { pendingSnap }

  /// Whether the first button went down on the index strip (a drag keeps jumping).
  var isDraggingStrip = false

  /// Builds every grouping and layout, and the search index, for a terminal of this size.
  ///
  /// ```swift
  /// let state = try BrowseState(table: table, width: 80, height: 24, details: nil)
  /// ```
  ///
  /// - Complexity: O(n log n) for n items (collation sorts, the search index), once, plus
  ///   the first-keystroke searches (``FirstKeystrokeResults``).
  public init(
    table: BrowseTable, width: Int, height: Int, details: RowDetails? = nil,
    searchOptions: SearchOptions = SearchOptions(fallbacks: [.latinKeyboard])
  ) throws {
    self.table = table
    self.width = max(width, 1)
    self.height = max(height, 1)
    self.details = details
    let collator = try KoreanCollator()
    var groupings = [try BrowseGrouping(namesOf: table, index: SectionIndex())]
    for column in table.columnTitles.indices {
      groupings.append(try BrowseGrouping(column: column, of: table, collator: collator))
    }
    self.groupings = groupings
    let heights: [Int]? = details.map { details in table.names.map { 1 + details.lineCount($0) } }
    self.layouts = try groupings.map { grouping in
      try ListLayout(grouping, rowHeight: { item in heights?[item] ?? 1 })
    }
    let searchIndex = try SearchIndex(table.names, collator: collator)
    self.searchIndex = searchIndex
    self.searchOptions = searchOptions
    self.firstKeystrokes = FirstKeystrokeResults(index: searchIndex, options: searchOptions, names: table.names)
    self.picker = SectionPicker(sections: layouts[0].sections, viewportLength: 1)
    resetPicker()
  }

  /// The grouping on screen.
  ///
  /// ```swift
  /// state.grouping.titles
  /// ```
  public var grouping: BrowseGrouping { groupings[groupingPosition] }

  /// The layout of the grouping on screen.
  ///
  /// ```swift
  /// state.layout.lineCount
  /// ```
  public var layout: ListLayout { layouts[groupingPosition] }

  /// The navigator of the grouping on screen.
  ///
  /// ```swift
  /// state.navigator.indexTitles
  /// ```
  public var navigator: SectionNavigator<Int> { grouping.navigator }

  // MARK: - Geometry

  /// The lines the list takes: all but the status line.
  ///
  /// ```swift
  /// state.listHeight   // 23 (on a 24-line terminal)
  /// ```
  public var listHeight: Int { max(height - 1, 1) }

  /// The columns of the index strip at the right edge: its widest title (at most 10).
  ///
  /// ```swift
  /// state.stripWidth   // 2 (for ㄱ…ㅎ A–Z #)
  /// ```
  ///
  /// - Complexity: O(t) for t index titles.
  public var stripWidth: Int {
    let widest = navigator.indexTitles.reduce(1) { max($0, DisplayWidth.of($1)) }
    return min(widest, 10, max(width / 3, 1))
  }

  /// The first column of the index strip.
  ///
  /// ```swift
  /// state.stripColumn   // 78 (on an 80-column terminal)
  /// ```
  public var stripColumn: Int { max(width - stripWidth, 0) }

  /// The columns the rows take (left of the strip and one blank column).
  ///
  /// ```swift
  /// state.listWidth   // 77 (on an 80-column terminal)
  /// ```
  public var listWidth: Int { max(stripColumn - 1, 0) }

  /// The largest ``top``: the last screenful of the list.
  ///
  /// ```swift
  /// state.maxTop   // the line count minus the list's height
  /// ```
  public var maxTop: Int { max(layout.lineCount - listHeight, 0) }

  /// The index strip laid out over the list's lines, one line per row at most.
  ///
  /// ```swift
  /// state.strip.labels   // ["ㄱ", "•", "ㅁ", …] (41 titles on a 24-line terminal)
  /// ```
  ///
  /// - Complexity: O(t) for t index titles.
  public var strip: IndexStrip {
    IndexStrip(titles: navigator.indexTitles, extent: Extent(lower: 0, upper: Double(listHeight)), minimumRowLength: 1)
  }

  /// The line of the screen where the strip's entry `entry` is drawn: the middle of its row.
  ///
  /// ```swift
  /// state.stripLine(ofEntry: 0, in: state.strip)   // 0 (rows of one line each)
  /// ```
  public func stripLine(ofEntry entry: Int, in strip: IndexStrip) -> Int {
    min(Int((Double(entry) + 0.5) * strip.rowLength), listHeight - 1)
  }

  // MARK: - Sections

  /// The current section, as ``picker`` selects it: the one last jumped to while the list
  /// has not moved since, else the scroll spy's. `nil` for an empty list.
  ///
  /// ```swift
  /// state.currentSection.map { state.navigator.sections[$0].title }   // "ㄱ"
  /// ```
  public var currentSection: Int? { picker.selectedIndex }

  /// The section whose header is pinned at the top of the screen (the scroll spy's section
  /// for the top line).
  ///
  /// ```swift
  /// state.pinnedSection   // 0 (at the start)
  /// ```
  public var pinnedSection: Int? { layout.section(atLine: top) }

  /// The floating "다음: ㄴ ▸" button: the section after the last one visible, hidden at the
  /// end of the list.
  ///
  /// ```swift
  /// state.nextButton.title   // "ㄴ"
  /// ```
  ///
  /// - Complexity: O(log s) for s sections.
  public var nextButton: NextSectionButton<Int> {
    let lastVisible = layout.sections.visibleRange(in: viewport).last
    return navigator.nextButton(afterPosition: lastVisible)
  }

  /// The list lines on the screen, as an extent (the pinned header covers its first line).
  ///
  /// ```swift
  /// state.viewport   // 0.0..<23.0 (at the start of a 24-line terminal)
  /// ```
  public var viewport: Extent { Extent(lower: Double(top), length: Double(listHeight)) }

  // MARK: - Moving

  /// A new picker for the grouping on screen, following the scroll from ``top``.
  mutating func resetPicker() {
    picker = SectionPicker(
      sections: layout.sections, viewportLength: Double(listHeight), contentEnd: Double(layout.lineCount))
    picker.scrolled(to: Double(top))
  }

  mutating func scroll(to line: Int) {
    top = min(max(line, 0), maxTop)
    picker.scrolled(to: Double(top))
  }

  /// A scroll by the user: the scroll spy takes over from the last jump, and the list snaps
  /// when scrolling stops.
  mutating func userScroll(to line: Int) {
    picker.userDidBeginDragging()
    scroll(to: line)
    pendingSnap = true
  }

  /// A jump to a section: the picker selects it and says where to scroll.
  mutating func jump(toSection position: Int) {
    guard let offset = picker.select(position) else { return }
    scroll(to: Int(offset.rounded()))
    pendingSnap = false
  }

  /// Scrolls the least that shows the item's row whole below the pinned header (not at all
  /// when it is already there), and highlights it.
  mutating func reveal(item: Int) {
    guard let row = layout.row(ofItem: item) else { return }
    let readable = Extent(lower: Double(top + 1), length: Double(max(listHeight - 1, 1)))
    guard let offset = layout.rows.scrollOffset(revealing: row, in: readable, anchor: .nearest) else { return }
    picker.userDidBeginDragging()
    scroll(to: Int(offset.rounded()) - 1)
    highlightedItem = item
    pendingSnap = false
  }

  mutating func setHighlightedItem(_ item: Int?) { highlightedItem = item }

  mutating func resize(width: Int, height: Int) {
    self.width = max(width, 1)
    self.height = max(height, 1)
    picker.viewportLength = Double(listHeight)
    scroll(to: top)
  }

  /// Switches to the next grouping, keeping the item at the top of the list (or the
  /// highlighted item, when it is on the screen) on the same screen line.
  mutating func switchGrouping() {
    guard groupings.count > 1 else { return }
    let anchor = anchorItem()
    groupingPosition = (groupingPosition + 1) % groupings.count
    isDraggingStrip = false
    pendingSnap = false
    if let (item, screenLine) = anchor, let row = layout.row(ofItem: item) {
      top = min(max(Int(layout.rows[row].lower) - screenLine, 0), maxTop)
    } else {
      top = 0
    }
    resetPicker()
  }

  /// The item to keep in place across a grouping switch, and its screen line: the
  /// highlighted item when it is on the screen, else the focused row below the pinned header
  /// (``SectionNavigation/ExtentLayout/focusedIndex(in:rule:)``), or the item after it when
  /// that row is a header.
  func anchorItem() -> (item: Int, screenLine: Int)? {
    let readable = Extent(lower: Double(top + 1), upper: Double(top + listHeight))
    if let highlightedItem, let row = layout.row(ofItem: highlightedItem),
      layout.rows[row].visibleFraction(in: readable) > 0
    {
      return (highlightedItem, Int(layout.rows[row].lower) - top)
    }
    guard var row = layout.rows.focusedIndex(in: readable) else { return nil }
    if case .header = layout.content(ofRow: row) { row += 1 }
    guard row < layout.rows.count, case .item(let item) = layout.content(ofRow: row) else { return nil }
    return (item, Int(layout.rows[row].lower) - top)
  }

  /// Where the list snaps when scrolling stops: the row cut at the bottom comes into view
  /// (``SectionNavigation/ExtentLayout/snapTarget(for:)``), once per scroll.
  mutating func snapIfNeeded() {
    guard pendingSnap else { return }
    pendingSnap = false
    if let target = layout.rows.snapTarget(for: viewport) {
      scroll(to: Int(target.viewportLower.rounded(.up)))
    }
  }

  /// A new search line over every name.
  func newSearchLine() -> SearchLine {
    SearchLine(index: searchIndex, options: searchOptions, savedTop: top, firstKeystrokes: firstKeystrokes)
  }

  mutating func restore(top line: Int) { scroll(to: line) }
}
