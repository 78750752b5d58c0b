/// One letter of a decomposed syllable together with its role, the unit decomposition,
/// composition and the prefix test work with.
@usableFromInline
enum JamoPiece: Hashable, Sendable {
  case initial(Choseong)
  case medial(Jungseong)
  case final(Jongseong)

  /// The letter written in `encoding`.
  @inlinable
  func scalar(_ encoding: JamoEncoding) -> Unicode.Scalar {
    switch (self, encoding) {
    case (.initial(let c), .compatibility): c.compatibilityScalar
    case (.initial(let c), .conjoining): c.conjoiningScalar
    case (.medial(let v), .compatibility): v.compatibilityScalar
    case (.medial(let v), .conjoining): v.conjoiningScalar
    case (.final(let t), .compatibility): t.compatibilityScalar
    case (.final(let t), .conjoining): t.conjoiningScalar
    }
  }

  /// The piece a standalone modern jamo stands for: conjoining jamo keep their role; a
  /// compatibility consonant is an initial when it can be one (ㄱ), else a final (ㄳ).
  @inlinable
  init?(standalone scalar: Unicode.Scalar) {
    let v = scalar.value
    if v >= 0x11A8 && v <= 0x11C2, let t = Jongseong(scalar) {
      self = .final(t)
    } else if let c = Choseong(scalar) {
      self = .initial(c)
    } else if let m = Jungseong(scalar) {
      self = .medial(m)
    } else if let t = Jongseong(scalar) {
      self = .final(t)
    } else {
      return nil
    }
  }

  /// Calls `body` with the pieces this piece splits into at `level`.
  @inlinable
  func split(at level: DecompositionLevel, _ body: (JamoPiece) -> Void) {
    switch self {
    case .initial(let c):
      if level == .full, let single = c.doubledComponent {
        body(.initial(single))
        body(.initial(single))
      } else {
        body(self)
      }
    case .medial(let m):
      if level != .syllable, let (a, b) = m.components {
        body(.medial(a))
        body(.medial(b))
      } else {
        body(self)
      }
    case .final(let t):
      if level != .syllable, let (a, b) = t.components {
        body(.final(a))
        body(.final(b))
      } else if level == .full, let single = t.doubledComponent {
        body(.final(single))
        body(.final(single))
      } else {
        body(self)
      }
    }
  }
}
