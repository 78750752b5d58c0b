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
  /// - Throws: `ICUError` if ICU fails (memory).
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
      validatedTitles: titles, kinds: Array(repeating: .normal, count: titles.count),
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
  /// - Throws: `ICUError` if ICU fails (memory).
  /// - Complexity: O(*n* log *n*).
  public func grouped<S: Sequence>(
    _ items: S, by keyPath: KeyPath<S.Element, String>, orderedBy nameKeyPath: KeyPath<S.Element, String>
  ) throws(ICUError) -> SectionedList<S.Element> {
    try grouped(items, by: { $0[keyPath: keyPath] }, orderedBy: { $0[keyPath: nameKeyPath] })
  }

  /// Groups `items` by the string `key` returns into sections in the app's own order
  /// (parties by seats, areas in the official order): one title per entry of `sectionOrder`,
  /// in that order, and inside each section the items in Korean collation order of `name`
  /// (stable: equal names keep their input order). Titles with no items stay in
  /// ``SectionedList/titles`` (for an index strip) but have no section.
  ///
  /// Keys are matched as Swift strings (canonical equivalence: an NFD 서울 is the key 서울).
  ///
  /// ```swift
  /// struct Member { var name: String; var party: String }
  /// let members = [Member(name: "이서연", party: "정의당"), Member(name: "김민수", party: "국민의힘"),
  ///                Member(name: "박지훈", party: "정의당"), Member(name: "강지원", party: "정의당")]
  /// let bySeats = ["더불어민주당", "국민의힘", "정의당"]
  /// let list = try KoreanCollator().grouped(members, by: { $0.party }, sectionOrder: bySeats,
  ///                                         orderedBy: { $0.name })
  /// list.sections.map(\.title)              // ["국민의힘", "정의당"]
  /// list.sections[1].items.map(\.name)      // ["강지원", "박지훈", "이서연"]
  /// list.sections.map(\.id)               // [1, 2] (positions in sectionOrder)
  /// ```
  ///
  /// - Throws: ``SectionedListError/keyNotInSectionOrder(itemOffset:key:)`` for an item whose
  ///   key `sectionOrder` does not list, ``SectionedListError/duplicateKeyInSectionOrder(position:key:)``
  ///   when `sectionOrder` lists a key twice, ``SectionedListError/icu(_:)`` if ICU fails.
  /// - Complexity: O(*n* log *n*) comparisons after one sort-key call per name, plus O(*t*)
  ///   for *t* titles.
  public func grouped<S: Sequence>(
    _ items: S, by key: (S.Element) -> String, sectionOrder: [String], orderedBy name: (S.Element) -> String
  ) throws(SectionedListError) -> SectionedList<S.Element> {
    var positionOfKey: [String: Int] = [:]
    positionOfKey.reserveCapacity(sectionOrder.count)
    for (position, title) in sectionOrder.enumerated() {
      guard positionOfKey.updateValue(position, forKey: title) == nil else {
        throw .duplicateKeyInSectionOrder(position: position, key: title)
      }
    }
    let array = Array(items)
    var groupOf: [Int] = []
    groupOf.reserveCapacity(array.count)
    var names: [String] = []
    names.reserveCapacity(array.count)
    for (offset, item) in array.enumerated() {
      let k = key(item)
      guard let position = positionOfKey[k] else { throw .keyNotInSectionOrder(itemOffset: offset, key: k) }
      groupOf.append(position)
      names.append(name(item))
    }
    let order: [Int]
    do { order = try sortedIndices(of: names) } catch { throw .icu(error) }
    var itemsByTitle = [[S.Element]](repeating: [], count: sectionOrder.count)
    for i in order { itemsByTitle[groupOf[i]].append(array[i]) }
    return SectionedList(
      validatedTitles: sectionOrder, kinds: Array(repeating: .normal, count: sectionOrder.count),
      itemsByTitle: itemsByTitle)
  }

  /// Groups `items` by the string at `keyPath` into sections in the order `sectionOrder`
  /// gives, items inside a section in collation order of the string at `nameKeyPath`; see
  /// `grouped(_:by:sectionOrder:orderedBy:)`.
  ///
  /// ```swift
  /// struct Member { var name: String; var area: String }
  /// let official = ["서울", "부산", "대구"]
  /// let list = try KoreanCollator().grouped([Member(name: "김민수", area: "부산")], by: \.area,
  ///                                         sectionOrder: official, orderedBy: \.name)
  /// list.titles                  // ["서울", "부산", "대구"]
  /// list.sections.map(\.title)   // ["부산"]
  /// ```
  ///
  /// - Throws: ``SectionedListError``, as the closure form.
  /// - Complexity: O(*n* log *n*).
  public func grouped<S: Sequence>(
    _ items: S, by keyPath: KeyPath<S.Element, String>, sectionOrder: [String],
    orderedBy nameKeyPath: KeyPath<S.Element, String>
  ) throws(SectionedListError) -> SectionedList<S.Element> {
    try grouped(
      items, by: { $0[keyPath: keyPath] }, sectionOrder: sectionOrder, orderedBy: { $0[keyPath: nameKeyPath] })
  }
}
