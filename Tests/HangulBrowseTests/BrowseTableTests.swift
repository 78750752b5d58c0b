import HangulBrowse
import Testing

@Suite("Browse table")
struct BrowseTableTests {
  @Test("one name per line; empty lines skipped")
  func plainNames() {
    let table = BrowseTable(lines: ["까치", "", "가지", "Émile"])
    #expect(table.names == ["까치", "가지", "Émile"])
    #expect(table.columnTitles.isEmpty && table.columns.isEmpty)
  }

  @Test("TSV: the header names the columns after the name; short rows get empty values")
  func tsv() {
    let table = BrowseTable(lines: ["name\tparty\tarea", "홍길동\t녹색당\t서울", "김철수\t청색당", "\t무소속\t부산", "이영희\t\t부산"])
    #expect(table.names == ["홍길동", "김철수", "이영희"])
    #expect(table.columnTitles == ["party", "area"])
    #expect(table.columns == [["녹색당", "청색당", ""], ["서울", "", "부산"]])
  }
}
