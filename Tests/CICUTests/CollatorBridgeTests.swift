import CICU
import Testing

/// The C bridge on its own: ICU opens, collates and fails loudly.
@Suite struct CollatorBridgeTests {
  private func compare(_ collator: OpaquePointer?, _ a: String, _ b: String) -> Int32 {
    var status: Int32 = 0
    let r = cicu_collator_compare_utf8(collator, a, Int32(a.utf8.count), b, Int32(b.utf8.count), &status)
    #expect(status <= 0)
    return r
  }

  @Test func koreanCollatorOrdersHangulBeforeLatin() throws {
    var status: Int32 = 0
    let collator = cicu_collator_open("ko", 1, &status)
    #expect(status == 0)
    defer { cicu_collator_close(collator) }
    #expect(compare(collator, "가", "나") == -1)
    #expect(compare(collator, "나", "A") == -1)
    #expect(compare(collator, "가", "A") == -1)
    #expect(compare(collator, "A", "가") == 1)
  }

  @Test func unknownLocaleIsAnErrorWhenExactLocaleIsAsked() {
    var status: Int32 = 0
    let collator = cicu_collator_open("xx-not-a-locale", 1, &status)
    #expect(collator == nil)
    #expect(String(cString: cicu_error_name(status)) == "U_MISSING_RESOURCE_ERROR")
  }

  @Test func invalidAttributeValueIsAnError() {
    var status: Int32 = 0
    let collator = cicu_collator_open("ko", 1, &status)
    defer { cicu_collator_close(collator) }
    cicu_collator_set_strength(collator, 7, &status)
    #expect(String(cString: cicu_error_name(status)) == "U_ILLEGAL_ARGUMENT_ERROR")
  }

  @Test func normalizesHangulBothWays() {
    let nfc = "한글"
    var status: Int32 = 0
    var out = [CChar](repeating: 0, count: 64)
    let n = cicu_normalize_utf8(Int32(CICU_NFD), nfc, Int32(nfc.utf8.count), &out, 64, &status)
    #expect(status == 0)
    let nfd = String(decoding: out[0..<Int(n)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #expect(nfd.unicodeScalars.map(\.value) == [0x1112, 0x1161, 0x11AB, 0x1100, 0x1173, 0x11AF])
  }
}
