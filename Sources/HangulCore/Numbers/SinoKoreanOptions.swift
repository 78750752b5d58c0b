/// How a Sino-Korean or mixed reading is written.
///
/// ```swift
/// var options = SinoKoreanOptions()
/// KoreanNumber.sinoKorean(12345, options: options)   // "일만이천삼백사십오"
/// options.omitsOneBeforeMan = true
/// KoreanNumber.sinoKorean(12345, options: options)   // "만이천삼백사십오"
/// options.spacesBetweenGroups = true
/// KoreanNumber.sinoKorean(12345, options: options)   // "만 이천삼백사십오"
/// ```
public struct SinoKoreanOptions: Hashable, Sendable {
  /// Whether a space separates the groups of four digits (the 만 units), as Korean spacing
  /// rules write numbers in words (한글 맞춤법 제44항): 일만 이천삼백사십오, 1만 2,345.
  /// Default `false`.
  ///
  /// ```swift
  /// KoreanNumber.sinoKorean(123456789, options: SinoKoreanOptions(spacesBetweenGroups: true))
  /// // "일억 이천삼백사십오만 육천칠백팔십구"
  /// ```
  public var spacesBetweenGroups: Bool

  /// Whether a number from 10,000 to 19,999 is read without the 일 before 만, as it is said
  /// (만이천삼백사십오) rather than written on a cheque (일만이천삼백사십오, the default and
  /// es-hangul's reading). 억, 조 and larger units always keep 일: 일억. Default `false`.
  ///
  /// ```swift
  /// KoreanNumber.sinoKorean(10000, options: SinoKoreanOptions(omitsOneBeforeMan: true))   // "만"
  /// ```
  public var omitsOneBeforeMan: Bool

  /// Options with the given values (both off by default).
  ///
  /// ```swift
  /// SinoKoreanOptions(spacesBetweenGroups: true).omitsOneBeforeMan   // false
  /// ```
  public init(spacesBetweenGroups: Bool = false, omitsOneBeforeMan: Bool = false) {
    self.spacesBetweenGroups = spacesBetweenGroups
    self.omitsOneBeforeMan = omitsOneBeforeMan
  }
}
