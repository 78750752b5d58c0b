/// An array's names as an async sequence of batches of at most `size`: what a store's
/// import of an array streams.
package struct NameBatches: AsyncSequence, AsyncIteratorProtocol, Sendable {
  let names: [String]
  let size: Int
  var start = 0

  /// The batches of `names`, `size` names each (the last one fewer).
  package init(_ names: [String], size: Int) {
    self.names = names
    self.size = Swift.max(1, size)
  }

  package func makeAsyncIterator() -> NameBatches { self }

  package mutating func next() async -> [String]? {
    guard start < names.count else { return nil }
    let end = Swift.min(start + size, names.count)
    defer { start = end }
    return Array(names[start..<end])
  }
}
