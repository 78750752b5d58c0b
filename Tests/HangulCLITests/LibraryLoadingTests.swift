import Foundation
import Testing

/// What the `hangul` process loads, as the dynamic loader reports it (`LD_DEBUG=libs`,
/// glibc's own trace of every shared library it initializes): a command that never collates
/// starts without the system ICU, and one that collates opens it.
@Suite struct LibraryLoadingTests {
  /// The shared libraries the loader initialized while `hangul arguments…` ran.
  static func loadedLibraries(_ arguments: [String], input: String) throws -> [String] {
    let result = try CLIRunner.run(arguments, input: Data(input.utf8), environment: ["LD_DEBUG": "libs"])
    #expect(result.status == 0, "\(arguments): \(result.stderr.suffix(300))")
    return result.stderr.split(separator: "\n").compactMap { line in
      guard let range = line.range(of: "calling init: ") else { return nil }
      return String(line[range.upperBound...])
    }
  }

  static let commandsThatDoNotCollate: [[String]] = [
    ["choseong"], ["decompose"], ["compose"], ["josa", "이/가"], ["number"], ["romanize"], ["pronounce"],
    ["choseong", "--json"], ["decompose", "--level", "syllable"], ["romanize", "--name"],
    ["number", "--style", "native"],
    ["choseong", "--help"],
  ]

  #if os(Linux)
    @Test(arguments: commandsThatDoNotCollate)
    func aCommandThatDoesNotCollateLoadsNoICU(arguments: [String]) throws {
      let input = arguments.first == "number" ? "3\n" : "홍길동\n"
      let libraries = try Self.loadedLibraries(arguments, input: input)
      #expect(libraries.contains { $0.contains("libc.so") }, "the trace names what was loaded")
      #expect(!libraries.contains { $0.contains("libicu") }, "\(arguments) loaded \(libraries)")
    }

    #if ICU
      @Test(arguments: [["sort"], ["index"]])
      func aCommandThatCollatesOpensICU(arguments: [String]) throws {
        let libraries = try Self.loadedLibraries(arguments, input: "홍길동\nAlice\n李\n")
        #expect(libraries.contains { $0.contains("libicui18n.so") }, "\(arguments) loaded \(libraries)")
      }
    #endif
  #endif
}
