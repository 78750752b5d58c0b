extension BrowseState {
  /// Applies one event: the browse screen's event → state function.
  ///
  /// In the list: arrows, PgUp/PgDn, Home/End and the wheel scroll; Tab and Shift-Tab go to
  /// the next and previous section; a press or drag on the index strip jumps to the section
  /// behind the title (an empty title goes to the nearest following section); a press on the
  /// "다음" button goes to its section; `/` opens the search line, `g` switches the grouping,
  /// `?` shows the keys, `q` quits. In the search line: characters and backspace edit the
  /// query, arrows choose a result, Enter jumps to it in the list, Esc returns to where the
  /// list was. Ctrl-C quits everywhere. ``BrowseEvent/idle`` snaps a row cut by the bottom
  /// edge into view, once after each scroll.
  ///
  /// ```swift
  /// state.handle(.character("/"))
  /// state.handle(.character("ㅎ"))
  /// state.handle(.key(.enter))      // the first result, highlighted in the list
  /// state.handle(.character("q"))   // .quit
  /// ```
  ///
  /// - Complexity: O(log n) for a list of n rows, plus the narrowing search for a keystroke
  ///   in the search line and O(t) for t index titles on the strip.
  @discardableResult
  public mutating func handle(_ event: BrowseEvent) -> BrowseEffect {
    if case .key(.interrupt) = event { return .quit }
    if case .resize(let width, let height) = event {
      resize(width: width, height: height)
      if case .search(var line) = mode {
        keepSelectionVisible(&line)
        mode = .search(line)
      }
      return .redraw
    }
    switch mode {
    case .help:
      switch event {
      case .key, .character, .press: mode = .list
      default: break
      }
      return .redraw
    case .search(var line):
      let effect = handleSearch(event, line: &line)
      if case .search = mode { mode = .search(line) }
      return effect
    case .list:
      return handleList(event)
    }
  }

  private mutating func handleList(_ event: BrowseEvent) -> BrowseEffect {
    let page = max(listHeight - 1, 1)
    switch event {
    case .key(.up): userScroll(to: top - 1)
    case .key(.down): userScroll(to: top + 1)
    case .key(.pageUp): userScroll(to: top - page)
    case .key(.pageDown): userScroll(to: top + page)
    case .key(.home): userScroll(to: 0)
    case .key(.end): userScroll(to: maxTop)
    case .wheel(let lines): userScroll(to: top + lines)
    case .key(.tab):
      if let next = navigator.section(afterPosition: currentSection) { jump(toSection: next.position) }
    case .key(.backTab):
      if let previous = navigator.section(beforePosition: currentSection) { jump(toSection: previous.position) }
    case .key(.escape): setHighlightedItem(nil)
    case .key: break
    case .character("q"): return .quit
    case .character("/"): mode = .search(newSearchLine())
    case .character("g"): switchGrouping()
    case .character("?"): mode = .help
    case .character: break
    case .press(let row, let column):
      if column >= stripColumn && row < listHeight {
        isDraggingStrip = true
        jumpToStripTitle(atLine: row)
      } else if row == listHeight - 1, let target = nextButton.target, nextButton.isVisible,
        column >= nextButtonColumn
      {
        jump(toSection: target.position)
      } else if row < listHeight {
        highlightItem(atScreenLine: row)
      }
    case .drag(let row, _):
      if isDraggingStrip { jumpToStripTitle(atLine: min(max(row, 0), listHeight - 1)) }
    case .release: isDraggingStrip = false
    case .idle: snapIfNeeded()
    case .resize: break
    }
    return .redraw
  }

  /// The first column of the "다음" button (when it is shown).
  var nextButtonColumn: Int {
    guard let title = nextButton.title else { return listWidth }
    return max(listWidth - DisplayWidth.of(Self.nextButtonLabel(title)), 0)
  }

  /// The button's text for a section title.
  static func nextButtonLabel(_ title: String) -> String {
    " 다음: \(DisplayWidth.truncated(title, toWidth: 12)) ▸ "
  }

  private mutating func jumpToStripTitle(atLine line: Int) {
    let strip = self.strip
    guard let position = strip.titlePosition(at: Double(line) + 0.5),
      let section = navigator.section(forIndexTitleAt: position)
    else { return }
    jump(toSection: section.position)
  }

  private mutating func highlightItem(atScreenLine screenLine: Int) {
    let line = screenLine == 0 ? top : top + screenLine
    guard screenLine > 0, let row = layout.row(atLine: line), case .item(let item) = layout.content(ofRow: row) else {
      return
    }
    setHighlightedItem(item)
  }

  private mutating func handleSearch(_ event: BrowseEvent, line: inout SearchLine) -> BrowseEffect {
    let count = line.results?.count ?? 0
    switch event {
    case .character(let character):
      line.type(character)
    case .key(.backspace):
      line.backspace()
    case .key(.up): line.selection = max(line.selection - 1, 0)
    case .key(.down): line.selection = max(min(line.selection + 1, count - 1), 0)
    case .key(.pageUp): line.selection = max(line.selection - listHeight, 0)
    case .key(.pageDown): line.selection = max(min(line.selection + listHeight, count - 1), 0)
    case .key(.home): line.selection = 0
    case .key(.end): line.selection = max(count - 1, 0)
    case .wheel(let lines): line.selection = max(min(line.selection + lines, count - 1), 0)
    case .key(.enter):
      guard let results = line.results, !results.isEmpty else { return .redraw }
      let item = results[line.selection].itemOffset
      mode = .list
      reveal(item: item)
      return .redraw
    case .key(.escape):
      mode = .list
      restore(top: line.savedTop)
      return .redraw
    case .press(let row, _):
      if row < listHeight, line.scroll + row < count { line.selection = line.scroll + row }
    case .key, .drag, .release, .idle, .resize: break
    }
    keepSelectionVisible(&line)
    return .redraw
  }

  private func keepSelectionVisible(_ line: inout SearchLine) {
    if line.selection < line.scroll { line.scroll = line.selection }
    if line.selection >= line.scroll + listHeight { line.scroll = line.selection - listHeight + 1 }
  }
}
