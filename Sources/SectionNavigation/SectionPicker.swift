/// The state of a section picker that follows scrolling (an emoji picker's category bar, a
/// segmented control over a sectioned list): which section it shows, and whether scrolling
/// or a tap decides it.
///
/// A picker is a function of more than the scroll offset:
/// - **Following** (the initial state): every scroll event selects the section the scroll
///   spy gives, ``ExtentLayout/currentIndex(in:contentEnd:tolerance:)``, which knows the
///   viewport's length and the content's end, so a short last section is selected when the
///   list reaches its end.
/// - **A tap** (``select(_:)``) selects a section at once and returns the offset to scroll
///   to: the section's start at the top of the readable area, clamped to the scroll range
///   (never past the end of the content). While that programmatic scroll runs, its offsets
///   do not change the selection: an animated jump from the first category to the last does
///   not flash every category in between.
/// - **Hand-back**: the end of the scroll (``scrollDidEnd(at:)``, or a scroll event that
///   reaches the target offset), or the user's first drag (``userDidBeginDragging()``), hands
///   control back to the spy. The tapped section stays selected while the list stays where
///   the tap took it (a last section that cannot reach the top stays selected at the end of
///   the content), and the spy decides again as soon as the offset moves.
///
/// In SwiftUI, feed it from `onScrollGeometryChange` (the offset), and `onScrollPhaseChange`:
/// `.interacting` is ``userDidBeginDragging()``, `.idle` is ``scrollDidEnd(at:)``.
///
/// Offsets are the scroll view's (`contentOffset.y`), in the coordinates of the section
/// layout. A bar or pinned header that covers the top of the content is `topInset`: the
/// readable area is then `offset + topInset ..< offset + viewportLength`.
///
/// ```swift
/// // Six emoji categories; the last, "Custom", is 118 pt long; the viewport is 600 pt.
/// let categories = try ExtentLayout(lengths: [900, 700, 700, 700, 500, 118])
/// var picker = SectionPicker(sections: categories, viewportLength: 600)
/// picker.scrolled(to: 0)             // 0
/// let target = picker.select(5)      // 3018.0 (the end of the content: 3618 − 600)
/// picker.selectedIndex               // 5, at once
/// picker.scrolled(to: 1500)          // 5 (the animation's offsets are ignored)
/// picker.scrollDidEnd(at: target!)   // control back to the spy; 5 stays selected
/// picker.scrolled(to: 2500)          // 3 (the user scrolled back up)
/// ```
public struct SectionPicker: Hashable, Sendable {
  /// The sections' extents, in the scroll view's coordinates.
  ///
  /// ```swift
  /// picker.sections.count   // the number of categories
  /// ```
  public let sections: ExtentLayout

  /// Where the content ends (the scroll range ends at `contentEnd - viewportLength`).
  ///
  /// ```swift
  /// picker.contentEnd   // the last section's end, unless given
  /// ```
  public let contentEnd: Double

  /// The viewport's length (the scroll view's height). Set it when it changes (rotation).
  ///
  /// ```swift
  /// picker.viewportLength = scrollView.bounds.height
  /// ```
  public var viewportLength: Double

  /// The length at the top of the viewport that a bar or pinned header covers (0 by
  /// default). Sections are scrolled to just below it, and the spy reads the section there.
  ///
  /// ```swift
  /// picker.topInset = categoryBar.frame.height
  /// ```
  public var topInset: Double

  /// How far apart two offsets may be and still count as the same (``ExtentLayout/defaultTolerance``).
  ///
  /// ```swift
  /// picker.tolerance   // 0.125
  /// ```
  public let tolerance: Double

  /// The selected section's index in ``sections``; `nil` before the first scroll event or
  /// tap, and when there are no sections.
  ///
  /// ```swift
  /// categoryBar.selectedSegmentIndex = picker.selectedIndex ?? 0
  /// ```
  public private(set) var selectedIndex: Int?

  /// The offset a tap asked to scroll to, while that programmatic scroll runs; `nil` while the
  /// picker follows scrolling.
  ///
  /// ```swift
  /// picker.programmaticTarget != nil   // a tap's scroll is running
  /// ```
  public private(set) var programmaticTarget: Double?

  /// Where the last programmatic scroll landed, while the list has not moved from there.
  private var landing: Double?

  /// The offset of the last scroll event.
  private var lastOffset: Double?

  /// Creates a picker that follows scrolling, with nothing selected yet.
  ///
  /// `contentEnd` defaults to the last section's end; the scroll range starts at the first
  /// section's start minus `topInset` (see ``scrollRange``). A negative or NaN tolerance
  /// counts as 0.
  ///
  /// ```swift
  /// var picker = SectionPicker(sections: try ExtentLayout(starts: headerOffsets, end: contentHeight),
  ///                            viewportLength: scrollView.bounds.height)
  /// ```
  ///
  /// - Complexity: O(1).
  public init(
    sections: ExtentLayout, viewportLength: Double, contentEnd: Double? = nil, topInset: Double = 0,
    tolerance: Double = ExtentLayout.defaultTolerance
  ) {
    self.sections = sections
    self.viewportLength = viewportLength
    self.contentEnd = contentEnd ?? (sections.isEmpty ? 0 : sections[sections.count - 1].upper)
    self.topInset = topInset
    self.tolerance = tolerance > 0 ? tolerance : 0
  }

