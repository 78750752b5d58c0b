/// Frees the raw allocations of a byte core when the last value that shares them goes away.
///
/// The byte cores keep raw pointers to their tables, so their loops read them without
/// reference counting; one of these sits beside the pointers and owns them. Copies of the core
/// share it, and the tables are freed with the last copy (a leak check under valgrind runs in
/// CI: `scripts/checks/leaks.sh`).
///
/// ```swift
/// let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 16)
/// let owner = Deallocating(table)   // frees `table` when `owner` is released
/// ```
package final class Deallocating: @unchecked Sendable {
  private let pointers: [UnsafeMutableRawPointer]

  /// Takes ownership of `pointers`, each allocated with `allocate(capacity:)`.
  package init(_ pointers: UnsafeMutableRawPointer...) {
    self.pointers = pointers
  }

  deinit {
    for pointer in pointers { pointer.deallocate() }
  }
}
