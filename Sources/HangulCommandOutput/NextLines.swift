import Hangul
import HangulNavigation
import SectionNavigation

/// `hangul next`: the section a floating "next" button jumps to, in the contacts index of
/// the input lines, with the section before the visible ones and the section an index
/// title resolves to.
///
/// ```swift
/// let answer = try NextLines(lines: ["김민수", "이서연", "홍길동"], visible: ["ㄱ"])
/// answer.next       // "ㅇ"
/// answer.output     // ["ㅇ"]
/// ```
public struct NextLines: Sendable {
  /// The next section's title; nil at the end of the list.
  ///
  /// ```swift
  /// try NextLines(lines: ["김민수", "홍길동"], visible: ["ㄱ"]).next   // "ㅎ"
  /// ```
  public let next: String?
  /// The title of the section before the visible ones; nil at the start.
  ///
  /// ```swift
  /// try NextLines(lines: ["김민수", "홍길동"], visible: ["ㅎ"]).previous   // "ㄱ"
  /// ```
  public let previous: String?
  /// The section the index title asked for resolves to (nil when none was asked or none
  /// resolves).
  ///
  /// ```swift
  /// try NextLines(lines: ["김민수", "홍길동"], visible: [], title: "ㅎ").sectionForTitle   // "ㅎ"
  /// ```
  public let sectionForTitle: String?
  /// Whether an index title was asked for (`--title`).
  ///
  /// ```swift
  /// try NextLines(lines: ["김민수"], visible: []).asksForTitle   // false
  /// ```
  public let asksForTitle: Bool

  /// Answers for the non-empty `lines`, the `visible` section titles (in any order; titles
  /// that are no section are ignored) and the tapped index `title`.
  ///
  /// ```swift
  /// try NextLines(lines: ["김민수"], visible: ["ㄱ"]).next   // nil
  /// ```
  ///
  /// - Throws: ``CommandLineError/icu(_:)`` when the index fails.
  /// - Complexity: O(*n* log *n*).
  public init(lines: [String], visible: [String], title: String? = nil) throws(CommandLineError) {
    let list: SectionedList<String>
    do {
      list = try SectionIndex().sections(of: lines)
    } catch {
      throw .icu(error.description)
    }
    // Titles of the contacts layout are unique, so each title is its section's id.
    let navigator: SectionNavigator<String>
    do {
      navigator = try SectionNavigator(titles: list.sections.map { $0.title }, indexTitles: list.titles)
    } catch {
      throw .icu("cannot build the navigator: \(error)")
    }
    next = navigator.next(after: visible)?.title
    previous = navigator.previous(before: visible)?.title
    asksForTitle = title != nil
    sectionForTitle = title.flatMap { navigator.section(forIndexTitle: $0)?.title }
  }

  /// The lines the command prints: the next title (empty at the end), then the resolved
  /// section's title when a title was asked for.
  ///
  /// ```swift
  /// try NextLines(lines: ["김민수", "홍길동"], visible: [], title: "ㄴ").output   // ["ㄱ", "ㅎ"]
  /// ```
  public var output: [String] {
    asksForTitle ? [next ?? "", sectionForTitle ?? ""] : [next ?? ""]
  }

  /// The `--visible` option's titles: comma-separated.
  ///
  /// ```swift
  /// NextLines.visibleTitles("ㄱ,ㄴ")   // ["ㄱ", "ㄴ"]
  /// ```
  ///
  /// - Complexity: O(*n*).
  public static func visibleTitles(_ option: String?) -> [String] {
    (option ?? "").split(separator: ",").map { String($0) }
  }
}
