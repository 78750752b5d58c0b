import Hangul
import SectionNavigation

extension BrowseState {
  /// The lines of help `?` shows.
  static let helpLines = [
    "hangul browse: keys",
    "",
    "↑ ↓ PgUp PgDn Home End, wheel   scroll",
    "Tab / Shift-Tab                 next / previous section",
    "click or drag the index strip   jump to a section",
    "click 다음 ▸                    next section",
    "/                               search as you type",
    "   Enter / Esc                  go to the result / back",
    "g                               group by name, then by column",
    "?                               this help",
    "q, Ctrl-C                       quit",
  ]

  /// The screen for this state: rows with the pinned header, the index strip with the current
  /// title highlighted, the "다음" button, and the status or search line; in search mode the
  /// ranked results with their matched characters; the key help over the list.
  ///
  /// ```swift
  /// let frame = state.frame()
  /// frame.textLines.last   // the status line, e.g. "[ㄱ] 1/2000 · by name · …"
  /// ```
  ///
  /// - Complexity: O(h log n) for h screen lines and n rows, plus O(t) for t index titles.
  public func frame() -> ScreenFrame {
    var frame = ScreenFrame(width: width, height: height)
    switch mode {
    case .list:
      drawList(into: &frame)
      drawStatus(into: &frame)
    case .help:
      drawList(into: &frame)
      drawStatus(into: &frame)
      drawHelp(into: &frame)
    case .search(let line):
      drawResults(of: line, into: &frame)
      drawSearchLine(line, into: &frame)
    }
    return frame
  }

  private func drawList(into frame: inout ScreenFrame) {
    let names = table.names
    for screenLine in 0..<listHeight {
      let line = top + screenLine
      guard let row = layout.row(atLine: line) else { break }
      let within = line - Int(layout.rows[row].lower)
      switch layout.content(ofRow: row) {
      case .header(let section):
        frame.put(headerText(section), line: screenLine, column: 0, style: .header, maxWidth: listWidth)
      case .item(let item):
        let isHighlighted = item == highlightedItem
        let text: String
        if within == 0 {
          text = "  " + DisplayWidth.truncated(DisplayWidth.printable(names[item]), toWidth: max(listWidth - 2, 0))
        } else {
          let lines = details?.lines(names[item]) ?? []
          let detail = within - 1 < lines.count ? lines[within - 1] : ""
          text = "    " + DisplayWidth.truncated(DisplayWidth.printable(detail), toWidth: max(listWidth - 4, 0))
        }
        let style: ScreenFrame.Style = isHighlighted ? .highlighted : (within == 0 ? .plain : .detail)
        frame.put(isHighlighted ? padded(text, to: listWidth) : text, line: screenLine, column: 0, style: style)
      }
    }
    if let pinned = pinnedSection {
      frame.put(headerText(pinned), line: 0, column: 0, style: .pinnedHeader, maxWidth: listWidth)
    }
    drawStrip(into: &frame)
    let button = nextButton
    if button.isVisible, let title = button.title {
      frame.put(Self.nextButtonLabel(title), line: listHeight - 1, column: nextButtonColumn, style: .button)
    }
  }

  private func headerText(_ section: Int) -> String {
    padded(
      " " + DisplayWidth.truncated(navigator.sections[section].title, toWidth: max(listWidth - 1, 0)), to: listWidth)
  }

  private func padded(_ text: String, to width: Int) -> String {
    let w = DisplayWidth.of(text)
    return w >= width ? text : text + String(repeating: " ", count: width - w)
  }

  private func drawStrip(into frame: inout ScreenFrame) {
    let strip = self.strip
    let current = currentSection.map { navigator.sections[$0].indexTitlePosition }
    for (entry, kind) in strip.entries.enumerated() {
      let label: String
      let isCurrent: Bool
      switch kind {
      case .title(let position):
        label = strip.titles[position]
        isCurrent = position == current
      case .bullet(let hidden):
        label = IndexStrip.bulletLabel
        isCurrent = current.map(hidden.contains) ?? false
      }
      frame.put(
        DisplayWidth.truncated(label, toWidth: stripWidth), line: stripLine(ofEntry: entry, in: strip),
        column: stripColumn, style: isCurrent ? .stripCurrent : .strip)
    }
  }

