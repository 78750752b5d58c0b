import HangulCore
import HangulTestSupport
import Testing

/// Particle choice by the examples of the rules and of the Choosing Particles article.
@Suite struct JosaTests {
  @Test func namesTakeTheFormTheirLastSyllableAsks() {
    #expect(josa("홍길동", .subject) + " 초대했습니다" == "홍길동이 초대했습니다")
    #expect(josa("김철수", .subject) + " 초대했습니다" == "김철수가 초대했습니다")
    #expect(josa("책", .object) == "책을")
    #expect(josa("사과", .object) == "사과를")
    #expect(josa("책", .topic) == "책은")
    #expect(josa("사과", .conjunction) == "사과와")
    #expect(josa("책", .conjunction) == "책과")
  }

  @Test func finalRieulTakesRoInTheEuroFamily() {
    #expect(josa("지름길", .direction) == "지름길로")
    #expect(josa("집", .direction) == "집으로")
    #expect(josa("학교", .direction) == "학교로")
    #expect(josa("딸", .capacity) == "딸로서")
    #expect(josa("말", .instrument) == "말로써")
    #expect(josa("서울", .source) == "서울로부터")
    #expect(josa("길", .subject) == "길이")  // only the 으로 family
  }

  @Test func everyPairAfterAConsonantAndAVowel() {
    let afterConsonant = Josa.allCases.map { josa("책", $0) }
    #expect(
      afterConsonant == [
        "책이", "책을", "책은", "책과", "책으로", "책이나", "책이란", "책아", "책이랑", "책이라", "책이여", "책이에요",
        "책으로서", "책으로써", "책으로부터",
      ])
    let afterVowel = Josa.allCases.map { josa("나무", $0) }
    #expect(
      afterVowel == [
        "나무가", "나무를", "나무는", "나무와", "나무로", "나무나", "나무란", "나무야", "나무랑", "나무라", "나무여", "나무예요",
        "나무로서", "나무로써", "나무로부터",
      ])
  }

  @Test func aWordEndingInITakesYeyo() {
    #expect(josa("때밀이", .politeCopula) == "때밀이예요")
    #expect(josa("책", .politeCopula) == "책이에요")
  }

  @Test func digitsAreReadInSinoKorean() {
    #expect(josa("3", .subject) == "3이")  // 삼
    #expect(josa("1", .direction) == "1로")  // 일
    #expect(josa("2", .subject) == "2가")  // 이
    #expect(josa("10", .subject) == "10이")  // 십
    #expect(josa("100", .object) == "100을")  // 백
    #expect(josa("1000", .topic) == "1000은")  // 천
    #expect(josa("10000", .subject) == "10000이")  // 만
    #expect(josa("1,000,000,000,000", .subject) == "1,000,000,000,000가")  // 조
    #expect(josa("1.10", .subject) == "1.10이")  // 일 점 일 영
    #expect(josa("3명", .subject) == "3명이")
  }

  @Test func latinLettersAndOtherEndings() {
    #expect(josa("KTX", .object) == "KTX를")  // 엑스
    #expect(josa("URL", .direction) == "URL로")  // 엘
    #expect(josa("iOS", .subject) == "iOS가")  // 에스
    #expect(josa("M", .subject) == "M이")  // 엠
    #expect(josa("Apple", .subject) == "Apple이(가)")
    #expect(josa("金", .direction) == "金(으)로")
    #expect(josa("😀", .politeCopula) == "😀(이)에요")
    #expect(josa("'사과'", .object) == "'사과'를")
    #expect(josa("넥슨(코리아)", .subject) == "넥슨(코리아)이")
    #expect(josa("50%", .subject) == "50%가")  // 퍼센트
    #expect(josa("ㄱ", .subject) == "ㄱ이")  // 기역
    #expect(josa("ㄹ", .direction) == "ㄹ로")  // 리을
    #expect(josa("\u{FFA1}", .subject) == "\u{FFA1}이")  // halfwidth ㄱ 기역
    #expect(josa("\u{FFC2}", .subject) == "\u{FFC2}가")  // halfwidth ㅏ 아
  }

  @Test func nfdWordsReadLikeNFC() {
    for word in ["홍길동", "김철수", "지름길", "닭", "때밀이"] {
      let nfd = String(
        decoding: Array(
          word.unicodeScalars.flatMap { scalar -> [Unicode.Scalar] in
            guard let syllable = HangulSyllable(scalar) else { return [scalar] }
            return [syllable.choseong.conjoiningScalar, syllable.jungseong.conjoiningScalar]
              + (syllable.jongseong.map { [$0.conjoiningScalar] } ?? [])
          }
        ).map { Character($0) }.map(String.init).joined().utf8, as: UTF8.self)
      #expect(nfd.unicodeScalars.count > word.unicodeScalars.count)
      for particle in Josa.allCases {
        #expect(particle.form(after: nfd) == particle.form(after: word), "\(word) \(particle)")
      }
    }
  }

  @Test func emptyWordGivesEmptyResult() {
    #expect(josa("", .subject) == "")
    #expect(Josa.subject.form(after: "") == "")
  }

  @Test func notationsAndUnknownPairs() throws {
    for particle in Josa.allCases {
      #expect(try Josa(particle.rawValue) == particle)
      let parts = particle.rawValue.split(separator: "/")
      #expect(try Josa("\(parts[1])/\(parts[0])") == particle)
    }
    #expect(try josa("홍길동", "이/가") == "홍길동이")
    #expect(throws: JosaError.unknownPair("이/를")) { try josa("사과", "이/를") }
    #expect(throws: JosaError.unknownPair("")) { try Josa("") }
    #expect(JosaError.unknownPair("의").description.contains("\"의\""))
    #expect(JosaError.unknownPair("의").description.contains("으로부터/로부터"))
  }

  @Test func hostileInputsGetOneOfThePairsForms() {
    for input in CoreTestSupport.hostileInputs {
      for particle in Josa.allCases {
        let form = particle.form(after: input)
        let allowed = input.isEmpty ? [""] : [particle.afterConsonant, particle.afterVowel, particle.undecidedForm]
        #expect(allowed.contains(form), "\(input.unicodeScalars.map(\.value)) \(particle): \(form)")
        #expect(josa(input, particle) == input + form)
      }
    }
    // A combining mark or a tone mark after the syllable is not read.
    #expect(Josa.subject.form(after: "가\u{0301}") == "가")
    #expect(Josa.subject.form(after: "김\u{302E}") == "이")
  }

  @Test func randomTextReadsTheSameInNFCAndNFDAndOnlyItsEndCounts() throws {
    var random = RandomUnicode(seed: 0x05A)
    for _ in 0..<3_000 {
      let text = random.string()
      let nfc = try text.normalized(.nfc)
      let nfd = try text.normalized(.nfd)
      for particle in [Josa.subject, .direction] {
        let form = particle.form(after: text)
        #expect(particle.form(after: nfc) == form, "\(text.unicodeScalars.map(\.value))")
        #expect(particle.form(after: nfd) == form, "\(text.unicodeScalars.map(\.value))")
        if !text.isEmpty {
          #expect([particle.afterConsonant, particle.afterVowel, particle.undecidedForm].contains(form))
        }
        // Whatever comes before, a final syllable decides: 길 (ㄹ), 책 (ㄱ), 나무 (no final).
        #expect(particle.form(after: text + "길") == particle.form(after: "길"))
        #expect(particle.form(after: text + "책") == particle.afterConsonant)
        #expect(particle.form(after: text + "나무") == particle.afterVowel)
      }
    }
  }
}
