/// A catalog photo with the normalised words of each searchable field.
struct CatalogEntry {
    /// How much a match in each field counts toward relevance.
    enum Field: Int, CaseIterable {
        case description = 1
        case tags = 2
        case title = 3
    }

    let photo: Photo
    private let words: [Field: Set<String>]

    init(photo: Photo) {
        self.photo = photo
        words = [
            .title: Set(SearchTerms.words(in: photo.title)),
            .tags: Set(photo.tags.flatMap(SearchTerms.words(in:))),
            .description: Set(SearchTerms.words(in: photo.description)),
        ]
    }

    /// Relevance of the entry for `terms`, or `nil` when a required word is missing or an excluded one present.
    /// A word counts by the best field it is in, whole words more than prefixes.
    func score(for terms: SearchTerms) -> Int? {
        if terms.excluded.contains(where: { best(for: $0) != nil }) { return nil }
        var total = 0
        for term in terms.required {
            guard let score = best(for: term) else { return nil }
            total += score
        }
        return total
    }

    private func best(for term: String) -> Int? {
        var best: Int?
        for field in Field.allCases {
            guard let fieldWords = words[field] else { continue }
            let score: Int
            if fieldWords.contains(term) {
                score = field.rawValue * 2
            } else if fieldWords.contains(where: { $0.hasPrefix(term) }) {
                score = field.rawValue
            } else {
                continue
            }
            best = max(best ?? 0, score)
        }
        return best
    }
}
