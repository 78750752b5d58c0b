import HangulCore

/// A deterministic generator of realistic Korean name lists, for tests, benchmarks and demos.
///
/// Korean names (by default 95 %) draw a surname by census population and a given name
/// either from the registered given-name table (60 % of the time) or composed from the
/// position-specific syllable frequencies of that table. The rest are stress entries from
/// ``Category``: romanized and Western names, digit-led entries, mixed scripts, NFD,
/// halfwidth and compatibility jamo, old Hangul, emoji and Hanja. It follows the idea of
/// `shared/tools/gen_names.py` with its own random number generator, so the two do not
/// produce the same lists, only lists of the same kind.
///
/// The same seed and configuration always give the same names.
///
/// ```swift
/// var generator = NameGenerator(seed: 42)
/// let names = generator.names(count: 3)   // e.g. ["김서연", "이민준", "박지우"]
/// ```
public struct NameGenerator: Sendable {
  /// What kind of entry a generated name is.
  ///
  /// ```swift
  /// var generator = NameGenerator(seed: 1)
  /// let (name, category) = generator.nextEntry()   // category is .korean 95 % of the time
  /// ```
  public enum Category: String, Sendable, CaseIterable, Hashable {
    /// A Korean name in NFC: `"김서연"`.
    case korean
    /// A romanized Korean name in random order and case: `"Kim Minsu"`, `"MINSU KIM"`.
    case latinRoman = "latin_roman"
    /// A Western given name, in random case or fullwidth: `"Alice"`, `"Émile"`, `"Ｂｏｂ"`.
    case latinGiven = "latin_given"
    /// An entry led by digits: `"1조"`, `"2반 김민수"`, `"３조"`.
    case digitLed = "digit_led"
    /// Hangul and Latin together: `"김 Andrew"`, `"김민수(Minsu)"`.
    case mixed
    /// A Korean name in NFD (conjoining jamo).
    case nfd
    /// Choseong in halfwidth jamo: `"ﾡﾸﾵ"`, or a name followed by them.
    case halfwidth
    /// Compatibility jamo: choseong strings, doubles, clusters and archaic letters.
    case compatibilityJamo = "compat_jamo"
    /// Syllables with old (pre-1933) jamo: `"ᄒᆞᆫ글"`.
    case oldHangul = "old_hangul"
    /// Emoji alone or beside a name, including flags and ZWJ sequences.
    case emoji
    /// A name in Hanja, including the compatibility ideograph 李 (U+F9E1).
    case hanja
  }

  /// How the generated list is composed.
  ///
  /// ```swift
  /// var config = NameGenerator.Configuration()
  /// config.otherShare = 0.3
  /// var generator = NameGenerator(seed: 7, configuration: config)
  /// ```
  public struct Configuration: Sendable, Hashable {
    /// Share of entries that are not plain Korean names (0…1).
    ///
    /// ```swift
    /// var config = NameGenerator.Configuration()
    /// config.otherShare = 1   // stress entries only
    /// ```
    public var otherShare: Double = 0.05
    /// Share of Korean given names taken whole from the registered-name table.
    ///
    /// ```swift
    /// var config = NameGenerator.Configuration()
    /// config.realGivenShare = 1   // only registered given names
    /// ```
    public var realGivenShare: Double = 0.6
    /// Relative weights of the stress categories (``Category/korean`` is ignored here).
    ///
    /// ```swift
    /// var config = NameGenerator.Configuration()
    /// config.otherShare = 1
    /// config.mix = [.nfd: 1]   // every name in NFD
    /// ```
    public var mix: [Category: Double] = [
      .latinRoman: 22, .latinGiven: 14, .digitLed: 10, .mixed: 14, .nfd: 10,
      .halfwidth: 6, .compatibilityJamo: 6, .oldHangul: 6, .emoji: 6, .hanja: 6,
    ]

