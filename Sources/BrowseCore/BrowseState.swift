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
  /// state.top   // 0 at the start
  /// ```
  public private(set) var top = 0

  /// The section last chosen by a jump (Tab, a strip tap, the next-section button), which
  /// stays current until the user scrolls, even when the end of the list keeps its header
  /// from reaching the top. `nil` after a scroll: the scroll spy decides.
  ///
  /// ```swift
  /// state.selectedSection   // SectionID(grouping: 0, position: 3) after a jump
  /// ```
  public private(set) var selectedSection: SectionID?

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

  /// The search over every name, shared by each search line opened.
  let searchSession: SearchSession
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
  /// - Complexity: O(n log n) for n items (collation sorts, the search index), once.
  public init(
    table: BrowseTable, width: Int, height: Int, details: RowDetails? = nil,
    searchOptions: SearchOptions = SearchOptions(fallbacks: [.latinKeyboard])
  ) throws {
    self.table = table
    self.width = max(width, 1)
    self.height = max(height, 1)
    self.details = details
    let collator = try KoreanCollator()
    var groupings = [try BrowseGrouping(namesOf: table, index: SectionIndex(), number: 0)]
    if !table.columnTitles.isEmpty {
      let sorted = try collator.sortedIndices(of: table.names)
      for column in table.columnTitles.indices {
        groupings.append(try BrowseGrouping(column: column, of: table, collationOrder: sorted, number: column + 1))
      }
    }
    self.groupings = groupings
    let heights: [Int]? = details.map { details in table.names.map { 1 + details.lineCount($0) } }
    self.layouts = try groupings.map { grouping in
      try ListLayout(grouping, rowHeight: { item in heights?[item] ?? 1 })
    }
    self.searchSession = SearchSession(index: try SearchIndex(table.names, collator: collator), options: searchOptions)
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
  public var navigator: SectionNavigator<SectionID> { grouping.navigator }

  // MARK: - Geometry

  /// The lines the list takes: all but the status line.
  ///
  /// ```swift
  /// state.listHeight   // 23 on a 24-line terminal
  /// ```
  public var listHeight: Int { max(height - 1, 1) }

  /// The columns of the index strip at the right edge: its widest title (at most 10).
  ///
  /// ```swift
  /// state.stripWidth   // 2 for ㄱ…ㅎ A–Z #
  /// ```
  public var stripWidth: Int {
    let widest = navigator.indexTitles.reduce(1) { max($0, DisplayWidth.of($1)) }
    return min(widest, 10, max(width / 3, 1))
  }

  /// The first column of the index strip.
  ///
  /// ```swift
  /// state.stripColumn   // 78 on an 80-column terminal
  /// ```
  public var stripColumn: Int { max(width - stripWidth, 0) }

  /// The columns the rows take (left of the strip and one blank column).
  ///
  /// ```swift
  /// state.listWidth   // 77 on an 80-column terminal
  /// ```
  public var listWidth: Int { max(stripColumn - 1, 0) }

  /// The largest ``top``: the last screenful of the list.
  ///
  /// ```swift
  /// state.maxTop
  /// ```
  public var maxTop: Int { max(layout.lineCount - listHeight, 0) }

  /// The index strip laid out over the list's lines, one line per row at most.
  ///
  /// ```swift
  /// state.strip.labels   // ["ㄱ", "•", "ㄷ", …] on a short terminal
  /// ```
  ///
  /// - Complexity: O(t) for t index titles.
  public var strip: IndexStrip {
    IndexStrip(titles: navigator.indexTitles, extent: Extent(lower: 0, upper: Double(listHeight)), minimumRowLength: 1)
  }

  /// The line of the screen where the strip's entry `entry` is drawn: the middle of its row.
  ///
  /// ```swift
  /// state.stripLine(ofEntry: 0)   // 0 when every title has a line of its own
  /// ```
  public func stripLine(ofEntry entry: Int, in strip: IndexStrip) -> Int {
    min(Int((Double(entry) + 0.5) * strip.rowLength), listHeight - 1)
  }

  // MARK: - Sections

  /// The current section: the one last jumped to while no scroll happened since, else the
  /// section of the line at the top (the scroll spy). `nil` for an empty list.
  ///
  /// ```swift
  /// state.currentSection.map { state.navigator.sections[$0].title }   // "ㄱ"
  /// ```
  ///
  /// - Complexity: O(log s) for s sections.
  public var currentSection: Int? {
    if let selectedSection, let position = navigator.position(of: selectedSection) { return position }
    return layout.section(atLine: top)
  }

  /// The section whose header is pinned at the top of the screen (the scroll spy's section
  /// for the top line).
  ///
  /// ```swift
  /// state.pinnedSection   // 0 at the start
  /// ```
  public var pinnedSection: Int? { layout.section(atLine: top) }

  /// The floating "다음: ㄴ ▸" button: the section after the last one visible, hidden at the
  /// end of the list.
  ///
  /// ```swift
  /// state.nextButton.title   // "ㄴ"
  /// ```
  public var nextButton: NextSectionButton<SectionID> {
    let lastLine = min(top + listHeight, layout.lineCount) - 1
    return navigator.nextButton(afterPosition: lastLine >= 0 ? layout.section(atLine: lastLine) : nil)
  }

  // MARK: - Moving

  mutating func scroll(to line: Int) {
    top = min(max(line, 0), maxTop)
  }

  /// A scroll by the user: the scroll spy takes over from the last jump, and the list snaps
  /// when scrolling stops.
  mutating func userScroll(to line: Int) {
    scroll(to: line)
    selectedSection = nil
    pendingSnap = true
  }

  mutating func jump(toSection section: NavigationSection<SectionID>) {
    guard navigator.section(withID: section.id) != nil else { return }  // a stale id: ignored
    scroll(to: layout.headerLine(ofSection: section.position))
    selectedSection = section.id
    pendingSnap = false
  }

  /// Scrolls so that the item's first line is just below the pinned header, and highlights it.
  mutating func reveal(item: Int) {
    guard let row = layout.row(ofItem: item) else { return }
    scroll(to: Int(layout.rows[row].lower) - 1)
    selectedSection = nil
    highlightedItem = item
    pendingSnap = false
  }

  mutating func setHighlightedItem(_ item: Int?) { highlightedItem = item }

  mutating func resize(width: Int, height: Int) {
    self.width = max(width, 1)
    self.height = max(height, 1)
    scroll(to: top)
  }

  /// Switches to the next grouping, keeping the item at the top of the list (or the
  /// highlighted item, when it is on the screen) on the same screen line.
  mutating func switchGrouping() {
    guard groupings.count > 1 else { return }
    let anchor = anchorItem()
    groupingPosition = (groupingPosition + 1) % groupings.count
    selectedSection = nil
    isDraggingStrip = false
    pendingSnap = false
    if let (item, screenLine) = anchor, let row = layout.row(ofItem: item) {
      scroll(to: Int(layout.rows[row].lower) - screenLine)
    } else {
      scroll(to: 0)
    }
  }

  /// The item to keep in place across a grouping switch, and its screen line.
  func anchorItem() -> (item: Int, screenLine: Int)? {
    let bottom = min(top + listHeight, layout.lineCount)
    if let highlightedItem, let row = layout.row(ofItem: highlightedItem) {
      let line = Int(layout.rows[row].lower)
      if line > top && line < bottom { return (highlightedItem, line - top) }
    }
    var line = top + 1  // line `top` is under the pinned header
    while line < bottom, let row = layout.row(atLine: line) {
      if case .item(let item) = layout.content(ofRow: row), Int(layout.rows[row].lower) >= line {
        return (item, Int(layout.rows[row].lower) - top)
      }
      line = Int(layout.rows[row].upper)
    }
    return nil
  }

  /// Where the list snaps when scrolling stops: the row cut at the bottom comes into view
  /// (``SectionNavigation/ExtentLayout/snapTarget(for:)``), once per scroll.
  mutating func snapIfNeeded() {
    guard pendingSnap else { return }
    pendingSnap = false
    let viewport = Extent(lower: Double(top), length: Double(listHeight))
    if let target = layout.rows.snapTarget(for: viewport) {
      scroll(to: Int(target.viewportLower.rounded(.up)))
    }
  }

  /// A new search line over every name.
  func newSearchLine() -> SearchLine { SearchLine(session: searchSession, savedTop: top) }

  mutating func restore(top line: Int) { scroll(to: line) }
}
