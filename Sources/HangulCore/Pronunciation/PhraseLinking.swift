/// Words separated by one space read as one phrase (한 마디), as the standard's examples are:
/// the rules that 표준 발음법 applies "when two words are pronounced together" (두 단어를 이어서
/// 한 마디로 발음하는 경우) work across the space, and the space is kept where it was.
///
/// - 제12항 붙임 2: a final read [ㄱ ㄷ ㅂ] and a following ㅎ make an aspirate (옷 한 벌
///   [오탄벌], 꽃 한 송이 [꼬탄송이]);
/// - 제15항: before a word that begins with a vowel (but for ㄴ insertion) the final is read as
///   at the end of a word and moves (밭 아래 [바다래], 넋 없다 [너겁따], 값 있는 [가빈는]);
/// - 제18항 붙임: a final read [ㄱ ㄷ ㅂ] before ㄴ ㅁ reads [ㅇ ㄴ ㅁ] (책 넣는다 [챙넌는다],
///   밥 먹는다 [밤멍는다]);
/// - 제23항: ㄱ ㄷ ㅂ ㅅ ㅈ after a final read [ㄱ ㄷ ㅂ] are read hard (옷 벗어 [옫뻐서]), as g2pK
///   reads a phrase;
/// - 제27항: after the noun-modifying -(으)ㄹ, ㄱ ㄷ ㅂ ㅅ ㅈ are read hard (갈 곳 [갈꼳], 만날
///   사람 [만날싸람]; 할 것을 [할꺼슬] after any word in ㄹ before the dependent nouns);
/// - 제29항 붙임 2: before 이 야 여 요 유 a ㄴ is inserted, read [ㄹ] after ㄹ (한 일 [한닐],
///   옷 입다 [온닙따], 먹은 엿 [머근녇], 할 일 [할릴]).
///
/// ㄴ is inserted only after a word that can modify the next one: a noun, an adverb, a
/// noun-modifying form (한, 할, 먹은, 하는). After a word that ends in a particle or an ending
/// (책을, 나는, 하지만, 그건) the final only moves (책을 읽다 [채그릭따], as g2pK reads it, not
/// [채글릭따]). Telling 먹은 (먹- + -은) from 책은 (책 + 은) takes the word classes of
/// ``PhraseWords``.
extension SoundChanges {
  /// What the end of a word lets happen across a space after it.
  package struct WordEnd: Sendable, Equatable {
    /// 제29항 붙임 2 inserts ㄴ before a word that begins with 이 야 여 요 유: the word is a
    /// noun, an adverb or a noun-modifying form, not one that ends in a particle or an ending.
    package var insertsN = false
    /// The word is a noun-modifying -(으)ㄹ: a plain initial after it is read hard (제27항).
    package var tensesNext = false
    /// The word ends in a syllable written with ㄹ: a dependent noun after it is read hard.
    package var endsInRieul = false

    /// An end that lets nothing across.
    package init() {}
  }

  /// Syllables after which a word ends in a particle or an ending, not a modifier: 를 만 면
  /// 뿐 랑 큼 (만큼), and the contractions 건 (것은) and 걸 (것을).
  static let pauseEndings: [UInt16] = "를만면뿐랑큼건걸".unicodeScalars.map { index($0) }
  /// 은, 는, 을: a particle after a noun, or a noun-modifying ending after a stem.
  static let eun = index("은"), neun = index("는"), eul = index("을")
  /// 하 and 되: a stem ending in them is one (공부하는, 안되는), by 하다 and 되다.
  static let ha = index("하"), doe = index("되"), hal = index("할"), doel = index("될")
  /// 난 (나는) and 넌 (너는) written alone.
  static let nan = index("난"), neon = index("넌")

  /// What the end of `word` (as written) lets happen across a space.
  ///
  /// - Complexity: O(*n*) in the syllables of the word, with up to three hash lookups.
  package func end(of word: UnsafeMutableBufferPointer<Syllable>) -> WordEnd {
    var end = WordEnd()
    guard let lastSyllable = word.last, HangulSyllable.jongseongIndex(ofIndex: lastSyllable.written) != 0 else {
      return end
    }
    let last = lastSyllable.written
    let count = word.count
    end.endsInRieul = HangulSyllable.jongseongIndex(ofIndex: last) == UInt16(Self.fL)
    switch last {
    case Self.eun, Self.eul:
      end.insertsN =
        count >= 2 && HangulSyllable.jongseongIndex(ofIndex: word[count - 2].written) != 0
        && isStem(word, 0..<(count - 1))
    case Self.neun:
      end.insertsN = count >= 2 && isStem(word, 0..<(count - 1))
    default:
      end.insertsN =
        !Self.pauseEndings.contains(last) && !(count == 1 && (last == Self.nan || last == Self.neon))
    }
    if end.endsInRieul && consultsLexicon {
      if last == Self.eul {
        end.tensesNext = end.insertsN
      } else if last == Self.hal || last == Self.doel {
        end.tensesNext = true
      } else if PhraseWords.shared.adnominal.contains(WordLexicon.key(word, 0..<count)) {
        end.tensesNext = true
      } else if count >= 2 {
        // 만날 = 만나- + -ㄹ, 기다릴 = 기다리- + -ㄹ: the word without its ㄹ is a stem.
        let stem = word.indices.lazy.map { word[$0].written - ($0 == count - 1 ? UInt16(Self.fL) : 0) }
        end.tensesNext = PhraseWords.shared.stems.contains(WordLexicon.key(stem))
      }
    }
    return end
  }

