import HangulUTF8
import LineSplitting

/// The output shared by the line-by-line transforms (decompose, compose, choseong, …): one
/// result per input item, as text lines or as `{"results":[{"input":…,"output":…}]}`,
/// streamed as the input is read. When bad input stops the stream, the JSON document is
/// still closed, with what stopped it: `{"results":[…],"error":"line 2 is not valid UTF-8…"}`.
///
/// ``run(arguments:json:fastPath:transform:)`` is the streaming loop every transform
/// command uses: lines arrive as bytes in 1 MiB blocks, a ``ByteTransform`` (when the
/// command has one) writes the answer of the lines it handles straight into the output
/// buffer, and only the other lines are made `String`s for `transform`. JSON is escaped
/// byte by byte.
enum TransformPrinter {
  /// Runs a line-by-line transform over the arguments or stdin: `fastPath` first when
  /// given, `transform` for the lines it declines.
  static func run(
    arguments: [String], json: Bool, fastPath: ByteTransform? = nil, transform: (String) throws -> String
  ) throws {
    if json { Output.append("{\"results\":[") }
    do {
      try stream(arguments: arguments, json: json, fastPath: fastPath, transform: transform)
    } catch {
      // One valid document even when bad input stops the stream: the results before it,
      // then the error that stopped it (the exit code and stderr say it too).
      if json { Output.line("],\"error\":" + JSON.string(CLIError.message(of: error)).text + "}") }
      throw error
    }
    if json { Output.line("]}") }
    Output.flush()
  }

  /// The loop of ``run(arguments:json:fastPath:transform:)``: every result, without the
  /// document's closing bracket.
  private static func stream(
    arguments: [String], json: Bool, fastPath: ByteTransform?, transform: (String) throws -> String
  ) throws {
    var scratch = ByteWriter(fd: -1, capacity: 1 << 12)
    defer { scratch.deallocate() }
    var first = true
    // A fast path validates the lines it accepts, so the reader skips validation: only the
    // lines it declines are checked here.
    let validatesLines = fastPath != nil
    try Output.withWriter { writer in
      // Text output of a transform that writes whole lines at once (compose, romanize,
      // pronounce, josa): the longest run of lines it handles is written in one pass.
      try LineInput.forEachItemUTF8(
        arguments: arguments, validating: !validatesLines,
        offersWholeLines: !json && validatesLines && fastPath?.writesWholeLines == true,
        wholeLines: { lines in fastPath?.writeWholeLines(lines, to: &writer) ?? (0, 0) }
      ) { line in
        if let fastPath {
          if json {
            scratch.count = 0
            let out = scratch.reserve(fastPath.room(line.count))
            let n = try fastPath.validatedApply(line, into: out)
            if n >= 0 {
              write(
                input: line, output: UnsafeBufferPointer(start: out, count: n), json: true, first: first, to: &writer)
              first = false
              return
            }
          } else {
            let out = writer.reserve(fastPath.room(line.count) + 1)
            let n = try fastPath.validatedApply(line, into: out)
            if n >= 0 {
              out[n] = UInt8(ascii: "\n")
              writer.count &+= n &+ 1
              return
            }
          }
        }
        var output = try transform(String(decoding: line, as: UTF8.self))
        output.withUTF8 { write(input: line, output: $0, json: json, first: first, to: &writer) }
        first = false
      }
    }
  }

  /// Writes one result: `output` and a newline, or its JSON object (after a comma unless
  /// it is the first).
  @inline(__always)
  static func write(
    input: UnsafeBufferPointer<UInt8>, output: UnsafeBufferPointer<UInt8>, json: Bool, first: Bool,
    to writer: inout ByteWriter
  ) {
    guard json else {
      writer.append(output)
      writer.append(byte: UInt8(ascii: "\n"))
      return
    }
    JSON.writeResult(input: input, output: output, first: first, to: &writer)
  }
}
