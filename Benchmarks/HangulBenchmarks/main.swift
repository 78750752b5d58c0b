import CBenchmarkBaselines
import HangulCorpus

// The benchmark harness grows with issue 8; this entry point checks the baseline links.
var generator = NameGenerator(seed: 42)
let sample = generator.names(count: 10)
var produced = 0
for name in sample {
  var bytes = Array(name.utf8)
  var out = [UInt8](repeating: 0, count: bytes.count)
  produced += baseline_choseong_utf8(&bytes, bytes.count, &out)
}
print("baseline choseong bytes for 10 names: \(produced)")