    /// The default: 95 % Korean names, the stress categories weighted as in `gen_names.py`.
    ///
    /// ```swift
    /// var config = NameGenerator.Configuration()
    /// config.otherShare = 0.5   // half stress entries
    /// ```
    public init() {}
  }

  private var rng: SeededGenerator
  private let configuration: Configuration
  private let tables: Tables

  /// Creates a generator whose output is determined by `seed` and `configuration`.
  ///
  /// ```swift
  /// var a = NameGenerator(seed: 1), b = NameGenerator(seed: 1)
  /// a.names(count: 100) == b.names(count: 100)   // true
  /// ```
  public init(seed: UInt64, configuration: Configuration = Configuration()) {
    self.rng = SeededGenerator(seed: seed)
    self.configuration = configuration
    self.tables = Tables.shared(mix: configuration.mix)
  }

  /// The next name and its category.
  ///
  /// ```swift
  /// var generator = NameGenerator(seed: 3)
  /// let (name, category) = generator.nextEntry()
  /// ```
  public mutating func nextEntry() -> (name: String, category: Category) {
    if rng.unit() >= configuration.otherShare { return (korean(), .korean) }
    let category = tables.categories.sample(&rng)
    return (entry(of: category), category)
  }

  /// The next name.
  ///
  /// ```swift
  /// var generator = NameGenerator(seed: 3)
  /// print(generator.next())
  /// ```
  public mutating func next() -> String { nextEntry().name }

  /// The next `count` names.
  ///
  /// ```swift
  /// var generator = NameGenerator(seed: 42)
  /// let names = generator.names(count: 1_000_000)
  /// ```
  ///
  /// - Complexity: O(*count*).
  public mutating func names(count: Int) -> [String] {
    var result: [String] = []
    result.reserveCapacity(count)
    for _ in 0..<count { result.append(next()) }
    return result
  }

  // MARK: - Pieces

  private mutating func surname() -> KoreanNameCorpus.Surname { tables.surnames.sample(&rng) }

  private mutating func givenName() -> String {
    if rng.unit() < configuration.realGivenShare { return tables.givenNames.sample(&rng) }
    let x = rng.unit()
    if x < 0.03 { return tables.firstSyllables.sample(&rng) }
    if x < 0.97 { return tables.firstSyllables.sample(&rng) + tables.secondSyllables.sample(&rng) }
    return tables.firstSyllables.sample(&rng) + tables.secondSyllables.sample(&rng)
      + tables.secondSyllables.sample(&rng)
  }

  private mutating func koreanParts() -> (surname: KoreanNameCorpus.Surname, given: String) {
    (surname(), givenName())
  }

  private mutating func korean() -> String {
    let (s, g) = koreanParts()
    return s.surname + g
  }

  private mutating func pick<T>(_ items: [T]) -> T { items[Int(rng.next() % UInt64(items.count))] }

  private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

  private mutating func randomCase(_ s: String) -> String {
    let x = rng.unit()
    return x < 0.1 ? s.uppercased() : x < 0.2 ? s.lowercased() : s
  }

  // MARK: - Categories

  private mutating func entry(of category: Category) -> String {
    switch category {
    case .korean: return korean()
    case .latinRoman: return latinRoman()
    case .latinGiven: return latinGiven()
    case .digitLed: return digitLed()
    case .mixed: return mixed()
    case .nfd: return Self.conjoining(korean())
    case .halfwidth: return halfwidth()
    case .compatibilityJamo: return compatibilityJamo()
    case .oldHangul: return oldHangul()
    case .emoji: return emoji()
    case .hanja: return hanja()
    }
  }

  private mutating func latinRoman() -> String {
    let (s, g) = koreanParts()
    let rs = Self.customarySpelling[s.surname] ?? Self.capitalized(s.surname.map(Self.romanize).joined())
    let separator = rng.unit() < 0.3 ? "-" : ""
    let rg = Self.capitalized(g.map(Self.romanize).joined(separator: separator))
    return randomCase(rng.unit() < 0.4 ? "\(rg) \(rs)" : "\(rs) \(rg)")
  }

