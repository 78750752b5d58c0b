import Foundation

@testable import Hangul
@testable import HangulCore

/// The examples of Hangul's documentation (generated beside this file), and the names their
/// fragments use without declaring, as the documentation implies them: a few contacts and
/// members, a collator and a search session.
@MainActor
enum HangulDocExamples {
  struct Contact { var name: String }
  struct Member {
    var name: String
    var party: String
  }

  static let names = ["홍길동", "김철수", "金민수", "까치", "Émile", "alice", "1반", "😀 이영희", "Zoë"]
  static let contacts = [Contact(name: "홍길동"), Contact(name: "김철수"), Contact(name: "Zoe")]
  static let members = [
    Member(name: "이서연", party: "정의당"), Member(name: "김민수", party: "국민의힘"), Member(name: "박지훈", party: "정의당"),
  ]
  static let collator = try! KoreanCollator()
  static var session = SearchSession(index: try! SearchIndex(names))

  /// The values as they were before any example changed them (each example starts from them).
  static func reset() {
    session = SearchSession(index: try! SearchIndex(names))
  }
}
