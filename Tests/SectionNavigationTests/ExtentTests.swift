import HangulCorpus
import Testing

@testable import SectionNavigation

@Suite("Extent and visible fraction")
struct ExtentTests {
  @Test("ends are stored in order, length is never negative")
  func endsInOrder() {
    let extent = Extent(lower: 10, upper: 0)
    #expect(extent.lower == 0 && extent.upper == 10)
    #expect(extent == Extent(lower: 0, upper: 10))
    #expect(Extent(lower: 5, length: -5) == Extent(lower: 0, upper: 5))
    #expect(Extent(lower: 100, upper: 144).length == 44)
    #expect(Extent(lower: 0, upper: 44).description == "0.0..<44.0")
  }

  @Test("visible fraction of rows at, across and beyond the viewport's edges")
  func visibleFractions() {
    let viewport = Extent(lower: 0, upper: 600)
    #expect(Extent(lower: 560, upper: 640).visibleFraction(in: viewport) == 0.5)
    #expect(Extent(lower: -20, upper: 60).visibleFraction(in: viewport) == 0.75)
    #expect(Extent(lower: 100, upper: 180).visibleFraction(in: viewport) == 1)
    #expect(Extent(lower: 600, upper: 680).visibleFraction(in: viewport) == 0)  // touches only
    #expect(Extent(lower: -80, upper: 0).visibleFraction(in: viewport) == 0)
    #expect(Extent(lower: -100, upper: 900).visibleFraction(in: viewport) == 0.6)
    #expect(Extent(lower: 100, upper: 144).visibleFraction(in: Extent(lower: 0, length: 122)) == 0.5)
  }

  @Test("points, empty viewports and NaN never give NaN")
  func degenerate() {
    let viewport = Extent(lower: 0, upper: 600)
    #expect(Extent(lower: 300, upper: 300).visibleFraction(in: viewport) == 1)
    #expect(Extent(lower: 0, upper: 0).visibleFraction(in: viewport) == 0)
    #expect(Extent(lower: 600, upper: 600).visibleFraction(in: viewport) == 0)
    #expect(Extent(lower: 10, upper: 20).visibleFraction(in: Extent(lower: 15, upper: 15)) == 0)
    let nan = Extent(lower: .nan, upper: 10)
    #expect(nan.visibleFraction(in: viewport) == 0)
    #expect(Extent(lower: 10, upper: 20).visibleFraction(in: Extent(lower: .nan, upper: 5)) == 0)
    #expect(!nan.isFinite)
    #expect(!Extent(lower: 0, upper: .infinity).isFinite)
  }

  @Test("intersects and overlap agree with the reference on random integer extents")
  func intersectsProperty() {
    var random = SplitMix64(seed: 0x5EED_0001)
    for _ in 0..<20_000 {
      let a = Extent(
        lower: Double(Int.random(in: -20...20, using: &random)),
        length: Double(Int.random(in: 0...15, using: &random)))
      let b = Extent(
        lower: Double(Int.random(in: -20...20, using: &random)),
        length: Double(Int.random(in: 0...15, using: &random)))
      #expect(a.visibleFraction(in: b) == LinearReference.fraction(of: a, in: b))
      let sharesLength = max(a.lower, b.lower) < min(a.upper, b.upper)
      #expect(a.overlap(with: b) == (sharesLength ? min(a.upper, b.upper) - max(a.lower, b.lower) : 0))
      if a.length > 0 && b.length > 0 {
        #expect(a.intersects(b) == sharesLength)
      }
    }
  }
}
