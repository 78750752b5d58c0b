/// How far ``disassemble(_:level:encoding:)`` takes a syllable apart.
///
/// | level | 값 | 과 | 까 |
/// |---|---|---|---|
/// | ``syllable`` | ㄱ ㅏ ㅄ | ㄱ ㅘ | ㄲ ㅏ |
/// | ``jamo`` (default) | ㄱ ㅏ ㅂ ㅅ | ㄱ ㅗ ㅏ | ㄲ ㅏ |
/// | ``full`` | ㄱ ㅏ ㅂ ㅅ | ㄱ ㅗ ㅏ | ㄱ ㄱ ㅏ |
///
/// ```swift
/// disassemble("까값", level: .full)   // "ㄱㄱㅏㄱㅏㅂㅅ"
/// ```
public enum DecompositionLevel: Hashable, Sendable, CaseIterable {
  /// Initial, medial and final, each as one letter: 값 → ㄱ ㅏ ㅄ.
  case syllable
  /// The keys typed on a 2-set (두벌식) keyboard: compound vowels and cluster finals split
  /// (과 → ㄱㅗㅏ, 값 → ㄱㅏㅂㅅ), doubles stay whole (까 → ㄲㅏ) because each is one key.
  /// Like es-hangul's `disassemble`.
  case jamo
  /// Like ``jamo``, and doubles split too: 까 → ㄱㄱㅏ, 갔 → ㄱㅏㅅㅅ.
  case full
}
