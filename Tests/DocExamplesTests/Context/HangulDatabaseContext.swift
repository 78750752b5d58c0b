import Foundation
import Hangul

@testable import HangulDatabase

/// The examples of HangulDatabase's documentation (generated beside this file), and the names
/// their fragments use without declaring.
@MainActor
enum HangulDatabaseDocExamples {
}
