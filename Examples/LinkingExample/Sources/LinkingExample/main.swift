import Foundation
import Hangul

// Foundation's ICU (inside Foundation) and the system ICU (behind Hangul's C bridge) in one
// process: both must work, and each must give its own, correct answer.
let names = ["홍길동", "김철수", "Alice", "이영희"]
let foundationSorted = names.sorted { $0.compare($1, locale: Locale(identifier: "ko")) == .orderedAscending }
let nfd = try "한글".normalized(.nfd)
let date = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: 0))

print("ICU behind Hangul: \(ICUVersion.current)")
print("Foundation sorted: \(foundationSorted.joined(separator: " "))")
print("NFD scalars of 한글: \(nfd.unicodeScalars.count)")
print("Foundation date: \(date)")
guard nfd.unicodeScalars.count == 6, date == "1970-01-01T00:00:00Z", foundationSorted.last == "Alice" else {
  print("FAILED: an answer is wrong")
  exit(1)
}
print("OK: Foundation and Hangul work side by side")
