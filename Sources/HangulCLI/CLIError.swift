import ArgumentParser
import HangulCommandOutput
import HangulDatabase

/// Failures the CLI reports with a message on stderr and a sysexits(3) code.
enum CLIError: Error, CustomStringConvertible {
  /// EX_DATAERR (65): the input is not valid UTF-8.
  case invalidUTF8(source: String, line: Int)
  /// EX_NOINPUT (66): a file could not be opened or read.
  case unreadableFile(path: String, reason: String)
  /// EX_SOFTWARE (70): ICU failed.
  case icu(String)
  /// EX_IOERR (74): the sorted runs of `sort --max-memory` could not be written or read (a
  /// full disk); they are removed.
  case temporaryFiles(String)
  /// EX_DATAERR (65): an input item cannot be processed (the message names it).
  case invalidItem(String)
  /// EX_DATAERR (65): an import met invalid UTF-8 and imported nothing.
  case invalidImport(source: String, line: Int)
  /// EX_DATAERR (65): a line of `--fields` input is not a row (the reason says why); nothing
  /// was imported.
  case invalidRowLine(source: String, line: Int, reason: String)
  /// A `hangul db` failure: EX_USAGE (64) for a bad URL, table name, cursor, limit or
  /// section, EX_DATAERR (65) for an append into a table of stale keys, for a row that cannot
  /// be (an invalid or duplicate id) and for a table of the other kind, EX_NOINPUT (66) for a
  /// missing table, EX_UNAVAILABLE (69) for a database that cannot be
  /// opened or reached, EX_IOERR (74) for a failed statement, EX_SOFTWARE (70) for ICU.
  case database(DatabaseError)

  var description: String {
    switch self {
    case .invalidUTF8(let source, let line):
      CommandLineError.invalidUTF8(source: source, line: line).description
    case .unreadableFile(let path, let reason):
      "error: cannot read \(path): \(reason)"
    case .icu(let message):
      CommandLineError.icu(message).description
    case .temporaryFiles(let message):
      "error: \(message); the sorted runs were removed"
    case .invalidItem(let message):
      CommandLineError.invalidItem(message).description
    case .invalidImport(let source, let line):
      "error: \(source): line \(line) is not valid UTF-8; nothing was imported (the table is as it was)"
    case .invalidRowLine(let source, let line, let reason):
      "error: \(source): line \(line): \(reason); nothing was imported (the table is as it was)"
    case .database(let error):
      "error: \(error.description)"
    }
  }

  /// The message without its `error: ` prefix, for a JSON document's `"error"` field.
  ///
  /// ```swift
  /// CLIError.message(of: CLIError.invalidItem("\"abc\" is not a number"))   // "\"abc\" is not a number; output stops before it"
  /// ```
  static func message(of error: any Error) -> String {
    let text = (error as? CLIError)?.description ?? (error as? CommandLineError)?.description ?? "\(error)"
    return text.hasPrefix("error: ") ? String(text.dropFirst(7)) : text
  }

  /// The CLI's error for a failure of the shared command output.
  ///
  /// ```swift
  /// CLIError(CommandLineError.icu("x")).exitCode   // ExitCode(70)
  /// ```
  init(_ error: CommandLineError) {
    switch error {
    case .invalidUTF8(let source, let line): self = .invalidUTF8(source: source, line: line)
    case .invalidItem(let message): self = .invalidItem(message)
    case .icu(let message): self = .icu(message)
    }
  }

  var exitCode: ExitCode {
    switch self {
    case .invalidUTF8: ExitCode(65)
    case .unreadableFile: ExitCode(66)
    case .icu: ExitCode(70)
    case .temporaryFiles: ExitCode(74)
    case .invalidItem: ExitCode(65)
    case .invalidImport: ExitCode(65)
    case .invalidRowLine: ExitCode(65)
    case .database(let error):
      switch error {
      case .invalidURL, .invalidTableName, .invalidCursor, .invalidLimit, .unknownSection: ExitCode(64)
      case .staleKeys, .invalidRow, .duplicateRow, .namesTable, .rowsTable: ExitCode(65)
      case .missingTable: ExitCode(66)
      case .unavailable: ExitCode(69)
      case .timeout: ExitCode(75)
      case .failed: ExitCode(74)
      case .icu: ExitCode(70)
      }
    }
  }
}

extension ParsableCommand {
  /// Runs `body`, turning a ``CLIError`` into its message on stderr and its exit code.
  func reportingErrors(_ body: () throws -> Void) throws {
    try reportingCLIErrors(body)
  }
}

/// Runs `body`, turning a ``CLIError`` into its message on stderr and its exit code (for the
/// commands' static entry points, which run without a parsed command).
func reportingCLIErrors(_ body: () throws -> Void) throws {
  do {
    try body()
  } catch let error as CLIError {
    Output.flush()
    Output.error(error.description)
    throw error.exitCode
  } catch let error as CommandLineError {
    Output.flush()
    Output.error(error.description)
    throw ExitCode(error.exitCode)
  }
}
