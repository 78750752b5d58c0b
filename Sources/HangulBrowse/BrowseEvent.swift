/// An input to the browse screen: a key, a character typed, a mouse event, a new terminal
/// size, or "scrolling stopped" (no input for a moment). The terminal layer translates what
/// its library reports into these; ``BrowseState/handle(_:)`` does the rest.
///
/// Mouse positions are screen cells: `row` from the top, `column` from the left, both from 0.
///
/// ```swift
/// var state = try BrowseState(table: table, width: 80, height: 24)
/// state.handle(.key(.tab))                   // the next section
/// state.handle(.press(row: 5, column: 78))   // a click on the index strip
/// state.handle(.character("/"))              // opens the search line
/// ```
public enum BrowseEvent: Hashable, Sendable {
  /// A key that is not a character.
  case key(BrowseKey)
  /// A character typed (a letter, a jamo, a syllable from an input method, `/`, `q`…).
  case character(Character)
  /// The first mouse button pressed at a cell.
  case press(row: Int, column: Int)
  /// The mouse moved with the first button held (a drag).
  case drag(row: Int, column: Int)
  /// The first mouse button released.
  case release
  /// The mouse wheel: positive lines scroll toward the end of the list.
  case wheel(lines: Int)
  /// The terminal's new size, in columns and lines.
  case resize(width: Int, height: Int)
  /// No input for a moment: scrolling has stopped (the snap happens here).
  case idle
}

/// The keys ``BrowseEvent/key(_:)`` carries.
///
/// ```swift
/// state.handle(.key(.pageDown))
/// ```
public enum BrowseKey: Hashable, Sendable, CaseIterable {
  /// Arrow up: one line up (in search, the previous result).
  case up
  /// Arrow down: one line down (in search, the next result).
  case down
  /// One screen up.
  case pageUp
  /// One screen down.
  case pageDown
  /// The start of the list.
  case home
  /// The end of the list.
  case end
  /// The next section.
  case tab
  /// The previous section (Shift-Tab).
  case backTab
  /// In search: jump to the chosen result.
  case enter
  /// In search: back to where the list was; elsewhere, closes the help.
  case escape
  /// In search: removes the last jamo typed.
  case backspace
  /// Ctrl-C: quit, in every mode.
  case interrupt
}

/// What the terminal layer does after an event.
///
/// ```swift
/// if state.handle(event) == .quit { restoreTerminal(); return }
/// ```
public enum BrowseEffect: Hashable, Sendable {
  /// Draw the new frame and wait for the next event.
  case redraw
  /// Restore the terminal and exit.
  case quit
}
