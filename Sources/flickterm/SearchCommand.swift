import ArgumentParser
import Foundation
import Model

/// `flickterm search WORDS…`: one page of results as a table or as JSON.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search photos and print one page of results."
    )

    @Argument(help: "Words to search for; prefix a word with - to exclude it.")
    var words: [String]

    @Option(help: "Page number, from 1.")
    var page: Int = 1

    @Option(name: .customLong("per-page"), help: "Results per page, 1 to 500.")
    var perPage: Int = 20

    @Option(help: "Order: \(SearchSort.allCases.map(\.rawValue).joined(separator: ", ")).")
    var sort: SearchSort = .relevance

    @Flag(help: "Print one JSON document instead of a table.")
    var json = false

    @OptionGroup var backend: BackendOptions

    func validate() throws {
        guard !words.joined().trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("give at least one word to search for")
        }
        guard page >= 1 else { throw ValidationError("--page must be 1 or more") }
        guard (1...SearchQuery.maximumPerPage).contains(perPage) else {
            throw ValidationError("--per-page must be between 1 and \(SearchQuery.maximumPerPage)")
        }
    }

    func run() async throws {
        let query = SearchQuery(text: words.joined(separator: " "), page: page, perPage: perPage, sort: sort)
        do {
            let service = try backend.makeService()
            let result = try await service.search(query)
            let output = json ? try SearchJSONDocument(page: result).encoded() : ResultTable(page: result).render(width: TerminalSize.columns())
            FileHandle.standardOutput.write(Data((output + "\n").utf8))
        } catch let error as ValidationError {
            throw error
        } catch {
            throw CommandFailure.report(error)
        }
    }
}

extension SearchSort: ExpressibleByArgument {}
