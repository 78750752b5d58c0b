import Foundation
import Hangul
import HangulNavigation
import SectionNavigation

// Another project's program: a contacts screen's logic, written against the public API only,
// with Foundation in the same file. Foundation's ICU (inside Foundation) and the system ICU
// (behind Hangul's C bridge) live in one process: both must work, and each must give its own
// answer. Every check below is a property the screen needs; none compares with a value
// written by hand from the library's own output.
var failures: [String] = []
@MainActor func check(_ condition: Bool, _ what: @autoclosure () -> String) {
  if !condition { failures.append(what()) }
}

// Foundation next to Hangul.
let nfd = try "한글".normalized(.nfd)
let date = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: 0))
print("ICU behind Hangul: \(ICUVersion.current)")
check(nfd.unicodeScalars.count == 6, "NFD of 한글 has 6 scalars")
check(date == "1970-01-01T00:00:00Z", "Foundation's date formatter")

// The list: sections, and one call to a navigator (works for every layout).
let contacts = [
  "홍길동", "김철수", "金민수", "까치", "이영희", "박지성", "Émile", "alice", "1반", "최수연", "정다운", "김다연", "😀 이서윤",
  "남궁민수", "Zoë",
]
for layout in SectionIndex.Layout.allCases {
  let list = try SectionIndex(layout: layout).sections(of: contacts)
  check(list.itemCount == contacts.count, "\(layout): every contact is listed once")
  let navigator = list.navigator
  check(navigator.sections.count == list.sections.count, "\(layout): the navigator has every section")
}
let list = try SectionIndex().sections(of: contacts)
let navigator = list.navigator

// Rows as a table view lays them out on a 3× screen: a 28-pt header, then 44-pt rows.
var sectionLengths: [Double] = []
var rowLengths: [Double] = []
for section in list.sections {
  sectionLengths.append(28 + 44 * Double(section.items.count))
  rowLengths.append(28)
  rowLengths += Array(repeating: 44, count: section.items.count)
}
let sections = try ExtentLayout(lengths: sectionLengths)
let rows = try ExtentLayout(lengths: rowLengths)
let contentEnd = sections[sections.count - 1].upper
let viewportLength = 1537.0 / 3 - 200  // a short screen, so the list scrolls

// A scroll loop: the user stops at every 1/3-pt offset; the list snaps the cut row into view,
// and when that snap ends the detector runs again at the snapped offset: nothing more to do.
var snaps = 0
var offset = 0.0
while offset + viewportLength <= contentEnd {
  let viewport = Extent(lower: offset, length: viewportLength)
  if let snap = rows.snapTarget(for: viewport) {
    snaps += 1
    let again = rows.snapTarget(for: Extent(lower: snap.viewportLower, length: viewportLength))
    check(again == nil, "snapping again at \(snap.viewportLower) (from \(offset)) moves to \(again!.viewportLower)")
  }
  // The next-section button: the section after the last visible one.
  let visible = sections.visibleRange(in: viewport)
  if let last = visible.last, let next = navigator.section(afterPosition: last) {
    check(next.position == last + 1, "next after the last visible section \(last)")
  }
  offset += 1.0 / 3
}
print("scroll loop: \(snaps) snaps, each idempotent")

// A section picker: tap every section (the last ones included), animate, read it back.
// The list animates from where it is; a tap that needs no scroll (the last sections all
// land at the end of the content) runs no animation.
var picker = SectionPicker(sections: sections, viewportLength: viewportLength)
var current = picker.scrollRange.lowerBound
picker.scrolled(to: current)
for tapped in (0..<sections.count).reversed() + Array(0..<sections.count) {
  guard let target = picker.select(tapped) else {
    check(false, "tap on section \(tapped) gives an offset")
    continue
  }
  if abs(target - current) > ExtentLayout.defaultTolerance {
    let start = current
    for step in 1...10 { picker.scrolled(to: start + (target - start) * Double(step) / 10) }
    picker.scrollDidEnd(at: target)
    current = target
  }
  check(
    picker.selectedIndex == tapped,
    "after a tap on \(tapped) the picker shows \(String(describing: picker.selectedIndex))")
  check(target <= contentEnd - viewportLength + 1e-9, "the offset for \(tapped) stays inside the content")
}

// A search box fed what a 2-set IME shows after each key: the contact being typed stays
// found at every keystroke, and its highlight ranges agree with Foundation's NSString.
let index = try SearchIndex(contacts)
for (offsetInList, name) in contacts.enumerated() where name.unicodeScalars.allSatisfy(\.isHangulSyllable) {
  var box = SearchSession(index: index)
  let keys = Array(disassemble(name))
  for n in 1...keys.count {
    let shown = assemble(String(keys[..<n]))
    let results = box.search(shown)
    check(results.itemOffsets.contains(offsetInList), "typing \(name): \(shown) lost it")
  }
}
for query in ["ㅇㅅ", "길동", "ㅁㅅ"] {
  for hit in index.search(query) {
    let name = contacts[hit.itemOffset]
    let ns = name as NSString
    for (characters, utf16) in zip(hit.ranges(in: name), hit.utf16Ranges(in: name)) {
      let foundation = ns.substring(with: NSRange(location: utf16.lowerBound, length: utf16.count))
      check(foundation == String(name[characters]), "\(query) in \(name): NSString reads \(foundation)")
    }
  }
}

// Messages: the particle the name asks for, and the name romanized for export.
for name in contacts.prefix(4) {
  let message = josa(name, .subject) + " 초대했습니다"
  let endsWithFinal = hasBatchim(String(name.last!))
  check(message.hasPrefix(name + (endsWithFinal ? "이" : "가")), "particle after \(name)")
  print(message, "·", romanize(name, options: RomanizationOptions(isPersonalName: true)))
}

if failures.isEmpty {
  print("OK: Foundation and Hangul work side by side; the contacts screen holds")
} else {
  for failure in failures.prefix(20) { print("FAILED: \(failure)") }
  exit(1)
}
