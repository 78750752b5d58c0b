/// The sound-change engine shared by ``pronounce(_:options:)`` and
/// ``romanize(_:options:)``: the standard pronunciation rules (표준 발음법) applied at each
/// boundary between two syllables of a word.
///
/// A word is a run of complete modern syllables; anything else (a space, Latin, a jamo)
/// ends it. Each boundary looks only at the final of the syllable before it and the
/// initial (and vowel) of the syllable after it, so one pass from left to right applies
/// every rule; the last syllable's final is then read as at the end of a word. The rules
/// and their limits are listed in the StandardPronunciation article.
///
/// Indices are Unicode's: initials 0…18 (ㄱ…ㅎ), vowels 0…20 (ㅏ…ㅣ), finals 0…27 (none,
/// ㄱ…ㅎ).
package struct SoundChanges: Sendable {
  /// Applies hard-consonant conversion (경음화, 제23항–제25항).
  package var tensifies: Bool
  /// Keeps ㅎ after a final ㄱ ㄷ ㅂ (the romanization of nouns: 묵호 Mukho) instead of
  /// merging the two into an aspirate (제12항 붙임 1).
  package var keepsHieutAfterObstruents: Bool = false

  /// Looks words up in the bundled lexicon (``WordLexicon``) for where their parts meet.
  package var consultsLexicon: Bool = true

  /// Reads words separated by one space as one phrase (see `PhraseLinking.swift`): 밭 아래
  /// [바다래], 한 일 [한닐], 갈 곳 [갈꼳].
  package var connectsWords: Bool = false

  /// What the caller says every word is, or nil to decide word by word (see
  /// ``PartOfSpeech``).
  package var partOfSpeech: PartOfSpeech? = nil

  /// The engine with its switches (the byte cores of `HangulByteCores` make one too).
  package init(
    tensifies: Bool, keepsHieutAfterObstruents: Bool = false, consultsLexicon: Bool = true,
    connectsWords: Bool = false
  ) {
    self.tensifies = tensifies
    self.keepsHieutAfterObstruents = keepsHieutAfterObstruents
    self.consultsLexicon = consultsLexicon
    self.connectsWords = connectsWords
  }

  /// One syllable of a word: its initial, vowel and final indices, and the syllable as
  /// written (some rules name a syllable: 밟, 닭, 디귿).
  package struct Syllable: Sendable, Hashable {
    package var initial: UInt8
    package var vowel: UInt8
    package var final: UInt8
    package let written: UInt16
    /// The syllable starts a part of a compound the caller marked (제15항, 제29항).
    package var startsCompoundPart = false

    package init(index: Int) {
      initial = UInt8(index / HangulSyllable.syllablesPerChoseong)
      vowel = UInt8(index % HangulSyllable.syllablesPerChoseong / HangulSyllable.jongseongCount)
      final = UInt8(index % HangulSyllable.jongseongCount)
      written = UInt16(index)
    }

    /// The syllable index (0 = 가) of the current letters.
    package var index: Int {
      Int(initial) * HangulSyllable.syllablesPerChoseong + Int(vowel) * HangulSyllable.jongseongCount + Int(final)
    }
  }

  /// Applies the rules to one word in place.
  ///
  /// - Complexity: O(*n*) in the number of syllables.
  package func apply(to word: UnsafeMutableBufferPointer<Syllable>) {
    guard !word.isEmpty else { return }
    let lexicon = consultsLexicon ? Self.markParts(of: word) : WordLexicon.Marks()
    let tensedEnding = tensifies ? Self.adnominalEnding(in: word) : nil
    var k = 0
    while k + 1 < word.count {
      applyBoundary(word, k)
      k += 1
    }
    // 제27항 붙임: the endings that begin with -ㄹ are read hard (할수록 [할쑤록]).
    if let j = tensedEnding, let tense = Self.tense(word[j].initial) { word[j].initial = tense }
    // 제24항 in a word the caller says is a verb form: the ending after a stem in ㄴ ㅁ (신고 [신꼬]).
    if tensifies && partOfSpeech == .verb, let j = Self.verbEnding(in: word),
      HangulSyllable.jongseongIndex(ofIndex: word[j - 1].written) == UInt16(Self.fN)
        || HangulSyllable.jongseongIndex(ofIndex: word[j - 1].written) == UInt16(Self.fM),
      let tense = Self.tense(word[j].initial)
    {
      word[j].initial = tense
    }
    // 제26항: ㄷ ㅅ ㅈ after ㄹ in a Sino-Korean word of the lexicon are read hard (갈등 [갈뜽]);
    // 제28항: the second part of a compound the rule lists (문고리 [문꼬리]); 제24항: ㄱ ㄷ ㅅ ㅈ
    // of an ending after a verb stem in ㄴ ㅁ of the lexicon (껴안다 [껴안따]).
    if tensifies && lexicon.tensed != 0 && !(lexicon.isStem && partOfSpeech == .noun) {
      for j in 1..<word.count where lexicon.tensed & (1 << j) != 0 {
        let before = word[j - 1].final
        let applies =
          lexicon.isStem
          ? (before == Self.fN || before == Self.fM) && Self.verbalEndingStarts.contains(word[j].written)
          : before == Self.fL || before == Self.fN || before == Self.fM || before == Self.fNG
        if applies, let tense = Self.tense(word[j].initial) { word[j].initial = tense }
      }
    }
    // 제30항 1: a 사이시옷 before a consonant it made hard is silent (냇가 [내까], not [낻까]).
    if tensifies && lexicon.afterSaisiot != 0 {
      for j in 1..<word.count where lexicon.afterSaisiot & (1 << j) != 0 && word[j - 1].final == Self.fD {
        let initial = word[j].initial
        if initial == Self.iGG || initial == Self.iDD || initial == Self.iBB || initial == Self.iSS
          || initial == Self.iJJ
        {
          word[j - 1].final = Self.fNone
        }
      }
    }
    word[word.count - 1].final = Self.endForm(of: word[word.count - 1])
  }

  /// Marks where the parts of `word` start when the lexicon knows the word (솜이불, 겉옷,
  /// 생산량) and the caller marked none, and returns the lexicon's other marks (the syllables
  /// 제24항 and 제26항 may read hard, those after a 사이시옷); only words with a boundary some
  /// rule could change (a final before ㅇ, ㄴ before ㄹ, ㄹ ㄴ ㅁ ㅇ ㅅ before ㄱ ㄷ ㅂ ㅅ ㅈ) are
  /// looked up.
  static func markParts(of word: UnsafeMutableBufferPointer<Syllable>) -> WordLexicon.Marks {
    guard word.count >= 2 else { return WordLexicon.Marks() }
    var candidate = false
    for k in 0..<word.count {
      if word[k].startsCompoundPart { return WordLexicon.Marks() }
      guard k + 1 < word.count, word[k].final != fNone else { continue }
      let next = word[k + 1].initial
      let final = word[k].final
      if next == iNG || (next == iR && final == fN)
        || ((final == fL || final == fN || final == fM || final == fNG || final == fS)
          && (next == iG || next == iD || next == iB || next == iS || next == iJ))
      {
        candidate = true
      }
    }
    guard candidate else { return WordLexicon.Marks() }
    let marks = WordLexicon.shared.marks(of: word)
    for k in 1..<word.count where marks.parts & (1 << k) != 0 { word[k].startsCompoundPart = true }
    return marks
  }

  /// The endings of 제27항 붙임 that start with -ㄹ: -ㄹ걸, -ㄹ밖에, -ㄹ세라, -ㄹ수록, -ㄹ지라도,
  /// -ㄹ지언정, -ㄹ진대, without their ㄹ.
  static let adnominalEndings: [[UInt16]] = ["걸", "밖에", "세라", "수록", "지라도", "지언정", "진대"].map {
    $0.unicodeScalars.map { index($0) }
  }

  /// The position of the first syllable of an ending of ``adnominalEndings`` that ends `word`
  /// after a syllable written with ㄹ (할수록), or nil.
  static func adnominalEnding(in word: UnsafeMutableBufferPointer<Syllable>) -> Int? {
    endingStart(in: word, among: adnominalEndings) { word[$0 - 1].final == fL }
  }

  /// Where the first of `endings` (in their order) that ends `word` after at least one
  /// syllable starts, when `accepts` takes that position; nil when none does.
  static func endingStart(
    in word: UnsafeMutableBufferPointer<Syllable>, among endings: [[UInt16]],
    where accepts: (Int) -> Bool = { _ in true }
  ) -> Int? {
    for ending in endings where ending.count < word.count {
      let start = word.count - ending.count
      if ending.indices.allSatisfy({ word[start + $0].written == ending[$0] }) && accepts(start) { return start }
    }
    return nil
  }

  /// The endings that a stem of 제24항 takes, with their first syllable's ㄱ ㄷ ㅅ ㅈ read hard
  /// after ㄴ ㅁ (the rule's -고 -다 -소 -지, and -게 -자 -던 -도록 -든지 -더니 -거나 -겠-
  /// -고서 -다가 -지만), the longest first.
  static let verbEndings: [[UInt16]] = [
    "도록", "든지", "더니", "더라", "거나", "고서", "다가", "지만", "게도", "겠다", "겠고", "겠지", "고", "다", "지", "게",
    "소", "자", "던",
  ].map { $0.unicodeScalars.map { index($0) } }

  /// Where the ending of a verb form starts in `word` (신고: 1), or nil when it ends in none of
  /// ``verbEndings`` after a stem.
  static func verbEnding(in word: UnsafeMutableBufferPointer<Syllable>) -> Int? {
    endingStart(in: word, among: verbEndings)
  }

  // MARK: - Letters

  // The letters by the core's jamo model (Choseong, Jungseong, Jongseong), as the byte-sized
  // indices a Syllable stores: computed, so they fold to constants in the rule loops.
  // Initials.
  @inline(__always) package static var iG: UInt8 { UInt8(Choseong.giyeok.rawValue) }
  @inline(__always) package static var iGG: UInt8 { UInt8(Choseong.ssangGiyeok.rawValue) }
  @inline(__always) package static var iN: UInt8 { UInt8(Choseong.nieun.rawValue) }
  @inline(__always) package static var iD: UInt8 { UInt8(Choseong.digeut.rawValue) }
  @inline(__always) package static var iDD: UInt8 { UInt8(Choseong.ssangDigeut.rawValue) }
  @inline(__always) package static var iR: UInt8 { UInt8(Choseong.rieul.rawValue) }
  @inline(__always) package static var iM: UInt8 { UInt8(Choseong.mieum.rawValue) }
  @inline(__always) package static var iB: UInt8 { UInt8(Choseong.bieup.rawValue) }
  @inline(__always) package static var iBB: UInt8 { UInt8(Choseong.ssangBieup.rawValue) }
  @inline(__always) package static var iS: UInt8 { UInt8(Choseong.siot.rawValue) }
  @inline(__always) package static var iSS: UInt8 { UInt8(Choseong.ssangSiot.rawValue) }
  @inline(__always) package static var iNG: UInt8 { UInt8(Choseong.ieung.rawValue) }
  @inline(__always) package static var iJ: UInt8 { UInt8(Choseong.jieut.rawValue) }
  @inline(__always) package static var iJJ: UInt8 { UInt8(Choseong.ssangJieut.rawValue) }
  @inline(__always) package static var iCH: UInt8 { UInt8(Choseong.chieut.rawValue) }
  @inline(__always) package static var iK: UInt8 { UInt8(Choseong.kieuk.rawValue) }
  @inline(__always) package static var iT: UInt8 { UInt8(Choseong.tieut.rawValue) }
  @inline(__always) package static var iP: UInt8 { UInt8(Choseong.pieup.rawValue) }
  @inline(__always) package static var iH: UInt8 { UInt8(Choseong.hieut.rawValue) }
  // Finals (0: none).
  @inline(__always) package static var fNone: UInt8 { 0 }
  @inline(__always) package static var fG: UInt8 { UInt8(Jongseong.giyeok.rawValue) }
  @inline(__always) package static var fGG: UInt8 { UInt8(Jongseong.ssangGiyeok.rawValue) }
  @inline(__always) package static var fGS: UInt8 { UInt8(Jongseong.giyeokSiot.rawValue) }
  @inline(__always) package static var fN: UInt8 { UInt8(Jongseong.nieun.rawValue) }
  @inline(__always) package static var fNJ: UInt8 { UInt8(Jongseong.nieunJieut.rawValue) }
  @inline(__always) package static var fNH: UInt8 { UInt8(Jongseong.nieunHieut.rawValue) }
  @inline(__always) package static var fD: UInt8 { UInt8(Jongseong.digeut.rawValue) }
  @inline(__always) package static var fL: UInt8 { UInt8(Jongseong.rieul.rawValue) }
  @inline(__always) package static var fLG: UInt8 { UInt8(Jongseong.rieulGiyeok.rawValue) }
  @inline(__always) package static var fLM: UInt8 { UInt8(Jongseong.rieulMieum.rawValue) }
  @inline(__always) package static var fLB: UInt8 { UInt8(Jongseong.rieulBieup.rawValue) }
  @inline(__always) package static var fLS: UInt8 { UInt8(Jongseong.rieulSiot.rawValue) }
  @inline(__always) package static var fLT: UInt8 { UInt8(Jongseong.rieulTieut.rawValue) }
  @inline(__always) package static var fLP: UInt8 { UInt8(Jongseong.rieulPieup.rawValue) }
  @inline(__always) package static var fLH: UInt8 { UInt8(Jongseong.rieulHieut.rawValue) }
  @inline(__always) package static var fM: UInt8 { UInt8(Jongseong.mieum.rawValue) }
  @inline(__always) package static var fB: UInt8 { UInt8(Jongseong.bieup.rawValue) }
  @inline(__always) package static var fBS: UInt8 { UInt8(Jongseong.bieupSiot.rawValue) }
  @inline(__always) package static var fS: UInt8 { UInt8(Jongseong.siot.rawValue) }
  @inline(__always) package static var fSS: UInt8 { UInt8(Jongseong.ssangSiot.rawValue) }
  @inline(__always) package static var fNG: UInt8 { UInt8(Jongseong.ieung.rawValue) }
  @inline(__always) package static var fJ: UInt8 { UInt8(Jongseong.jieut.rawValue) }
  @inline(__always) package static var fCH: UInt8 { UInt8(Jongseong.chieut.rawValue) }
  @inline(__always) package static var fK: UInt8 { UInt8(Jongseong.kieuk.rawValue) }
  @inline(__always) package static var fT: UInt8 { UInt8(Jongseong.tieut.rawValue) }
  @inline(__always) package static var fP: UInt8 { UInt8(Jongseong.pieup.rawValue) }
  @inline(__always) package static var fH: UInt8 { UInt8(Jongseong.hieut.rawValue) }
  // Vowels.
  @inline(__always) package static var vYa: UInt8 { UInt8(Jungseong.ya.rawValue) }
  @inline(__always) package static var vYeo: UInt8 { UInt8(Jungseong.yeo.rawValue) }
  @inline(__always) package static var vYo: UInt8 { UInt8(Jungseong.yo.rawValue) }
  @inline(__always) package static var vU: UInt8 { UInt8(Jungseong.u.rawValue) }
  @inline(__always) package static var vYu: UInt8 { UInt8(Jungseong.yu.rawValue) }
  @inline(__always) package static var vUi: UInt8 { UInt8(Jungseong.ui.rawValue) }
  @inline(__always) package static var vI: UInt8 { UInt8(Jungseong.i.rawValue) }
  /// 과 (U+ACFC), the particle after nouns.
  package static let gwa = index("과")

  /// The initial a single final becomes when it moves to the next syllable (제13항), or
  /// 0xFF for a cluster or none.
  package static let initialOfFinal: [UInt8] = [
    0xFF, iG, iGG, 0xFF, iN, 0xFF, 0xFF, iD, iR, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, iM, iB, 0xFF, iS, iSS, iNG, iJ, iCH, iK, iT, iP, iH,
  ]

  /// A cluster's two parts: the final that stays and the initial that moves (제14항, ㅅ
  /// read ㅆ), or nil for a single final.
  package static func split(_ final: UInt8) -> (stays: UInt8, moves: UInt8)? {
    switch final {
    case fGS: (fG, iSS)
    case fNJ: (fN, iJ)
    case fNH: (fN, iH)
    case fLG: (fL, iG)
    case fLM: (fL, iM)
    case fLB: (fL, iB)
    case fLS: (fL, iSS)
    case fLT: (fL, iT)
    case fLP: (fL, iP)
    case fLH: (fL, iH)
    case fBS: (fB, iSS)
    default: nil
    }
  }

  /// The representative of a final before a consonant or at the end of a word, without
  /// the rules that name a syllable (제9항–제11항): one of ㄱ ㄴ ㄷ ㄹ ㅁ ㅂ ㅇ or none.
  package static let representative: [UInt8] = [
    fNone, fG, fG, fG, fN, fN, fN, fD, fL, fG, fM, fL, fL, fL,
    fB, fL, fM, fB, fB, fD, fD, fNG, fD, fD, fG, fD, fB, fD,
  ]

  /// Syllables the rules name, as indices (가 = 0).
  package static func index(_ s: Unicode.Scalar) -> UInt16 { UInt16(HangulSyllable.index(ofCodePoint: s.value)!) }
  package static let balp = index("밟"), neolp = index("넓"), deolp = index("덟")
  /// 있 (U+C788), the stem of 있다.
  package static let iss = index("있")
  /// First syllables of the endings 제24항 tenses after a verb stem in ㄴ ㅁ: -고 -다 -지 -게 -소
  /// -자 -던 -도록 -든지 -더니 -겠- -거나 (not the passive and causative 기: 안기다 [안기다]).
  package static let verbalEndingStarts: [UInt16] = "고다지게소자던도든더겠거".unicodeScalars.map { index($0) }
  /// The suffixes of 제20항 다만: 란 량 력 령 례 로 론 료 류.
  package static let suffixesAfterN: [UInt16] = "란량력령례로론료류".unicodeScalars.map { index($0) }
  /// Nouns ending in ㄺ (제11항: 흙과 [흑꽈]); any other ㄺ before ㄱ is a verb stem and
  /// reads ㄹ (맑게 [말께]).
  package static let nounsWithLG: [UInt16] = [index("닭"), index("흙"), index("칡"), index("삵"), index("슭")]
  /// The names of letters (제16항): the syllable before, the name's last syllable and the
  /// final it takes before a vowel (디귿이 [디그시], 키읔이 [키으기], 피읖이 [피으비]).
  package static let letterNames: [(UInt16, UInt16, UInt8)] = [
    (index("디"), index("귿"), fS), (index("지"), index("읒"), fS), (index("치"), index("읓"), fS),
    (index("키"), index("읔"), fG), (index("티"), index("읕"), fS), (index("피"), index("읖"), fB),
    (index("히"), index("읗"), fS),
  ]

  /// The final of the last syllable of a word (제9항–제11항; 밟 reads [발] there: [밥]
  /// only before a consonant).
  package static func endForm(of syllable: Syllable) -> UInt8 {
    representative[Int(syllable.final)]
  }

  /// The final before the consonant initial `next`, rules 제9항–제11항 with the syllables
  /// they name: 밟 and 넓죽/넓둥 read ㅂ; ㄺ before ㄱ (ㄲ ㅋ, as ko-pron) reads ㄹ except in a
  /// noun.
  package static func formBeforeConsonant(_ syllable: Syllable, next: Syllable) -> UInt8 {
    let final = syllable.final
    if final == fLB {
      if syllable.written == balp { return fB }
      if syllable.written == neolp && next.vowel == Self.vU && (next.initial == iJ || next.initial == iD)
        && (next.final == fG || next.final == fNG)
      {
        return fB
      }
    }
    if final == fLG && (next.initial == iG || next.initial == iGG || next.initial == iK)
      && !nounsWithLG.contains(syllable.written)
    {
      return fL
    }
    return representative[Int(final)]
  }

  /// The aspirate of a plain or tense stop or affricate (ㄱ ㄲ → ㅋ, ㄷ ㄸ → ㅌ, ㅂ ㅃ → ㅍ, ㅈ ㅉ → ㅊ).
  package static func aspirate(_ initial: UInt8) -> UInt8 {
    switch initial {
    case iG, iGG: iK
    case iD, iDD: iT
    case iB, iBB: iP
    default: iCH
    }
  }

  /// The tense initial of a plain one (ㄱ ㄷ ㅂ ㅅ ㅈ), or nil.
  package static func tense(_ initial: UInt8) -> UInt8? {
    switch initial {
    case iG: iGG
    case iD: iDD
    case iB: iBB
    case iS: iSS
    case iJ: iJJ
    default: nil
    }
  }

  // MARK: - One boundary

  /// Applies the rules at the boundary between `word[k]` and `word[k + 1]`.
  package func applyBoundary(_ word: UnsafeMutableBufferPointer<Syllable>, _ k: Int) {
    let final = word[k].final
    guard final != Self.fNone else { return }
    var next = word[k + 1]
    // 제20항 다만: ㄴ before the suffixes -란 -량 -력 -령 -례 -로 -론 -료 -류 reads [ㄴㄴ] (의견란 [의견난]).
    if next.startsCompoundPart && next.initial == Self.iR && final == Self.fN
      && Self.suffixesAfterN.contains(next.written)
    {
      next.initial = Self.iN
    }
    if next.startsCompoundPart && next.initial == Self.iNG {
      let isYOrI =
        next.vowel == Self.vI || next.vowel == Self.vYa || next.vowel == Self.vYeo || next.vowel == Self.vYo
        || next.vowel == Self.vYu
      if isYOrI && next.written != Self.iss {
        // 제29항: ㄴ is inserted before 이 야 여 요 유 (솜이불 [솜니불], 알약 [알략]); not before
        // 있다, which 제15항 reads by liaison (맛있다 [마딛따], 값있는 [가빈는]).
        next.initial = Self.iN
      } else {
        // 제15항: the final is read as at the end of a word, then moves (겉옷 [거돋]).
        let end = Self.endForm(of: word[k])
        if end != Self.fNG {
          next.initial = Self.initialOfFinal[Int(end)]
          word[k].final = Self.fNone
        } else {
          word[k].final = end
        }
        word[k + 1] = next
        return
      }
    }
    if next.initial == Self.iNG {
      word[k].final = liaison(word, k, next: &next)
      word[k + 1] = next
    } else {
      word[k].final = beforeConsonant(word[k], next: &next)
      word[k + 1] = next
    }
  }

  /// A final before a vowel (제12항 4, 제13항, 제14항, 제16항, 제17항): the final left on
  /// the syllable; `next.initial` takes what moves.
  package func liaison(_ word: UnsafeMutableBufferPointer<Syllable>, _ k: Int, next: inout Syllable) -> UInt8 {
    var final = word[k].final
    // 제16항: the names of letters.
    if k > 0 {
      for (first, second, replacement) in Self.letterNames
      where word[k].written == second && word[k - 1].written == first {
        final = replacement
      }
    }
    switch final {
    case Self.fNG: return final
    case Self.fH: return Self.fNone  // 낳은 [나은]
    case Self.fNH: final = Self.fN  // 않은 [아는]
    case Self.fLH: final = Self.fL  // 싫어도 [시러도]
    default: break
    }
    if let (stays, moves) = Self.split(final) {
      // 제17항: 벼훑이 [벼훌치]; 제14항: the ㅅ of ㄳ ㄽ ㅄ is hard (값을 [갑쓸]).
      next.initial =
        final == Self.fLT && next.vowel == Self.vI ? Self.iCH : (moves == Self.iSS && !tensifies ? Self.iS : moves)
      return stays
    }
    // 제17항: 굳이 [구지], 밭이 [바치]; and ㅌ before 여 (이어) and 였 (이었), the contracted
    // suffix 이: 붙여 [부처], 붙였다 [부첟따] (then 제5항 다만 1 reads 쳐 as 처).
    if next.vowel == Self.vI && (final == Self.fD || final == Self.fT) {
      next.initial = final == Self.fD ? Self.iJ : Self.iCH
    } else if final == Self.fT && next.vowel == Self.vYeo && (next.final == Self.fNone || next.final == Self.fSS) {
      next.initial = Self.iCH
    } else {
      next.initial = Self.initialOfFinal[Int(final)]
    }
    return Self.fNone
  }

  /// A final before a consonant (제9항–제12항, 제17항 붙임, 제18항–제20항, 제23항–제25항):
  /// the final left on the syllable; `next.initial` may change.
  package func beforeConsonant(_ syllable: Syllable, next: inout Syllable) -> UInt8 {
    let written = syllable.final
    // 제12항: ㅎ, ㄶ, ㅀ before a consonant.
    var final: UInt8
    if written == Self.fH || written == Self.fNH || written == Self.fLH {
      let rest = written == Self.fH ? Self.fNone : (written == Self.fNH ? Self.fN : Self.fL)
      switch next.initial {
      case Self.iG, Self.iGG, Self.iD, Self.iDD, Self.iJ, Self.iJJ, Self.iB, Self.iBB:
        // 놓고 [노코], 많고 [만코], 닳지 [달치]; ㅂ and the tense ones likewise (as ko-pron).
        next.initial = Self.aspirate(next.initial)
        return rest
      case Self.iS:  // 닿소 [다쏘], 많소 [만쏘]: a hard consonant, left out with tensification
        if tensifies { next.initial = Self.iSS }
        return rest
      case Self.iSS:  // ㅎ leaves nothing before ㅆ, as before ㅅ (제12항 2): 흏씨 [휴씨]
        return rest
      case Self.iN:  // 놓는 [논는], 않네 [안네], 뚫는 [뚤른]
        if rest == Self.fL { next.initial = Self.iR }
        return rest == Self.fNone ? Self.fN : rest
      case Self.iH:
        guard rest == Self.fNone else { return rest }
        next.initial = Self.iT  // ㅎ reads [ㄷ] (히읗 [히읃]) and merges with ㅎ, as ko-pron
        return rest
      default:
        final = rest == Self.fNone ? Self.fD : rest
      }
    } else if partOfSpeech == .noun && written == Self.fLG {
      final = Self.fG  // a noun's ㄺ reads ㄱ before a consonant (제11항: 흙과 [흑꽈])
    } else {
      final = Self.formBeforeConsonant(syllable, next: next)
    }
    // 제12항 붙임 1, 2 and 제17항 붙임: a plain obstruent and ㅎ make an aspirate.
    if next.initial == Self.iH {
      switch written {
      case Self.fLG:  // 밝히다 [발키다]
        next.initial = Self.iK
        return Self.fL
      case Self.fLB:  // 넓히다 [널피다]; 밟- reads [밥] before a consonant (제10항): 밟히다 [바피다]
        next.initial = Self.iP
        return syllable.written == Self.balp ? Self.fNone : Self.fL
      case Self.fNJ:  // 앉히다 [안치다]
        next.initial = Self.iCH
        return Self.fN
      case Self.fLP:  // like ㄺ and ㄼ (as ko-pron)
        next.initial = Self.iP
        return Self.fL
      default:
        break
      }
      guard final == Self.fG || final == Self.fD || final == Self.fB else { return final }
      if keepsHieutAfterObstruents { return final }  // 묵호 Mukho
      switch final {
      case Self.fG: next.initial = Self.iK  // 각하 [가카]
      case Self.fB: next.initial = Self.iP  // 좁히다 [조피다]
      default:
        if written == Self.fJ {
          next.initial = Self.iCH  // 꽂히다 [꼬치다]
        } else if written == Self.fD && (next.vowel == Self.vI || (next.vowel == Self.vYeo && next.final == Self.fNone))
        {
          next.initial = Self.iCH  // 굳히다 [구치다]; 굳혀 (굳히어) [구처], 닫혀 [다처]
        } else {
          next.initial = Self.iT  // 맏형 [마텽], 숱하다 [수타다]
        }
      }
      return Self.fNone
    }
    // 제19항 붙임: ㄹ after ㄱ ㄷ ㅂ reads ㄴ (막론 [망논], 협력 [혐녁]); 제19항: after ㅁ ㅇ too.
    if next.initial == Self.iR {
      switch final {
      case Self.fG, Self.fD, Self.fB, Self.fM, Self.fNG: next.initial = Self.iN
      case Self.fN: return Self.fL  // 제20항: 신라 [실라]
      default: break
      }
    }
    // 제18항: ㄱ ㄷ ㅂ before ㄴ ㅁ read ㅇ ㄴ ㅁ (국물 [궁물]).
    if next.initial == Self.iN || next.initial == Self.iM {
      switch final {
      case Self.fG: return Self.fNG
      case Self.fD: return Self.fN
      case Self.fB: return Self.fM
      case Self.fL where next.initial == Self.iN:  // 제20항: 칼날 [칼랄]
        next.initial = Self.iR
        return final
      default: return final
      }
    }
    // 제23항–제25항: hard-consonant conversion.
    if tensifies, let tense = Self.tense(next.initial) {
      switch written {
      case Self.fG, Self.fGG, Self.fK, Self.fGS, Self.fLG, Self.fD, Self.fS, Self.fSS, Self.fJ, Self.fCH,
        Self.fT, Self.fB, Self.fP, Self.fLP, Self.fBS:
        next.initial = tense  // 제23항: 국밥 [국빱], 맑게 [말께]
      case Self.fLB:
        // 제23항 (밟다 [밥따]) and 제25항 (넓게 [널께]); not the numeral 여덟.
        if final == Self.fB || syllable.written != Self.deolp { next.initial = tense }
      case Self.fLT, Self.fNJ:
        next.initial = tense  // 제25항: 핥다 [할따]; 제24항: 앉고 [안꼬]
      case Self.fLM:
        // 제24항: 닮고 [담꼬], after a verb stem only: not before the passive/causative 기
        // (굶기다 [굼기다]), and not before the particle 과, which follows nouns only (삶과
        // [삼과], 앎과 [암과]: 삶 and 앎 are nouns).
        // (기 with any final: 옮긴다 [옴긴다], 굶길 [굼길].)
        let isGi = next.initial == Self.iG && next.vowel == Self.vI
        if !isGi && next.written != Self.gwa && partOfSpeech != .noun { next.initial = tense }
      default:
        break
      }
    }
    return final
  }
}

