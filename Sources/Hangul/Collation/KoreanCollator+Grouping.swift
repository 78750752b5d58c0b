extension KoreanCollator {
  /// Groups `items` by the string `key` returns (a party, an area, a team), into sections
  /// titled by that key in Korean collation order. Keys equal at this collator's strength
  /// (e.g. NFC and NFD spellings of 서울) form one section, titled by the spelling of its
  /// first item. Inside a section items keep their input order, or follow Korean
  /// collation order of `name` (stable) when it is given. Every item lands in exactly one
  /// section.
  ///
  /// ```swift
  /// struct Member { var name: String; var party: String }
  /// let members = [Member(name: "이서연", party: "정의당"), Member(name: "김민수", party: "국민의힘"),
  ///                Member(name: "박지훈", party: "정의당"), Member(name: "Alice", party: "녹색당")]
  /// let list = try KoreanCollator().grouped(members, by: { $0.party }, orderedBy: { $0.name })
  /// list.titles                              // ["국민의힘", "녹색당", "정의당"]
  /// list.sections[2].items.map(\.name)       // ["박지훈", "이서연"]
  /// ```
  ///
  /// - Throws: ``ICUError`` if ICU fails (memory).
  /// - Complexity: O(*n* log *n*) key comparisons after one sort-key call per key (and per
  ///   name when `name` is given).
  public func grouped<S: Sequence>(
    _ items: S, by key: (S.Element) -> String, orderedBy name: ((S.Element) -> String)? = nil
  ) throws(ICUError) -> SectionedList<S.Element> {
    let array = Array(items)
    let arena = SortKeyArena(expectedKeys: array.count)
    var keys: [String] = []
    keys.reserveCapacity(array.count)
    for item in array {
      let k = key(item)
      keys.append(k)
      try arena.append(k, collator: self)
    }
    let order = arena.stableOrder()
    var groupOf = [Int](repeating: 0, count: array.count)
    var titles: [String] = []
    var previous: Int? = nil
    for i in order {
      if let p = previous, SortKeyArena.compareBytes(arena.key(at: p), arena.key(at: i)) == 0 {
        groupOf[i] = titles.count - 1
      } else {
        groupOf[i] = titles.count
        titles.append(keys[i])
      }
      previous = i
    }
    var itemsByTitle = [[S.Element]](repeating: [], count: titles.count)
    if let name {
      var names: [String] = []
      names.reserveCapacity(array.count)
      for item in array { names.append(name(item)) }
      for i in try sortedIndices(of: names) { itemsByTitle[groupOf[i]].append(array[i]) }
    } else {
      for i in array.indices { itemsByTitle[groupOf[i]].append(array[i]) }
    }
    return SectionedList(
      titles: titles, kinds: Array(repeating: .normal, count: titles.count),
      itemsByTitle: itemsByTitle)
  }

  /// Groups `items` by the string at `keyPath`, items inside a section in collation order
  /// of the string at `nameKeyPath`; see `grouped(_:by:orderedBy:)`.
  ///
  /// ```swift
  /// struct Member { var name: String; var area: String }
  /// let list = try KoreanCollator().grouped([Member(name: "김민수", area: "서울")], by: \.area, orderedBy: \.name)
  /// list.titles   // ["서울"]
  /// ```
  ///
  /// - Throws: ``ICUError`` if ICU fails (memory).
  /// - Complexity: O(*n* log *n*).
  public func grouped<S: Sequence>(
    _ items: S, by keyPath: KeyPath<S.Element, String>, orderedBy nameKeyPath: KeyPath<S.Element, String>
  ) throws(ICUError) -> SectionedList<S.Element> {
    try grouped(items, by: { $0[keyPath: keyPath] }, orderedBy: { $0[keyPath: nameKeyPath] })
  }
}
