import HangulTestSupport
import RepositoryFiles
import Testing

@testable import HangulCore

/// Words whose parts meet where the pronunciation changes, read without the caller marking
/// the parts (the bundled lexicon, `Resources/Lexicon`). Oracle: the examples of the rule
/// texts, 표준 발음법 (1988) 제15항, 제20항 다만, 제27항 붙임, 제29항, 제30항 and 국어의 로마자
/// 표기법 (2000) 제3장 제1항, with the pronunciations the texts print (vowel length left out).
@Suite struct WordLexiconTests {
  /// Pairs of word and pronunciation, as the rule text prints them.
  static let examples: [(rule: String, pairs: String)] = [
    ("제15항", "젖어미 저더미 맛없다 마덥따 겉옷 거돋 헛웃음 허두슴 값어치 가버치 값있는 가빈는"),
    ("제15항 다만 (the first of the two)", "맛있다 마딛따 멋있다 머딛따"),
    ("제20항 다만", "의견란 의견난 임진란 임진난 생산량 생산냥 동원령 동원녕 상견례 상견녜 횡단로 횡단노 이원론 이원논 입원료 이붠뇨 구근류 구근뉴"),
    ("제24항 (stems of the lexicon)", "껴안다 껴안따 더듬지 더듬찌"),
    ("제24항: not the passive and causative 기", "안기다 안기다 감기다 감기다 굶기다 굼기다 옮기다 옴기다"),
    (
      "제28항",
      "문고리 문꼬리 눈동자 눈똥자 신바람 신빠람 산새 산쌔 손재주 손째주 길가 길까 물동이 물똥이 발바닥 발빠닥 굴속 굴쏙 술잔 술짠 바람결 바람껼 그믐달 그믐딸 아침밥 아침빱 잠자리 잠짜리 강가 강까 초승달 초승딸 등불 등뿔 창살 창쌀 강줄기 강쭐기"
    ),
    ("제26항", "갈등 갈뜽 발동 발똥 절도 절또 말살 말쌀 불소 불쏘 일시 일씨 갈증 갈쯩 물질 물찔 발전 발쩐 몰상식 몰쌍식 불세출 불쎄출"),
    ("제26항 다만", "허허실실 허허실실 절절하다 절절하다"),
    ("제20항 다만 with 제26항", "결단력 결딴녁"),
    ("제27항 붙임", "할걸 할껄 할밖에 할빠께 할세라 할쎄라 할수록 할쑤록 할지라도 할찌라도 할지언정 할찌언정 할진대 할찐대"),
    (
      "제29항",
      "솜이불 솜니불 홑이불 혼니불 막일 망닐 삯일 상닐 맨입 맨닙 꽃잎 꼰닙 내복약 내봉냑 한여름 한녀름 남존여비 남존녀비 신여성 신녀성 색연필 생년필 직행열차 지캥녈차 늑막염 능망념 콩엿 콩녇 담요 담뇨 눈요기 눈뇨기 영업용 영엄뇽 식용유 시굥뉴 백분율 백뿐뉼 밤윷 밤뉻"
    ),
    ("제29항 다만 (the first of the two)", "이죽이죽 이중니죽 야금야금 야금냐금 검열 검녈 욜랑욜랑 욜랑뇰랑 금융 금늉"),
    ("제29항 붙임 1", "들일 들릴 솔잎 솔립 설익다 설릭따 물약 물략 불여우 불려우 서울역 서울력 물엿 물렫 휘발유 휘발류 유들유들 유들류들"),
    ("제29항 붙임 2 (in one written word)", "서른여섯 서른녀섣 스물여섯 스물려섣"),
    ("제29항 다만: no ㄴ", "송별연 송벼련 등용문 등용문"),
    ("제30항 1 (the first of the two)", "냇가 내까 샛길 새낄 빨랫돌 빨래똘 콧등 코뜽 깃발 기빨 대팻밥 대패빱 햇살 해쌀 뱃속 배쏙 뱃전 배쩐 고갯짓 고개찓"),
    ("제30항 2", "콧날 콘날 아랫니 아랜니 툇마루 퇸마루 뱃머리 밴머리"),
    ("제30항 3", "베갯잇 베갠닏 깻잎 깬닙 나뭇잎 나문닙 도리깻열 도리깬녈 뒷윷 뒨뉻"),
  ]