  private func drawStatus(into frame: inout ScreenFrame) {
    let title = currentSection.map { navigator.sections[$0].title } ?? "-"
    var position = 0
    if let row = layout.row(atLine: min(top + 1, max(layout.lineCount - 1, 0))) {
      let section = layout.section(atLine: Int(layout.rows[row].lower)) ?? 0
      position = min(max(row - section, 1), table.count)
    }
    let text =
      "[\(title)] \(position)/\(table.count) · by \(grouping.name)"
      + " · Tab section · / search · g group · ? keys · q quit"
    frame.put(
      padded(DisplayWidth.truncated(text, toWidth: width), to: width), line: height - 1, column: 0, style: .status)
  }

  private func drawHelp(into frame: inout ScreenFrame) {
    let boxWidth = min(Self.helpLines.map { DisplayWidth.of($0) }.max()! + 4, width)
    let left = max((width - boxWidth) / 2, 0)
    let first = max((listHeight - Self.helpLines.count - 2) / 2, 0)
    for (offset, text) in ([""] + Self.helpLines + [""]).enumerated() {
      frame.put(
        padded("  " + DisplayWidth.truncated(text, toWidth: boxWidth - 4), to: boxWidth), line: first + offset,
        column: left, style: .help)
    }
  }

  private func drawResults(of line: SearchLine, into frame: inout ScreenFrame) {
    guard let results = line.results else {
      frame.put(
        "  Type to search: choseong (ㅎㄱㄷ), syllables (홍기), or 2-set keys (ghdrl).", line: 0, column: 0, style: .detail)
      return
    }
    let names = table.names
    for screenLine in 0..<listHeight {
      let position = line.scroll + screenLine
      guard position < results.count else { break }
      let hit = results[position]
      let chosen = position == line.selection
      let name = DisplayWidth.truncated(DisplayWidth.printable(names[hit.itemOffset]), toWidth: max(width - 3, 0))
      var column = frame.put(chosen ? "▸ " : "  ", line: screenLine, column: 0, style: chosen ? .highlighted : .plain)
      for (text, isMatch) in Self.segments(of: name, matching: hit.characterRanges) {
        let style: ScreenFrame.Style =
          isMatch ? (chosen ? .highlightedMatch : .match) : (chosen ? .highlighted : .plain)
        column = frame.put(text, line: screenLine, column: column, style: style)
      }
      if chosen, column < width {
        frame.put(String(repeating: " ", count: width - column), line: screenLine, column: column, style: .highlighted)
      }
    }
  }

  /// `name` cut into runs of matched and unmatched characters (`ranges` in characters).
  static func segments(of name: String, matching ranges: [Range<Int>]) -> [(text: String, isMatch: Bool)] {
    var segments: [(text: String, isMatch: Bool)] = []
    for (offset, character) in name.enumerated() {
      let isMatch = ranges.contains { $0.contains(offset) }
      if let last = segments.last, last.isMatch == isMatch {
        segments[segments.count - 1].text.append(character)
      } else {
        segments.append((String(character), isMatch))
      }
    }
    return segments
  }

  private func drawSearchLine(_ line: SearchLine, into frame: inout ScreenFrame) {
    let bottom = height - 1
    var info = ""
    if let results = line.results {
      let time = line.lastDuration.map(Self.milliseconds) ?? "-"
      info = "\(results.count) \(results.count == 1 ? "result" : "results") · \(time) ms"
      if let typed = line.typedAs2Set {
        info += " · 2-set keys: \(line.query) → \(typed)"
      }
      info += " · Enter go · Esc back"
    } else {
      info = "Esc back"
    }
    frame.put(padded("", to: width), line: bottom, column: 0, style: .prompt)
    let end = frame.put("/" + DisplayWidth.printable(line.query), line: bottom, column: 0, style: .prompt)
    frame.put(info, line: bottom, column: end + 2, style: .status)
    frame.cursor = ScreenFrame.Cursor(line: bottom, column: min(end, width - 1))
  }

  /// A duration in milliseconds with two decimals ("0.18").
  static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let hundredths = seconds * 100_000 + attoseconds / 10_000_000_000_000
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
  }
}
