extension KoreanCollator {
  /// The positions of `names` in collation order: `result[k]` is the index of the `k`-th
  /// name. Equal names (at the collator's strength) keep their input order.
  ///
  /// ```swift
  /// try KoreanCollator().sortedIndices(of: ["이서연", "Zoe", "김민수"])   // [2, 0, 1]
  /// ```
  ///
  /// - Throws: ``ICUError`` if ICU fails (memory).
  /// - Complexity: O(*n* log *n*) key comparisons after one ICU sort-key call per name;
  ///   the keys share one contiguous buffer.
  public func sortedIndices<C: Collection>(of names: C) throws(ICUError) -> [Int] where C.Element: StringProtocol {
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
  /// - Throws: ``ICUError`` if ICU fails (memory).
  /// - Complexity: O(*n* log *n*); `name` is called once per item.
  public func sorted<S: Sequence>(_ items: S, by name: (S.Element) -> String) throws(ICUError) -> [S.Element] {
    let array = Array(items)
    let arena = SortKeyArena(expectedKeys: array.count)
    for item in array { try arena.append(name(item), collator: self) }
    return arena.stableOrder().map { array[$0] }
  }

  /// `items` sorted in collation order of the string at `keyPath`; stable.
  ///
  /// ```swift
  /// struct Contact { var name: String }
  /// try KoreanCollator().sorted([Contact(name: "Zoe"), Contact(name: "김민수")], by: \.name)
  /// // [Contact(name: "김민수"), Contact(name: "Zoe")]
  /// ```
  ///
  /// - Throws: ``ICUError`` if ICU fails (memory).
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
  /// - Throws: ``ICUError`` if ICU fails (memory).
  /// - Complexity: O(*n* log *n*).
  public func sorted<S: Sequence>(_ strings: S) throws(ICUError) -> [S.Element] where S.Element: StringProtocol {
    let array = Array(strings)
    return try sortedIndices(of: array).map { array[$0] }
  }

  /// Sorts `items` in place in collation order of `name`; stable.
  ///
  /// ```swift
  /// var names = ["Zoe", "김민수"]
  /// try KoreanCollator().sort(&names, by: { $0 })   // names == ["김민수", "Zoe"]
  /// ```
  ///
  /// - Throws: ``ICUError`` if ICU fails (memory); `items` is then unchanged.
  /// - Complexity: O(*n* log *n*).
  public func sort<Item>(_ items: inout [Item], by name: (Item) -> String) throws(ICUError) {
    items = try sorted(items, by: name)
  }
}
