import Foundation

@testable import HangulCorpus

/// The examples of HangulCorpus's documentation (generated beside this file), and the names
/// their fragments use without declaring, as the documentation implies them.
enum HangulCorpusDocExamples {
}