  @Test(arguments: examples)
  func standardExample(rule: String, pairs: String) {
    CoreTestSupport.expectPairs(pairs, rule: rule) { pronounce($0) }
  }

  /// The standard's examples written as two or more words, read as one phrase (두 단어를
  /// 이어서 한 마디로 발음하는 경우): the rule text prints the pronunciation without the space;
  /// the package keeps the spaces where they were (밭 아래 [바 다래]).
  static let phraseExamples: [(rule: String, pairs: [(String, String)])] = [
    ("제12항 붙임 2", [("옷 한 벌", "오탄벌"), ("낮 한때", "나탄때"), ("꽃 한 송이", "꼬탄송이")]),
    ("제15항", [("밭 아래", "바다래"), ("늪 앞", "느밥"), ("꽃 위", "꼬뒤"), ("넋 없다", "너겁따"), ("닭 앞에", "다가페")]),
    (
      "제18항 붙임",
      [("책 넣는다", "챙넌는다"), ("흙 말리다", "흥말리다"), ("옷 맞추다", "온맏추다"), ("밥 먹는다", "밤멍는다"), ("값 매기다", "감매기다")]
    ),
    (
      "제27항",
      [
        ("할 것을", "할꺼슬"), ("갈 데가", "갈떼가"), ("할 바를", "할빠를"), ("할 수는", "할쑤는"), ("할 적에", "할쩌게"),
        ("갈 곳", "갈꼳"), ("할 도리", "할또리"), ("만날 사람", "만날싸람"),
      ]
    ),
    (
      "제29항 붙임 2",
      [
        ("한 일", "한닐"), ("솜 이불", "솜니불"), ("옷 입다", "온닙따"), ("먹은 엿", "머근녇"), ("할 일", "할릴"),
        ("잘 입다", "잘립따"), ("먹을 엿", "머글렫"),
      ]
    ),
  ]

  @Test(arguments: phraseExamples)
  func standardPhraseExample(rule: String, pairs: [(String, String)]) {
    for (phrase, spoken) in pairs {
      let ours = pronounce(phrase)
      #expect(ours.filter { $0 != " " } == spoken, "\(rule): \(phrase) → \(ours)")
      // The spaces stay where they were: after as many syllables as in the text.
      #expect(ours.split(separator: " ").map(\.count) == phrase.split(separator: " ").map(\.count), "\(phrase)")
      // Word by word, each word reads as it does alone.
      let alone = phrase.split(separator: " ").map { pronounce($0) }.joined(separator: " ")
      #expect(pronounce(phrase, options: PronunciationOptions(connectsWords: false)) == alone, "\(phrase)")
    }
  }

  /// Where the package reads a phrase otherwise than g2pK, reviewed one by one (2026-11-25),
  /// with the rule it follows.
  static let phrasesAgainstG2pK: [String: [String]] = [
    "제29항 붙임 2: ㄴ inserted after a noun, an adverb or a noun-modifying form (the rule: 한 일 [한닐]); g2pK only moves the final":
      ["한 일", "솜 이불", "옷 입다", "먹은 엿", "할 일", "잘 입다", "먹을 엿", "하는 일", "작은 일", "지난 여름", "못 읽어", "안 읽어"],
    "제12항 붙임 2: ㅈ read [ㄷ] makes ㅌ with ㅎ (the rule: 낮 한때 [나탄때]); g2pK makes ㅊ": ["낮 한때"],
    "제15항 다만: 맛있- read [마딛], the first of the rule's two readings; g2pK reads [마싣]": ["맛있는 음식"],
  ]

  /// Phrases (`scripts/data/fixtures/phrases.txt`: the standard's examples written as two words and
  /// everyday phrases) read by g2pK 0.9.4, which reads words said together as one phrase and
  /// keeps the spaces as the package does: the package agrees but for the reviewed phrases
  /// above. After a particle or an ending no ㄴ is inserted (책을 읽다 [채그 릭따]).
  @Test func phrasesReadAsG2pKReadsThem() throws {
    let rows = try CoreTestSupport.fixture("phrase-pronunciation.tsv")
    #expect(rows.count >= 60)
    let reviewed = Set(Self.phrasesAgainstG2pK.values.joined())
    var differing: Set<String> = []
    for row in rows where pronounce(row[0]) != row[1] {
      differing.insert(row[0])
      #expect(reviewed.contains(row[0]), "\(row[0]): g2pK \(row[1]), ours \(pronounce(row[0]))")
    }
    #expect(differing == reviewed)
  }

