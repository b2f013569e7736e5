import AppConfig
import ArgumentParser
import FoundationEssentials
import Glibc
import Model

/// `flickterm search WORDS…`: one page of results as a table or as JSON.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search photos and print one page of results."
    )

    /// Every word that is not an option, `-word` exclusions included (they are not options either).
    @Argument(parsing: .allUnrecognized, help: "Words to search for; prefix a word with - to exclude it.")
    var words: [String] = []

    /// Takes the next argument whatever it looks like, so that `--page -1` is refused for its value.
    @Option(parsing: .unconditional, help: "Page number, from 1.")
    var page: Int = 1

    @Option(name: .customLong("per-page"), parsing: .unconditional, help: "Results per page, 1 to 500 (default: the config file's, else \(SearchQuery.defaultPerPage)).")
    var perPage: Int?

    @Option(help: "Order: \(SearchSort.allCases.map(\.rawValue).joined(separator: ", ")) (default: the config file's, else relevance).")
    var sort: SearchSort?

    @Option(help: "Licences: \(LicenseFilter.allCases.map(\.rawValue).joined(separator: ", ")) (default: the config file's, else any).")
    var license: LicenseFilter?

    @Flag(help: "Print one JSON document instead of a table.")
    var json = false

    @OptionGroup var backend: BackendOptions
    @OptionGroup var log: LogOptions

    func validate() throws {
        guard !words.joined().trimmingWhitespace().isEmpty else {
            throw ValidationError("give at least one word to search for")
        }
        let length = words.joined(separator: " ").count
        if length > SearchQuery.maximumTextLength {
            throw ValidationError("the search is \(length) characters long; at most \(SearchQuery.maximumTextLength) are searched for")
        }
        if let option = words.first(where: { $0.hasPrefix("--") }) {
            throw ValidationError("unknown option '\(option)' (a word to exclude takes a single -, as in -frisbee)")
        }
        guard page >= 1 else { throw ValidationError("--page must be 1 or more") }
        if let perPage, !(1...SearchQuery.maximumPerPage).contains(perPage) {
            throw ValidationError("--per-page must be between 1 and \(SearchQuery.maximumPerPage)")
        }
    }

    func run() async throws {
        do {
            let config = try ConfigFile.forCurrentUser()
            config.warnings.forEach(CommandFailure.warn)
            let defaults = config.searchDefaults
            let query = SearchQuery(
                text: words.joined(separator: " "), page: page, perPage: perPage ?? defaults.perPage, sort: sort ?? defaults.sort,
                licenses: license?.flickrIDs ?? defaults.licenses, safeSearch: defaults.safeSearch
            )
            guard page <= query.lastReachablePage else { throw PageOutOfRange.pastTheCap(page: page, query: query) }
            let backend = try await backend.choice.makeBackend(config: config, logger: LogOptions.logger("flickterm.flickr", level: log.level))
            if let notice = backend.notice { CommandFailure.warn(notice) }
            var result = try await backend.service.search(query)
            if let fresh = try await backend.service.revalidate(result) { result = fresh }
            if let origin = result.origin.label { CommandFailure.warn(origin) }
            if result.total > 0, page > result.pages { throw PageOutOfRange.pastTheEnd(page: page, of: result) }
            let output = json ? try SearchJSONDocument(page: result).encoded() : ResultTable(page: result).render(width: TerminalSize.columns())
            FileDescriptor.write((output + "\n").utf8, to: STDOUT_FILENO)
        } catch let error as ValidationError {
            throw error
        } catch {
            throw CommandFailure.report(error)
        }
    }
}

extension SearchSort: ExpressibleByArgument {}
extension LicenseFilter: ExpressibleByArgument {}
