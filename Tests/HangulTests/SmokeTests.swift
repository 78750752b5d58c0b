import Testing
@testable import Hangul

@Test func smoke() {
  print(disassemble("값 과 까 사과 Apple"), disassemble("값", level: .syllable), disassemble("까갔", level: .full))
  print(assemble("ㄱㅏㅂㅅ"), assemble("닭ㅏ"), assemble("깎ㅏ"), assemble("고ㅏ"), assemble("ㄱㅏ!ㄴㅏ"), assemble("하ㅏ"))
  print(choseong(of: "홍길동"), choseong(of: "띄어 쓰기"), choseong(of: "김 Andrew"), choseong(of: "\u{1112}\u{119E}\u{11AB}글"), choseong(of: "김 Andrew 1조", options: .init(nonHangul: .drop)))
  print(disassembleGrouped("사과!"), disassembleGrouped("\u{1112}\u{119E}\u{11AB}글"))
}