// MARK: - Text

extension SoundChanges {
  /// Walks `text` (composed first, like ``disassemble(_:level:encoding:)``): calls `word`
  /// with each run of modern syllables after the sound changes and `other` with every other
  /// scalar, in order. With ``connectsWords``, two words with one space between are read as
  /// one phrase (``link(_:end:to:)``): a word is handed on only once the next one is read.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  package func forEachPart(
    of text: some StringProtocol,
    word: (UnsafeMutableBufferPointer<Syllable>) -> Void,
    other: (Unicode.Scalar) -> Void
  ) {
    let composed = text.composedForHangul()
    var run: [Syllable] = []
    run.reserveCapacity(16)
    // The word read last, not yet handed on, and whether one space followed it.
    var pending: [Syllable] = []
    var spaceAfterPending = false
    func handOnPending() {
      if !pending.isEmpty {
        pending.withUnsafeMutableBufferPointer { word($0) }
        pending.removeAll(keepingCapacity: true)
      }
      if spaceAfterPending {
        other(" ")
        spaceAfterPending = false
      }
    }
    func flush() {
      guard !run.isEmpty else { return }
      guard connectsWords else {
        run.withUnsafeMutableBufferPointer { buffer in
          apply(to: buffer)
          word(buffer)
        }
        run.removeAll(keepingCapacity: true)
        return
      }
      run.withUnsafeMutableBufferPointer { buffer in
        apply(to: buffer)
        if spaceAfterPending && !pending.isEmpty {
          pending.withUnsafeMutableBufferPointer { before in
            link(&before[before.count - 1], end: end(of: before), to: buffer)
          }
        }
      }
      handOnPending()
      swap(&pending, &run)
    }
    for scalar in composed.unicodeScalars {
      if let index = HangulSyllable.index(ofCodePoint: scalar.value) {
        run.append(Syllable(index: index))
      } else {
        flush()
        if connectsWords && scalar == " " && !pending.isEmpty && !spaceAfterPending {
          spaceAfterPending = true
        } else {
          handOnPending()
          other(scalar)
        }
      }
    }
    flush()
    handOnPending()
  }
}

