// The benchmark runner: `swift run -c release HangulBenchmarks [--quick] [--only NAME] [--skip NAME] [--markdown]`.
// Progress goes to standard error; standard output is the results table.
#if canImport(Glibc)
  import Glibc
#endif

let benchmarks: [(name: String, run: (BenchmarkContext) -> [ResultRow])] = [
  ("choseong", choseongBenchmark),
  ("sort", sortBenchmark),
  ("grouping", groupingBenchmark),
  ("search", searchBenchmark),
  ("navigation", navigationBenchmark),
  ("josa", josaBenchmark),
  ("romanization", romanizationBenchmark),
  ("browse", browseBenchmark),
  ("cli", cliBenchmark),
]

var quick = false
var markdown = false
var only: Set<String> = []
var skipped: Set<String> = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--quick": quick = true
  case "--markdown": markdown = true
  case "--only", "--skip":
    guard let name = arguments.popFirst(), benchmarks.contains(where: { $0.name == name }) else {
      note("\(argument) needs one of: " + benchmarks.map(\.name).joined(separator: ", "))
      exit(2)
    }
    if argument == "--only" { only.insert(name) } else { skipped.insert(name) }
  case "--help", "-h":
    print(
      """
      usage: HangulBenchmarks [--quick] [--only NAME]... [--skip NAME]... [--markdown]
        --quick      100k names only, fewer rounds (CI smoke run, < 1 minute)
        --only NAME  run one benchmark (repeatable): \(benchmarks.map(\.name).joined(separator: ", "))
        --skip NAME  leave one benchmark out (repeatable)
        --markdown   print the results as a Markdown table
      """)
    exit(0)
  default:
    note("unknown argument \(argument) (try --help)")
    exit(2)
  }
}

let context = BenchmarkContext(quick: quick)
let machine = Machine.current()
note("machine: \(machine.summary)")
note("mode: \(quick ? "quick" : "full"), \(context.rounds) timed rounds after a warm-up")
let start = now()
var rows: [ResultRow] = []
for benchmark in benchmarks where (only.isEmpty || only.contains(benchmark.name)) && !skipped.contains(benchmark.name) {
  note("\(benchmark.name)…")
  let t = now()
  rows += benchmark.run(context)
  note("  (\(formatSeconds(now() - t)))")
}
note("total \(formatSeconds(now() - start))")
if markdown {
  print(
    "Measured \(machine.date) on \(machine.cores) cores (\(machine.cpuModel)), ICU \(machine.icuVersion), "
      + "\(quick ? "quick" : "full") mode: `HangulBenchmarks \(CommandLine.arguments.dropFirst().joined(separator: " "))`."
  )
  print()
}
printTable(rows, markdown: markdown)