  private mutating func latinGiven() -> String {
    let n = pick(Self.westernGiven)
    return rng.unit() < 0.05 ? Self.fullwidth(n) : randomCase(n)
  }

  private mutating func digitLed() -> String {
    let x = rng.unit()
    if x < 0.35 { return "\(int(1...12))\(pick(["조", "반", "팀", "번"]))" }
    if x < 0.7 { return "\(int(1...30))\(pick(["반 ", " ", ". ", "-"]))\(korean())" }
    if x < 0.85 {
      let n = int(0...99)
      return (n < 10 ? "0\(n)" : "\(n)") + " " + korean()
    }
    return Self.fullwidth(String(int(1...9))) + pick(["조", "반"])
  }

  private mutating func mixed() -> String {
    let (s, g) = koreanParts()
    let w = pick(Array(Self.westernGiven.prefix(37)))
    let forms = [
      "\(s.surname) \(w)", "\(w) \(s.surname)",
      "\(s.surname)\(g)(\(Self.capitalized(Self.romanize(g.first!))))",
      "\(s.surname)\(g) \(pick(["A", "B", "C", "D", "E", "F", "G", "H"]))", "\(s.surname)\(w)",
    ]
    return pick(forms)
  }

  private mutating func halfwidth() -> String {
    let name = korean()
    let initials = String(
      String.UnicodeScalarView(
        Self.initialIndexes(name).map {
          Unicode.Scalar(Self.halfwidthInitials[$0])!
        }))
    return rng.unit() < 0.6 ? initials : "\(name) \(initials)"
  }

  private mutating func compatibilityJamo() -> String {
    let name = korean()
    let x = rng.unit()
    if x < 0.7 { return Self.compatibilityInitials(name) }
    if x < 0.85 { return pick(["ㄲ", "ㄸ", "ㅃ", "ㅆ", "ㅉ"]) + pick(["ㄱ", "ㄴ", "ㄷ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ"]) }
    return pick(["ㄳ", "ㄵ", "ㄶ", "ㄺ", "ㄻ", "ㄼ", "ㅄ", "ㅥ", "ㅱ", "ㅸ", "ㅿ", "ㆁ", "ㆆ"]) + name
  }

  private mutating func oldSyllable() -> String {
    let lead = rng.unit() < 0.4 ? pick(Self.oldLeads) : UInt32(0x1100 + int(0...18))
    let vowel = rng.unit() < 0.6 ? pick(Self.oldVowels) : UInt32(0x1161 + int(0...20))
    var scalars = [lead, vowel]
    if rng.unit() >= 0.5 {
      scalars.append(rng.unit() < 0.4 ? pick(Self.oldTails) : UInt32(0x11A8 + int(0...26)))
    }
    return String(String.UnicodeScalarView(scalars.map { Unicode.Scalar($0)! }))
  }

  private mutating func oldHangul() -> String {
    let (s, g) = koreanParts()
    let x = rng.unit()
    if x < 0.4 { return s.surname + oldSyllable() }
    if x < 0.7 { return oldSyllable() + g }
    return "\u{1112}\u{119E}\u{11AB}" + korean()  // ᄒᆞᆫ + a name
  }

  private mutating func emoji() -> String {
    let e = pick(Self.emoji)
    let x = rng.unit()
    if x < 0.3 { return e }
    let name = korean()
    return x < 0.7 ? "\(name) \(e)" : "\(e) \(name)"
  }

  private mutating func hanja() -> String {
    let (s, _) = koreanParts()
    var h = s.hanja
    if s.surname == "이" && rng.unit() < 0.2 { h = "\u{F9E1}" }  // compatibility ideograph 李
    let length = pick([1, 2, 2, 2])
    for _ in 0..<length { h.append(pick(Self.givenHanja)) }
    return h
  }
}

