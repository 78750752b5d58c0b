extension ExtentLayout {
  /// How far apart two positions may be and still count as the same position, in points: 1/8.
  ///
  /// Scroll offsets land on a device-pixel grid (1/2 pt on 2× screens, 1/3 pt on 3× screens),
  /// and a sum such as `offset + viewportLength` on a 1/3-pt grid is rarely exact in binary
  /// (`279.66666666666674 + 512.3333333333334` gives `792.0000000000001`, not `792`). The snapping, the scroll
  /// spy, the section picker and the reveal offset therefore compare edges with this
  /// tolerance: a row that the viewport overlaps by no more than 1/8 pt is not visible, a row
  /// cut by no more than 1/8 pt is not cut, a section starting within 1/8 pt below the
  /// offset is already current. 1/8 pt is below half a device pixel on every screen (1/6 pt
  /// on 3×), so no real difference is ever absorbed, and it is exact in binary.
  ///
  /// Each of those methods takes a `tolerance:` parameter defaulting to this value; pass 0
  /// for exact comparisons.
  ///
  /// ```swift
  /// let rows = try ExtentLayout(lengths: Array(repeating: 44, count: 120))
  /// let viewport = Extent(lower: 279.66666666666674, length: 1537.0 / 3)   // ends at 792.0000000000001
  /// rows.snapTarget(for: viewport)                                       // nil: row 18 starts at 792
  /// rows.snapTarget(for: viewport, tolerance: 0)?.index                  // 18 (the exact comparison)
  /// ```
  public static let defaultTolerance = 0.125
}
