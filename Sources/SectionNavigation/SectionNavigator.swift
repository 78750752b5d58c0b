/// The ordered sections of one grouping of a list, and the index titles beside it, ready for
/// navigation: next and previous section, index-title taps, and the "next ㄴ" button.
///
/// A navigator is an immutable value built once per grouping (O(n)); every question after that
/// is a dictionary look-up or an array access. Switching the grouping (by name, by party, by
/// area) is building a new navigator and replacing the old one: nothing from the old grouping
/// survives, and ids of the old grouping that still arrive from the list (late visibility
/// callbacks) are simply not found and ignored.
///
/// The index titles are the complete list an index strip shows (for example all of ㄱ…ㅎ, A–Z
/// and #), while the sections are only the non-empty ones; each section's title must be one
/// of the index titles, in the same order.
///
/// ```swift
/// let navigator = try SectionNavigator(
///   [(id: 0, title: "ㄱ"), (id: 1, title: "ㅂ"), (id: 2, title: "A")],
///   indexTitles: ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "A", "B", "#"])
/// navigator.next(after: [0])?.title            // "ㅂ"
/// navigator.section(forIndexTitle: "ㄷ")?.id    // 1 (no ㄷ section: the next one, ㅂ)
/// navigator.section(forIndexTitle: "#")?.id     // 2 (nothing follows: the last)
/// ```
public struct SectionNavigator<ID: Hashable> {
  /// The sections, in display order.
  ///
  /// ```swift
  /// navigator.sections.map(\.title)   // ["ㄱ", "ㅂ", "A"]
  /// ```
  public let sections: [NavigationSection<ID>]

  /// Every index title, in order, including those that have no section.
  ///
  /// ```swift
  /// navigator.indexTitles.count   // 9
  /// ```
  public let indexTitles: [String]

  /// The position of each section id in `sections`.
  @usableFromInline let sectionIndexByID: [ID: Int]

  /// For each index title, the index of the section a tap on it goes to (−1 when there are no
  /// sections at all).
  @usableFromInline let sectionIndexByIndexTitle: [Int]

  /// The position of each title's first occurrence in `indexTitles`.
  @usableFromInline let firstIndexTitleIndexByTitle: [String: Int]

  /// Creates a navigator from sections in display order and the complete list of index titles.
  ///
  /// Each section's title must occur in `indexTitles`, after the previous section's title (each
  /// section takes the next matching index title, so a title listed twice, like ICU's "…"
  /// underflow, inflow and overflow labels, can title two sections). Ids must be unique.
  ///
  /// A title alone cannot say *which* "…" a section is (an inflow section, when the underflow
  /// one is empty, would take the underflow's place): for such indexes use the initializer
  /// that takes `(id:indexTitlePosition:)` pairs, or a `SectionedList`'s `navigator`.
  ///
  /// ```swift
  /// let navigator = try SectionNavigator(
  ///   hangulSections.map { (id: $0.title, title: $0.title) },
  ///   indexTitles: allTitles)
  /// ```
  ///
  /// - Complexity: O(n + t) for n sections and t index titles.
  public init(
    _ sections: some Sequence<(id: ID, title: String)>, indexTitles: [String]
  ) throws(SectionNavigatorError) {
    var built: [NavigationSection<ID>] = []
    built.reserveCapacity(sections.underestimatedCount)
    var indexByID: [ID: Int] = [:]
    indexByID.reserveCapacity(sections.underestimatedCount)
    var firstByTitle: [String: Int] = [:]
    firstByTitle.reserveCapacity(indexTitles.count)
    for (position, title) in indexTitles.enumerated() where firstByTitle[title] == nil {
      firstByTitle[title] = position
    }
    var nextTitlePosition = 0
    for (id, title) in sections {
      let index = built.count
      if let first = indexByID[id] {
        throw .duplicateID(sectionIndex: index, firstIndex: first)
      }
      guard let first = firstByTitle[title] else {
        throw .titleNotInIndexTitles(sectionIndex: index, title: title)
      }
      var position = Swift.max(first, nextTitlePosition)
      while position < indexTitles.count && indexTitles[position] != title {
        position += 1
      }
      guard position < indexTitles.count else {
        throw .titleOutOfOrder(sectionIndex: index, title: title)
      }
      indexByID[id] = index
      built.append(NavigationSection(id: id, title: title, position: index, indexTitlePosition: position))
      nextTitlePosition = position + 1
    }
    self.init(built: built, indexByID: indexByID, indexTitles: indexTitles, firstByTitle: firstByTitle)
  }

  /// Creates a navigator from sections given by the position of their index title, for
  /// indexes whose titles repeat (ICU's three "…" labels): the section's title is
  /// `indexTitles[indexTitlePosition]`, so a section under the inflow "…" is never mistaken
  /// for one under the underflow "…".
  ///
  /// Positions must be in `indexTitles.indices` and strictly increasing (one section per
  /// index title at most, in the index's order); ids must be unique.
  ///
  /// ```swift
  /// let titles = ["…", "ㄱ", "ㄴ", "…", "A", "…"]
  /// let navigator = try SectionNavigator([(id: 0, indexTitlePosition: 0), (id: 3, indexTitlePosition: 3)],
  ///                                      indexTitles: titles)
  /// navigator.section(forIndexTitleAt: 1)?.id   // 3 (ㄱ and ㄴ are empty: the inflow "…")
  /// ```
  ///
  /// - Complexity: O(n + t) for n sections and t index titles.
  public init(
    _ sections: some Sequence<(id: ID, indexTitlePosition: Int)>, indexTitles: [String]
  ) throws(SectionNavigatorError) {
    var built: [NavigationSection<ID>] = []
    built.reserveCapacity(sections.underestimatedCount)
    var indexByID: [ID: Int] = [:]
    indexByID.reserveCapacity(sections.underestimatedCount)
    var nextTitlePosition = 0
    for (id, position) in sections {
      let index = built.count
      if let first = indexByID[id] {
        throw .duplicateID(sectionIndex: index, firstIndex: first)
      }
      guard position >= nextTitlePosition, position < indexTitles.count else {
        throw .indexTitlePositionOutOfOrder(sectionIndex: index, indexTitlePosition: position)
      }
      indexByID[id] = index
      built.append(
        NavigationSection(id: id, title: indexTitles[position], position: index, indexTitlePosition: position))
      nextTitlePosition = position + 1
    }
    self.init(built: built, indexByID: indexByID, indexTitles: indexTitles)
  }

