import Foundation
import Model
import TestSupport
import Testing
@testable import ViewModels

/// What a source cannot do is left out of the hints, the help and the filters, and its key says why in one line.
@MainActor
struct ViewModelServicesCapabilitiesTests {
    /// Openverse's: no comments, faves or orders; a creator's photos by name.
    static let openverse = SourceCapabilities(comments: false, favorites: false, ownerPhotos: true, sorts: [.relevance])
    /// Commons': no comments, no creators, no licence filter.
    static let commons = SourceCapabilities(comments: false, favorites: false, ownerPhotos: false, sorts: [.relevance, .datePostedDescending], licenseFilters: false)

    private func services(_ capabilities: SourceCapabilities) -> RecordingServices {
        RecordingServices(photos: InMemoryPhotoService(total: 30, capabilities: capabilities))
    }

    @Test func aPhotoPageLeavesOutWhatTheSourceCannotDoAndSaysWhyWhenItsKeyIsPressed() {
        let services = services(ViewModelServicesCapabilitiesTests.commons)
        let detail = PhotoDetailViewModel(photo: InMemoryPhotoService.photo(3), services: services, clock: ContinuousClock())
        #expect(!detail.statusLine.text.contains("comments") && !detail.statusLine.text.contains("owner"), "\(detail.statusLine.text)")
        #expect(detail.statusLine.text.contains("t tags"))
        detail.commentsRequested()
        #expect(detail.statusLine.text == "test photos has no comments on its photos")
        detail.ownerPhotosRequested()
        #expect(detail.statusLine.text == "test photos cannot search one creator's photos")
        #expect(services.pushCount == 0, "nothing was pushed")
    }

    @Test func anOwnerKnownByNameAloneIsSearchedByName() async {
        await serially {
            let service = InMemoryPhotoService(total: 30, capabilities: ViewModelServicesCapabilitiesTests.openverse)
            let services = RecordingServices(photos: service)
            var photo = InMemoryPhotoService.photo(3)
            photo.owner = PhotoOwner(name: "Aitzol Berasategi")
            let detail = PhotoDetailViewModel(photo: photo, services: services, clock: ContinuousClock())
            detail.ownerPhotosRequested()
            await workFinished()
            #expect(service.calls.contains("search::1:creator=Aitzol Berasategi"), "\(service.calls)")
            #expect(services.top(as: SearchResultsViewModel.self) != nil)
        }
    }

    @Test func theResultsLeaveOutOrdersAndSayWhy() {
        let services = services(ViewModelServicesCapabilitiesTests.openverse)
        let page = PhotoPage(query: SearchQuery(text: "x"), page: 1, pages: 1, perPage: 20, total: 3, photos: (0..<3).map(InMemoryPhotoService.photo))
        let results = SearchResultsViewModel(firstPage: page, services: services, clock: ContinuousClock())
        #expect(!results.statusLine.text.contains("sort") && results.statusLine.text.contains("licence"), "\(results.statusLine.text)")
        results.sortCycled()
        #expect(results.statusLine.text == "test photos orders its results by relevance only")
    }

    @Test func theHelpAndTheSearchFiltersLeaveThemOut() {
        let capabilities = ViewModelServicesCapabilitiesTests.commons
        let app = AppViewModel(keys: .standard) { capabilities }
        app.keyLeftOver(.character("?"), contexts: [.detail])
        let summaries = app.help?.lines.map(\.summary) ?? []
        #expect(summaries.contains("the tags; Enter searches one"))
        #expect(!summaries.contains("the comments") && !summaries.contains("more photos by the owner"), "\(summaries)")
        let search = SearchViewModel(services: services(capabilities), clock: ContinuousClock())
        #expect(search.filters == "Sort: relevance (Tab)")
        search.licenseFilterCycled()
        #expect(search.statusLine.text == "test photos's photos are all openly licensed: it has no licence filter")
    }

    @Test func ctrlTSwitchesTheSourceTheNextSearchGoesTo() async {
        await serially {
            let other = InMemoryPhotoService(total: 5)
            let services = services(.all)
            services.otherSources = [("Openverse", other)]
            let search = SearchViewModel(services: services, clock: ContinuousClock())
            #expect(search.filters.hasPrefix("Source: test photos (Ctrl-T) · "))
            search.sourceCycled()
            #expect(search.sourceName == "Openverse")
            #expect(search.statusLine.text == "Searching Openverse now")
            search.searchTextChanged("cats")
            search.searchSubmitted()
            await workFinished()
            #expect(other.calls.first == "search:cats:1")
        }
    }

    @Test func withOneSourceTheKeySaysSo() {
        let search = SearchViewModel(services: services(.all), clock: ContinuousClock())
        #expect(!search.filters.contains("Source"))
        search.sourceCycled()
        #expect(search.statusLine.text == "test photos is the only source set up")
    }
}
