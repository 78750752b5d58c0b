/// An array's items (names, or rows) as an async sequence of batches of at most `size`: what
/// a store's import of an array streams.
package struct ArrayBatches<Item: Sendable>: AsyncSequence, AsyncIteratorProtocol, Sendable {
  let items: [Item]
  let size: Int
  var start = 0

  /// The batches of `items`, `size` items each (the last one fewer).
  package init(_ items: [Item], size: Int) {
    self.items = items
    self.size = Swift.max(1, size)
  }

  package func makeAsyncIterator() -> ArrayBatches { self }

  package mutating func next() async -> [Item]? {
    guard start < items.count else { return nil }
    let end = Swift.min(start + size, items.count)
    defer { start = end }
    return Array(items[start..<end])
  }
}

/// An array's names as batches.
package typealias NameBatches = ArrayBatches<String>