  /// A navigator from sections a caller in this package has already validated (unique ids,
  /// strictly increasing index-title positions in range), such as `SectionedList`'s.
  ///
  /// - Complexity: O(n + t) for n sections and t index titles.
  package init(validatedIDs ids: [ID], indexTitlePositions: [Int], indexTitles: [String]) {
    var built: [NavigationSection<ID>] = []
    built.reserveCapacity(ids.count)
    var indexByID: [ID: Int] = [:]
    indexByID.reserveCapacity(ids.count)
    for (index, (id, position)) in zip(ids, indexTitlePositions).enumerated() {
      indexByID[id] = index
      built.append(
        NavigationSection(id: id, title: indexTitles[position], position: index, indexTitlePosition: position))
    }
    self.init(built: built, indexByID: indexByID, indexTitles: indexTitles)
  }

  /// Stores validated sections and resolves every index title once.
  private init(
    built: [NavigationSection<ID>], indexByID: [ID: Int], indexTitles: [String],
    firstByTitle: [String: Int]? = nil
  ) {
    var firstByTitle = firstByTitle ?? [:]
    if firstByTitle.isEmpty {
      firstByTitle.reserveCapacity(indexTitles.count)
      for (position, title) in indexTitles.enumerated() where firstByTitle[title] == nil {
        firstByTitle[title] = position
      }
    }
    // Resolve every index title once, from the end: its own section, else the nearest
    // following one, else the last section.
    var resolved = [Int](repeating: built.count - 1, count: indexTitles.count)
    var following = built.count - 1
    var sectionCursor = built.count - 1
    for position in indexTitles.indices.reversed() {
      if sectionCursor >= 0 && built[sectionCursor].indexTitlePosition == position {
        following = sectionCursor
        sectionCursor -= 1
      }
      resolved[position] = following
    }
    self.sections = built
    self.indexTitles = indexTitles
    self.sectionIndexByID = indexByID
    self.sectionIndexByIndexTitle = resolved
    self.firstIndexTitleIndexByTitle = firstByTitle
  }

  /// Creates a navigator whose index titles are exactly the sections' titles (a grouping by
  /// party or by area, where the index strip lists only what is there).
  ///
  /// ```swift
  /// let parties = [(id: 7, name: "녹색당"), (id: 3, name: "청색당")]
  /// let byParty = try SectionNavigator(parties.map { (id: $0.id, title: $0.name) })
  /// byParty.indexTitles == byParty.sections.map(\.title)   // true
  /// ```
  ///
  /// - Complexity: O(n) for n sections.
  public init(_ sections: some Sequence<(id: ID, title: String)>) throws(SectionNavigatorError) {
    let sections = Array(sections)
    try self.init(sections, indexTitles: sections.map { $0.title })
  }

  /// The number of sections.
  ///
  /// ```swift
  /// navigator.count   // 3
  /// ```
  public var count: Int { sections.count }

  /// Whether there are no sections (an empty list).
  ///
  /// ```swift
  /// try SectionNavigator<Int>([]).isEmpty   // true
  /// ```
  public var isEmpty: Bool { sections.isEmpty }

  /// The position in display order of the section with this id, or `nil` when no section of
  /// this grouping has it (a stale id from a previous grouping, or an unknown one).
  ///
  /// ```swift
  /// let navigator = try SectionNavigator([(id: 0, title: "ㄱ"), (id: 1, title: "ㅂ")], indexTitles: ["ㄱ", "ㅂ"])
  /// navigator.position(of: 1)    // 1
  /// navigator.position(of: 42)   // nil
  /// ```
  @inlinable
  public func position(of id: ID) -> Int? {
    sectionIndexByID[id]
  }

  /// The section with this id, or `nil` when no section of this grouping has it.
  ///
  /// ```swift
  /// let navigator = try SectionNavigator([(id: 0, title: "ㄱ"), (id: 1, title: "ㅂ")], indexTitles: ["ㄱ", "ㅂ"])
  /// navigator.section(withID: 1)?.title   // "ㅂ"
  /// ```
  @inlinable
  public func section(withID id: ID) -> NavigationSection<ID>? {
    sectionIndexByID[id].map { sections[$0] }
  }
}

extension SectionNavigator where ID == String {
  /// Creates a navigator whose section ids are their titles (the usual case for a
  /// contacts-style index, where each title names at most one section).
  ///
  /// ```swift
  /// let navigator = try SectionNavigator(titles: ["ㄱ", "ㅎ", "A"], indexTitles: allTitles)
  /// navigator.next(after: ["ㄱ"])?.id   // "ㅎ"
  /// ```
  ///
  /// - Complexity: O(n + t) for n sections and t index titles.
  public init(titles: [String], indexTitles: [String]) throws(SectionNavigatorError) {
    try self.init(titles.map { (id: $0, title: $0) }, indexTitles: indexTitles)
  }
}

extension SectionNavigator: Sendable where ID: Sendable {}
