/// The text with its last letter removed, the way backspace works while typing Korean:
/// the last jamo of the last syllable goes, and the syllable is rebuilt from the rest.
///
/// Like es-hangul's `removeLastCharacter`. A last character that holds no Hangul (Latin,
/// an emoji, a ZWJ sequence) is removed whole; the text before the last character is not
/// touched (NFD input is composed first, so its syllables come back precomposed).
///
/// ```swift
/// removingLastJamo("안녕하세요 값")   // "안녕하세요 갑"
/// removingLastJamo("전화")           // "전호"
/// removingLastJamo("가")             // "ㄱ"
/// removingLastJamo("ㄳ")             // "ㄱ"
/// removingLastJamo("Hello")          // "Hell"
/// removingLastJamo("")               // ""
/// ```
///
/// - Complexity: O(*n*) in the length of the text (it is copied).
public func removingLastJamo(_ text: some StringProtocol) -> String {
  let composed = text.composedForHangul()
  guard let last = composed.last else { return "" }
  var result = String(composed.dropLast())
  var pieces = disassembleGrouped(String(last)).joined().map { $0 }
  if !pieces.isEmpty { pieces.removeLast() }
  result += assemble(pieces.joined())
  return result
}
