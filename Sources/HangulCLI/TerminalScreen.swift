import CNcursesw
import HangulBrowse

#if canImport(Glibc)
  import Glibc
#endif

/// The signal that asked the screen to close (SIGTERM, SIGINT, SIGHUP), or 0. Written by the
/// signal handler, read by the event loop between two reads of the keyboard.
nonisolated(unsafe) private var pendingSignal: sig_atomic_t = 0

/// The terminal side of `hangul browse`, through ncursesw: it turns what ncurses reads (keys,
/// wide characters, `KEY_MOUSE` with xterm mouse reporting, `KEY_RESIZE` on SIGWINCH) into
/// ``BrowseEvent``s and draws ``ScreenFrame``s with `mvwaddnwstr`. Everything else is
/// ``BrowseState``'s.
///
/// `open()` switches the terminal to the full-screen mode (raw, no echo, keypad, mouse);
/// `close()` gives it back as it was (`endwin`): on `q`, on Ctrl-C (a key in raw mode), and
/// on SIGTERM, SIGINT or SIGHUP, which the event loop sees within one read timeout.
final class TerminalScreen {
  /// How long a read waits for input before reporting ``BrowseEvent/idle`` (when asked to).
  static let idleMilliseconds: Int32 = 120

  private var isOpen = false

