/// One screenful of the browse screen, as styled text at cell positions: what the terminal
/// layer draws (run after run, later runs over earlier ones), and what tests read
/// (``textLines``).
///
/// ```swift
/// var frame = ScreenFrame(width: 10, height: 2)
/// frame.put("홍길동", line: 0, column: 1, style: .plain)
/// frame.textLines[0]   // " 홍길동   " (each syllable takes two columns)
/// ```
public struct ScreenFrame: Hashable, Sendable {
  /// How a run looks; the terminal layer maps each style to attributes.
  ///
  /// ```swift
  /// frame.runs.filter { $0.style == .stripCurrent }
  /// ```
  public enum Style: Hashable, Sendable, CaseIterable {
    /// An item's name.
    case plain
    /// A section header in the list.
    case header
    /// The section header pinned at the top.
    case pinnedHeader
    /// The highlighted item, or the chosen search result.
    case highlighted
    /// Matched characters of a search result.
    case match
    /// Matched characters of the chosen search result.
    case highlightedMatch
    /// A details line (choseong, romanization).
    case detail
    /// An index strip title.
    case strip
    /// The current section's title on the index strip.
    case stripCurrent
    /// The floating "다음" button.
    case button
    /// The status line.
    case status
    /// The search line's prompt and query.
    case prompt
    /// The key help box.
    case help
  }

  /// Text drawn from a cell onward.
  ///
  /// ```swift
  /// run.text   // "ㄱ"
  /// ```
  public struct TextRun: Hashable, Sendable {
    /// The screen line (from 0 at the top).
    ///
    /// ```swift
    /// run.line   // 0
    /// ```
    public let line: Int
    /// The first column (from 0 at the left).
    ///
    /// ```swift
    /// run.column   // 78
    /// ```
    public let column: Int
    /// The text, already cut to fit the screen.
    ///
    /// ```swift
    /// run.text   // "ㄱ"
    /// ```
    public let text: String
    /// How it looks.
    ///
    /// ```swift
    /// run.style   // .plain
    /// ```
    public let style: Style
  }

  /// The screen's size in columns.
  ///
  /// ```swift
  /// frame.width   // 80
  /// ```
  public let width: Int

  /// The screen's size in lines.
  ///
  /// ```swift
  /// frame.height   // 24
  /// ```
  public let height: Int

  /// The runs, in drawing order.
  ///
  /// ```swift
  /// frame.runs.count
  /// ```
  public private(set) var runs: [TextRun] = []

  /// Where the terminal's cursor goes (the end of the search query), or `nil` to hide it.
  ///
  /// ```swift
  /// frame.cursor   // while typing, (line: 23, column: 4)
  /// ```
  public var cursor: Cursor?

  /// A cell position for the cursor.
  ///
  /// ```swift
  /// frame.cursor = ScreenFrame.Cursor(line: 23, column: 1)
  /// ```
  public struct Cursor: Hashable, Sendable {
    /// The line.
    ///
    /// ```swift
    /// cursor.line   // 23
    /// ```
    public let line: Int
    /// The column.
    ///
    /// ```swift
    /// cursor.column   // 1
    /// ```
    public let column: Int

    /// Creates a cursor position.
    ///
    /// ```swift
    /// let cursor = ScreenFrame.Cursor(line: 0, column: 0)
    /// ```
    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  /// An empty screen of this size.
  ///
  /// ```swift
  /// let frame = ScreenFrame(width: 80, height: 24)
  /// ```
  public init(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
  }

  /// Adds a run at `line`, `column`; text past the right edge (or past `column + maxWidth`)
  /// is cut on a character boundary, without an ellipsis. Returns the column after the run.
  ///
  /// ```swift
  /// frame.put("ㄱ", line: 0, column: 78, style: .stripCurrent)
  /// ```
  ///
  /// - Complexity: O(n) for n characters of `text`.
  @discardableResult
  public mutating func put(_ text: String, line: Int, column: Int, style: Style, maxWidth: Int = .max) -> Int {
    guard line >= 0, line < height, column >= 0, column < width else { return column }
    let room = min(width - column, maxWidth)
    var fitted = ""
    var used = 0
    for character in text {
      let w = DisplayWidth.of(String(character))
      if used + w > room { break }
      fitted.append(character)
      used += w
    }
    if !fitted.isEmpty { runs.append(TextRun(line: line, column: column, text: fitted, style: style)) }
    return column + used
  }

  /// The screen as plain text, one string per line, every line `width` columns wide (a
  /// two-column character counts for two). This is what `tmux capture-pane -p` shows.
  ///
  /// ```swift
  /// frame.textLines[0].hasPrefix(" ㄱ")
  /// ```
  ///
  /// - Complexity: O(w · h + total run length).
  public var textLines: [String] {
    // Each cell holds a character, "" for the second column of a wide one.
    var cells = [[String]](repeating: [String](repeating: " ", count: width), count: height)
    for run in runs {
      var column = run.column
      for character in run.text {
        let w = DisplayWidth.of(String(character))
        guard column + w <= width else { break }
        if w == 0 {
          if column > 0 { cells[run.line][column - 1] += String(character) }
          continue
        }
        // Overwriting half of a wide character blanks its other half.
        if cells[run.line][column].isEmpty && column > 0 { cells[run.line][column - 1] = " " }
        if column + w < width && cells[run.line][column + w].isEmpty { cells[run.line][column + w] = " " }
        cells[run.line][column] = String(character)
        for extra in 1..<max(w, 1) { cells[run.line][column + extra] = "" }
        column += w
      }
    }
    return cells.map { $0.joined() }
  }
}
