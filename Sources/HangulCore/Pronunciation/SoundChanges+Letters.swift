/// The letters and tables the sound-change rules read, as the byte-sized indices a
/// ``SoundChanges/Syllable`` stores.
extension SoundChanges {

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
}
