/// What ``choseong(of:options:)-(StringProtocol,_)`` does with text that is not a Hangul consonant.
///
/// ```swift
/// var options = ChoseongOptions()
/// options.nonHangul = .keep                   // turns "김 Andrew 1조" into "ㄱ Andrew 1ㅈ"
/// options.nonHangul = .dropAllButWhitespace   // turns "김 Andrew 1조" into "ㄱ  ㅈ"
/// options.nonHangul = .drop                   // turns "김 Andrew 1조" into "ㄱㅈ"
/// ```
public enum NonHangulPolicy: Hashable, Sendable, CaseIterable {
  /// Keep it as it is (the default): 김 Andrew → ㄱ Andrew, 1조 → 1ㅈ.
  case keep
  /// Drop it, except whitespace (es-hangul's `getChoseong` behaviour): 띄어 쓰기! → ㄸㅇ ㅆㄱ.
  case dropAllButWhitespace
  /// Drop it, whitespace too: the result holds consonant letters only.
  case drop
}
