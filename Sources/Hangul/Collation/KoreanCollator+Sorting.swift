extension KoreanCollator {
  /// The positions of `names` in collation order: `result[k]` is the index of the `k`-th
  /// name. Equal names (at the collator's strength) keep their input order.
  ///
  /// ```swift
  /// try KoreanCollator().sortedIndices(of: ["이서연", "Zoe", "김민수"])   // [2, 0, 1]
  /// ```
  ///
  /// - Throws: `ICUError` if ICU fails (memory).
  /// Names made only of modern syllables (가…힣) need no ICU sort key: ICU orders them as
  /// their code points, so they are radix-sorted by their syllables and the other names,
  /// sorted by ICU keys, are merged in (see <doc:Collation>; with the `ko` locale and no raw
  /// ICU attributes, whatever the `Options`).
  ///
  /// - Complexity: O(*n*) for the syllable-only names; O(*k* log *k*) key comparisons after
  ///   one ICU sort-key call per other name (the keys share one contiguous buffer), and
  ///   about O(*k* log(*n*/*k*)) ICU comparisons to merge them.
  public func sortedIndices<C: Collection>(of names: C) throws(ICUError) -> [Int] where C.Element: StringProtocol {
    if ordersSyllablesByCodePoint && UInt64(names.count) < UInt64(UInt32.max) {
      return try syllableFirstOrder(of: names as? [String] ?? names.map { String($0) })
    }
    let arena = SortKeyArena(expectedKeys: names.count)
    for name in names {
      try name.withCString8 { (utf8) throws(ICUError) in try arena.append(utf8, collator: self) }
    }
    return arena.stableOrder()
  }

  /// `items` sorted in collation order of the string `name` returns for each; items with
  /// equal names keep their input order (a stable sort).
  ///
  /// ```swift
  /// struct Contact { var name: String; var phone: String }
  /// let contacts = [Contact(name: "이서연", phone: "1"), Contact(name: "김민수", phone: "2")]
  /// try KoreanCollator().sorted(contacts, by: { $0.name }).map(\.phone)   // ["2", "1"]
  /// ```
  ///
  /// - Throws: `ICUError` if ICU fails (memory).
  /// - Complexity: O(*n* log *n*); `name` is called once per item.
  public func sorted<S: Sequence>(_ items: S, by name: (S.Element) -> String) throws(ICUError) -> [S.Element] {
    let array = Array(items)
    return try sortedIndices(of: array.map(name)).map { array[$0] }
  }

  /// `items` sorted in collation order of the string at `keyPath`; stable.
  ///
  /// ```swift
  /// struct Contact { var name: String }
  /// try KoreanCollator().sorted([Contact(name: "Zoe"), Contact(name: "김민수")], by: \.name)
  /// // [Contact(name: "김민수"), Contact(name: "Zoe")]
  /// ```
  ///
  /// - Throws: `ICUError` if ICU fails (memory).
  /// - Complexity: O(*n* log *n*).
  public func sorted<S: Sequence>(_ items: S, by keyPath: KeyPath<S.Element, String>) throws(ICUError) -> [S.Element] {
    try sorted(items, by: { $0[keyPath: keyPath] })
  }

  /// `strings` in collation order; equal strings keep their input order.
  ///
  /// ```swift
  /// try KoreanCollator().sorted(["ALICE", "alice", "Alice", "앨리스"])
  /// // ["앨리스", "alice", "Alice", "ALICE"]
  /// ```
  ///
  /// - Throws: `ICUError` if ICU fails (memory).
  /// - Complexity: O(*n* log *n*).
  public func sorted<S: Sequence>(_ strings: S) throws(ICUError) -> [S.Element] where S.Element: StringProtocol {
    let array = Array(strings)
    if let strings = array as? [String] {
      // Concrete, so the copy below is specialized when the caller is in another module.
      let order = try sortedIndices(of: strings)
      return order.map { strings[$0] } as! [S.Element]
    }
    return try sortedIndices(of: array).map { array[$0] }
  }

  /// Sorts `items` in place in collation order of `name`; stable.
  ///
  /// ```swift
  /// var names = ["Zoe", "김민수"]
  /// try KoreanCollator().sort(&names, by: { $0 })   // names == ["김민수", "Zoe"]
  /// ```
  ///
  /// - Throws: `ICUError` if ICU fails (memory); `items` is then unchanged.
  /// - Complexity: O(*n* log *n*).
  public func sort<Item>(_ items: inout [Item], by name: (Item) -> String) throws(ICUError) {
    items = try sorted(items, by: name)
  }
}
