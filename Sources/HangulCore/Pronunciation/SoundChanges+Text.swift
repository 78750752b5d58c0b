extension SoundChanges {
  /// Walks `text` (composed first, like ``disassemble(_:level:encoding:)``): calls `word`
  /// with each run of modern syllables after the sound changes and `other` with every other
  /// scalar, in order. With ``connectsWords``, two words with one space between are read as
  /// one phrase (``link(_:end:to:)``): a word is handed on only once the next one is read.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  package func forEachPart(
    of text: some StringProtocol,
    word: (UnsafeMutableBufferPointer<Syllable>) -> Void,
    other: (Unicode.Scalar) -> Void
  ) {
    let composed = text.composedForHangul()
    var run: [Syllable] = []
    run.reserveCapacity(16)
    // The word read last, not yet handed on, and whether one space followed it.
    var pending: [Syllable] = []
    var spaceAfterPending = false
    func handOnPending() {
      if !pending.isEmpty {
        pending.withUnsafeMutableBufferPointer { word($0) }
        pending.removeAll(keepingCapacity: true)
      }
      if spaceAfterPending {
        other(" ")
        spaceAfterPending = false
      }
    }
    func flush() {
      guard !run.isEmpty else { return }
      guard connectsWords else {
        run.withUnsafeMutableBufferPointer { buffer in
          apply(to: buffer)
          word(buffer)
        }
        run.removeAll(keepingCapacity: true)
        return
      }
      run.withUnsafeMutableBufferPointer { buffer in
        apply(to: buffer)
        if spaceAfterPending && !pending.isEmpty {
          pending.withUnsafeMutableBufferPointer { before in
            link(&before[before.count - 1], end: end(of: before), to: buffer)
          }
        }
      }
      handOnPending()
      swap(&pending, &run)
    }
    for scalar in composed.unicodeScalars {
      if let index = HangulSyllable.index(ofCodePoint: scalar.value) {
        run.append(Syllable(index: index))
      } else {
        flush()
        if connectsWords && scalar == " " && !pending.isEmpty && !spaceAfterPending {
          spaceAfterPending = true
        } else {
          handOnPending()
          other(scalar)
        }
      }
    }
    flush()
    handOnPending()
  }
}

extension SoundChanges {
  /// ``forEachPart(of:word:other:)`` over the parts of a compound, each composed on its own;
  /// the first syllable of each part after the first is marked as starting a part.
  ///
  /// - Complexity: O(*n*) in the total length of the parts.
  package func forEachPart(
    ofCompound parts: [String],
    word: (UnsafeMutableBufferPointer<Syllable>) -> Void,
    other: (Unicode.Scalar) -> Void
  ) {
    var run: [Syllable] = []
    func flush() {
      guard !run.isEmpty else { return }
      run.withUnsafeMutableBufferPointer { buffer in
        apply(to: buffer)
        word(buffer)
      }
      run.removeAll(keepingCapacity: true)
    }
    for (position, part) in parts.enumerated() {
      var first = position > 0
      for scalar in part.composedForHangul().unicodeScalars {
        if let index = HangulSyllable.index(ofCodePoint: scalar.value) {
          var syllable = Syllable(index: index)
          syllable.startsCompoundPart = first
          run.append(syllable)
        } else {
          flush()
          other(scalar)
        }
        first = false
      }
    }
    flush()
  }
}
