extension HangulSyllable {
  /// Calls `body` with this syllable's pieces at `level`, initial first.
  @inlinable
  func forEachPiece(at level: DecompositionLevel, _ body: (JamoPiece) -> Void) {
    JamoPiece.initial(choseong).split(at: level, body)
    JamoPiece.medial(jungseong).split(at: level, body)
    if let t = jongseong { JamoPiece.final(t).split(at: level, body) }
  }
}
