import CICU
import Testing

/// The bridge's buffer sizes near ICU's `int32_t` limit, tested with lengths alone (no
/// gigabyte allocations): they saturate instead of wrapping around.
@Suite struct BufferLimitTests {
  @Test func capacitiesGrowAsAsked() {
    #expect(cicu_grown_capacity(10, 3, 16) == 46)
    #expect(cicu_grown_capacity(0, 4, 16) == 16)
    #expect(cicu_grown_capacity(1_000, 1, 1) == 1_001)
  }

  /// `src_length * 3 + 16` (normalization) and `units * 4 + 16` (transliteration) overflowed
  /// `int32_t` above about 715 M and 537 M UTF-16 units.
  @Test func capacitiesSaturateAtICUsLimitInsteadOfOverflowing() {
    #expect(cicu_grown_capacity(Int32.max / 3 + 1, 3, 16) == Int32.max)
    #expect(cicu_grown_capacity(715_827_877, 3, 16) == Int32.max)
    #expect(cicu_grown_capacity(536_870_908, 4, 16) == Int32.max)
    #expect(cicu_grown_capacity(Int32.max, 4, 16) == Int32.max)
    #expect(cicu_grown_capacity(Int32.max, 1, 1) == Int32.max)
    #expect(cicu_grown_capacity(Int32.max - 16, 1, 16) == Int32.max)
  }

  @Test func negativeSizesGiveZero() {
    #expect(cicu_grown_capacity(-1, 3, 16) == 0)
    #expect(cicu_grown_capacity(10, -3, 16) == 0)
  }

  /// ICU reads a negative length as "up to the NUL"; the bridge refuses it instead.
  @Test func negativeTextLengthIsAnError() {
    var status: Int32 = 0
    var out = [CChar](repeating: 0, count: 16)
    let n = cicu_normalize_utf8(Int32(CICU_NFC), "가", -1, &out, Int32(out.count), &status)
    #expect(n == 0)
    #expect(String(cString: cicu_error_name(status)) == "U_ILLEGAL_ARGUMENT_ERROR")

    status = 0
    let t = cicu_transliterator_open("Hangul-Latin", &status)
    defer { cicu_transliterator_close(t) }
    #expect(status == 0)
    _ = cicu_transliterate_utf8(t, "가", -1, &out, Int32(out.count), &status)
    #expect(String(cString: cicu_error_name(status)) == "U_ILLEGAL_ARGUMENT_ERROR")
  }

  /// 쐛 romanizes to 7 letters (PyICU 78.3, `Hangul-Latin`), more than the first guess of
  /// 4 units per unit + 16: the retry with the length ICU reports gives the whole answer.
  @Test func transliterationGrowsItsBufferToTheLengthICUReports() {
    var status: Int32 = 0
    let t = cicu_transliterator_open("Hangul-Latin", &status)
    defer { cicu_transliterator_close(t) }
    let text = String(repeating: "쐛", count: 100)
    var out = [CChar](repeating: 0, count: 1_024)
    let n = cicu_transliterate_utf8(t, text, Int32(text.utf8.count), &out, Int32(out.count), &status)
    #expect(status <= 0)
    #expect(n == 700)
    let latin = String(decoding: out.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #expect(latin == String(repeating: "sswaelb", count: 100))
  }
}
