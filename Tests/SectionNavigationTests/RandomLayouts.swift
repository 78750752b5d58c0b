import HangulCorpus

@testable import SectionNavigation

/// Random layouts and viewports for property tests: integer-valued ends (so boundaries are
/// hit exactly), zero-length items, gaps, and viewports that start or end on item edges.
struct RandomLayouts {
  var random: SplitMix64

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  mutating func extents() -> [Extent] {
    let count = Int.random(in: 0...40, using: &random)
    var cursor = Double(Int.random(in: -50...50, using: &random))
    var extents: [Extent] = []
    for _ in 0..<count {
      if Int.random(in: 0..<4, using: &random) == 0 {
        cursor += Double(Int.random(in: 0...30, using: &random))  // a gap
      }
      let length =
        Int.random(in: 0..<6, using: &random) == 0
        ? 0 : Double(Int.random(in: 1...200, using: &random))
      extents.append(Extent(lower: cursor, length: length))
      cursor += length
    }
    return extents
  }

  mutating func viewport(over extents: [Extent]) -> Extent {
    let edges = extents.flatMap { [$0.lower, $0.upper] }
    let low = (edges.first ?? 0) - 100
    let high = (edges.last ?? 0) + 100
    let lower: Double
    if !edges.isEmpty && Bool.random(using: &random) {
      lower = edges.randomElement(using: &random)! + Double(Int.random(in: -1...1, using: &random))
    } else {
      lower = Double(Int.random(in: Int(low)...Int(high), using: &random))
    }
    let lengthChoice = Int.random(in: 0..<10, using: &random)
    let length: Double
    if lengthChoice == 0 {
      length = 0
    } else if lengthChoice < 4, let edge = edges.randomElement(using: &random), edge > lower {
      length = edge - lower  // the viewport ends exactly on an item's edge
    } else {
      length = Double(Int.random(in: 1...400, using: &random))
    }
    return Extent(lower: lower, length: length)
  }
}
