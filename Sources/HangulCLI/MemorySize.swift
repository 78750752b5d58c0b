import ArgumentParser

/// A size of memory as the command line gives it: a number of bytes, or with a suffix K, M,
/// G or T (powers of 1,024; an optional B or iB after it), at least 64K.
///
/// ```swift
/// MemorySize(argument: "64M")?.bytes   // 67_108_864
/// MemorySize(argument: "1GiB")?.bytes  // 1_073_741_824
/// MemorySize(argument: "64X")          // nil
/// ```
struct MemorySize: ExpressibleByArgument {
  /// The size in bytes.
  let bytes: Int

  init?(argument: String) {
    var text = Substring(argument.uppercased())
    if text.hasSuffix("IB") {
      text = text.dropLast(2)
    } else if text.hasSuffix("B") {
      text = text.dropLast()
    }
    var shift = 0
    if let last = text.last, let index = "KMGT".firstIndex(of: last) {
      shift = 10 * ("KMGT".distance(from: "KMGT".startIndex, to: index) + 1)
      text = text.dropLast()
    }
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text),
      value <= Int.max >> shift
    else { return nil }
    bytes = value << shift
    guard bytes >= 64 << 10 else { return nil }
  }

  static var defaultCompletionKind: CompletionKind { .default }
}
