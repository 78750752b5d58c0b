// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import Hangul
  import HangulDatabase
  import PostgresNIO
  import Synchronization

  extension PostgresNameStore {
    /// A run of names with what its rows need: for a bulk load, the jamo keys (made to sort
    /// the run by) and the `seq`s, the names in the order they are written.
    struct Run: Sendable {
      var names: [String]
      var jamoKeys: [String]?
      var seqs: [Int64]?

      /// `names` with their `seqs`, sorted by their jamo keys' first eight codes, then `seq`.
      static func prepared(_ names: [String], seqs: [Int64]) async -> Run {
        let jamoKeys = await PostgresNameStore.jamoKeys(of: names)
        let order = order(of: jamoKeys, seqs: seqs)
        return Run(names: order.map { names[$0] }, jamoKeys: order.map { jamoKeys[$0] }, seqs: order.map { seqs[$0] })
      }

      /// The positions of `jamoKeys` in increasing order of their first eight codes
      /// (``jamoPrefix(_:)``), then of `seqs`. When the seqs increase already (as an import
      /// numbers its names and a rekey reads its rows), there are at most 2²² keys and each
      /// holds only codes and spaces, each key's prefix in base 38 (42 bits) and its position
      /// (22 bits) make one integer, and the integers are sorted as they are; otherwise the
      /// prefixes and seqs are compared.
      ///
      /// ```swift
      /// PostgresNameStore.Run.order(of: ["nan", "gan", "nan"], seqs: [10, 11, 12])   // [1, 0, 2]
      /// ```
      ///
      /// - Complexity: O(*n* log *n*).
      static func order(of jamoKeys: [String], seqs: [Int64]) -> [Int] {
        let positionBits = 22
        var packed: [UInt64] = []
        if jamoKeys.count <= 1 << positionBits, zip(seqs, seqs.dropFirst()).allSatisfy({ $0 < $1 }) {
          packed.reserveCapacity(jamoKeys.count)
          for (position, key) in jamoKeys.enumerated() {
            guard let prefix = base38Prefix(key) else {
              packed = []
              break
            }
            packed.append(prefix << UInt64(positionBits) | UInt64(position))
          }
        }
        if packed.count == jamoKeys.count {
          packed.sort()
          return packed.map { Int($0 & (1 << UInt64(positionBits) - 1)) }
        }
        let prefixes = jamoKeys.map(PostgresNameStore.jamoPrefix)
        return prefixes.indices.sorted { (prefixes[$0], seqs[$0]) < (prefixes[$1], seqs[$1]) }
      }

      /// The first eight codes of `key` as a base-38 number, ordered as ``jamoPrefix(_:)``
      /// orders them (a missing code 0, a space 1, `0`…`9` 2…11, `a`…`z` 12…37); nil when
      /// the key holds another byte.
      static func base38Prefix(_ key: String) -> UInt64? {
        var value: UInt64 = 0
        var n = 0
        for code in key.utf8.prefix(8) {
          let digit: UInt64
          switch code {
          case 0x20: digit = 1
          case 0x30...0x39: digit = UInt64(code - 0x30) + 2
          case 0x61...0x7A: digit = UInt64(code - 0x61) + 12
          default: return nil
          }
          value = value * 38 + digit
          n += 1
        }
        for _ in n..<8 { value *= 38 }
        return value
      }
    }

    /// The count, first key and last key of each section position among some rows.
    struct SectionStats: Sendable {
      var counts: [Int: (count: Int64, first: [UInt8], last: [UInt8])] = [:]

      /// Counts `count` rows (one by default) of section `position` with sort key `key`.
      mutating func add(_ position: Int, _ key: [UInt8], count: Int64 = 1) { include(position, count, key, key) }

      /// Adds the rows of `other`.
      mutating func merge(_ other: SectionStats) {
        for (position, (count, first, last)) in other.counts { include(position, count, first, last) }
      }

      /// Adds `count` rows of section `position` whose keys run from `first` to `last`.
      private mutating func include(_ position: Int, _ count: Int64, _ first: [UInt8], _ last: [UInt8]) {
        guard let mine = counts[position] else {
          counts[position] = (count, first, last)
          return
        }
        counts[position] = (
          mine.count + count, first.lexicographicallyPrecedes(mine.first) ? first : mine.first,
          mine.last.lexicographicallyPrecedes(last) ? last : mine.last
        )
      }
    }

    /// How many jamo keys of a bulk load have each length (in codes, as `length(jamo_key)`
    /// counts them: the keys are ASCII).
    ///
    /// ```swift
    /// var lengths = PostgresNameStore.KeyLengthCounts()
    /// lengths.add(["abc", "abd", "ab"])
    /// lengths.dominant   // 3
    /// ```
    struct KeyLengthCounts: Sendable {
      /// The keys of each length up to 63; longer keys are counted as 63.
      private(set) var counts = [Int](repeating: 0, count: 64)

      /// Counts `keys`.
      ///
      /// - Complexity: O(*n*) for the *n* keys.
      mutating func add(_ keys: [String]) {
        for key in keys { counts[min(key.utf8.count, 63)] += 1 }
      }

      /// The length more than half of the keys have (below 63), or `nil`: the rows the length
      /// index leaves out (``Index``).
      var dominant: Int? {
        guard let (length, count) = counts.enumerated().max(by: { $0.element < $1.element }),
          length < 63, count * 2 > counts.reduce(0, +)
        else { return nil }
        return length
      }
    }

    /// The binary `COPY` rows of a chunk of names (name, sort key, title position, title, the
    /// two search keys, their grams and the key version; with `seqs`, each row starts with its
    /// `seq`): each row its number of fields, then each field's length and bytes (integers
    /// big-endian, texts in UTF-8, the grams as an `int4` array). The keys of the chunk's distinct
    /// names are made first, then the rows are written at once into bytes of their size's upper
    /// bound. Names repeat (a run of 262,144 generated Korean names holds about 86,000
    /// distinct ones), so a name met before in the chunk is not keyed again: its row after the
    /// `seq` is a copy of the bytes written for its first occurrence.
    struct CopyRows: Sendable {
      var bytes: [UInt8] = []
      /// The number of rows.
      var count = 0
      /// The sections of the rows.
      var sections = SectionStats()

      init(
        _ names: ArraySlice<String>, jamoKeys: ArraySlice<String>?, seqs: ArraySlice<Int64>?, maker: NameKeyMaker
      ) throws {
        // The distinct names' keys, grams (`gramEnds`), rows' upper bounds and occurrences.
        var keys: [NameKeys] = []
        var grams: [Int32] = []
        grams.reserveCapacity(names.count * 12)
        var gramEnds: [Int] = []
        var rowBounds: [Int] = []
        var occurrences: [Int64] = []
        // Each name's distinct name, by the position of its first occurrence.
        var distinct: [Int] = []
        distinct.reserveCapacity(names.count)
        var seen: [ExactName: Int] = [:]
        seen.reserveCapacity(names.count)
        var bound = 0
        for (k, name) in zip(names.indices, names) {
          if let d = seen[ExactName(name)] {
            distinct.append(d)
            occurrences[d] += 1
            bound += 14 + rowBounds[d]
            continue
          }
          let key = try maker.keys(for: name, jamoKey: jamoKeys?[k])
          let gramStart = grams.count
          SearchKeys.appendGrams(choseongKey: key.choseongKey, jamoKey: key.jamoKey, to: &grams)
          let version = key.version == KeyVersion.current ? currentVersionText.count : key.version.text.utf8.count
          // Eight fields of a length each, the position's 4 bytes, the array's header of 20 and
          // 8 bytes a gram.
          let rowBound =
            64 + name.utf8.count + key.sortKey.count + key.title.utf8.count + key.choseongKey.utf8.count
            + key.jamoKey.utf8.count + version + 8 * (grams.count - gramStart)
          seen[ExactName(name)] = keys.count
          distinct.append(keys.count)
          keys.append(key)
          gramEnds.append(grams.count)
          rowBounds.append(rowBound)
          occurrences.append(1)
          bound += 14 + rowBound
        }
        for (key, count) in zip(keys, occurrences) { sections.add(key.titlePosition, key.sortKey, count: count) }
        count = distinct.count
        let seqValues = seqs.map(Array.init)
        let nameList = Array(names)
        bytes = [UInt8](unsafeUninitializedCapacity: bound) { buffer, written in
          var out = RowWriter(buffer.baseAddress!)
          // Where each distinct name's row (after the `seq`) was written: start and length.
          var rows = [(start: Int, count: Int)](repeating: (0, 0), count: keys.count)
          for k in distinct.indices {
            if let seqValues {
              out.int16(9)
              out.int32(8)
              out.int64(seqValues[k])
            } else {
              out.int16(8)
            }
            let d = distinct[k]
            let start = out.position - buffer.baseAddress!
            if rows[d].count > 0 {
              out.position.update(from: buffer.baseAddress! + rows[d].start, count: rows[d].count)
              out.position += rows[d].count
              continue
            }
            let key = keys[d]
            out.field(nameList[k])
            out.int32(Int32(key.sortKey.count))
            out.bytes(key.sortKey)
            out.int32(4)
            out.int32(Int32(key.titlePosition))
            out.field(key.title)
            out.field(key.choseongKey)
            out.field(key.jamoKey)
            let gramStart = d == 0 ? 0 : gramEnds[d - 1]
            out.intArray(grams[gramStart..<gramEnds[d]])
            if key.version == KeyVersion.current {
              out.int32(Int32(currentVersionText.count))
              out.bytes(currentVersionText)
            } else {
              out.field(key.version.text)
            }
            rows[d] = (start, out.position - buffer.baseAddress! - start)
          }
          written = out.position - buffer.baseAddress!
        }
      }
    }

    /// A name compared and hashed by its UTF-8 bytes: `String`'s own equality is canonical
    /// equivalence, under which a name in NFD equals its NFC form, while each row keeps the
    /// bytes it was given.
    struct ExactName: Hashable {
      var name: String

      init(_ name: String) { self.name = name }

      static func == (a: ExactName, b: ExactName) -> Bool {
        var (a, b) = (a.name, b.name)
        return a.withUTF8 { a in b.withUTF8 { b in a.elementsEqual(b) } }
      }

      func hash(into hasher: inout Hasher) {
        var name = name
        name.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
      }
    }

    /// Writes bytes at a position of memory its caller sized (``CopyRows``).
    struct RowWriter {
      var position: UnsafeMutablePointer<UInt8>

      init(_ start: UnsafeMutablePointer<UInt8>) { position = start }

      @inline(__always) mutating func byte(_ value: UInt8) {
        position.pointee = value
        position += 1
      }

      /// `value` in 2 bytes, big-endian.
      @inline(__always) mutating func int16(_ value: Int16) {
        byte(UInt8(truncatingIfNeeded: value >> 8))
        byte(UInt8(truncatingIfNeeded: value))
      }

      /// `value` in 4 bytes, big-endian.
      @inline(__always) mutating func int32(_ value: Int32) {
        UnsafeMutableRawPointer(position).storeBytes(of: value.bigEndian, as: Int32.self)
        position += 4
      }

      /// `value` in 8 bytes, big-endian.
      @inline(__always) mutating func int64(_ value: Int64) {
        UnsafeMutableRawPointer(position).storeBytes(of: value.bigEndian, as: Int64.self)
        position += 8
      }

      /// The bytes of `values`.
      mutating func bytes(_ values: [UInt8]) {
        values.withUnsafeBufferPointer { values in
          if let base = values.baseAddress { position.update(from: base, count: values.count) }
        }
        position += values.count
      }

      /// A text field: its length in UTF-8 bytes, then the bytes.
      mutating func field(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
          int32(Int32(utf8.count))
          if let base = utf8.baseAddress { position.update(from: base, count: utf8.count) }
          position += utf8.count
        }
      }

      /// An `int4[]` field (`array_recv`'s form): one dimension (none when `values` is empty),
      /// no nulls, element type `int4` (OID 23), the dimension's length and lower bound 1,
      /// then each element's length and value.
      mutating func intArray(_ values: ArraySlice<Int32>) {
        let dimensions: Int32 = values.isEmpty ? 0 : 1
        int32(12 + 8 * dimensions + 8 * Int32(values.count))
        int32(dimensions)
        int32(0)
        int32(23)
        guard !values.isEmpty else { return }
        int32(Int32(values.count))
        int32(1)
        for value in values {
          int32(4)
          int32(value)
        }
      }
    }

    /// The text of ``KeyVersion/current``, as `COPY` writes it on every row.
    static let currentVersionText = Array(KeyVersion.current.text.utf8)
  }
#endif