// MARK: - Tables

extension NameGenerator {
  /// Cumulative-weight sampler: O(log n) per draw.
  struct Sampler<Item: Sendable>: Sendable {
    let items: [Item]
    let cumulative: [Double]

    init(_ pairs: [(Item, Double)]) {
      items = pairs.map { $0.0 }
      var total = 0.0
      cumulative = pairs.map {
        total += $0.1
        return total
      }
    }

    func sample(_ rng: inout SeededGenerator) -> Item {
      let target = rng.unit() * cumulative.last!
      var low = 0
      var high = cumulative.count - 1
      while low < high {
        let mid = (low + high) / 2
        if cumulative[mid] > target { high = mid } else { low = mid + 1 }
      }
      return items[low]
    }
  }

  /// Samplers built once from the corpora and shared by every generator.
  struct Tables: Sendable {
    let surnames: Sampler<KoreanNameCorpus.Surname>
    let givenNames: Sampler<String>
    let firstSyllables: Sampler<String>
    let secondSyllables: Sampler<String>
    let categories: Sampler<Category>

    private static let base: (Sampler<KoreanNameCorpus.Surname>, Sampler<String>, Sampler<String>, Sampler<String>) = {
      let surnames = Sampler(KoreanNameCorpus.surnames.map { ($0, Double($0.count)) })
      let given = KoreanNameCorpus.givenNames
      let givenNames = Sampler(given.map { ($0.name, Double($0.count)) })
      var first: [String: Double] = [:]
      var second: [String: Double] = [:]
      for g in given where g.name.count == 2 {
        first[String(g.name.first!), default: 0] += Double(g.count)
        second[String(g.name.last!), default: 0] += Double(g.count)
      }
      // Sorted by code point so the sampler does not depend on dictionary order.
      let byScalar: ((String, Double), (String, Double)) -> Bool = {
        $0.0.unicodeScalars.first!.value < $1.0.unicodeScalars.first!.value
      }
      let firstPairs = first.map { ($0.key, $0.value) }.sorted(by: byScalar)
      let secondPairs = second.map { ($0.key, $0.value) }.sorted(by: byScalar)
      return (surnames, givenNames, Sampler(firstPairs), Sampler(secondPairs))
    }()

    static func shared(mix: [Category: Double]) -> Tables {
      let (s, g, f, t) = base
      let weights = Category.allCases.filter { $0 != .korean }.map { ($0, mix[$0] ?? 0) }
      return Tables(
        surnames: s, givenNames: g, firstSyllables: f, secondSyllables: t,
        categories: Sampler(weights))
    }
  }

  static let customarySpelling: [String: String] = [
    "김": "Kim", "이": "Lee", "박": "Park", "최": "Choi", "정": "Jung", "강": "Kang",
    "조": "Cho", "윤": "Yoon", "장": "Jang", "임": "Lim", "한": "Han", "오": "Oh",
    "서": "Seo", "신": "Shin", "권": "Kwon", "황": "Hwang", "안": "Ahn", "송": "Song",
    "류": "Ryu", "유": "Yoo", "홍": "Hong", "전": "Jeon", "고": "Ko", "문": "Moon",
    "손": "Son", "배": "Bae", "백": "Baek", "허": "Heo", "노": "Noh", "남궁": "Namgoong",
  ]

  static let westernGiven = [
    "Alice", "Andrew", "Anna", "Benjamin", "Bob", "Charlotte", "Chloe", "Daniel", "David",
    "Emily", "Emma", "Ethan", "Grace", "Hannah", "Henry", "Isaac", "James", "Jane", "John",
    "Julia", "Kevin", "Laura", "Liam", "Lucas", "Mark", "Mary", "Michael", "Noah", "Olivia",
    "Paul", "Peter", "Rachel", "Sarah", "Sophia", "Thomas", "William", "Zoe",
    "Émile", "Zoë", "Ångström", "Łukasz", "Øystein", "Ñuñez", "Ölçer", "Çelik", "Ülkü",
  ]

