import Foundation
import Hangul

@testable import HangulDatabase

/// The examples of HangulDatabase's documentation (generated beside this file), and the names
/// their fragments use without declaring.
@MainActor
enum HangulDatabaseDocExamples {
  /// A store (SQLite's or PostgreSQL's) as the protocols' examples hold it; compiled, not run
  /// (the stores' own tests run them).
  static var store: (any RowStore)! = nil
}
