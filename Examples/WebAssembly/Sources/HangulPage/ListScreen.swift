import Hangul
import HangulCorpus
import SectionNavigation

/// The list the page shows: names in `hangul index` order under their sections, and their
/// search as typed. Its navigation is a ``ListNavigation`` of its sections.
struct ListScreen {
  /// The names, in list order (section by section, each in Korean order).
  let names: [String]
  /// The sections' titles, in order, and the index of each section's first name.
  let sectionTitles: [String]
  let sectionStarts: [Int]
  /// Search as typed over `names`; its item offsets are positions in `names`.
  private var session: SearchSession

  /// Groups `names` into the contacts layout's sections, as `hangul index` does.
  init(names input: [String]) throws(ListScreenError) {
    let list: SectionedList<String>
    let index: SearchIndex
    do {
      list = try SectionIndex(layout: .contacts).sections(of: input)
    } catch {
      throw .index(error.description)
    }
    var names: [String] = []
    var starts: [Int] = []
    for section in list.sections {
      starts.append(names.count)
      names.append(contentsOf: section.items)
    }
    do {
      index = try SearchIndex(names)
    } catch {
      throw .index(error.description)
    }
    self.names = names
    sectionTitles = list.sections.map { $0.title }
    sectionStarts = starts
    session = SearchSession(index: index)
  }

  /// The generated names the page shows by default: `count` names of `NameGenerator` with
  /// `seed` (Korean names, and 5 % Latin, digit-led, Hanja, emoji and other entries).
  static func generatedNames(count: Int, seed: UInt64) -> [String] {
    var generator = NameGenerator(seed: seed)
    return (0..<count).map { _ in generator.next() }
  }

  /// The results for the text now in the search box, in `hangul search` order: each name's
  /// position and the UTF-16 ranges of its matched characters.
  mutating func search(_ text: String, carryOver: Bool) -> [(row: Int, ranges: [Range<Int>])] {
    session.options.allowsCarryOver = carryOver
    return session.search(text).map { hit in (hit.itemOffset, hit.utf16Ranges(in: names[hit.itemOffset])) }
  }
}

/// Why the list screen could not be made.
enum ListScreenError: Error {
  /// The section or search index failed, with its message.
  case index(String)

  /// What went wrong, for the page to show.
  var message: String {
    switch self {
    case .index(let message): message
    }
  }
}

extension ListNavigation {
  /// The navigation of sections of the contacts layout (ㄱ…ㅎ, A–Z, #), given by their titles
  /// in order; the strip shows every title of the layout. The titles are unique, so they
  /// identify the sections.
  init(sectionTitles: [String]) throws(ListScreenError) {
    let titles: [String]
    do {
      titles = try SectionIndex(layout: .contacts).titles
    } catch {
      throw .index(error.description)
    }
    do {
      self.init(navigator: try SectionNavigator(titles: sectionTitles, indexTitles: titles))
    } catch {
      throw .index("the sections are not titles of the contacts layout, in its order: \(sectionTitles)")
    }
  }
}
