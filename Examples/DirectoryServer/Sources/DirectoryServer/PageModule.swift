/// The list screen's navigation module: the package's `SectionNavigation` compiled to
/// WebAssembly (`hangul-page.wasm`) and its loader (`hangul-page.js`), as `scripts/wasm.sh`
/// writes them into its folder. The page asks it every navigation question: the section behind
/// an index-strip position, the current section, the next-section button.
enum PageModule {
  /// The files the server serves from the `--page` folder.
  static let files = ["hangul-page.js", "hangul-page.wasm"]

  /// The `Content-Type` of one of ``files``.
  static func contentType(of name: String) -> String {
    name.hasSuffix(".wasm") ? "application/wasm" : "text/javascript; charset=utf-8"
  }

  /// The bytes of the file at `path`, or nil when it cannot be read.
  static func read(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[..<count])
    }
    return ferror(file) == 0 ? bytes : nil
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
