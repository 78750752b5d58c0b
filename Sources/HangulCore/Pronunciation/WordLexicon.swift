/// The bundled word lexicon (Resources/Lexicon): words whose parts meet where the
/// pronunciation changes, so that ``pronounce(_:options:)`` and ``romanize(_:options:)`` read
/// 솜이불 [솜니불], 겉옷 [거돋] and 생산량 [생산냥] without the caller marking the parts.
///
/// The entries come from the compound nouns of mecab-ko-dic (Apache-2.0) and the standard's own
/// example lists, filtered by `scripts/data/lexicon/make-lexicon.py` to the boundaries where a rule
/// applies (제15항, 제20항 다만, 제29항, 제30항 3), and from the words mecab-ko-dic writes in
/// Hanja, for the syllables 제26항 reads hard (갈등 [갈뜽]), the verb stems of 제24항 and the
/// 사이시옷 of 제30항 1. A word matches whole, followed by
/// a particle (솜이불을, 꽃잎들), or followed by 하다, 되다 or -적 and their forms (발생하다,
/// 결정적); a stem (맛없-) matches followed by any ending (맛없다, 맛없는).
///
/// Parsed on first use (about 6,200 entries, under 1 MB); nothing is loaded when no word
/// reaches it.
package struct WordLexicon: Sendable {
  /// Up to eight syllable indices, 14 bits each, and the count.
  struct Key: Hashable, Sendable {
    var low: UInt64 = 0
    var high: UInt64 = 0
  }

  /// The longest word the lexicon keeps, in syllables.
  static let maximumLength = 8

  /// What the lexicon knows of a word: bit *i* of `parts` set means syllable *i* starts a
  /// part; bit *i* of `tensed` set means its initial is read hard (제24항, 제26항, 제28항).
  struct Marks: Equatable {
    var parts: UInt16 = 0
    var tensed: UInt16 = 0
    /// Bit *i*: syllable *i* follows a 사이시옷, silent before it (제30항 1: 냇가 [내까]).
    var afterSaisiot: UInt16 = 0
    /// The marks are a stem's (껴안-): the syllable after it is an ending's, tensed only when
    /// the ending is one 제24항 names.
    var isStem = false
  }

  private let words: [Key: Marks]
  private let stems: [Key: Marks]
  private let longestStem: Int

  /// The lexicon of the package, parsed on first use.
  package static let shared = WordLexicon(entries: EmbeddedResource.compounds.text)

  /// Particles and copula forms that may follow a word of the lexicon (솜이불을, 꽃잎이에요).
  static let particleList = """
    이 가 은 는 을 를 의 에 도 만 과 와 로 으로 에서 에게 께 까지 부터 처럼 보다 이다 이나 나 랑 이랑 하고
    이고 이며 이라 라 들 이에요 예요 입니다 이야 야 요 으로서 으로써 로서 로써 에는 에도 에서는 에서도 만큼
    들이 들은 들을 들의 들에 들도 들과 들로 들이다 이었다 였다 이지 이면
    """

  /// ``particleList`` as keys.
  static let particles: Set<Key> = Set(
    particleList.split(whereSeparator: { $0.isWhitespace }).map { particle in
      key(particle.unicodeScalars.map { UInt16(HangulSyllable.index(ofCodePoint: $0.value)!) })
    })

  /// Whether `word[start...]` is empty or one of the particles.
  static func isParticle(_ word: UnsafeMutableBufferPointer<SoundChanges.Syllable>, from start: Int) -> Bool {
    start >= word.count || (word.count - start <= 3 && particles.contains(key(word, start..<word.count)))
  }

  /// First syllables of what may follow a noun of the lexicon as a derivation: 하다, 되다,
  /// -적 and their forms (발생하다, 결정했다, 발전된, 결정적).
  static let derivationStarts: Set<UInt16> = Set(
    "하해했한할함합되된될됐돼적".unicodeScalars.map { UInt16(HangulSyllable.index(ofCodePoint: $0.value)!) })

  /// Parses the lines of `compounds.txt`; a line that starts with `#` (the file's header) is skipped.
  init(entries: String) {
    var words: [Key: Marks] = [:]
    var stems: [Key: Marks] = [:]
    var longestStem = 0
    for line in entries.split(separator: "\n") where line.utf8.first != UInt8(ascii: "#") {
      var syllables: [UInt16] = []
      var marks = Marks()
      var isStem = false
      for scalar in line.unicodeScalars {
        if scalar == "+" {
          marks.parts |= 1 << syllables.count
        } else if scalar == "*" {
          marks.tensed |= 1 << syllables.count
        } else if scalar == "^" {
          marks.afterSaisiot |= 1 << syllables.count
        } else if scalar == "-" {
          isStem = true
        } else if let index = HangulSyllable.index(ofCodePoint: scalar.value) {
          syllables.append(UInt16(index))
        }
      }
      guard syllables.count >= 2, syllables.count <= Self.maximumLength, marks != Marks() else { continue }
      let key = Self.key(syllables)
      if isStem {
        stems[key] = marks
        longestStem = max(longestStem, syllables.count)
      } else {
        words[key] = marks
      }
    }
    self.words = words
    self.stems = stems
    self.longestStem = longestStem
  }

  /// The key of up to ``maximumLength`` syllable indices.
  static func key(_ syllables: some Collection<UInt16>) -> Key {
    var key = Key()
    for (position, syllable) in syllables.enumerated() {
      if position < 4 {
        key.low |= UInt64(syllable) << (14 * position)
      } else {
        key.high |= UInt64(syllable) << (14 * (position - 4))
      }
    }
    key.high |= UInt64(syllables.count) << 60
    return key
  }

  /// The key of the syllables of `word` in `range`, as written.
  static func key(_ word: UnsafeMutableBufferPointer<SoundChanges.Syllable>, _ range: Range<Int>) -> Key {
    key(word[range].lazy.map { $0.written })
  }

  /// The endings of the verb forms of 제24항 in the lexicon (감다 [감따]: a stem of one syllable
  /// and -고 -다 -지 -게).
  static let formEndings: Set<UInt16> = Set(
    "고다지게".unicodeScalars.map { UInt16(HangulSyllable.index(ofCodePoint: $0.value)!) })

  /// Whether the word of the lexicon in `word[..<length]` is such a verb form (its last
  /// syllable one of ``formEndings``, tensed, after ㄴ or ㅁ): it takes no particle (남다은 is
  /// a name, not 남다 and 은).
  static func isVerbForm(_ marks: Marks, _ word: UnsafeMutableBufferPointer<SoundChanges.Syllable>, _ length: Int)
    -> Bool
  {
    let final = HangulSyllable.jongseongIndex(ofIndex: word[length - 2].written)
    return marks.tensed & (1 << (length - 1)) != 0 && formEndings.contains(word[length - 1].written)
      && (final == UInt16(SoundChanges.fN) || final == UInt16(SoundChanges.fM))
  }

  /// Whether every syllable `marks` tenses follows a final ㄹ (제26항), in `word` as written.
  static func tensesAfterRieulOnly(_ marks: Marks, _ word: UnsafeMutableBufferPointer<SoundChanges.Syllable>) -> Bool {
    guard marks.tensed != 0 else { return false }
    for k in 1..<min(word.count, maximumLength) where marks.tensed & (1 << k) != 0 {
      if HangulSyllable.jongseongIndex(ofIndex: word[k - 1].written) != UInt16(SoundChanges.fL) { return false }
    }
    return true
  }

  /// What the lexicon knows of `word`, or empty marks: the whole word, a word of the lexicon
  /// and a particle or a derivation (하다, 되다, -적), a stem and any ending, the longest stem
  /// first, or a word with tensed syllables only (갈등, 발전) and anything after it.
  ///
  /// - Complexity: O(*n*) hash lookups for a word of *n* syllables.
  func marks(of word: UnsafeMutableBufferPointer<SoundChanges.Syllable>) -> Marks {
    let count = word.count
    if count <= Self.maximumLength, let marks = words[Self.key(word, 0..<count)] { return marks }
    // A word of the lexicon and a particle of one to three syllables, or a derivation.
    var split = min(count - 1, Self.maximumLength)
    while split >= 2 {
      let followedByParticle = count - split <= 3 && Self.particles.contains(Self.key(word, split..<count))
      if followedByParticle || Self.derivationStarts.contains(word[split].written),
        let marks = words[Self.key(word, 0..<split)], !Self.isVerbForm(marks, word, split)
      {
        return marks
      }
      split -= 1
    }
    // A stem and its ending.
    var length = min(longestStem, count - 1)
    while length >= 2 {
      if var marks = stems[Self.key(word, 0..<length)] {
        marks.isStem = true
        return marks
      }
      length -= 1
    }
    // A Sino-Korean word of 제26항 (발전 [발쩐]) and anything after it: its own syllables read
    // the same (발전소 [발쩐소], 열심히 [열씸히], 실제로 [실쩨로]); not 제28항's native
    // compounds, which begin too many names (강가 of 강가윤).
    length = min(Self.maximumLength, count - 1)
    while length >= 2 {
      if let marks = words[Self.key(word, 0..<length)], marks.parts == 0 && marks.afterSaisiot == 0,
        Self.tensesAfterRieulOnly(marks, word)
      {
        return marks
      }
      length -= 1
    }
    return Marks()
  }
}