  /// A pause between two words: two spaces, or anything but one space, and every space with
  /// ``PronunciationOptions/connectsWords`` off. Oracle: the words read alone.
  @Test func aPauseEndsThePhrase() {
    for phrase in ["옷  입다", "옷, 입다", "밭\t아래", "값 a 있는"] {
      let isSyllable: (Character) -> Bool = { $0.unicodeScalars.first!.isHangulSyllable }
      let words = phrase.split(whereSeparator: { !isSyllable($0) }).map { pronounce($0) }
      let separators = phrase.split(whereSeparator: isSyllable)
      var alone = ""
      for (k, word) in words.enumerated() { alone += word + (k < separators.count ? separators[k] : "") }
      #expect(pronounce(phrase) == alone, "\(phrase)")
    }
    // A noun in ㄹ before a dependent noun is read as if it were the -(으)ㄹ (a documented limit);
    // a comma is a pause.
    #expect(pronounce("할, 것") == "할, 걷")
  }

  /// The caller says what the words are (``PartOfSpeech``). As verb forms, every example of
  /// 제24항 reads as the rule text prints it, 신고 [신꼬] and 삼고 [삼꼬] included (read alone
  /// as the nouns 申告 and 三顧), and its 다만 (the passive and causative 기) still holds; the
  /// verb examples of 제11항 keep their readings. As nouns, 제11항's nouns in ㄺ read ㄱ.
  @Test func wordsTheCallerCallsVerbsOrNouns() {
    let verb = PronunciationOptions(partOfSpeech: .verb)
    CoreTestSupport.expectPairs(
      "신고 신꼬 껴안다 껴안따 앉고 안꼬 얹다 언따 삼고 삼꼬 더듬지 더듬찌 닮고 담꼬 젊지 점찌 안기다 안기다 감기다 감기다 굶기다 굼기다 옮기다 옴기다",
      rule: "제24항 (verb forms)"
    ) { pronounce($0, options: verb) }
    CoreTestSupport.expectPairs(
      "맑다 막따 늙지 늑찌 젊다 점따 읊고 읍꼬 읊다 읍따 맑게 말께 묽고 물꼬 얽거나 얼꺼나", rule: "제11항 (verb forms)"
    ) { pronounce($0, options: verb) }
    CoreTestSupport.expectPairs("닭 닥 흙과 흑꽈 삶 삼", rule: "제11항 (nouns)") {
      pronounce($0, options: PronunciationOptions(partOfSpeech: .noun))
    }
    // Without a word from the caller 신고 is the noun; a noun in ㄻ before 도 is not tensed when
    // the caller says it is a noun (제24항 is for verb stems).
    #expect(pronounce("신고") == "신고")
    #expect(pronounce("삶도", options: PronunciationOptions(partOfSpeech: .noun)) == "삼도")
    #expect(pronounce("삶도", options: PronunciationOptions(partOfSpeech: .verb)) == "삼또")
  }

  /// 공권력 [공꿘녁] (제20항 다만, 권 read hard) and 줄넘기 [줄럼끼] (제20항, the nominal -기 after
  /// 넘- read hard), as the rule text prints them (its own tensing marks, in the lexicon).
  @Test func ruleTwentyExamplesWithTheirTensing() {
    #expect(pronounce("공권력") == "공꿘녁")
    #expect(pronounce("줄넘기") == "줄럼끼")
    #expect(pronounce("공권력", options: PronunciationOptions(includesTensification: false)) == "공권녁")
  }

  /// 국어의 로마자 표기법 제3장 제1항: 신문로 [신문노] Sinmunno, 학여울 [항녀울] Hangnyeoul,
  /// 알약 [알략] allyak (lower-case here: the capital is for proper names).
  @Test func romanizationExamples() {
    #expect(romanize("신문로") == "sinmunno")
    #expect(romanize("학여울") == "hangnyeoul")
    #expect(romanize("알약") == "allyak")
  }