  /// Opens the full screen. The caller has set a UTF-8 locale (``DisplayWidth/prepareLocale()``).
  func open() {
    pendingSignal = 0
    // A parent may have left these blocked (threads of test runners and some launchers do);
    // the screen must still close on them.
    var closing = sigset_t()
    sigemptyset(&closing)
    for signalNumber in [SIGTERM, SIGINT, SIGHUP] {
      signal(signalNumber) { received in pendingSignal = received }
      sigaddset(&closing, signalNumber)
    }
    sigaddset(&closing, SIGWINCH)  // ncurses' resize handler
    sigprocmask(SIG_UNBLOCK, &closing, nil)
    // A short ESC delay: Esc closes the search line without a noticeable wait.
    setenv("ESCDELAY", "25", 0)
    initscr()
    isOpen = true
    raw()
    noecho()
    nonl()
    keypad(cncurses_stdscr(), true)
    // Home and End as VT220-style and xterm's normal-mode terminals send them (tmux and
    // screen do, whatever TERM says), added to ncurses' own key parsing when terminfo lacks them.
    for (sequence, key) in [
      ("\u{1B}[1~", KEY_HOME), ("\u{1B}[4~", KEY_END), ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END),
    ]
    where key_defined(sequence) == 0 {
      define_key(sequence, key)
    }
    mousemask(cncurses_all_mouse_events(), nil)
    mouseinterval(0)  // presses and releases as they come, no click detection delay
    if has_colors() {
      start_color()
      use_default_colors()
      init_pair(1, Int16(COLOR_CYAN), -1)
      init_pair(2, Int16(COLOR_YELLOW), -1)
      init_pair(3, Int16(COLOR_BLACK), Int16(COLOR_YELLOW))
    }
  }

  /// Gives the terminal back as it was before ``open()``.
  func close() {
    guard isOpen else { return }
    isOpen = false
    endwin()
  }

  /// The screen's size in columns and lines.
  var size: (width: Int, height: Int) { (Int(cncurses_columns()), Int(cncurses_lines())) }

  /// The signal that asked to close, if any.
  var receivedSignal: Int32? { pendingSignal == 0 ? nil : pendingSignal }

  /// Draws a frame (only the cells that changed reach the terminal).
  func draw(_ frame: ScreenFrame) {
    werase(cncurses_stdscr())
    var wide: [wchar_t] = []
    for run in frame.runs {
      wide.removeAll(keepingCapacity: true)
      for scalar in run.text.unicodeScalars { wide.append(wchar_t(bitPattern: scalar.value)) }
      _ = cncurses_draw(Int32(run.line), Int32(run.column), wide, Int32(wide.count), Self.attributes(run.style))
    }
    if let cursor = frame.cursor {
      curs_set(1)
      wmove(cncurses_stdscr(), Int32(cursor.line), Int32(cursor.column))
    } else {
      curs_set(0)
    }
    wrefresh(cncurses_stdscr())
  }

  private static func attributes(_ style: ScreenFrame.Style) -> attr_t {
    let bold = cncurses_attr_bold()
    let reverse = cncurses_attr_reverse()
    let underline = cncurses_attr_underline()
    switch style {
    case .plain: return cncurses_attr_normal()
    case .header: return bold | cncurses_color_pair(1)
    case .pinnedHeader: return bold | reverse
    case .highlighted: return reverse
    case .match: return bold | underline | cncurses_color_pair(2)
    case .highlightedMatch: return reverse | bold | underline
    case .detail: return cncurses_attr_dim()
    case .strip: return cncurses_color_pair(1)
    case .stripCurrent: return reverse | bold
    case .button: return bold | cncurses_color_pair(3)
    case .status: return reverse
    case .prompt: return bold
    case .help: return reverse
    }
  }

  /// The next event; `nil` when a signal asked to close. Waits at most the idle timeout when
  /// `wantsIdle` (then reports ``BrowseEvent/idle``), else until input comes.
  func nextEvent(wantsIdle: Bool) -> BrowseEvent? {
    while true {
      if receivedSignal != nil { return nil }
      wtimeout(cncurses_stdscr(), wantsIdle ? Self.idleMilliseconds : 250)
      var input: wint_t = 0
      let result = wget_wch(cncurses_stdscr(), &input)
      if receivedSignal != nil { return nil }
      if result == ERR {
        if wantsIdle { return .idle }
        continue
      }
      if result == KEY_CODE_YES {
        if let event = keyEvent(Int32(input)) { return event }
        continue
      }
      if let event = characterEvent(UInt32(input)) { return event }
    }
  }

  private func keyEvent(_ key: Int32) -> BrowseEvent? {
    switch key {
    case KEY_UP: .key(.up)
    case KEY_DOWN: .key(.down)
    case KEY_PPAGE: .key(.pageUp)
    case KEY_NPAGE: .key(.pageDown)
    case KEY_HOME: .key(.home)
    case KEY_END: .key(.end)
    case KEY_BTAB: .key(.backTab)
    case KEY_ENTER: .key(.enter)
    case KEY_BACKSPACE: .key(.backspace)
    case KEY_RESIZE: .resize(width: size.width, height: size.height)
    case KEY_MOUSE: mouseEvent()
    default: nil
    }
  }

  private func characterEvent(_ value: UInt32) -> BrowseEvent? {
    switch value {
    case 3: return .key(.interrupt)  // Ctrl-C, a key in raw mode
    case 9: return .key(.tab)
    case 10, 13: return .key(.enter)
    case 27: return .key(.escape)
    case 8, 127: return .key(.backspace)
    case 0..<32: return nil
    default:
      guard let scalar = Unicode.Scalar(value) else { return nil }
      return .character(Character(scalar))
    }
  }

  private func mouseEvent() -> BrowseEvent? {
    var event = MEVENT()
    guard getmouse(&event) == OK else { return nil }
    let state = event.bstate
    let row = Int(event.y)
    let column = Int(event.x)
    if state & cncurses_button4_pressed() != 0 { return .wheel(lines: -3) }
    if state & cncurses_button5_pressed() != 0 { return .wheel(lines: 3) }
    if state & (cncurses_button1_pressed() | cncurses_button1_clicked()) != 0 {
      return .press(row: row, column: column)
    }
    if state & cncurses_button1_released() != 0 { return .release }
    if state & cncurses_report_mouse_position() != 0 { return .drag(row: row, column: column) }
    return nil
  }
}
