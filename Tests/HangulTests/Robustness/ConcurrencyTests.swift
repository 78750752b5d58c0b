import HangulCorpus
import Testing

@testable import Hangul
@_spi(Development) @testable import HangulCore

/// One collator, one section index and one search index per input, shared by 8 tasks at
/// once, give exactly the serial answers. Run under ThreadSanitizer by `scripts/checks/tsan.sh` (no data race may be reported).
@Suite struct ConcurrencyTests {
  /// Everything one task computes from its names with the shared instances.
  struct Answers: Equatable, Sendable {
    var sorted: [String] = []
    var keys: [SortKey] = []
    var neighbourOrder: [KoreanCollator.Order] = []
    var titles: [String] = []
    var sections: [[String]] = []
    var icuSections: [[String]] = []
    var groupedByInitial: [[String]] = []
    var initials: [String] = []
    var keysTyped: [String] = []
    var searchHits: [[SearchResults.Hit]] = []
    var refinedHits: [SearchResults.Hit] = []
  }

  /// Queries typed into the search box, keystroke by keystroke for the refinement chain.
  static let queries = ["ㄱ", "김ㅁ", "ㅎㄱㄷ", "이서", "ㅇㅅㅇ", "Kim", "박", "ㄲ", "😀", ""]
  static let keystrokes = ["ㄱ", "김", "김ㅁ", "김미", "김민", "김민ㅅ"]

  /// 8 inputs of 1,500 generated names each, 30 % of them from the stress categories
  /// (NFD, halfwidth, compatibility jamo, old Hangul, emoji, Hanja, Latin, digits).
  static let inputs: [[String]] = (0..<8).map { task in
    var configuration = NameGenerator.Configuration()
    configuration.otherShare = 0.3
    var generator = NameGenerator(seed: 900 + UInt64(task), configuration: configuration)
    return (0..<1_500).map { _ in generator.next() }
  }

  static func answers(
    for names: [String], collator: KoreanCollator, index: SectionIndex, icuIndex: SectionIndex,
    search: SearchIndex
  ) throws -> Answers {
    var answers = Answers()
    answers.sorted = try collator.sorted(names)
    answers.keys = try names.map { try collator.sortKey(for: $0) }
    answers.neighbourOrder = try zip(names, names.dropFirst()).map { try collator.compare($0, $1) }
    answers.titles = try names.map { try index.title(for: $0) }
    answers.sections = try index.sections(of: names).sections.map(\.items)
    answers.icuSections = try icuIndex.sections(of: names).sections.map(\.items)
    answers.groupedByInitial = try collator.grouped(
      names, by: { String(choseong(of: $0).prefix(1)) }, orderedBy: { $0 }
    )
    .sections.map(\.items)
    answers.initials = names.map { choseong(of: $0) }
    answers.keysTyped = names.map { assemble(disassemble($0)) }
    answers.searchHits = queries.map { Array(search.search($0)) }
    var results: SearchResults? = nil
    for keystroke in keystrokes { results = search.search(keystroke, refining: results) }
    answers.refinedHits = results.map { Array($0) } ?? []
    return answers
  }

  @Test func sharedCollatorAndIndicesFromEightTasks() async throws {
    let collator = try KoreanCollator()
    let index = try SectionIndex()
    let icuIndex = try SectionIndex(layout: .icu, separatesDoubleConsonants: true)
    let searchIndices = try Self.inputs.map { try SearchIndex($0, collator: collator) }
    let serial = try Self.inputs.indices.map {
      try Self.answers(
        for: Self.inputs[$0], collator: collator, index: index, icuIndex: icuIndex, search: searchIndices[$0])
    }
    // Each task works through every input, starting at its own, so all 8 tasks hit the
    // shared ICU objects at once with different text.
    let concurrent = try await withThrowingTaskGroup(of: (Int, [Answers]).self) { group in
      for task in 0..<8 {
        group.addTask {
          var answers = [Answers](repeating: Answers(), count: Self.inputs.count)
          for step in 0..<Self.inputs.count {
            let i = (task + step) % Self.inputs.count
            answers[i] = try Self.answers(
              for: Self.inputs[i], collator: collator, index: index, icuIndex: icuIndex,
              search: searchIndices[i])
          }
          return (task, answers)
        }
      }
      var all = [[Answers]](repeating: [], count: 8)
      for try await (task, answers) in group { all[task] = answers }
      return all
    }
    for (task, answers) in concurrent.enumerated() {
      #expect(answers == serial, "task \(task)")
    }
    #expect(serial.allSatisfy { $0.sorted.count == 1_500 && $0.sections.joined().count == 1_500 })
    #expect(serial.allSatisfy { $0.searchHits.last?.count == 1_500 })  // the empty query
    #expect(serial.contains { !$0.searchHits[0].isEmpty && !$0.refinedHits.isEmpty })
  }

  /// Instances made concurrently (ICU's collator cache and index construction) agree.
  @Test func instancesCreatedConcurrentlyAgree() async throws {
    let names = Self.inputs[0]
    let expected = try SectionIndex().sections(of: names).sections.map(\.items)
    let lists = try await withThrowingTaskGroup(of: [[String]].self) { group in
      for _ in 0..<8 {
        group.addTask { try SectionIndex().sections(of: names).sections.map(\.items) }
      }
      var lists: [[[String]]] = []
      for try await list in group { lists.append(list) }
      return lists
    }
    #expect(lists.count == 8 && lists.allSatisfy { $0 == expected })
  }

  /// Tables built by two threads (each half written into its part of one buffer) from 4
  /// tasks at once equal the one-thread table: under ThreadSanitizer, no race between the
  /// halves or with the closing-up.
  @Test func twoThreadChoseongTablesFromFourTasks() async {
    let names = Self.inputs.flatMap { $0 }
    let expected = Array(ChoseongTable(names, splitsAcrossCores: false))
    let tables = await withTaskGroup(of: [String].self) { group in
      for _ in 0..<4 {
        group.addTask { Array(ChoseongTable(names, splitsAcrossCores: true)) }
      }
      var tables: [[String]] = []
      for await table in group { tables.append(table) }
      return tables
    }
    #expect(tables.count == 4 && tables.allSatisfy { $0 == expected })
    #expect(expected.count == 12_000)
  }
}
