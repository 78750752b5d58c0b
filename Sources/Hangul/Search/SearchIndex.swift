/// An index over a list of names that answers search queries per keystroke: the same
/// matches as `HangulSearchQuery`, ranked exact, then prefix, then contains, in Korean
/// collation order inside each group.
///
/// ```swift
/// let index = try SearchIndex(["홍길동", "김수한", "홍길순", "길동무", "까치"])
/// let results = index.search("ㄱㄷ")
/// results.map(\.itemOffset)              // [3, 0]  (길동무 prefix, 홍길동 contains)
/// results.map(\.kind)              // [.prefix, .contains]
/// results[1].characterRanges       // [1..<3]
/// let next = index.search("ㄱㄷㅁ", refining: results)   // narrows, no rescan
/// next.map(\.itemOffset)                 // [3]
/// ```
///
/// Build once (the names are NFC-normalized character by character, encoded and laid out in
/// collation order), then call `search(_:options:refining:)` per keystroke, passing the
/// previous results so a longer query filters them instead of scanning every name.
///
/// Storage: each name becomes one fixed-width `UInt16` code per character plus one key
/// byte per character (its initial consonant for Hangul, see `SearchCode`), each in one
/// contiguous buffer with the names back to back in collation order, and a `UInt32` start
/// offset and original position per name: 3 bytes per character plus 8 per name (and 4 per
/// name holding whitespace). The names themselves are not kept.
public struct SearchIndex: Sendable {
  let storage: Storage

  /// Builds an index over `names`; results refer to them by their offset in the collection.
  ///
  /// ```swift
  /// let index = try SearchIndex(["김민수", "Kim", "ㄱㄴ"])
  /// index.count   // 3
  /// ```
  /// - Parameters:
  ///   - names: the names to search; results refer to them by their offset.
  ///   - collator: the collator that ranks results within a group
  ///     (default: `KoreanCollator()`).
  /// - Complexity: O(*n* log *n*) for *n* names (sorting their collation keys), plus O(*c*)
  ///   for *c* characters.
  public init<C: Collection>(_ names: C, collator: KoreanCollator? = nil) throws(ICUError)
  where C.Element: StringProtocol {
    let ranking: KoreanCollator
    if let collator { ranking = collator } else { ranking = try KoreanCollator() }
    // An array of `String`s (the common case) is used as it is, not copied name by name.
    storage = try Storage(names as? [String] ?? names.map { String($0) }, collator: ranking)
  }

  /// Builds an index over the names of `items`; results refer to items by their offset.
  ///
  /// ```swift
  /// struct Contact { var name: String }
  /// let contacts = [Contact(name: "홍길동"), Contact(name: "김수한")]
  /// let index = try SearchIndex(contacts, by: \.name)
  /// index.search("ㄱㅅ").map { contacts[$0.itemOffset].name }   // ["김수한"]
  /// ```
  /// - Complexity: O(*n* log *n*) for *n* items, plus O(*c*) for *c* characters.
  public init<C: Collection>(_ items: C, by name: (C.Element) -> String, collator: KoreanCollator? = nil)
    throws(ICUError)
  {
    try self.init(items.map(name), collator: collator)
  }

  /// The number of indexed names.
  ///
  /// ```swift
  /// try SearchIndex(["가", "나"]).count   // 2
  /// ```
  public var count: Int { storage.count }

  /// The memory the index holds, in bytes (its arrays' capacities; not the names, which it
  /// does not keep). An array holds at least its elements, more when the allocator gave its
  /// buffer more room than asked, so the same names can show a little more in another run.
  ///
  /// ```swift
  /// let footprint = try SearchIndex(["홍길동"]).memoryFootprint
  /// footprint >= 37   // true: codes 6, keys and padding 19, offsets 8, order 4
  /// ```
  public var memoryFootprint: Int {
    storage.codes.capacity * 2 + storage.keys.capacity + storage.starts.capacity * 4
      + storage.itemOfRank.capacity * 4 + storage.spacedRanks.capacity * 4 + storage.complexCharacters.count * 32
      + storage.overflow.count * 48
  }
}

extension SearchIndex {
  /// The index's immutable arrays.
  final class Storage: Sendable {
    /// Number of names.
    let count: Int
    /// The original offset of the name ranked `r`-th in collation order.
    let itemOfRank: [UInt32]
    /// Where the codes of the name ranked `r` start (they end where the next name's start).
    /// `count + 1` entries.
    let starts: [UInt32]
    /// One code per character (see `SearchCode`), names back to back in collation order.
    let codes: [UInt16]
    /// The key byte of each code, followed by 16 zero bytes of padding (for word loads).
    let keys: [UInt8]
    /// The characters that have complex codes, by id.
    let complexCharacters: [Character]
    /// The id of each complex character.
    let complexIDs: [Character: UInt16]
    /// Whether each complex character is whitespace, by id.
    let complexIsWhitespace: [Bool]
    /// The complex characters beyond the table's capacity, by code position.
    let overflow: [UInt32: Character]
    /// The ranks of the names that hold a whitespace character, ascending.
    let spacedRanks: [UInt32]
    /// The initial of each complex character (see `searchInitial(of:)`), by id; `0xFF` for
    /// none.
    let complexInitials: [UInt8]
    /// The names whose choseong does not line up with their characters (see
    /// `ChoseongView`), by rank: consonant queries are matched in these views.
    let irregular: [UInt32: ChoseongView]
    /// The names holding Hanja, read (see `HanjaReading`), by rank: queries with
    /// `SearchOptions/readsHanja` match these characters.
    let hanjaRead: [UInt32: [Character]]

