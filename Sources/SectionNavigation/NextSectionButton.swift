/// What a floating "next ㄴ" button shows: the section it scrolls to, and whether to show it.
///
/// The button is hidden when there is no next section (the last section is visible) and, as
/// an option, while the user scrolls down (toward the end of the list), so it does not cover
/// the rows being read.
///
/// ```swift
/// let button = navigator.nextButton(after: visibleIDs)
/// if button.isVisible, let title = button.title {
///   // Button("next \(title)") { proxy.scrollTo(button.targetID!, anchor: .top) }
/// }
/// ```
public struct NextSectionButton<ID: Hashable>: Hashable {
  /// The section the button scrolls to, or `nil` when there is none (the end of the list, or an
  /// empty list).
  ///
  /// ```swift
  /// button.target?.position
  /// ```
  public let target: NavigationSection<ID>?

  /// Whether to show the button: there is a target, and the user is not scrolling down while
  /// the navigator was asked to hide it then.
  ///
  /// ```swift
  /// nextButtonView.isHidden = !button.isVisible
  /// ```
  public let isVisible: Bool

  /// Creates a button state (normally you get one from ``SectionNavigator/nextButton(after:isScrollingDown:hidesWhileScrollingDown:)``).
  ///
  /// ```swift
  /// let hidden = NextSectionButton<String>(target: nil, isVisible: false)
  /// ```
  public init(target: NavigationSection<ID>?, isVisible: Bool) {
    self.target = target
    self.isVisible = isVisible
  }

  /// The id of the section the button scrolls to.
  ///
  /// ```swift
  /// if let id = button.targetID { proxy.scrollTo(id, anchor: .top) }
  /// ```
  public var targetID: ID? { target?.id }

  /// The title the button shows, such as "ㄴ" in "next ㄴ".
  ///
  /// ```swift
  /// Text("next \(button.title ?? "")")
  /// ```
  public var title: String? { target?.title }
}

extension NextSectionButton: Sendable where ID: Sendable {}

extension SectionNavigator {
  /// The "next section" button's state for the sections now visible.
  ///
  /// The target is ``next(after:)``: the section after the last visible one, the first
  /// section when nothing (current) is visible, none at the end.
  ///
  /// - Parameters:
  ///   - visible: the ids of the visible sections, in any order; stale ids are ignored.
  ///   - isScrollingDown: whether the user is scrolling toward the end of the list now (the
  ///     content moves up).
  ///   - hidesWhileScrollingDown: whether to hide the button while `isScrollingDown`.
  ///
  /// ```swift
  /// let button = navigator.nextButton(after: ["ㄱ"], isScrollingDown: true,
  ///                                   hidesWhileScrollingDown: true)
  /// button.title       // "ㅂ"
  /// button.isVisible   // false (hidden while scrolling down)
  /// ```
  ///
  /// - Complexity: O(v) for v visible ids.
  @inlinable
  public func nextButton(
    after visible: some Sequence<ID>,
    isScrollingDown: Bool = false,
    hidesWhileScrollingDown: Bool = false
  ) -> NextSectionButton<ID> {
    nextButton(
      target: next(after: visible),
      isScrollingDown: isScrollingDown, hidesWhileScrollingDown: hidesWhileScrollingDown)
  }

  /// The "next section" button's state when the current section's index is known (from
  /// ``ExtentLayout/currentIndex(at:)``): the per-scroll-event form, with no hashing.
  ///
  /// ```swift
  /// let current = sectionLayout.currentIndex(at: offset)
  /// let button = navigator.nextButton(afterPosition: current)
  /// ```
  @inlinable
  public func nextButton(
    afterPosition index: Int?,
    isScrollingDown: Bool = false,
    hidesWhileScrollingDown: Bool = false
  ) -> NextSectionButton<ID> {
    nextButton(
      target: section(afterPosition: index),
      isScrollingDown: isScrollingDown, hidesWhileScrollingDown: hidesWhileScrollingDown)
  }

  @inlinable
  func nextButton(
    target: NavigationSection<ID>?, isScrollingDown: Bool, hidesWhileScrollingDown: Bool
  ) -> NextSectionButton<ID> {
    let hiddenByScrolling = hidesWhileScrollingDown && isScrollingDown
    return NextSectionButton(target: target, isVisible: target != nil && !hiddenByScrolling)
  }
}
