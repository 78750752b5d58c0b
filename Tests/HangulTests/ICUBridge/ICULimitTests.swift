import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore

/// Text longer than ICU's `int32_t` lengths is a clear error, not a trap. Every length goes
/// through `icuLength`, so the guard is tested with lengths alone (no gigabyte strings).
@Suite struct ICULimitTests {
  @Test func lengthsUpToICUsLimitPass() throws {
    #expect(try icuLength(0, "op") == 0)
    #expect(try icuLength(3, "op") == 3)
    #expect(try icuLength(Int(Int32.max), "op") == Int32.max)
  }

  @Test func longerTextIsAnInputTooLongError() {
    for count in [Int(Int32.max) + 1, Int(UInt32.max), Int.max] {
      #expect {
        _ = try icuLength(count, "unorm2_normalize")
      } throws: { error in
        guard let error = error as? ICUError else { return false }
        return error.name == "U_INPUT_TOO_LONG_ERROR" && error.operation.hasPrefix("unorm2_normalize")
          && error.operation.contains("\(count)")
      }
    }
  }

  @Test func bufferCapacitiesStayWithinInt32() {
    #expect(icuCapacity(0) == 16)
    #expect(icuCapacity(100) == 100)
    #expect(icuCapacity(Int(Int32.max) + 1) == Int(Int32.max))
    #expect(icuCapacity(Int.max / 2) == Int(Int32.max))
  }

  /// The paths that reach ICU still answer for ordinary text.
  @Test func ordinaryTextStillNormalizesAndTransliterates() throws {
    #expect(try "한".normalized(.nfd).unicodeScalars.map(\.value) == [0x1112, 0x1161, 0x11AB])
    #expect(try "\u{1112}\u{1161}\u{11AB}".isNormalized(.nfc) == false)
    #if ICU
      let long = String(repeating: "쐛", count: 100)
      #expect(try Transliterator(id: "Hangul-Latin").transliterate(long) == String(repeating: "sswaelb", count: 100))
    #endif
  }
}
