import Hangul

/// Invariants of search: ``HangulSearchQuery`` (the one-item matcher) and ``SearchIndex``
/// on a query and up to 16 names taken from the input (first line the query, each further
/// line a name), under the default options and one of 8 option combinations picked by the
/// input's length (matching normalizes every character through ICU, so checking all 8 per
/// input would make the target 4 times slower).
enum SearchFuzzing {
  /// Prefix and contains mode, with and without ignoring spaces and carry-over.
  static let allOptions: [SearchOptions] = [SearchMode.prefix, .contains].flatMap { mode in
    [false, true].flatMap { spaces in
      [false, true].map { SearchOptions(mode: mode, ignoresSpaces: spaces, allowsCarryOver: $0) }
    }
  }

  /// One collator for every index (opening an ICU collator per input would dominate).
  static let collator = try? KoreanCollator()

  /// Checks, for the default options and one more combination, that
  /// - the index finds exactly the names the matcher matches, with the matcher's kind and
  ///   character ranges, ranked exact, then prefix, then contains;
  /// - character ranges lie inside the name;
  /// - the NFD spellings of query and name match like the NFC ones;
  /// - refining the results of the query without its last character gives the results of a
  ///   full search;
  /// - prefix-mode results are contains-mode results.
  ///
  /// - Complexity: O(*q* · *c*) for a query of *q* characters and *c* name characters.
  static func run(_ text: FuzzText) {
    let lines = text.string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let query = lines.first else { return }
    let names = Array(lines.dropFirst().prefix(16))
    let nfdNames = names.map { (try? $0.normalized(.nfd)) ?? $0 }
    let nfcCounts = names.map { ((try? $0.normalized(.nfc)) ?? $0).count }
    guard let collator, let index = try? SearchIndex(names, collator: collator) else {
      FuzzFailure.report("SearchIndex could not be built", text.string)
    }
    let nfdQuery = (try? query.normalized(.nfd)) ?? query
    let shorter = String(query.dropLast())
    let picked = allOptions[text.string.utf8.count % allOptions.count]
    for options in [SearchOptions(), picked] {
      let what = "search(\(options.mode), spaces: \(options.ignoresSpaces), carry-over: \(options.allowsCarryOver))"
      let matcher = HangulSearchQuery(query, options: options)
      let nfdMatcher = HangulSearchQuery(nfdQuery, options: options)
      let results = index.search(query, options: options)
      var expected: [Int: SearchMatch] = [:]
      for (i, name) in names.enumerated() {
        let match = matcher.match(in: name)
        if let match { expected[i] = match }
        let nfdMatch = nfdMatcher.match(in: nfdNames[i])
        FuzzFailure.check(
          nfdMatch?.characterRanges == match?.characterRanges && nfdMatch?.kind == match?.kind,
          "\(what): NFD spelling matches differently in name \(i)", text.string)
        if let match {
          let count = nfcCounts[i]
          FuzzFailure.check(
            match.characterRanges.allSatisfy { $0.lowerBound >= 0 && $0.upperBound <= count },
            "\(what): ranges \(match.characterRanges) outside name \(i) of \(count) characters", text.string)
        }
      }
      FuzzFailure.check(
        results.count == expected.count && results.allSatisfy { expected[$0.itemOffset] != nil },
        "\(what): index found \(results.map(\.itemOffset).sorted()), matcher \(expected.keys.sorted())", text.string)
      for hit in results {
        let match = expected[hit.itemOffset]
        FuzzFailure.check(
          hit.kind == match?.kind && hit.characterRanges == match?.characterRanges,
          "\(what): name \(hit.itemOffset) is \(hit.kind) \(hit.characterRanges) in the index, \(String(describing: match)) by the matcher",
          text.string)
      }
      FuzzFailure.check(
        zip(results, results.dropFirst()).allSatisfy { $0.kind <= $1.kind },
        "\(what): results not ranked by kind", text.string)
      let previous = index.search(shorter, options: options)
      let refined = index.search(query, options: options, refining: previous)
      FuzzFailure.check(
        Array(refined) == Array(results),
        "\(what): refining \(FuzzFailure.codePoints(shorter)) gave \(refined.map(\.itemOffset)), full search \(results.map(\.itemOffset))",
        text.string)
      if options.mode == .prefix {
        // Prefix matches are contains matches.
        var contains = options
        contains.mode = .contains
        let all = Set(index.search(query, options: contains).map(\.itemOffset))
        FuzzFailure.check(
          results.allSatisfy { all.contains($0.itemOffset) }, "\(what): prefix results are not contains results",
          text.string)
      }
    }
  }
}
