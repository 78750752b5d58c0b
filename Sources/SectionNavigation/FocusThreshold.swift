/// The share of an item that must be visible for it to take the focus, checked to lie in
/// `0...1` when it is made.
///
/// A threshold is a fraction, not a percentage: `try FocusThreshold(0.9)` is 90 %, and
/// `try FocusThreshold(90)` throws ``FocusThresholdError/outOfRange(_:)`` instead of being
/// clamped to 1 (which would silently move the focus). Validate once, when the screen is set
/// up; the per-scroll-event ``ExtentLayout/focusedIndex(in:rule:)`` then cannot fail.
///
/// ```swift
/// let threshold = try FocusThreshold(0.75)
/// threshold.fraction                    // 0.75
/// FocusThreshold.ninetyPercent.fraction // 0.9
/// try FocusThreshold(90)                // throws FocusThresholdError.outOfRange(90.0)
/// ```
public struct FocusThreshold: Hashable, Sendable {
  /// The share, in `0...1`.
  ///
  /// ```swift
  /// FocusThreshold.ninetyPercent.fraction   // 0.9
  /// ```
  public let fraction: Double

  /// Creates a threshold from a fraction in `0...1` (0.9 for 90 %).
  ///
  /// ```swift
  /// let threshold = try FocusThreshold(0.5)
  /// ```
  ///
  /// - Throws: ``FocusThresholdError/outOfRange(_:)`` when `fraction` is NaN, below 0 or
  ///   above 1.
  public init(_ fraction: Double) throws(FocusThresholdError) {
    guard fraction >= 0, fraction <= 1 else { throw .outOfRange(fraction) }
    self.fraction = fraction
  }

  private init(validated fraction: Double) { self.fraction = fraction }

  /// 90 %: the default threshold of ``FocusRule/default``.
  ///
  /// ```swift
  /// rows.focusedIndex(in: viewport, rule: .firstVisible(atLeast: .ninetyPercent))
  /// ```
  public static let ninetyPercent = FocusThreshold(validated: 0.9)
}

/// Why a ``FocusThreshold`` could not be made.
///
/// ```swift
/// do { _ = try FocusThreshold(90) } catch { print(error) }   // outOfRange(90.0)
/// ```
public enum FocusThresholdError: Error, Hashable, Sendable {
  /// The fraction is NaN or outside `0...1` (a percentage such as `90` passed for 0.9).
  case outOfRange(Double)
}
