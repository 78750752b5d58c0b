import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore

/// Hanja read as South Koreans write names (see `HanjaReading`): the reading ICU files each
/// character with, then the initial sound law on each word's first character.
@Suite struct HanjaReadingTests {
  static let reading = HanjaReading()

  @Test(arguments: [
    ("李民秀", "이민수"), ("李麗", "이려"), ("柳寬順", "유관순"), ("呂", "여"), ("梁", "양"), ("陸", "육"),
    ("龍", "용"), ("廉", "염"), ("羅", "나"), ("盧", "노"), ("女", "여"), ("金민수", "김민수"), ("李민수", "이민수"),
    ("김李", "김리"), ("羅 盧", "나 노"), ("Kim 李", "Kim 이"), ("樂", "악"),
  ])
  func readsNames(hanja: String, expected: String) {
    #expect(Self.reading.read(hanja) == expected)
  }

  @Test func readingIsTheSyllableICUFilesTheCharacterWith() throws {
    let primary = try KoreanCollator(options: .init(strength: .primary))
    for han in ["李", "金", "柳", "羅", "樂", "女", "朴", "崔"] {
      let syllable = try #require(Self.reading.syllable(for: Character(han)))
      #expect(try primary.compare(syllable.description, han) == .equal)
    }
    #expect(Self.reading.syllable(for: "가") == nil)
    #expect(Self.reading.syllable(for: "A") == nil)
  }
}

/// The readings against ICU through PyICU (`scripts/data/fixtures/make-hanja-reading-fixture.sh`:
/// the syllable whose primary sort key equals the character's, every syllable's key
/// computed), and the option in choseong, the section index and search.
@Suite struct HanjaReadingOptionTests {
  static let reading = HanjaReading()

  @Test func readingsAreICUs() throws {
    let lines = try #require(FixtureFiles.lines("hanja-readings.tsv"))
    #expect(lines.count > 50)
    for line in lines {
      let fields = line.split(separator: "\t").map(String.init)
      let expected = fields[1] == "-" ? nil : HangulSyllable(fields[1].unicodeScalars.first!)
      #expect(Self.reading.syllable(for: Character(fields[0])) == expected, "\(fields[0])")
    }
  }

  @Test func choseongReadsHanjaWhenAsked() {
    #expect(choseong(of: "李民秀", options: ChoseongOptions(readsHanja: true)) == "ㅇㅁㅅ")
    #expect(choseong(of: "李民秀") == "李民秀")
    #expect(choseong(of: "羅 李麗", options: ChoseongOptions(readsHanja: true)) == "ㄴ ㅇㄹ")
    #expect(choseong(of: "김 李", options: ChoseongOptions(nonHangul: .drop, readsHanja: true)) == "ㄱㅇ")
  }

  @Test func sectionIndexFilesAndSortsByTheReading() throws {
    let names = ["李민수", "이민수", "리민수", "이서연", "羅영", "나영", "金철수"]
    let read = try SectionIndex(readsHanja: true).sections(of: names)
    let byTitle = Dictionary(uniqueKeysWithValues: read.sections.map { ($0.title, $0.items) })
    #expect(byTitle["ㅇ"] == ["李민수", "이민수", "이서연"])  // equal readings keep their input order
    #expect(byTitle["ㄴ"]?.contains("羅영") == true)
    #expect(byTitle["ㄹ"] == ["리민수"])
    #expect(try SectionIndex(readsHanja: true).title(for: "李민수") == "ㅇ")
    #expect(try SectionIndex().title(for: "李민수") == "ㄹ")  // ICU: 李 is 리
  }

  @Test func searchFindsHanjaByTheirReading() throws {
    let options = SearchOptions(readsHanja: true)
    let match = try #require(HangulSearchQuery("ㅇㅁ", options: options).match(in: "李民秀"))
    #expect(match.characterRanges == [0..<2])
    #expect(!HangulSearchQuery("ㅇㅁ").matches("李民秀"))
    let names = ["李民秀", "이민수", "김李", "柳寬順", "羅 盧", "리민수", "홍길동"]
    let index = try SearchIndex(names)
    for query in ["ㅇㅁ", "이민", "ㄹ", "리", "ㄴ ㄴ", "유관", "ㄱㄹ", "李", "민수", "ㅇ"] {
      let q = HangulSearchQuery(query, options: options)
      let expected = names.indices.filter { q.matches(names[$0]) }
      #expect(Set(index.search(q).itemOffsets) == Set(expected), "\(query)")
      for hit in index.search(q) {
        #expect(hit.characterRanges == q.match(in: names[hit.itemOffset])?.characterRanges)
      }
    }
    #expect(Set(index.search("ㅇㅁ", options: options).itemOffsets) == [0, 1])
    #expect(index.search("ㅇㅁ").itemOffsets == [1])
  }
}
