import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore

/// Every match also gives its ranges in UTF-16 offsets of the item as given (what `NSRange`,
/// `NSAttributedString` and JavaScript count), for the matcher and the index.
@Suite struct SearchUTF16RangesTests {
  /// The UTF-16 offsets of character offsets, by the standard library's index arithmetic.
  static func utf16(_ ranges: [Range<Int>], in text: String) -> [Range<Int>] {
    func offset(_ characters: Int) -> Int {
      text.utf16.distance(from: text.startIndex, to: text.index(text.startIndex, offsetBy: characters))
    }
    return ranges.map { offset($0.lowerBound)..<offset($0.upperBound) }
  }

  static let items: [String] = [
    "😀 홍길동", "👩\u{200D}👩\u{200D}👧 김민수", "🇰🇷홍길동", "e\u{301}길동", "Zoe\u{308} 김수한",
    "홍길동".decomposedForTest, "김 " + "민수".decomposedForTest, "𝐀 김민수", "❤\u{FE0F}하늘", "홍 길동 😀",
    "강뭐\u{D7DD}", "각\u{1161}나", "ᄀᆞ나",
  ]

  @Test func examples() throws {
    #expect(HangulSearchQuery("ㄱㄷ").match(in: "😀 홍길동")?.utf16Ranges == [4..<6])
    let nfd = "홍길동".decomposedForTest
    let match = try #require(HangulSearchQuery("길").match(in: nfd))
    #expect(match.characterRanges == [1..<2])
    #expect(match.utf16Ranges == [3..<6])  // 홍 is three conjoining jamo, 길 three more
  }

  @Test(arguments: [
    "ㄱㄷ", "길ㄷ", "ㄱㅁ", "김ㅁ", "홍길", "ㅎ", "김당", "민수", "ㄴ", "하늘", "ㄱ", "e\u{301}", "😀", "ㅎㄱ",
  ])
  func utf16RangesAreTheCharacterRangesInUTF16(query: String) throws {
    let index = try SearchIndex(Self.items)
    for options in [SearchOptions(), SearchOptions(ignoresSpaces: true), SearchOptions(mode: .prefix)] {
      let q = HangulSearchQuery(query, options: options)
      for item in Self.items {
        guard let match = q.match(in: item) else { continue }
        #expect(match.utf16Ranges == Self.utf16(match.characterRanges, in: item), "\(query) in \(item)")
        #expect(match.utf16Ranges.count == match.ranges.count)
      }
      for hit in index.search(q) {
        let item = Self.items[hit.itemOffset]
        #expect(hit.utf16Ranges(in: item) == Self.utf16(hit.characterRanges, in: item), "\(query) in \(item)")
      }
    }
  }
}
