import CICU

#if canImport(Glibc)
  import Glibc
#endif

/// What the figures were measured on: cores, CPU model, ICU version, UTC date.
struct Machine {
  var cores: Int
  var cpuModel: String
  var icuVersion: String
  var date: String

  static func current() -> Machine {
    var icu = [UInt8](repeating: 0, count: 4)
    cicu_icu_version(&icu)
    return Machine(
      cores: sysconf(Int32(_SC_NPROCESSORS_ONLN)),
      cpuModel: cpuModelName() ?? "unknown",
      icuVersion: "\(icu[0]).\(icu[1])",
      date: utcDate())
  }

  var summary: String {
    "\(cores) cores (\(cpuModel)), ICU \(icuVersion), \(date)"
  }
}

/// The first "model name" of /proc/cpuinfo.
private func cpuModelName() -> String? {
  guard let file = fopen("/proc/cpuinfo", "r") else { return nil }
  defer { fclose(file) }
  var buffer = [CChar](repeating: 0, count: 512)
  while fgets(&buffer, Int32(buffer.count), file) != nil {
    let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if line.hasPrefix("model name"), let colon = line.firstIndex(of: ":") {
      return String(
        line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
          .prefix { $0 != "\n" })
    }
  }
  return nil
}

/// "2026-11-22 05:40 UTC".
private func utcDate() -> String {
  var t = time(nil)
  var parts = tm()
  gmtime_r(&t, &parts)
  func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
  return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
    + "\(two(parts.tm_hour)):\(two(parts.tm_min)) UTC"
}
