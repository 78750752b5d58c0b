import ArgumentParser
import HangulDatabase

/// The fields of each line of `hangul db import --fields`: tab-separated, in the order the
/// option names them (`id,name`, `id,scope,name`, or any order of them), each in the text
/// format of PostgreSQL's `COPY … TO STDOUT` (``CopyText``), so that an application's own
/// table pipes straight in.
struct ImportFields: ExpressibleByArgument {
  /// One field of a line.
  enum Field: String, CaseIterable {
    case id, scope, name
  }

  /// The fields in their order on the line.
  let fields: [Field]

  /// Reads `--fields`: a comma-separated list naming `id` and `name` once each and `scope`
  /// at most once; nil for anything else (the parser's usage error names the argument).
  init?(argument: String) {
    var fields: [Field] = []
    for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
      guard let field = Field(rawValue: String(part)), !fields.contains(field) else { return nil }
      fields.append(field)
    }
    guard fields.contains(.id), fields.contains(.name) else { return nil }
    self.fields = fields
  }

  static var defaultCompletionKind: CompletionKind { .list(["id,name", "id,scope,name"]) }

  /// The row of one line (its bytes, without the newline); `scope` is `--scope`'s, which a
  /// line without a scope field takes and a line with one must name.
  ///
  /// - Throws: the reason, for ``CLIError/invalidRowLine(source:line:reason:)``.
  func row(of line: UnsafeBufferPointer<UInt8>, scope: RowScope?) throws(RowLineError) -> NameRow {
    var values: [String?] = []
    values.reserveCapacity(fields.count)
    var start = 0
    for index in 0...line.count where index == line.count || line[index] == UInt8(ascii: "\t") {
      guard values.count < fields.count else {
        throw RowLineError("\(fields.count + 1) fields where --fields names \(fields.count): a tab in its name?")
      }
      let field = fields[values.count]
      do { values.append(try CopyText.decode(UnsafeBufferPointer(rebasing: line[start..<index]))) } catch {
        throw RowLineError("its \(field.rawValue) \(error.reason)")
      }
      start = index + 1
    }
    guard values.count == fields.count else {
      throw RowLineError("no \(fields[values.count].rawValue) (the line has \(values.count) of \(fields.count) fields)")
    }
    var id: RowID?
    var rowScope = scope
    var name = ""
    for (field, value) in zip(fields, values) {
      switch field {
      case .id:
        guard let value else { throw RowLineError("its id is null (\\N)") }
        do { id = try RowID(value) } catch { throw RowLineError(Self.reason(error)) }
      case .scope:
        // A null or empty scope is the rows without a scope.
        var lineScope: RowScope?
        if let value, !value.isEmpty {
          do { lineScope = try RowScope(value) } catch { throw RowLineError(Self.reason(error)) }
        }
        if let scope, lineScope != scope {
          throw RowLineError("its scope \(lineScope.map { "\"\($0)\"" } ?? "(none)") is not --scope \"\(scope)\"")
        }
        rowScope = lineScope
      case .name:
        guard let value, !value.isEmpty else { throw RowLineError("its name is empty") }
        if let control = value.unicodeScalars.first(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\0" }) {
          throw RowLineError("its name holds the control character U+\(Self.hex(control.value))")
        }
        name = value
      }
    }
    // `init?(argument:)` always has an id field.
    return NameRow(id: id!, scope: rowScope, name: name)
  }

  private static func reason(_ error: DatabaseError) -> String {
    if case .invalidRow(let message) = error { return message }
    return error.description
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

/// Why a line of `--fields` input was refused.
struct RowLineError: Error {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}
