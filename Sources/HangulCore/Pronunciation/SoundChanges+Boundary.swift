/// The rules at one boundary between two syllables of a word.
extension SoundChanges {
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
