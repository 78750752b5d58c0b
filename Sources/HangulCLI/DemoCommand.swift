import ArgumentParser
import Hangul
import HangulCorpus
import HangulDatabase
import HangulNavigation
import HangulSQLite
import SectionNavigation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `hangul demo`: a tour of every capability on the bundled corpus; needs no input.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "A tour of every capability on the bundled name corpus (no input needed)."
  )

  @Option(help: "How many names to generate from the bundled corpus.")
  var count = 2_000

  @Option(help: "Seed of the name generator (same seed, same names).")
  var seed: UInt64 = 42

  func run() throws {
    try reportingErrors {
      try tour()
      Output.flush()
    }
  }

  private func heading(_ text: String) {
    Output.line("")
    Output.line("== \(text)")
  }

  /// The `hangul db` part of the tour, on a SQLite file in the temporary directory (removed
  /// afterwards), so the demo needs no server.
  private func databaseTour(_ names: [String]) throws {
    heading("db (a SQLite file: hangul db import|sections|list|search --database sqlite:PATH)")
    let directory = String(cString: getenv("TMPDIR") ?? strdup("/tmp"))
    let path = "\(directory)/hangul-demo-\(getpid()).db"
    defer { for suffix in ["", "-journal", "-wal", "-shm"] { unlink(path + suffix) } }
    let store = try databaseCall { () throws(DatabaseError) in
      try SQLiteNameStore(path: path, table: TableName("names"), creating: true)
    }
    let added = try store.importNames(replacing: true) { add in
      for name in names + ["O'Brien", "'); DROP TABLE names; --"] { try add(name) }
    }
    Output.line("import: \(added) names with their keys, one transaction (names are bound parameters)")
    let sections = try databaseCall { () throws(DatabaseError) in try store.sections() }
    Output.line("sections: " + sections.map { "\($0.title) \($0.count)" }.joined(separator: " · "))
    let first = try databaseCall { () throws(DatabaseError) in try store.list(section: "ㅎ", after: nil, limit: 4) }
    let second = try databaseCall { () throws(DatabaseError) in
      try store.list(section: "ㅎ", after: first.next, limit: 4)
    }
    Output.line(
      "list --section ㅎ --limit 4: \(first.items.joined(separator: ", ")); next page: \(second.items.joined(separator: ", "))"
    )
    let query = names.first.map { String($0.prefix(1)) + choseong(of: String($0.dropFirst().prefix(1))) } ?? "ㅎㄱ"
    let hits = try databaseCall { () throws(DatabaseError) in
      try store.search(query, options: SearchOptions(allowsCarryOver: false), limit: 5)
    }
    Output.line("search \(query) --limit 5: \(hits.map(\.name).joined(separator: ", "))")
    let sql = try databaseCall { () throws(DatabaseError) in
      try store.search("'); DROP", options: SearchOptions(allowsCarryOver: false), limit: nil)
    }
    Output.line("search \"'); DROP\": \(sql.map(\.name).joined(separator: ", ")) (the table is still there)")
  }

  private func tour() throws {
    Output.line(
      "hangul demo: \(count) names generated (seed \(seed)) from the bundled corpora: "
        + "\(KoreanNameCorpus.surnames.count) census surnames, \(KoreanNameCorpus.givenNames.count) registered given names. "
        + "ICU \(ICUVersion.current).")
    // Realistic names only: a census surname and a registered given name each (the stress
    // categories — halfwidth, old Hangul, emoji … — are for the tests, not for a tour).
    var realistic = NameGenerator.Configuration()
    realistic.otherShare = 0
    realistic.realGivenShare = 1
    var generator = NameGenerator(seed: seed, configuration: realistic)
    let names = generator.names(count: count)

    heading("decompose (jamo level; syllable and full levels with --level)")
    for word in ["값", "과일", "까치", "닭"] {
      Output.line("\(word)\t→ \(disassemble(word))\tfull: \(disassemble(word, level: .full))")
    }

    heading("compose (2-set keyboard automaton)")
    for jamo in ["ㄱㅏㅂㅅ", "ㄷㅏㄺㅏ", "ㅎㅏㄴㄱㅡㄹ", "ㄱㅏ!ㄴㅏ"] {
      Output.line("\(jamo)\t→ \(assemble(jamo))")
    }

    heading("choseong (NFC and NFD give the same answer)")
    for name in Array(names.prefix(4)) + ["김 Andrew", "1조", "\u{1112}\u{119E}\u{11AB}글"] {
      Output.line("\(name)\t→ \(choseong(of: name))")
    }

    heading("sort (ICU ko collation): first and last 6 of \(names.count)")
    let sorted = try KoreanCollator().sorted(names)
    Output.line(sorted.prefix(6).joined(separator: "  "))
    Output.line("…")
    Output.line(sorted.suffix(6).joined(separator: "  "))

    heading("index (contacts layout: ㄱ…ㅎ, A–Z, #)")
    let list = try SectionIndex().sections(of: names)
    for section in list.sections {
      let sample = section.items.prefix(4).joined(separator: ", ")
      Output.line("\(section.title)\t\(section.items.count)\t\(sample)\(section.items.count > 4 ? ", …" : "")")
    }
    Output.line("(\(list.itemCount) names in \(list.sections.count) sections; index strip: \(list.titles.joined()))")

    heading("search (choseong, whole and half-typed syllables; ranked, matches in [brackets])")
    let searchIndex = try SearchIndex(names)
    let queries = [choseong(of: sorted[sorted.count / 2]), "김ㅁ", "이서", "ㅈㅎ"]
    for query in queries {
      let results = searchIndex.search(query)
      let shown = results.prefix(5).map { SearchCommand.bracketed(names[$0.itemOffset], $0.characterRanges) }
      Output.line("\(query)\t\(results.count) found: \(shown.joined(separator: ", "))\(results.count > 5 ? ", …" : "")")
    }

    heading("next (floating \"next section\" button)")
    let navigator = try SectionNavigator(titles: list.sections.map(\.title), indexTitles: list.titles)
    for visible in [[], ["ㄱ"], ["ㄴ", "ㄱ"], ["ㅎ"], [list.sections.last?.title ?? "#"]] {
      let next = navigator.next(after: visible)?.title ?? "(none: end of list)"
      Output.line("visible [\(visible.joined(separator: ","))]\t→ next \(next)")
    }
    Output.line("tap on empty title ㅋ → section \(navigator.section(forIndexTitle: "ㅋ")?.title ?? "-")")
    try particlesAndNumbers(names)
    romanizationTour(names)
    try databaseTour(names)

    heading("search options")
    let typedName = "김다연"
    let keys = Array(disassemble(typedName))
    let states = (1...keys.count).map { assemble(String(keys[..<$0])) }
    let typedIndex = try SearchIndex([typedName])
    let kept = states.map { typedIndex.search($0).isEmpty ? "\($0)✗" : $0 }
    let exact = SearchOptions(allowsCarryOver: false)
    let dropped = states.map { typedIndex.search($0, options: exact).isEmpty ? "\($0)✗" : $0 }
    Output.line(
      "carry-over (typing \(typedName)): \(kept.joined(separator: " ")); off: \(dropped.joined(separator: " "))")
    let emojiName = "😀 홍길동"
    if let match = HangulSearchQuery("ㄱㄷ").match(in: emojiName) {
      Output.line(
        "UTF-16 ranges: ㄱㄷ in \(emojiName): characters \(Self.offsets(match.characterRanges)), utf16 \(Self.offsets(match.utf16Ranges))"
      )
    }
    let latinFirst = try SectionIndex(layout: .contactsLatinFirst).sections(of: ["김민수", "Alice", "1반", "Zoe", "가나"])
    Output.line(
      "index --latin-first: \(latinFirst.sections.map { "\($0.title) \($0.items.joined(separator: ","))" }.joined(separator: " · "))"
    )
    let hanjaReading = HanjaReading()
    Output.line(
      "Hanja reading: 李民秀 → \(hanjaReading.read("李民秀")), choseong "
        + "\(choseong(of: "李民秀", options: ChoseongOptions(readsHanja: true))), 羅 李麗 → \(hanjaReading.read("羅 李麗"))")
    let typoNames = ["홍길동", "홍길둥", "김수한"]
    let typoResults = try SearchIndex(typoNames).search("홍길둥", options: SearchOptions(toleratesTypos: true))
    Output.line(
      "typos (홍길둥): "
        + typoResults.map { "\(typoNames[$0.itemOffset])\($0.isTypoMatch ? " (typo)" : "")" }.joined(separator: ", "))
  }

  /// The particle and number-reading part of the tour.
  private func particlesAndNumbers(_ names: [String]) throws {
    heading("josa (particle forms: 이/가, 을/를, 으로/로 …; digits read in Sino-Korean)")
    for word in Array(names.prefix(3)) + ["지름길", "때밀이", "3", "10", "KTX", "Apple"] {
      let forms = [Josa.subject, .object, .direction, .politeCopula].map { josa(word, $0) }
      Output.line("\(word)\t→ \(forms.joined(separator: "  "))")
    }

    heading("number (Sino-Korean, mixed, native, modifier, ordinal, days)")
    for number in [12345, -210000, 100_000_000] {
      let spaced = KoreanNumber.sinoKorean(number, options: SinoKoreanOptions(spacesBetweenGroups: true))
      Output.line("\(number)\t→ \(KoreanNumber.sinoKorean(number))  \(spaced)  \(KoreanNumber.mixed(number))")
    }
    for number in [1, 2, 3, 12, 20, 21] {
      let readings = [
        try KoreanNumber.native(number), try KoreanNumber.modifier(number), try KoreanNumber.ordinal(number),
        try KoreanNumber.days(number),
      ]
      Output.line("\(number)\t→ \(readings.joined(separator: "  "))")
    }
  }

  /// Romanization and standard pronunciation.
  private func romanizationTour(_ names: [String]) {
    heading("romanize (Revised Romanization; --name for personal names)")
    for word in ["백마", "신라", "같이", "압구정"] { Output.line("\(word)\t→ \(romanize(word))") }
    let name = RomanizationOptions(isPersonalName: true)
    for person in ["홍빛나", "남궁민수"] + names.prefix(2) {
      let customary = RomanizationOptions(isPersonalName: true, usesHyphens: true, usesCustomarySurnames: true)
      Output.line(
        "\(person)\t→ \(romanize(person, options: name))\t(passport style: \(romanize(person, options: customary)))")
    }
    heading("pronounce (표준 발음법; --no-hard-conversion leaves out tensification)")
    for word in ["국물", "신라", "굳이", "놓고", "국밥"] { Output.line("\(word)\t→ [\(pronounce(word))]") }
  }

  /// Ranges as `start..<end` text.
  static func offsets(_ ranges: [Range<Int>]) -> String {
    "[" + ranges.map { "\($0.lowerBound)..<\($0.upperBound)" }.joined(separator: ", ") + "]"
  }
}
