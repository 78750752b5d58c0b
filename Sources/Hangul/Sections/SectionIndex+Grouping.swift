extension SectionIndex {
  /// Groups `items` under this index's titles by the string `name` returns for each.
  /// Inside a section items are in Korean collation order; items with equal names keep
  /// their input order. Every item lands in exactly one section.
  ///
  /// With `Layout/contactsLatinFirst`, items file under the same titles as in
  /// `Layout/contacts` and each section is in the order of `collator` (Latin first).
  ///
  /// In the `Layout/icu` layout the result is record for record what ICU's
  /// `AlphabeticIndex` gives for the same records (ICU sorts its records stably with the
  /// same `ko` collator). In the `Layout/contacts` layout `#` holds ICU's underflow,
  /// inflow and overflow records, in that (collation) order.
  ///
  /// ```swift
  /// struct Contact { var name: String }
  /// let list = try SectionIndex().sections(of: [Contact(name: "까치"), Contact(name: "Émile"),
  ///                                             Contact(name: "가지"), Contact(name: "😀")],
  ///                                        by: { $0.name })
  /// list.sections.map(\.title)                  // ["ㄱ", "E", "#"]
  /// list.sections[0].items.map(\.name)          // ["가지", "까치"]
  /// ```
  ///
  /// The algorithm sorts once by sort keys (see ``KoreanCollator/sortedIndices(of:)``);
  /// since ICU's buckets are intervals of the collation order, it then finds each
  /// bucket's first position by binary search, asking ICU for the bucket of about
  /// *b* · log₂ *n* names instead of all *n*.
  ///
  /// - Throws: `ICUError` if ICU fails (memory).
  /// - Complexity: O(*n* log *n*) key comparisons, *n* sort-key calls and
  ///   O(*b* log *n*) bucket look-ups for *b* ≈ 45 buckets.
  public func sections<S: Sequence>(of items: S, by name: (S.Element) -> String) throws(ICUError) -> SectionedList<
    S.Element
  > {
    let array = Array(items)
    var names: [String] = []
    names.reserveCapacity(array.count)
    for item in array { names.append(hanjaReading.map { reading in reading.read(name(item)) } ?? name(item)) }
    let order = try bucketCollator.sortedIndices(of: names)
    let starts = try bucketStarts(sortedBy: order, names: names)
    var itemsByTitle = [[S.Element]](repeating: [], count: titles.count)
    if layout == .contactsLatinFirst {
      // Each item's title from the buckets, then the items in the Latin-first order.
      var titleOfItem = [Int](repeating: 0, count: array.count)
      for b in 0..<bucketCount {
        for position in starts[b]..<starts[b + 1] { titleOfItem[order[position]] = titleOfBucket[b] }
      }
      for item in try collator.sortedIndices(of: names) { itemsByTitle[titleOfItem[item]].append(array[item]) }
      return SectionedList(validatedTitles: titles, kinds: kinds, itemsByTitle: itemsByTitle)
    }
    for b in 0..<bucketCount where starts[b] < starts[b + 1] {
      let t = titleOfBucket[b]
      itemsByTitle[t].reserveCapacity(itemsByTitle[t].count + starts[b + 1] - starts[b])
      for position in starts[b]..<starts[b + 1] { itemsByTitle[t].append(array[order[position]]) }
    }
    return SectionedList(validatedTitles: titles, kinds: kinds, itemsByTitle: itemsByTitle)
  }

  /// Groups `items` under this index's titles by the string at `keyPath`; see
  /// `sections(of:by:)`.
  ///
  /// ```swift
  /// struct Contact { var name: String }
  /// try SectionIndex().sections(of: [Contact(name: "이서연")], by: \.name).sections[0].title   // "ㅇ"
  /// ```
  ///
  /// - Throws: `ICUError` if ICU fails (memory).
  /// - Complexity: O(*n* log *n*).
  public func sections<S: Sequence>(of items: S, by keyPath: KeyPath<S.Element, String>) throws(ICUError)
    -> SectionedList<S.Element>
  {
    try sections(of: items, by: { $0[keyPath: keyPath] })
  }

  /// Groups strings under this index's titles; see `sections(of:by:)`.
  ///
  /// ```swift
  /// try SectionIndex().sections(of: ["Zoe", "김민수"]).sections.map(\.title)   // ["ㄱ", "Z"]
  /// ```
  ///
  /// - Throws: `ICUError` if ICU fails (memory).
  /// - Complexity: O(*n* log *n*).
  public func sections<S: Sequence>(of names: S) throws(ICUError) -> SectionedList<S.Element>
  where S.Element == String {
    try sections(of: names, by: { $0 })
  }

  /// For names in collation order (`order` over `names`), the first sorted position of
  /// every ICU bucket: bucket `b` holds positions `starts[b]..<starts[b + 1]`.
  ///
  /// Correct because ICU's bucket of a name is monotonic in collation order: ICU compares
  /// the name with the buckets' sorted lower boundaries at primary strength, and the
  /// tertiary order the names are sorted in refines the primary order.
  func bucketStarts(sortedBy order: [Int], names: [String]) throws(ICUError) -> [Int] {
    let n = order.count
    var starts = [Int](repeating: n, count: bucketCount + 1)
    starts[0] = 0
    var low = 0
    for b in 1..<bucketCount {
      // The first position in low..<n whose bucket is >= b.
      var high = n
      while low < high {
        let mid = (low + high) / 2
        if try rawBucket(of: names[order[mid]]) < b { low = mid + 1 } else { high = mid }
      }
      starts[b] = low
    }
    return starts
  }
}