extension SoundChanges {
  /// ``forEachPart(of:word:other:)`` over the parts of a compound, each composed on its own;
  /// the first syllable of each part after the first is marked as starting a part.
  ///
  /// - Complexity: O(*n*) in the total length of the parts.
  package func forEachPart(
    ofCompound parts: [String],
    word: (UnsafeMutableBufferPointer<Syllable>) -> Void,
    other: (Unicode.Scalar) -> Void
  ) {
    var run: [Syllable] = []
    func flush() {
      guard !run.isEmpty else { return }
      run.withUnsafeMutableBufferPointer { buffer in
        apply(to: buffer)
        word(buffer)
      }
      run.removeAll(keepingCapacity: true)
    }
    for (position, part) in parts.enumerated() {
      var first = position > 0
      for scalar in part.composedForHangul().unicodeScalars {
        if let index = HangulSyllable.index(ofCodePoint: scalar.value) {
          var syllable = Syllable(index: index)
          syllable.startsCompoundPart = first
          run.append(syllable)
        } else {
          flush()
          other(scalar)
        }
        first = false
      }
    }
    flush()
  }
}

extension Array where Element == UInt8 {
  /// Appends the UTF-8 bytes of `scalar`.
  @inline(__always)
  package mutating func appendUTF8(_ scalar: Unicode.Scalar) {
    let v = scalar.value
    if v < 0x80 {
      append(UInt8(v))
    } else if v < 0x800 {
      append(UInt8(0xC0 | v >> 6))
      append(UInt8(0x80 | v & 0x3F))
    } else if v < 0x10000 {
      append(UInt8(0xE0 | v >> 12))
      append(UInt8(0x80 | v >> 6 & 0x3F))
      append(UInt8(0x80 | v & 0x3F))
    } else {
      append(UInt8(0xF0 | v >> 18))
      append(UInt8(0x80 | v >> 12 & 0x3F))
      append(UInt8(0x80 | v >> 6 & 0x3F))
      append(UInt8(0x80 | v & 0x3F))
    }
  }
}
