extension Josa {
  /// The form of the particle that `word` takes, without the word.
  ///
  /// The word's last readable character decides (the rule is in <doc:ChoosingParticles>): a
  /// final consonant takes ``afterConsonant``, a vowel ``afterVowel``, a final ㄹ takes the
  /// vowel form in the 으로 family; digits are read in Sino-Korean; a word that cannot be read by
  /// rule (Apple, 金) gets ``undecidedForm``; the empty word gets the empty string.
  ///
  /// ```swift
  /// Josa.subject.form(after: "홍길동")     // "이"
  /// Josa.direction.form(after: "서울")     // "로"
  /// Josa.subject.form(after: "10")         // "이" (십)
  /// Josa.object.form(after: "KTX")         // "를" (엑스)
  /// Josa.subject.form(after: "Apple")      // "이(가)"
  /// Josa.subject.form(after: "")           // ""
  /// ```
  ///
  /// - Complexity: O(1) for a word ending in a Hangul syllable; otherwise O(*n*) in the length
  ///   of the word.
  @inlinable
  public func form(after word: String) -> String {
    form(for: WordEnding(of: word))
  }

  @inlinable
  package func form(for ending: WordEnding) -> String {
    switch ending {
    case .vowel: afterVowel
    case .consonant: afterConsonant
    case .rieul: takesVowelFormAfterRieul ? afterVowel : afterConsonant
    case .unknown: undecidedForm
    case .empty: ""
    }
  }
}

/// The word with the form of the particle it takes: es-hangul's `josa(word, '이/가')`.
///
/// ```swift
/// josa("홍길동", .subject)       // "홍길동이"
/// josa("김철수", .subject)       // "김철수가"
/// josa("지름길", .direction)     // "지름길로"
/// josa("1", .direction)          // "1로" (일)
/// josa("2", .subject)            // "2가" (이)
/// josa("Apple", .object)         // "Apple을(를)"
/// josa("", .subject)             // ""
/// ```
///
/// - Complexity: O(1) for a word ending in a Hangul syllable (plus the copy of the word);
///   otherwise O(*n*) in the length of the word.
@inlinable
public func josa(_ word: String, _ particle: Josa) -> String {
  word + particle.form(after: word)
}

/// The word with the form of the particle written in es-hangul's notation (`"이/가"`,
/// `"으로/로"`, either order), or ``JosaError/unknownPair(_:)`` naming an unknown pair.
///
/// ```swift
/// try josa("홍길동", "이/가")      // "홍길동이"
/// try josa("사과", "을/를")        // "사과를"
/// try josa("사과", "이/를")        // throws JosaError.unknownPair("이/를")
/// ```
///
/// - Complexity: O(1) for a word ending in a Hangul syllable (plus the copy of the word);
///   otherwise O(*n*) in the length of the word.
public func josa(_ word: String, _ notation: String) throws(JosaError) -> String {
  josa(word, try Josa(notation))
}
