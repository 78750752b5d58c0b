import HangulCorpus
import Testing

@Suite struct NameGeneratorTests {
  @Test func sameSeedGivesIdenticalNames() {
    var a = NameGenerator(seed: 42)
    var b = NameGenerator(seed: 42)
    #expect(a.names(count: 20_000) == b.names(count: 20_000))
  }

  @Test func differentSeedsGiveDifferentNames() {
    var a = NameGenerator(seed: 1)
    var b = NameGenerator(seed: 2)
    #expect(a.names(count: 100) != b.names(count: 100))
  }

  @Test func koreanSurnamesFollowTheCensus() {
    var generator = NameGenerator(seed: 42)
    var kim = 0
    var korean = 0
    let table = KoreanNameCorpus.surnames
    let kimShare =
      Double(table.first { $0.surname == "김" }!.count)
      / Double(table.reduce(0) { $0 + $1.count })
    for _ in 0..<100_000 {
      let (name, category) = generator.nextEntry()
      guard category == .korean else { continue }
      korean += 1
      // 김 is never a prefix of another surname in the table, so the first syllable decides.
      if name.hasPrefix("김") { kim += 1 }
    }
    let share = Double(kim) / Double(korean)
    #expect(abs(share - kimShare) < 0.01, "김 share \(share) vs census \(kimShare)")
    // 5 % stress entries by default (binomial, 100k draws: well within ±0.5 %).
    #expect(abs(Double(100_000 - korean) / 100_000 - 0.05) < 0.005)
  }

  @Test func everyStressCategoryAppears() {
    var config = NameGenerator.Configuration()
    config.otherShare = 1
    var generator = NameGenerator(seed: 7, configuration: config)
    var seen = Set<NameGenerator.Category>()
    for _ in 0..<5_000 { seen.insert(generator.nextEntry().category) }
    #expect(seen == Set(NameGenerator.Category.allCases).subtracting([.korean]))
  }

  @Test func nfdEntriesAreConjoiningJamo() {
    var config = NameGenerator.Configuration()
    config.otherShare = 1
    config.mix = [.nfd: 1]
    var generator = NameGenerator(seed: 9, configuration: config)
    for _ in 0..<1_000 {
      let name = generator.next()
      #expect(name.unicodeScalars.allSatisfy { (0x1100...0x11FF).contains($0.value) })
    }
  }
}