  static let emoji = ["😀", "🙂", "🐯", "⭐", "❤️", "🇰🇷", "👩‍👩‍👧", "👍🏽", "🎂", "☕"]
  static let givenHanja = [
    "民", "秀", "英", "俊", "智", "賢", "珍", "美", "浩", "成", "哲", "洙",
    "京", "淑", "熙", "鎬", "炫", "旻", "娟", "瑞", "恩",
  ]
  static let oldLeads: [UInt32] = [0x1140, 0x1159, 0x114C, 0x1107, 0x112B, 0x111D, 0xA960, 0xA964, 0xA971]
  static let oldVowels: [UInt32] = [0x119E, 0x11A1, 0xD7B0, 0x1188]
  static let oldTails: [UInt32] = [0x11EB, 0x11F0, 0x11F9, 0xD7CB, 0xD7DD]

  // Revised Romanization pieces without sound-change rules (as in gen_names.py).
  static let romanInitials = [
    "g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h",
  ]
  static let romanMedials = [
    "a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi", "yu", "eu",
    "ui", "i",
  ]
  static let romanFinals = [
    "", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "p", "l", "l", "p", "l", "m", "p", "p", "t", "t", "ng", "t",
    "t", "k", "t", "p", "t",
  ]

  /// Compatibility jamo for the 19 initial consonants, in syllable-arithmetic order.
  static let compatibilityInitialScalars: [UInt32] = [
    0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
    0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
  ]
  /// Halfwidth jamo (U+FFA1…) for the same 19 initials: U+3131+k ↔ U+FFA1+k.
  static let halfwidthInitials: [UInt32] = compatibilityInitialScalars.map { $0 - 0x3131 + 0xFFA1 }

  private static func syllableIndex(_ scalar: Unicode.Scalar) -> Int? {
    HangulSyllable.index(ofCodePoint: scalar.value)
  }

  static func romanize(_ c: Character) -> String {
    guard let s = c.unicodeScalars.first, let v = syllableIndex(s) else { return String(c) }
    let h = HangulSyllable.self
    return romanInitials[h.choseongIndex(ofIndex: v)] + romanMedials[h.jungseongIndex(ofIndex: v)]
      + romanFinals[h.jongseongIndex(ofIndex: v)]
  }

  static func capitalized(_ s: String) -> String {
    guard let first = s.first else { return s }
    return first.uppercased() + s.dropFirst().lowercased()
  }

  static func fullwidth(_ s: String) -> String {
    String(
      String.UnicodeScalarView(
        s.unicodeScalars.map {
          (0x21...0x7E).contains($0.value) ? Unicode.Scalar($0.value + 0xFEE0)! : $0
        }))
  }

  /// Initial-consonant indexes of the syllables of `name` (its other characters skipped).
  static func initialIndexes(_ name: String) -> [Int] {
    name.unicodeScalars.compactMap { syllableIndex($0).map { HangulSyllable.choseongIndex(ofIndex: $0) } }
  }

  static func compatibilityInitials(_ name: String) -> String {
    String(String.UnicodeScalarView(initialIndexes(name).map { Unicode.Scalar(compatibilityInitialScalars[$0])! }))
  }

  /// Syllables written as conjoining jamo (their canonical decomposition, NFD).
  static func conjoining(_ name: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in name.unicodeScalars {
      guard let v = syllableIndex(scalar) else {
        out.append(scalar)
        continue
      }
      let (l, m, t) = HangulSyllable.conjoiningJamo(ofIndex: v)
      out.append(Unicode.Scalar(l)!)
      out.append(Unicode.Scalar(m)!)
      if let t { out.append(Unicode.Scalar(t)!) }
    }
    return String(out)
  }
}
