import Foundation
import Hangul

@testable import HangulByteCores

/// The examples of HangulByteCores's documentation (generated beside this file), and the names
/// their fragments use without declaring, as the documentation implies them.
enum HangulByteCoresDocExamples {
}