  /// Whether scroll events change the selection now (no programmatic scroll is running).
  ///
  /// ```swift
  /// picker.isFollowingScroll   // true, except between a tap and the end of its scroll
  /// ```
  public var isFollowingScroll: Bool { programmaticTarget == nil }

  /// The scroll range: from the first section's start (minus ``topInset``) to the offset
  /// where the viewport's end meets ``contentEnd`` (the start, when the content is shorter
  /// than the viewport).
  ///
  /// ```swift
  /// picker.scrollRange.upperBound   // contentEnd - viewportLength
  /// ```
  public var scrollRange: ClosedRange<Double> {
    let start = (sections.isEmpty ? 0 : sections[0].lower) - topInset
    let end = contentEnd - viewportLength
    return start...(end > start ? end : start)
  }

  /// The offset that shows the section at `index` at the top of the readable area, clamped
  /// to ``scrollRange``; `nil` when `index` is not a section. Does not change the selection.
  ///
  /// ```swift
  /// picker.offset(forSection: 2)   // sections[2].lower - topInset, or less at the end
  /// ```
  ///
  /// - Complexity: O(1).
  public func offset(forSection index: Int) -> Double? {
    guard sections.extents.indices.contains(index) else { return nil }
    let range = scrollRange
    return Swift.min(Swift.max(sections[index].lower - topInset, range.lowerBound), range.upperBound)
  }

  /// The section the scroll spy gives for a scroll offset (what the picker shows while it
  /// follows scrolling); see ``ExtentLayout/currentIndex(in:contentEnd:tolerance:)``.
  ///
  /// ```swift
  /// picker.spyIndex(at: scrollView.contentOffset.y)
  /// ```
  ///
  /// - Complexity: O(log n) for n sections.
  public func spyIndex(at offset: Double) -> Int? {
    let readable = Extent(lower: offset + topInset, upper: offset + viewportLength)
    return sections.currentIndex(in: readable, contentEnd: contentEnd, tolerance: tolerance)
  }

  /// A tap on the section at `index`: selects it at once, starts a programmatic scroll and
  /// returns the offset to scroll to (``offset(forSection:)``). `nil`, with nothing changed,
  /// when `index` is not a section. When the list is already at that offset (within
  /// ``tolerance`` of the last scroll event), no scroll will run: the picker keeps following,
  /// with the tapped section selected until the offset moves.
  ///
  /// ```swift
  /// if let offset = picker.select(tappedIndex) {
  ///   scrollView.setContentOffset(CGPoint(x: 0, y: offset), animated: true)
  /// }
  /// ```
  ///
  /// - Complexity: O(1).
  @discardableResult
  public mutating func select(_ index: Int) -> Double? {
    guard let offset = offset(forSection: index) else { return nil }
    selectedIndex = index
    if let last = lastOffset, abs(last - offset) <= tolerance {
      programmaticTarget = nil
      landing = last
    } else {
      programmaticTarget = offset
      landing = nil
    }
    return offset
  }

  /// A scroll event at `offset`: returns the selected section.
  ///
  /// While following, the selection becomes ``spyIndex(at:)`` (unless the list is still where
  /// a tap's scroll landed). While a programmatic scroll runs, the selection does not change;
  /// an offset within ``tolerance`` of the target ends the programmatic scroll, as
  /// ``scrollDidEnd(at:)`` does (for frameworks that do not report the end of an animation).
  ///
  /// ```swift
  /// func scrollViewDidScroll(_ scrollView: UIScrollView) {
  ///   categoryBar.selectedSegmentIndex = picker.scrolled(to: scrollView.contentOffset.y) ?? 0
  /// }
  /// ```
  ///
  /// - Complexity: O(log n) for n sections.
  @discardableResult
  public mutating func scrolled(to offset: Double) -> Int? {
    lastOffset = offset
    if let target = programmaticTarget {
      if abs(offset - target) <= tolerance { scrollDidEnd(at: offset) }
      return selectedIndex
    }
    if let landed = landing {
      if abs(offset - landed) <= tolerance { return selectedIndex }
      landing = nil
    }
    selectedIndex = spyIndex(at: offset)
    return selectedIndex
  }

  /// The end of a scroll (a programmatic scroll's animation, or a deceleration): hands control
  /// back to the spy. After a tap's scroll, the tapped section stays selected until the
  /// offset moves away from `offset`.
  ///
  /// ```swift
  /// func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
  ///   picker.scrollDidEnd(at: scrollView.contentOffset.y)
  /// }
  /// ```
  public mutating func scrollDidEnd(at offset: Double) {
    guard programmaticTarget != nil else { return }
    programmaticTarget = nil
    landing = offset
  }

  /// The user's finger starts a drag: control goes back to the spy at once (a drag interrupts
  /// a running programmatic scroll), and the next scroll event decides the selection.
  ///
  /// ```swift
  /// func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
  ///   picker.userDidBeginDragging()
  /// }
  /// ```
  public mutating func userDidBeginDragging() {
    programmaticTarget = nil
    landing = nil
  }
}