    init(_ names: [String], collator: KoreanCollator) throws(ICUError) {
      count = names.count
      // 1. Encode every name, in input order.
      var codes: [UInt16] = []
      codes.reserveCapacity(names.reduce(0) { $0 + $1.utf8.count } / 2)
      var inputStarts: [UInt32] = [0]
      inputStarts.reserveCapacity(count + 1)
      var complexCharacters: [Character] = []
      var complexIDs: [Character: UInt16] = [:]
      var overflowed: [(item: Int, offset: Int, character: Character)] = []
      var irregularItems: [(item: Int, view: ChoseongView)] = []
      var hanjaItems: [(item: Int, read: [Character])] = []
      for (item, name) in names.enumerated() {
        var name = name
        let start = codes.count
        let inert = name.withUTF8 { SearchCode.appendInert($0, to: &codes) }
        if !inert {
          var mightBeIrregular = false
          for character in name {
            let normalized = searchNormalized(character)
            if !mightBeIrregular && ChoseongView.mightBeIrregular(normalized) { mightBeIrregular = true }
            let scalars = normalized.unicodeScalars
            if scalars.count == 1, let scalar = scalars.first, scalar.value < 0x10000 {
              codes.append(UInt16(scalar.value))
            } else if let id = complexIDs[normalized] {
              codes.append(SearchCode.complexBase + id)
            } else if complexCharacters.count < SearchCode.complexCapacity {
              let id = UInt16(complexCharacters.count)
              complexCharacters.append(normalized)
              complexIDs[normalized] = id
              codes.append(SearchCode.complexBase + id)
            } else {
              overflowed.append((item, codes.count - start, normalized))
              codes.append(SearchCode.overflow)
            }
          }
          if name.unicodeScalars.contains(where: HanjaReading.isHan), let reading = HanjaReading.shared {
            hanjaItems.append((item, reading.readCharacters(name.map(searchNormalized))))
          }
          if mightBeIrregular {
            let view = ChoseongView(name.map(searchNormalized))
            if !view.isRegular { irregularItems.append((item, view)) }
          }
        }
        inputStarts.append(UInt32(codes.count))
      }
      // 2. The collation order.
      let order = try SearchIndex.collationOrder(of: names, codes: codes, starts: inputStarts, collator: collator)
      // 3. The codes in that order.
      var starts: [UInt32] = [0]
      starts.reserveCapacity(count + 1)
      let ranked = [UInt16](unsafeUninitializedCapacity: codes.count) { buffer, initialized in
        codes.withUnsafeBufferPointer { codes in
          var o = 0
          for item in order {
            let s = Int(inputStarts[item])
            let e = Int(inputStarts[item + 1])
            if e > s {
              (buffer.baseAddress! + o).initialize(from: codes.baseAddress! + s, count: e - s)
              o += e - s
            }
            starts.append(UInt32(o))
          }
          initialized = o
        }
      }
      var overflow: [UInt32: Character] = [:]
      var irregular: [UInt32: ChoseongView] = [:]
      var hanjaRead: [UInt32: [Character]] = [:]
      if !overflowed.isEmpty || !irregularItems.isEmpty || !hanjaItems.isEmpty {
        var rankOf = [Int](repeating: 0, count: count)
        for (rank, item) in order.enumerated() { rankOf[item] = rank }
        for entry in overflowed { overflow[starts[rankOf[entry.item]] + UInt32(entry.offset)] = entry.character }
        for entry in irregularItems { irregular[UInt32(rankOf[entry.item])] = entry.view }
        for entry in hanjaItems { hanjaRead[UInt32(rankOf[entry.item])] = entry.read }
      }
      codes = ranked
      let complexInitials = complexCharacters.map { searchInitial(of: $0).map { UInt8($0.rawValue) } ?? 0xFF }
      var keys = [UInt8](repeating: 0, count: codes.count + 16)
      SearchCode.keys.withUnsafeBufferPointer { table in
        codes.withUnsafeBufferPointer { codes in
          keys.withUnsafeMutableBufferPointer { keys in
            for i in 0..<codes.count { keys[i] = table[Int(codes[i])] }
          }
        }
      }
      // Complex characters with an initial (뭐ퟝ) have that initial's key.
      if complexInitials.contains(where: { $0 != 0xFF }) || !overflow.isEmpty {
        for i in 0..<codes.count where codes[i] >= SearchCode.complexBase && codes[i] <= SearchCode.overflow {
          keys[i] = SearchCode.key(ofComplex: codes[i], initials: complexInitials, overflow: overflow[UInt32(i)])
        }
      }
      // The names holding whitespace (scanned on their own when spaces are ignored).
      let complexIsWhitespace = complexCharacters.map { $0.isWhitespace }
      var spacedRanks: [UInt32] = []
      codes.withUnsafeBufferPointer { codes in
        for r in 0..<names.count {
          for p in Int(starts[r])..<Int(starts[r + 1]) {
            let c = codes[p]
            if HangulSyllable.isSyllable(codePoint: c) { continue }  // syllables, the common case
            let isWhitespace =
              c < SearchCode.complexBase || c > SearchCode.overflow
              ? SearchCode.isSimpleWhitespace(c)
              : c == SearchCode.overflow
                ? overflow[UInt32(p)]?.isWhitespace ?? false
                : complexIsWhitespace[Int(c - SearchCode.complexBase)]
            if isWhitespace {
              spacedRanks.append(UInt32(r))
              break
            }
          }
        }
      }
      self.spacedRanks = spacedRanks
      self.itemOfRank = order.map { UInt32($0) }
      self.starts = starts
      self.codes = ranked
      self.keys = keys
      self.complexCharacters = complexCharacters
      self.complexIDs = complexIDs
      self.complexIsWhitespace = complexIsWhitespace
      self.overflow = overflow
      self.complexInitials = complexInitials
      self.irregular = irregular
      self.hanjaRead = hanjaRead
    }
  }
}
