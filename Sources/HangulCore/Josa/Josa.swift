/// A Korean particle (조사) with two forms, one after a final consonant and one after a vowel.
///
/// Each case's raw value is es-hangul's notation, the form after a consonant first except for
/// 와/과. ``form(after:)`` picks the form a word takes, and ``josa(_:_:)-(String,Josa)`` attaches
/// it:
///
/// ```swift
/// josa("홍길동", .subject)          // "홍길동이"
/// josa("김철수", .subject)          // "김철수가"
/// josa("지름길", .direction)        // "지름길로" (a final ㄹ takes 로)
/// josa("때밀이", .politeCopula)     // "때밀이예요"
/// Josa.object.form(after: "3")      // "을" (3 is read 삼)
/// try Josa("이/가") == .subject     // true
/// ```
///
/// The rule and its limits are in <doc:ChoosingParticles>.
public enum Josa: String, CaseIterable, Hashable, Sendable {
  /// 이/가, the subject particle: 홍길동이, 김철수가.
  case subject = "이/가"
  /// 을/를, the object particle: 책을, 사과를.
  case object = "을/를"
  /// 은/는, the topic particle: 책은, 사과는.
  case topic = "은/는"
  /// 와/과, "and, with": 사과와, 책과.
  case conjunction = "와/과"
  /// 으로/로, direction and means; a final ㄹ takes 로: 집으로, 학교로, 지름길로.
  case direction = "으로/로"
  /// 이나/나, "or": 책이나, 사과나.
  case alternative = "이나/나"
  /// 이란/란, "what … is": 사랑이란, 우정이란… (사과란).
  case definition = "이란/란"
  /// 아/야, calling someone: 길동아, 철수야.
  case vocative = "아/야"
  /// 이랑/랑, "and, with" in speech: 책이랑, 사과랑.
  case companion = "이랑/랑"
  /// 이라/라, the copula's connective form: 학생이라, 친구라.
  case copula = "이라/라"
  /// 이여/여, the solemn vocative: 겨레여, 민족이여.
  case solemnVocative = "이여/여"
  /// 이에요/예요, the polite copula; a word ending in 이 takes 예요: 책이에요, 사과예요,
  /// 때밀이예요.
  case politeCopula = "이에요/예요"
  /// 으로서/로서, "as (a capacity)"; a final ㄹ takes 로서: 학생으로서, 교사로서, 딸로서.
  case capacity = "으로서/로서"
  /// 으로써/로써, "by means of"; a final ㄹ takes 로써: 대화로써, 힘으로써, 말로써.
  case instrument = "으로써/로써"
  /// 으로부터/로부터, "from"; a final ㄹ takes 로부터: 집으로부터, 친구로부터, 서울로부터.
  case source = "으로부터/로부터"

  /// The particle written in es-hangul's notation, either order (`"이/가"` or `"가/이"`), or
  /// ``JosaError/unknownPair(_:)`` naming it.
  ///
  /// ```swift
  /// try Josa("으로/로")    // .direction
  /// try Josa("과/와")      // .conjunction
  /// try Josa("이/를")      // throws JosaError.unknownPair("이/를")
  /// ```
  public init(_ notation: String) throws(JosaError) {
    if let josa = Josa(rawValue: notation) {
      self = josa
      return
    }
    let parts = notation.split(separator: "/", omittingEmptySubsequences: false)
    if parts.count == 2, let josa = Josa(rawValue: "\(parts[1])/\(parts[0])") {
      self = josa
      return
    }
    throw .unknownPair(notation)
  }

  /// The form after a final consonant other than ㄹ: 이, 을, 은, 과, 으로 ….
  ///
  /// ```swift
  /// Josa.subject.afterConsonant       // "이"
  /// Josa.conjunction.afterConsonant   // "과"
  /// ```
  public var afterConsonant: String {
    switch self {
    case .subject: "이"
    case .object: "을"
    case .topic: "은"
    case .conjunction: "과"
    case .direction: "으로"
    case .alternative: "이나"
    case .definition: "이란"
    case .vocative: "아"
    case .companion: "이랑"
    case .copula: "이라"
    case .solemnVocative: "이여"
    case .politeCopula: "이에요"
    case .capacity: "으로서"
    case .instrument: "으로써"
    case .source: "으로부터"
    }
  }

  /// The form after a vowel: 가, 를, 는, 와, 로 ….
  ///
  /// ```swift
  /// Josa.subject.afterVowel         // "가"
  /// Josa.politeCopula.afterVowel    // "예요"
  /// ```
  public var afterVowel: String {
    switch self {
    case .subject: "가"
    case .object: "를"
    case .topic: "는"
    case .conjunction: "와"
    case .direction: "로"
    case .alternative: "나"
    case .definition: "란"
    case .vocative: "야"
    case .companion: "랑"
    case .copula: "라"
    case .solemnVocative: "여"
    case .politeCopula: "예요"
    case .capacity: "로서"
    case .instrument: "로써"
    case .source: "로부터"
    }
  }

  /// Whether a final ㄹ takes the form after a vowel (the 으로 family: 지름길로, 딸로서).
  ///
  /// ```swift
  /// Josa.direction.takesVowelFormAfterRieul   // true
  /// Josa.subject.takesVowelFormAfterRieul     // false (길이)
  /// ```
  public var takesVowelFormAfterRieul: Bool {
    switch self {
    case .direction, .capacity, .instrument, .source: true
    default: false
    }
  }

  /// Both forms, for a word whose ending cannot be read by rule (a Latin word such as Apple,
  /// Hanja, emoji): the form after a consonant with the other in parentheses, as tossi writes
  /// it and as Korean interfaces do — 이(가), 을(를), 은(는), 과(와), 아(야), and (으)로,
  /// (이)나 … where the vowel form is the consonant form less its first syllable.
  ///
  /// ```swift
  /// Josa.subject.undecidedForm      // "이(가)"
  /// Josa.direction.undecidedForm    // "(으)로"
  /// Josa.politeCopula.undecidedForm // "(이)에요"
  /// ```
  public var undecidedForm: String {
    switch self {
    case .subject: "이(가)"
    case .object: "을(를)"
    case .topic: "은(는)"
    case .conjunction: "과(와)"
    case .direction: "(으)로"
    case .alternative: "(이)나"
    case .definition: "(이)란"
    case .vocative: "아(야)"
    case .companion: "(이)랑"
    case .copula: "(이)라"
    case .solemnVocative: "(이)여"
    case .politeCopula: "(이)에요"
    case .capacity: "(으)로서"
    case .instrument: "(으)로써"
    case .source: "(으)로부터"
    }
  }
}
