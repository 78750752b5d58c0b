/// How ``pronounce(_:options:)`` reads text.
///
/// ```swift
/// pronounce("국밥")                                                  // "국빱"
/// pronounce("국밥", options: PronunciationOptions(includesTensification: false))   // "국밥"
/// ```
public struct PronunciationOptions: Sendable, Hashable {
  /// Whether hard-consonant conversion (경음화: 제23항–제25항, and ㅎ + ㅅ → ㅆ of 제12항)
  /// is applied. `true` by default.
  ///
  /// ```swift
  /// pronounce("앉고", options: PronunciationOptions(includesTensification: false))   // "안고"
  /// ```
  public var includesTensification: Bool

  /// Creates options.
  ///
  /// ```swift
  /// let spoken = PronunciationOptions()                                   // 국밥 → 국빱
  /// let plain = PronunciationOptions(includesTensification: false)        // 국밥 → 국밥
  /// ```
  public init(includesTensification: Bool = true) {
    self.includesTensification = includesTensification
  }
}
