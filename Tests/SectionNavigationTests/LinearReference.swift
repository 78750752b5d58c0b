@testable import SectionNavigation

/// Deliberately simple, linear implementations of every rule, written from the spec's words,
/// that the logarithmic implementations are checked against.
enum LinearReference {
  // MARK: Geometry

  /// The visible fraction, spelled out: shared length over own length; a point is visible
  /// when strictly inside; an empty viewport shows nothing.
  static func fraction(of item: Extent, in viewport: Extent) -> Double {
    if !(viewport.upper > viewport.lower) { return 0 }
    if item.upper == item.lower {
      return (item.lower > viewport.lower && item.lower < viewport.upper) ? 1 : 0
    }
    let top = item.lower > viewport.lower ? item.lower : viewport.lower
    let bottom = item.upper < viewport.upper ? item.upper : viewport.upper
    if bottom <= top { return 0 }
    return (bottom - top) / (item.upper - item.lower)
  }

  static func visibleIndices(_ extents: [Extent], in viewport: Extent) -> [Int] {
    extents.indices.filter { fraction(of: extents[$0], in: viewport) > 0 }
  }

  /// Seed 001: first item ≥ threshold visible, else the next one, else the last.
  static func focusedIndex(_ extents: [Extent], in viewport: Extent, threshold: Double) -> Int? {
    let visible = visibleIndices(extents, in: viewport)
    for index in visible where fraction(of: extents[index], in: viewport) >= threshold {
      return index
    }
    if visible.count >= 2 { return visible[1] }
    return visible.last
  }

  /// The visible item with the largest visible fraction; the first of them on a tie.
  static func mostVisibleIndex(_ extents: [Extent], in viewport: Extent) -> Int? {
    var best: Int?
    for index in visibleIndices(extents, in: viewport) {
      if let b = best, fraction(of: extents[index], in: viewport) <= fraction(of: extents[b], in: viewport) {
        continue
      }
      best = index
    }
    return best
  }

  /// Seed 003, with a tolerance: bring the last row the viewport overlaps by more than
  /// `tolerance` fully in, when it is cut by more than `tolerance` (or its start, if it is
  /// taller than the viewport and starts inside it).
  static func snapTarget(_ extents: [Extent], for viewport: Extent, tolerance: Double = 0.125) -> SnapTarget? {
    if !(viewport.upper > viewport.lower) { return nil }
    var last: Int?
    for index in extents.indices
    where extents[index].lower < viewport.upper - tolerance && extents[index].upper > viewport.lower + tolerance {
      last = index
    }
    guard let last else { return nil }
    let row = extents[last]
    if row.upper <= viewport.upper + tolerance { return nil }
    let height = viewport.upper - viewport.lower
    let target: Double
    if row.upper - row.lower <= height + tolerance {
      target = viewport.lower + (row.upper - viewport.upper)
    } else if row.lower > viewport.lower + tolerance {
      target = row.lower
    } else {
      return nil
    }
    return target > viewport.lower + tolerance ? SnapTarget(index: last, viewportLower: target) : nil
  }

  /// Scroll spy knowing the content's end: the last section starting at or before the
  /// viewport's start (within the tolerance), else the first; at the end of the content, the
  /// last section whose start is visible, if later.
  static func currentIndex(
    _ extents: [Extent], in viewport: Extent, contentEnd: Double, tolerance: Double = 0.125
  ) -> Int? {
    if extents.isEmpty || viewport.lower.isNaN || viewport.upper.isNaN { return nil }
    var current = 0
    for index in extents.indices where extents[index].lower <= viewport.lower + tolerance { current = index }
    if viewport.upper >= contentEnd - tolerance {
      for index in extents.indices where extents[index].lower < viewport.upper - tolerance && index > current {
        current = index
      }
    }
    return current
  }

  /// The offset that shows an item fully, spelled out case by case.
  static func revealOffset(item: Extent, in viewport: Extent, anchor: RevealAnchor, tolerance: Double = 0.125)
    -> Double
  {
    let length = viewport.upper - viewport.lower
    let alignTop = item.lower
    let alignBottom = viewport.lower + (item.upper - viewport.upper)
    switch anchor {
    case .top: return alignTop
    case .bottom: return alignBottom
    case .nearest:
      let fullyVisible = item.lower >= viewport.lower - tolerance && item.upper <= viewport.upper + tolerance
      if fullyVisible { return viewport.lower }
      if item.lower < viewport.lower - tolerance { return alignTop }  // above: to the top
      if item.upper - item.lower > length + tolerance { return alignTop }  // too tall: its start
      return alignBottom  // below: to the bottom
    }
  }

  /// Seed 002: the last section starting at or before the offset, else the first.
  static func currentIndex(_ extents: [Extent], at offset: Double) -> Int? {
    if extents.isEmpty || offset.isNaN { return nil }
    var current = 0
    for index in extents.indices where extents[index].lower <= offset { current = index }
    return current
  }

  // MARK: Sections

  static func position<ID: Hashable>(of id: ID, in ids: [ID]) -> Int? {
    for index in ids.indices where ids[index] == id { return index }
    return nil
  }

  static func next<ID: Hashable>(after visible: [ID], in ids: [ID]) -> Int? {
    let positions = visible.compactMap { position(of: $0, in: ids) }
    guard let last = positions.max() else { return ids.isEmpty ? nil : 0 }
    return last + 1 < ids.count ? last + 1 : nil
  }

  static func previous<ID: Hashable>(before visible: [ID], in ids: [ID]) -> Int? {
    let positions = visible.compactMap { position(of: $0, in: ids) }
    guard let first = positions.min() else { return nil }
    return first > 0 ? first - 1 : nil
  }

  /// Each section takes the first matching index title after the previous section's one.
  static func indexTitlePositions(of titles: [String], in indexTitles: [String]) -> [Int]? {
    var result: [Int] = []
    var start = 0
    for title in titles {
      var found: Int?
      var position = start
      while position < indexTitles.count {
        if indexTitles[position] == title {
          found = position
          break
        }
        position += 1
      }
      guard let found else { return nil }
      result.append(found)
      start = found + 1
    }
    return result
  }

  /// Exact, else the nearest following non-empty section, else the last.
  static func sectionForIndexTitle(at position: Int, sectionPositions: [Int]) -> Int? {
    if sectionPositions.isEmpty { return nil }
    for (section, titlePosition) in sectionPositions.enumerated() where titlePosition >= position {
      return section
    }
    return sectionPositions.count - 1
  }
}
