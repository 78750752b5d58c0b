import HangulCorpus

/// Inputs of the size a file brings, shared by the line-splitting and CLI tests.
package enum LargeInputs {
  /// One million lines: 10,007 generated names (every stress category) over and over.
  package static let millionNames: [String] = {
    var configuration = NameGenerator.Configuration()
    configuration.otherShare = 0.3
    var generator = NameGenerator(seed: 1_000_000, configuration: configuration)
    let names = (0..<10_007).map { _ in generator.next() }
    return (0..<1_000_000).map { names[$0 % names.count] }
  }()
}