  /// A word of the lexicon followed by a particle or, for a stem, by any ending, reads as
  /// the word with its parts marked and the particle on its last part. Differential, not an
  /// oracle: the lookup against ``pronounce(compound:options:)``, whose rules the examples
  /// above check.
  @Test func particlesAndEndingsAfterAWordOfTheLexicon() {
    for parts in [
      ["솜", "이불을"], ["꽃", "잎이"], ["나뭇", "잎들"], ["서울", "역에서"], ["맛", "없는"], ["맛", "없어요"],
      ["값", "있는"], ["생산", "량이"], ["겉", "옷을"], ["깻", "잎은"],
    ] {
      let word = parts.joined()
      #expect(pronounce(word) == pronounce(compound: parts), "\(word)")
      #expect(pronounce(word) != pronounce(word, options: PronunciationOptions(usesLexicon: false)), "\(word)")
    }
    // A word that only starts like one of the lexicon is not split (솜이불 + 장, not a particle).
    #expect(pronounce("솜이불장") == pronounce("솜이불장", options: PronunciationOptions(usesLexicon: false)))
  }

  /// Without the lexicon (``PronunciationOptions/usesLexicon`` off) the chain rules alone
  /// apply, as before it.
  @Test func withoutTheLexicon() {
    let off = PronunciationOptions(usesLexicon: false)
    #expect(pronounce("솜이불", options: off) != "솜니불")
    #expect(pronounce("겉옷", options: off) != "거돋")
    #expect(romanize("학여울", options: RomanizationOptions(usesLexicon: false)) != "hangnyeoul")
    // A personal name never consults it (한여름 is also a given name).
    #expect(!romanize("한여름", options: RomanizationOptions(isPersonalName: true)).contains("Nyeo"))
  }

  /// Parts the caller marks win over the lexicon: a marked word is not looked up.
  @Test func markedPartsAreNotLookedUp() {
    #expect(pronounce(compound: ["솜이", "불"]) == "소미불")
    #expect(pronounce(compound: ["의견", "란"]) == "의견난")  // 제20항 다만 where the caller marks it
  }

  // MARK: - Common words (wordfreq's Korean list; ko-pron and g2pK)

  /// The common words where ko-pron and g2pK agree but the package reads a boundary neither
  /// oracle splits, reviewed one by one (2026-11-25) against the rule each entry comes from.
  static let readByTheirPartsAgainstBothOracles: [String: [String]] = [
    "제29항: ㄴ inserted (after ㄹ read ㄹ) in a compound neither oracle splits": [
      "강남역", "지하철역", "볼일", "별일", "알약", "웬일", "피임약", "관절염", "한입", "종착역", "수원역", "부산역", "상일",
      "태양열", "풀잎", "잠실역", "중앙역", "몇일",
    ],
    "제20항 다만: ㄴ + ㄹ reads [ㄴㄴ] before a suffix after a word": [
      "추진력", "정신력", "판단력", "향신료", "표현력", "무신론자", "출연료", "생산력",
    ],
    "제15항: a final before a vowel-initial part reads as at a word's end": ["겉옷", "값어치", "느닷없이"],
    "제10항: 밟 at the end of a word reads [발] (a stem alone in the list)": ["짓밟"],
  ]

  /// Where the two oracles disagree and the package agrees with neither (after 제5항 다만 1,
  /// which neither applies), with the rule.
  static let againstBothDisagreeingOracles: [String: String] = [
    "끝없이": "제15항 [끄덥씨]"
  ]

  /// An oracle's reading with 제5항 다만 1 applied, which neither applies: 져 쪄 쳐 and 졌 쪘 쳤
  /// read 저 쩌 처, 젔 쩠 첬 (흩어져 [흐터저], 붙여 [부처] from g2pK's 부쳐; 붙였 [부첟] from
  /// g2pK's 부쳗).
  static func withJyeoReadJeo(_ pronunciation: String) -> String {
    String(
      String.UnicodeScalarView(
        pronunciation.unicodeScalars.map { scalar in
          let index = Int(scalar.value) - 0xAC00
          guard index >= 0 && index < 11_172, (12...14).contains(index / 588), index % 588 / 28 == 6,
            index % 28 == 0 || index % 28 == 20 || index % 28 == 7  // 졌 at a word's end reads [젿]
          else { return scalar }
          return Unicode.Scalar(UInt32(0xAC00 + index - 56))!
        }))
  }

