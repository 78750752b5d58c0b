import Hangul

/// Invariants of ``choseong(of:options:)`` under each of its six option combinations,
/// against a reference that applies the documented rule to the NFD (or NFKD) text.
enum ChoseongFuzzing {
  /// Every combination of ``NonHangulPolicy`` and compatibility folding.
  static let allOptions: [ChoseongOptions] = NonHangulPolicy.allCases.flatMap { policy in
    [false, true].map { ChoseongOptions(nonHangul: policy, foldsCompatibility: $0) }
  }

  /// Checks, for every option combination, that
  /// - NFC and NFD spellings give the same answer (the Choseong guide, ExtractingChoseong.md);
  /// - the answer equals ``reference(_:options:)`` (the rule on decomposed text);
  /// - the answer is NFC (ICU);
  /// - under the dropping policies only consonant letters (and whitespace) remain.
  ///
  /// - Complexity: O(*n*) per option combination.
  static func run(_ text: FuzzText) {
    let s = text.string
    for options in allOptions {
      let answer = choseong(of: s, options: options)
      let what = "choseong(\(options.nonHangul), folds: \(options.foldsCompatibility))"
      for variant in text.otherSpellings {
        let other = choseong(of: variant, options: options)
        FuzzFailure.check(
          FuzzText.identical(other, answer),
          "\(what) differs for \(FuzzFailure.codePoints(variant)): \(FuzzFailure.codePoints(other)) ≠ \(FuzzFailure.codePoints(answer))",
          s)
      }
      if let expected = reference(s, options: options) {
        FuzzFailure.check(
          FuzzText.identical(answer, expected),
          "\(what) = \(FuzzFailure.codePoints(answer)), reference \(FuzzFailure.codePoints(expected))", s)
      }
      if let isNFC = try? answer.isNormalized(.nfc) {
        FuzzFailure.check(isNFC, "\(what) is not NFC: \(FuzzFailure.codePoints(answer))", s)
      }
      switch options.nonHangul {
      case .keep: break
      case .dropAllButWhitespace:
        FuzzFailure.check(
          answer.unicodeScalars.allSatisfy { isConsonantLetter($0) || $0.properties.isWhitespace },
          "\(what) kept a non-consonant: \(FuzzFailure.codePoints(answer))", s)
      case .drop:
        FuzzFailure.check(
          answer.unicodeScalars.allSatisfy(isConsonantLetter),
          "\(what) kept a non-consonant: \(FuzzFailure.codePoints(answer))", s)
      }
    }
  }

  /// The compatibility letter of each modern leading jamo U+1100…U+1112.
  static let compatibilityInitials: [UInt32] = [
    0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
    0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
  ]

  /// The consonant letters the dropping policies keep (the ``ChoseongOptions/nonHangul``
  /// documentation): compatibility consonants, modern and archaic; halfwidth consonants;
  /// conjoining leading jamo other than the filler U+115F.
  static func isConsonantLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3131...0x314E, 0x3165...0x3186, 0xFFA1...0xFFBE, 0x1100...0x115E, 0xA960...0xA97C: true
    default: false
    }
  }

  /// The documented rule (as `shared/tools/oracle.py` states it) on the NFD text — NFKD
  /// when folding — so syllables are conjoining jamo here, unlike in the library, which
  /// works on NFC: a leading jamo gives its initial (modern ones as compatibility letters)
  /// and starts a syllable whose vowels and finals are dropped; a vowel or final with no
  /// leading jamo before it, and everything else, passes the policy filter; the result is
  /// NFC. Nil when ICU fails.
  ///
  /// - Complexity: O(*n*).
  static func reference(_ text: String, options: ChoseongOptions) -> String? {
    guard let decomposed = try? text.normalized(options.foldsCompatibility ? .nfkd : .nfd) else { return nil }
    var output = String.UnicodeScalarView()
    func emit(_ scalar: Unicode.Scalar) {
      switch options.nonHangul {
      case .keep: output.append(scalar)
      case .dropAllButWhitespace:
        if isConsonantLetter(scalar) || scalar.properties.isWhitespace { output.append(scalar) }
      case .drop:
        if isConsonantLetter(scalar) { output.append(scalar) }
      }
    }
    var inSyllable = false
    for scalar in decomposed.unicodeScalars {
      switch scalar.value {
      case 0x1100...0x1112:
        emit(Unicode.Scalar(compatibilityInitials[Int(scalar.value - 0x1100)])!)
        inSyllable = true
      case 0x1113...0x115F, 0xA960...0xA97C:
        emit(scalar)
        inSyllable = true
      case 0x1160...0x11FF, 0xD7B0...0xD7FB:
        if !inSyllable { emit(scalar) }
      default:
        emit(scalar)
        inSyllable = false
      }
    }
    return try? String(output).normalized(.nfc)
  }
}
