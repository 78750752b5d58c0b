import Hangul
import Testing

/// Particle choice against three PyPI oracles (es-hangul's Python port, tossi, hangulpy) over
/// every syllable and ~300 other word endings, from `Fixtures/josa-oracles.tsv`
/// (scripts/fixtures/make-josa-number-fixtures.sh). Every disagreement must be one of the kinds
/// documented in the Choosing Particles and Reading Numbers articles (Sources/Hangul/Hangul.docc), and every documented kind must still occur.
@Suite struct JosaOracleTests {
  struct Row {
    var word: String
    /// The oracle's 15 forms, in ``Josa/allCases`` order, by oracle name.
    var forms: [String: [String]]
  }

  static let oracles = ["es-hangul", "tossi", "hangulpy"]

  static let rows: [Row] = {
    guard let lines = FixtureFiles.lines("josa-oracles.tsv") else { return [] }
    return lines.filter { !$0.hasPrefix("#") }.map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      let esHangul = fields[1].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      var forms = ["es-hangul": esHangul]
      for (offset, oracle) in oracles.enumerated().dropFirst() {
        let field = fields[offset + 1]
        forms[oracle] =
          field == "=" ? esHangul : field.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      }
      return Row(word: fields[0], forms: forms)
    }
  }()

  /// The documented kinds of disagreement (Sources/Hangul/Hangul.docc/ChoosingParticles.md, "Where the oracles disagree"), each a predicate
  /// over the word, the oracle, the pair, our form and the oracle's form.
  static let kinds: [(name: String, matches: @Sendable (String, String, Josa, String, String) -> Bool)] = [
    (
      "es-hangul and hangulpy give the vowel form to endings they cannot read",
      { word, oracle, josa, ours, theirs in
        oracle != "tossi" && ours == josa.undecidedForm && theirs == josa.afterVowel
      }
    ),
    (
      "tossi gives both forms where we read a Latin letter by its name",
      { word, oracle, josa, ours, theirs in
        oracle == "tossi" && isLatinLetter(word.unicodeScalars.last) && theirs == josa.undecidedForm
          && ours != josa.undecidedForm
      }
    ),
    (
      "es-hangul and hangulpy read a lowercase single letter or a mixed-case acronym (iOS) as a vowel",
      { word, oracle, josa, ours, theirs in
        oracle != "tossi" && isLatinLetter(word.unicodeScalars.last) && theirs == josa.afterVowel
          && ours != josa.undecidedForm
      }
    ),
    (
      "es-hangul and hangulpy read a Hangul letter (jamo) as a vowel; we read its name (ㄱ 기역)",
      { word, oracle, josa, ours, theirs in
        oracle != "tossi" && isConsonantJamo(word.unicodeScalars.last) && theirs == josa.afterVowel
      }
    ),
    (
      "es-hangul does not read a syllable written with conjoining jamo (NFD 홍길동 takes 가)",
      { word, oracle, josa, ours, theirs in
        oracle == "es-hangul" && (0x11A8...0x11FF).contains(word.unicodeScalars.last?.value ?? 0)
          && theirs == josa.afterVowel
      }
    ),
    (
      "tossi gives both forms after a Hangul letter (jamo) or an NFD syllable",
      { word, oracle, josa, ours, theirs in
        oracle == "tossi" && isJamo(word.unicodeScalars.last) && theirs == josa.undecidedForm
      }
    ),
    (
      "es-hangul does not read digits (all take the vowel form)",
      { word, oracle, josa, ours, theirs in
        oracle == "es-hangul" && isDigit(word.unicodeScalars.last) && theirs == josa.afterVowel
      }
    ),
    (
      "es-hangul does not skip closing punctuation or a final parenthetical",
      { word, oracle, josa, ours, theirs in
        oracle == "es-hangul" && isClosingPunctuation(word.unicodeScalars.last) && theirs == josa.afterVowel
      }
    ),
    (
      "hangulpy gives 으로서, 으로써, 으로부터 after a final ㄹ (딸으로서); the rule is 로서 (딸로서)",
      { word, oracle, josa, ours, theirs in
        oracle == "hangulpy" && [.capacity, .instrument, .source].contains(josa) && ours == josa.afterVowel
          && theirs == josa.afterConsonant
      }
    ),
    (
      "tossi and hangulpy skip % (50 → 오십); we read it 퍼센트",
      { word, oracle, josa, ours, theirs in
        oracle != "es-hangul" && word.hasSuffix("%") && ours == josa.afterVowel
      }
    ),
    (
      "hangulpy reads a trailing parenthetical (넥슨(코리아) → 코리아); tossi and we read the word before it",
      { word, oracle, josa, ours, theirs in
        oracle == "hangulpy" && word.hasSuffix(")") && word.dropLast().contains("(")
      }
    ),
    (
      "tossi reads numbers of 29 digits or more rounded to 28 (Python's Decimal context): 10²⁸+7 as 10²⁸",
      { word, oracle, josa, ours, theirs in
        oracle == "tossi" && word.count > 28 && word.unicodeScalars.allSatisfy { isDigit($0) }
      }
    ),
    (
      "hangulpy reads a decimal's value without its trailing zeros (2.0 → 이); tossi and we read the digits written (이 점 영)",
      { word, oracle, josa, ours, theirs in
        oracle == "hangulpy" && word.contains(".") && word.hasSuffix("0") && isDigit(word.unicodeScalars.first)
      }
    ),
    (
      "the empty word: the oracles give a form or fail; we give nothing",
      { word, _, _, ours, _ in word.isEmpty && ours.isEmpty }
    ),
  ]

  static func isLatinLetter(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    return ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar)
  }
  static func isConsonantJamo(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    return (0x3131...0x314E).contains(scalar.value) || (0x1100...0x1112).contains(scalar.value)
  }
  static func isJamo(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    return (0x3131...0x3163).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value)
  }
  static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    return ("0"..."9").contains(scalar)
  }
  static func isClosingPunctuation(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    return [")", "'", "\"", "」", "%", "!", ".", "…", " "].contains(scalar)
  }

  @Test func fixtureCoversEverySyllable() {
    #expect(Self.rows.count > 11_172 + 200)
    let syllables = Set(
      Self.rows.map(\.word).filter { $0.unicodeScalars.count == 1 && HangulSyllable($0.unicodeScalars.first!) != nil })
    #expect(syllables.count == 11_172)
  }

  @Test(arguments: oracles)
  func everyDisagreementIsDocumented(oracle: String) {
    var unexplained: [String] = []
    var agreements = 0
    var counts: [String: Int] = [:]
    for row in Self.rows {
      let theirs = row.forms[oracle]!
      #expect(theirs.count == Josa.allCases.count, "\(row.word)")
      for (josa, their) in zip(Josa.allCases, theirs) {
        let ours = josa.form(after: row.word)
        if ours == their {
          agreements += 1
          continue
        }
        if let kind = Self.kinds.first(where: { $0.matches(row.word, oracle, josa, ours, their) }) {
          counts[kind.name, default: 0] += 1
        } else {
          unexplained.append("\(row.word) \(josa.rawValue): ours \(ours), \(oracle) \(their)")
        }
      }
    }
    #expect(unexplained.isEmpty, "\(unexplained.count) unexplained, first: \(unexplained.prefix(20))")
    // Every syllable agrees with every oracle but hangulpy's 으로 family after ㄹ.
    #expect(agreements > 11_172 * 12)
    print("josa vs \(oracle): \(agreements) agreements; disagreements by kind: \(counts)")
  }

  @Test func everyDocumentedKindOccurs() {
    var seen = Set<String>()
    for row in Self.rows {
      for oracle in Self.oracles {
        for (josa, their) in zip(Josa.allCases, row.forms[oracle]!) {
          let ours = josa.form(after: row.word)
          if ours != their, let kind = Self.kinds.first(where: { $0.matches(row.word, oracle, josa, ours, their) }) {
            seen.insert(kind.name)
          }
        }
      }
    }
    #expect(seen == Set(Self.kinds.map(\.name)))
  }
}