  /// Precision on common words: 4,731 words of wordfreq's Korean list with a boundary where a
  /// word-level rule could fire (`Fixtures/common-words-pronunciation.tsv`). Where ko-pron and
  /// g2pK agree (about 4,637 words: 목요일, 금요일, 석유, 절약, 외국인, 동영상 …), the package
  /// agrees too, but for the reviewed words above: no false ㄴ insertion, no false tensing.
  /// Where they disagree, the package gives one of their answers, but for the reviewed ones.
  @Test func commonWordsReadAsBothOraclesReadThem() throws {
    let rows = try CoreTestSupport.fixture("common-words-pronunciation.tsv")
    #expect(rows.count > 4_500)
    let reviewed = Set(Self.readByTheirPartsAgainstBothOracles.values.joined())
    var agreeing = 0
    var overridden: Set<String> = []
    var againstBoth: Set<String> = []
    var byTheLexicon = 0
    for row in rows {
      let (word, koPron, g2pK) = (row[0], row[2].split(separator: "/").map(String.init), row[3])
      let ours = pronounce(word)
      if koPron.contains(g2pK) {
        agreeing += 1
        if koPron.contains(ours) { continue }
        // 제24항, 제26항 and 제30항 1 in a word of the lexicon (neither oracle applies them):
        // ko-pron's reading with those initials made tense and a 사이시옷's [ㄷ] silent.
        let tensed = LexiconFile.tensedOffsets(in: word)
        let saisiot = LexiconFile.saisiotOffsets(in: word)
        if tensed != nil || saisiot != nil {
          byTheLexicon += 1
          let expected = koPron.map {
            LexiconFile.silencingSaisiot(LexiconFile.tensing($0, at: tensed ?? []), before: saisiot ?? [])
          }
          #expect(expected.contains(ours), "\(word): \(koPron), ours \(ours)")
          continue
        }
        overridden.insert(word)
        #expect(reviewed.contains(word), "\(word): ko-pron and g2pK \(g2pK), ours \(ours)")
      } else if !(koPron + [g2pK]).map(Self.withJyeoReadJeo).contains(ours)
        && !koPron.map({ LexiconFile.tensing($0, at: LexiconFile.tensedOffsets(in: word) ?? []) }).contains(ours)
      {
        againstBoth.insert(word)
        #expect(
          Self.againstBothDisagreeingOracles[word] != nil, "\(word): ko-pron \(koPron), g2pK \(g2pK), ours \(ours)")
      }
    }
    #expect(agreeing > 4_400)
    #expect(byTheLexicon > 100)
    #expect(overridden == reviewed)
    #expect(againstBoth == Set(Self.againstBothDisagreeingOracles.keys))
    for word in ["목요일", "금요일", "석유", "절약", "송별연", "등용문", "외국인", "한국인", "일요일", "동영상", "참고", "삶"] {
      #expect(rows.contains { $0[0] == word } || ["송별연", "등용문", "삶"].contains(word), "\(word) is in the list")
      #expect(pronounce(word) == pronounce(word, options: PronunciationOptions(usesLexicon: false)), "\(word)")
    }
  }

  /// The lexicon compiled into the module is the one in `Resources/Lexicon` (embedded by
  /// `CHangulResources`): its entries and its phrase word classes, byte for byte.
  @Test func embeddedLexiconIsTheResourceFiles() throws {
    for (file, embedded) in [
      ("compounds.txt", EmbeddedResource.compounds.text), ("phrase-words.txt", EmbeddedResource.phraseWords.text),
    ] {
      let text = try #require(RepositoryFiles.read(RepositoryFiles.root + "/Resources/Lexicon/" + file))
      #expect(Array(embedded.utf8) == Array(text.utf8), "\(file)")
      #expect(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.count > 300, "\(file)")
    }
  }

  /// Exceptions whose common sense does not read by the parts mecab-ko-dic gives
  /// (`Resources/Lexicon/exceptions.txt`, each with its source).
  @Test func exceptionsReadAsTheirSourcesSay() throws {
    let text = try #require(RepositoryFiles.read(RepositoryFiles.root + "/Resources/Lexicon/exceptions.txt"))
    let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t") }
    #expect(!rows.isEmpty)
    for row in rows { #expect(pronounce(row[0]) == String(row[1]), "\(row[0]) (\(row[2]))") }
  }
}
