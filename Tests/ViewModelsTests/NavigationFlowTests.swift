import Foundation
import Model
import TestSupport
import Testing
@testable import ViewModels

/// Search → results → detail → back against the real demo catalog, with no terminal at all.
@MainActor
struct NavigationFlowTests {
    @Test func searchesBrowsesOpensAndGoesBack() async throws {
        try await serially {
            let services = RecordingServices(photos: try CatalogService(directory: ProjectPaths.catalog))
            let search = SearchViewModel(services: services, defaults: SearchDefaults(perPage: 20))
            services.push(search)
            search.searchTextChanged("horses")
            search.searchSubmitted()
            await workFinished()
            #expect(services.stack.count == 2)
            let results = try #require(services.top(as: SearchResultsViewModel.self))
            #expect(results.rowCount == 20)
            #expect(results.hasMore)
            #expect(results.rows(in: 0..<1).first?.outputs.title.lowercased().contains("horse") == true)
            results.end()
            await workFinished()
            #expect(results.rowCount == 40)
            #expect(!results.hasMore)
            results.home()
            results.rowActivated()
            let detail = try #require(services.top(as: PhotoDetailViewModel.self))
            detail.viewDidAppear()
            await workFinished()
            #expect(detail.licenseName?.hasPrefix("Attribution") == true)
            #expect(detail.imageURL(forPixelWidth: 600, height: 400)?.isFileURL == true)
            detail.backPressed()
            #expect(services.top(as: SearchResultsViewModel.self) === results)
            results.backPressed()
            #expect(services.top(as: SearchViewModel.self) === search)
        }
    }
}
