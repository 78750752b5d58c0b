import HangulTestSupport
import Testing

@testable import HangulCore

/// 받침 checks against es-hangul's `hasBatchim` for every syllable and compatibility letter.
@Suite struct BatchimTests {
  @Test func matchesESHangul() throws {
    let rows = try CoreTestSupport.fixture("es-hangul-syllables.tsv")
    #expect(rows.count == 11_172 + 51)
    for row in rows {
      let text = row[0]
      #expect(hasBatchim(text) == (row[3] == "1"), "\(text)")
      #expect(hasBatchim(text, only: .single) == (row[4] == "1"), "\(text)")
      #expect(hasBatchim(text, only: .cluster) == (row[5] == "1"), "\(text)")
      let nfd = CoreTestSupport.oracleNormalized(text, .nfd)
      #expect(hasBatchim(nfd) == hasBatchim(text), "\(text) in NFD")
      #expect(hasBatchim("사람 " + text) == hasBatchim(text))
    }
  }

  @Test func examples() {
    #expect(hasBatchim("값"))
    #expect(!hasBatchim("사과"))
    #expect(!hasBatchim("값", only: .single))
    #expect(hasBatchim("갔", only: .single))
    #expect(!hasBatchim(""))
    #expect(!hasBatchim("Apple"))
    #expect(!hasBatchim("ㄱ"))
    #expect(!hasBatchim("김민수 😀"))
  }
}
