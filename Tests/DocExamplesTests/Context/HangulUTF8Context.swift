import Foundation
import Hangul

@testable import HangulUTF8

/// The examples of HangulUTF8's documentation (generated beside this file), and the names
/// their fragments use without declaring, as the documentation implies them.
enum HangulUTF8DocExamples {
}
