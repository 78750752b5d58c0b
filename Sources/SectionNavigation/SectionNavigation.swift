/// Pure Swift navigation over ordered sections, for list screens with an index strip.
///
/// No ICU, no Foundation, no UI framework: a SwiftUI app calls it from
/// `onScrollTargetVisibilityChange`, a UIKit app from `scrollViewDidScroll`, a test from
/// anywhere.
///
/// ```swift
/// import SectionNavigation
/// ```
public enum SectionNavigationModule {}