  /// Whether `word[range]` is a verb or adjective stem: one of ``PhraseWords``, or ending in
  /// 하 or 되 (공부하-, 안되-).
  func isStem(_ word: UnsafeMutableBufferPointer<Syllable>, _ range: Range<Int>) -> Bool {
    guard consultsLexicon, !range.isEmpty, range.count <= WordLexicon.maximumLength else { return false }
    let last = word[range.upperBound - 1].written
    if last == Self.ha || last == Self.doe { return true }
    return PhraseWords.shared.stems.contains(WordLexicon.key(word, range))
  }

  /// Applies the rules of one phrase across the space between a word whose last syllable is
  /// `last` (after its own rules, its final read as at the end of a word) and whose end is
  /// `end`, and the word `next` (after its own rules).
  ///
  /// ```swift
  /// // 밭 + 아래: last 받, next 아래 → last 바, next 다래
  /// ```
  package func link(_ last: inout Syllable, end: WordEnd, to next: UnsafeMutableBufferPointer<Syllable>) {
    guard !next.isEmpty else { return }
    var first = next[0]
    // 제27항: 갈 곳 [갈꼳]; after any word in ㄹ, a dependent noun: 할 것을 [할꺼슬].
    if tensifies && (end.tensesNext || (end.endsInRieul && Self.isDependentNoun(next))),
      let tense = Self.tense(first.initial)
    {
      first.initial = tense
    }
    let final = last.final
    guard final != Self.fNone else {
      next[0] = first
      return
    }
    switch first.initial {
    case Self.iH where final == Self.fG || final == Self.fD || final == Self.fB:
      // 제12항 붙임 2: 옷 한 벌 [오탄벌].
      first.initial = final == Self.fG ? Self.iK : (final == Self.fD ? Self.iT : Self.iP)
      last.final = Self.fNone
    case Self.iN, Self.iM:
      last.final = Self.nasal(final)  // 제18항 붙임: 밥 먹는다 [밤멍는다]
    case Self.iG, Self.iD, Self.iB, Self.iS, Self.iJ:
      if tensifies && final != Self.nasal(final) {
        first.initial = Self.tense(first.initial) ?? first.initial  // 제23항: 옷 벗어 [옫뻐서]
      }
    case Self.iNG:
      let vowel = first.vowel
      let isYOrI = vowel == Self.vI || vowel == Self.vYa || vowel == Self.vYeo || vowel == Self.vYo || vowel == Self.vYu
      if end.insertsN && isYOrI && first.written != Self.iss {
        // 제29항 붙임 2: 한 일 [한닐], 옷 입다 [온닙따], 할 일 [할릴].
        first.initial = final == Self.fL ? Self.iR : Self.iN
        last.final = Self.nasal(final)
      } else if final != Self.fNG {
        // 제15항: 밭 아래 [바다래], 값 있는 [가빈는]; after a particle, 책을 읽다 [채그릭따].
        first.initial = Self.initialOfFinal[Int(final)]
        last.final = Self.fNone
      }
    default:
      break
    }
    next[0] = first
  }

  /// The dependent nouns after which 제27항 reads an -(으)ㄹ before a space hard: 것 (and 거 건
  /// 걸 게 겁), 데, 바, 수, 적, 줄, 듯 (할 것을 [할꺼슬], 갈 데가 [갈떼가], 할 수는 [할쑤는]).
  static let dependentNouns: [UInt16] = "것거건걸게겁데바수적줄듯".unicodeScalars.map { index($0) }

  /// Whether `word` is one of ``dependentNouns``, alone or with a particle: after a word that
  /// ends in a syllable written with ㄹ (the noun-modifying -(으)ㄹ: 할, 갈, 먹을, or a noun
  /// such as 물) its first consonant is read hard (제27항).
  static func isDependentNoun(_ word: UnsafeMutableBufferPointer<Syllable>) -> Bool {
    guard let first = word.first else { return false }
    return dependentNouns.contains(first.written) && WordLexicon.isParticle(word, from: 1)
  }

  /// The nasal a final read [ㄱ ㄷ ㅂ] becomes before a nasal (제18항), or the final itself.
  static func nasal(_ final: UInt8) -> UInt8 {
    switch final {
    case fG: fNG
    case fD: fN
    case fB: fM
    default: final
    }
  }
}

/// The word classes that ``SoundChanges/end(of:)`` needs to read two words as one phrase,
/// from mecab-ko-dic (`Resources/Lexicon/phrase-words.txt`, made by
/// `scripts/data/lexicon/make-lexicon.py`: each surface's cheapest entry decides): the verb and
/// adjective stems (먹 of 먹은 엿) and the noun-modifying -(으)ㄹ forms (갈 of 갈 곳).
///
/// Parsed on first use (about 9,900 words); nothing is loaded when no two words meet across a
/// space.
struct PhraseWords: Sendable {
  /// The stems, as keys of their syllables.
  let stems: Set<WordLexicon.Key>
  /// The noun-modifying -(으)ㄹ forms, as keys of their syllables.
  let adnominal: Set<WordLexicon.Key>

  /// The classes of the package, parsed on first use.
  static let shared = PhraseWords(lines: EmbeddedResource.phraseWords.text)

  /// Parses the lines of `phrase-words.txt`; a line that starts with `#` (the file's header) is
  /// skipped.
  init(lines: String) {
    var stems: Set<WordLexicon.Key> = []
    var adnominal: Set<WordLexicon.Key> = []
    for line in lines.split(separator: "\n") where line.utf8.first != UInt8(ascii: "#") {
      let words = line.split(separator: " ")
      guard let kind = words.first else { continue }
      for word in words.dropFirst() {
        let key = WordLexicon.key(word.unicodeScalars.map { UInt16(HangulSyllable.index(ofCodePoint: $0.value)!) })
        if kind == "stem" { stems.insert(key) } else if kind == "adnominal" { adnominal.insert(key) }
      }
    }
    self.stems = stems
    self.adnominal = adnominal
  }
}
