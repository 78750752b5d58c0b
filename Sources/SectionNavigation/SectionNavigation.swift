// SectionNavigation: pure Swift navigation over ordered sections, for list screens with an
// index strip. No ICU, no Foundation, no UI framework: a SwiftUI app calls it from
// `onScrollTargetVisibilityChange`, a UIKit app from `scrollViewDidScroll`, a test from anywhere.
//
// Where to find each concept (one per file):
//
// - `NavigationSection.swift`      one section: its id, its title, its index-title position.
// - `SectionNavigator.swift`       the ordered section model of one grouping (id → position).
// - `SectionNavigatorError.swift`  why a section model could not be built.
// - `AdjacentSection.swift`        next(after: visible ids) / previous(before: visible ids).
// - `NextSectionButton.swift`      what a floating "next ㄴ" button shows.
// - `IndexTitleResolution.swift`   index title → section (exact, else following, else last).
// - `IndexStrip.swift`             position along an index strip → title, with collapsing.
// - `Extent.swift`                   an interval on one axis; visible fraction in a viewport
//   (`Extent+CustomStringConvertible.swift`: its `lower..<upper` description).
// - `ExtentLayout.swift`             sorted, non-overlapping extents, validated once.
// - `ExtentLayoutError.swift`        why an extent layout could not be built.
// - `VisibleRange.swift`           the items a viewport shows (binary search).
// - `GeometryTolerance.swift`      the 1/8-pt tolerance for edges on pixel grids.
// - `FocusedItem.swift`            the item that has the focus (≥ 90 % visible, most visible).
// - `FocusRule.swift`              which focus rule (first ≥ threshold, most visible).
// - `FocusThreshold.swift`         a threshold checked to lie in 0...1 (and its error).
// - `SnapTarget.swift`             where to scroll when scrolling stops (idempotent).
// - `ScrollSpy.swift`              the current section for an offset / a viewport and the content end.
// - `SectionPicker.swift`          a picker's state: scroll spy, taps, programmatic scrolls.
// - `RevealAnchor.swift`           top, bottom or nearest.
// - `RevealOffset.swift`           the offset that shows item i fully (keyboard insets).
//
// See SectionNavigation.docc/Navigation.md for a walk-through.
