import Foundation
import Hangul
import SectionNavigation

@testable import HangulNavigation

/// The examples of HangulNavigation's documentation (generated beside this file), and the names
/// their fragments use without declaring, as the documentation implies them.
enum HangulNavigationDocExamples {
}
