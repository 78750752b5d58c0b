/// Surname tables for personal-name romanization and the romanized search fallback.
enum KoreanSurnames {
  /// The two-syllable surnames borne by at least 100 people in the 2015 census (Statistics
  /// Korea, KOSIS table DT_1IN15SD, as bundled in `HangulCorpus`'s `surnames.tsv`), most
  /// common first. A name of three or more syllables starting with one of them is split
  /// after it (남궁민수 → Namgung Minsu).
  static let twoSyllable: [String] = ["남궁", "황보", "제갈", "사공", "선우", "서문", "독고", "동방"]

  /// Whether `first` and `second` (syllable scalars) make a two-syllable surname.
  static func isTwoSyllable(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
    twoSyllableScalars.contains { $0.0 == first && $0.1 == second }
  }

  static let twoSyllableScalars: [(Unicode.Scalar, Unicode.Scalar)] = twoSyllable.map {
    let s = Array($0.unicodeScalars)
    return (s[0], s[1])
  }

  /// Customary spellings of common surnames, lowercased, the usual passport spelling first
  /// (the Romanization article names the sources), followed by other spellings people use.
  /// ``RomanizationOptions/usesCustomarySurnames`` writes the first; the search fallback
  /// accepts all.
  static let customary: [(surname: String, spellings: [String])] = [
    ("김", ["kim"]), ("이", ["lee", "yi", "rhee", "ri", "rhie"]), ("박", ["park", "pak", "bak"]),
    ("최", ["choi", "choe"]), ("정", ["jung", "jeong", "chung", "joung"]), ("강", ["kang", "gang"]),
    ("조", ["cho", "jo"]), ("윤", ["yoon", "yun"]), ("장", ["jang", "chang"]), ("임", ["lim", "im", "rim"]),
    ("한", ["han"]), ("오", ["oh", "o"]), ("서", ["seo", "suh"]), ("신", ["shin", "sin"]),
    ("권", ["kwon", "gwon"]), ("황", ["hwang"]), ("안", ["ahn", "an"]), ("송", ["song"]),
    ("류", ["ryu", "yu", "yoo", "ryoo"]), ("유", ["yoo", "yu"]), ("홍", ["hong"]),
    ("전", ["jeon", "jun", "chun"]), ("고", ["ko", "koh", "go"]), ("문", ["moon", "mun"]),
    ("손", ["son", "sohn"]), ("배", ["bae", "pae"]), ("백", ["baek", "paek", "paik"]),
    ("허", ["heo", "huh"]), ("노", ["noh", "roh", "no"]), ("남궁", ["namgoong", "namkung", "namgung"]),
    ("양", ["yang"]), ("구", ["koo", "ku", "gu"]), ("곽", ["kwak", "gwak"]), ("성", ["sung", "seong"]),
    ("차", ["cha"]), ("주", ["joo", "ju", "chu"]), ("우", ["woo", "u"]), ("민", ["min"]),
    ("나", ["na", "ra"]), ("진", ["jin", "chin"]), ("지", ["ji", "chi"]), ("엄", ["eom", "um"]),
    ("채", ["chae"]), ("원", ["won"]), ("천", ["cheon", "chun"]), ("방", ["bang", "pang"]),
    ("공", ["kong", "gong"]), ("현", ["hyun", "hyeon"]), ("함", ["ham"]), ("변", ["byun", "byeon", "pyun"]),
    ("염", ["yeom", "yum"]), ("여", ["yeo", "yuh"]), ("추", ["choo", "chu"]), ("도", ["do", "doh"]),
    ("소", ["so"]), ("석", ["seok", "suk"]), ("선", ["sun", "seon"]), ("설", ["seol", "sul"]),
    ("마", ["ma"]), ("길", ["gil", "kil"]), ("연", ["yeon", "yun"]), ("위", ["wi", "wee"]),
    ("표", ["pyo"]), ("명", ["myung", "myeong"]), ("기", ["ki", "gi"]), ("반", ["ban", "pan"]),
    ("왕", ["wang"]), ("금", ["keum", "geum"]), ("옥", ["ok"]), ("육", ["yook", "yuk"]), ("인", ["in"]),
    ("맹", ["maeng"]), ("제", ["je", "jae"]), ("모", ["mo"]), ("탁", ["tak"]), ("국", ["kook", "guk"]),
    ("선우", ["sunwoo", "seonu"]), ("제갈", ["jegal"]), ("황보", ["hwangbo"]), ("독고", ["dokgo"]),
  ]

  /// The usual customary spelling of a surname given as scalars, or nil.
  static func customarySpelling(of surname: [Unicode.Scalar]) -> String? {
    customary.first { Array($0.surname.unicodeScalars) == surname }?.spellings.first
  }
}
