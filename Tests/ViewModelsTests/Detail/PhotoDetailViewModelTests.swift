import ConcurrencyExtras
import Foundation
import Model
import TestSupport
import Testing
@testable import ViewModels

@MainActor
struct PhotoDetailViewModelTests {
    let service = InMemoryPhotoService(total: 10)

    private func make(
        _ photo: Photo = InMemoryPhotoService.photo(3), downloadsFolder: URL = FileManager.default.temporaryDirectory
    ) -> (PhotoDetailViewModel, RecordingServices) {
        let services = RecordingServices(photos: service, downloadsFolder: downloadsFolder)
        return (PhotoDetailViewModel(photo: photo, services: services, clock: ContinuousClock()), services)
    }

    @Test func showsThePhotoAsPlainText() {
        let (viewModel, _) = make()
        #expect(viewModel.title == "Photo 3")
        #expect(viewModel.owner == "Owner 0")
        #expect(viewModel.byline == "by Owner 0")
        #expect(viewModel.tagsLine == "Tags: tag3")
        #expect(viewModel.licenseLine == "Licence: Attribution License <https://creativecommons.org/licenses/by/2.0/>", "Flickr's own, known at once")
        #expect(viewModel.description == "Bold & linked\nnext line")
        #expect(viewModel.tags == ["tag3"])

        #expect(viewModel.credit == "Photo by Owner 0")
        #expect(viewModel.pageURL?.absoluteString == "https://www.flickr.com/photos/test/3/")
    }

    @Test func loadsFullInformationOnAppear() async {
        await serially {
            let (viewModel, _) = make()
            viewModel.viewDidAppear()
            await Task.megaYield()
            #expect(viewModel.isLoading == false)
            #expect(viewModel.posted == "2020-09-13")
            #expect(viewModel.licenseName == "Attribution License")
            #expect(viewModel.licenseURL?.absoluteString == "https://creativecommons.org/licenses/by/2.0/")
            #expect(!service.calls.contains("licenses"), "Flickr's own licences need no call")
            #expect(viewModel.counts == PhotoCounts(views: 100, comments: 2, faves: 7))
            viewModel.viewDidAppear()
            await Task.megaYield()
            #expect(service.calls.filter { $0 == "info:p3" }.count == 2, "one for the info, one for the counts; not again")
        }
    }

    @Test func saysWhenTheLicenceNamesCouldNotBeLoaded() async {
        await serially {
            service.failLicenses()
            service.answerInfo(license: "CC-BY-4.0")
            var photo = InMemoryPhotoService.photo(3)
            photo.licenseID = "CC-BY-4.0"
            let (viewModel, _) = make(photo)
            #expect(viewModel.licenseName == "CC-BY-4.0", "the id until the licence list arrives")
            viewModel.viewDidAppear()
            await Task.megaYield()
            #expect(service.calls.contains("licenses"))
            #expect(viewModel.licenseLine == "Licence: CC-BY-4.0 (the licence names could not be loaded)")
        }
    }

    @Test func creditsTheOwnerWhoseNameSanitisesToNothing() {
        var photo = InMemoryPhotoService.photo(3)
        photo.owner = PhotoOwner(id: "12345@N00", name: "\u{1b}\u{7}\u{0} ")
        let (viewModel, _) = make(photo)
        #expect(viewModel.owner == "12345@N00")
        #expect(viewModel.credit == "Photo by 12345@N00")
    }

    @Test func choosesTheSmallestCoveringImage() {
        let (viewModel, _) = make()
        // Never a square crop, however small the pane: the whole photo, at the smallest size that shows it.
        #expect(viewModel.imageURL(forPixelWidth: 100, height: 100)?.lastPathComponent == "3_m.jpg")
        #expect(viewModel.imageURL(forPixelWidth: 20, height: 20)?.lastPathComponent == "3_m.jpg")
        #expect(viewModel.imageURL(forPixelWidth: 200, height: 100)?.lastPathComponent == "3_m.jpg")
        #expect(viewModel.imageURL(forPixelWidth: 600, height: 300)?.lastPathComponent == "3_z.jpg")
        #expect(viewModel.imageURL(forPixelWidth: 900, height: 600)?.lastPathComponent == "3_b.jpg")
        #expect(viewModel.imageURL(forPixelWidth: 5000, height: 5000)?.lastPathComponent == "3_b.jpg")
    }

    @Test func opensThePageAndCopiesIt() {
        let (viewModel, services) = make()
        let notices = OutputRecorder { viewModel.notice }
        viewModel.openInBrowserPressed()
        viewModel.noticeDismissed()
        viewModel.copyLinkPressed()
        #expect(notices.values == [nil, "Opening https://www.flickr.com/photos/test/3/ in the browser", nil, "Copied https://www.flickr.com/photos/test/3/"])
        #expect(services.recordingBrowser.opened == [URL(string: "https://www.flickr.com/photos/test/3/")!])
        #expect(services.recordingClipboard.copied == ["https://www.flickr.com/photos/test/3/"])
        #expect(viewModel.statusLine == StatusLine("Copied https://www.flickr.com/photos/test/3/", tone: .notice))
        services.recordingBrowser.isAvailable = false
        viewModel.openInBrowserPressed()
        #expect(viewModel.notice == "No browser to open it with: set $BROWSER or install xdg-open (y copies the link)")
        viewModel.backPressed()
        #expect(services.popCount == 1)
    }

    /// A photo whose only size is a local file of `bytes` bytes, and a folder for its download.
    private func downloadable(bytes: Int) throws -> (Photo, URL) {
        let folder = ScratchFolder.path("downloads")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let image = folder.appendingPathComponent("source.bin")
        try Data(repeating: 0xFF, count: bytes).write(to: image)
        var photo = InMemoryPhotoService.photo(3)
        photo.title = "Red/bus at ../dusk"
        photo.sizes = [PhotoSize(suffix: "b", width: 1024, height: 768, source: image.absoluteString)]
        return (photo, folder.appendingPathComponent("saved"))
    }

    private func waitForTheDownload(_ viewModel: PhotoDetailViewModel) async throws {
        try await waitUntil("the download's end") { viewModel.actions.downloadStatus == nil }
    }

    @Test func downloadsTheLargestImageWithItsCreditBeside() async throws {
        let (photo, folder) = try downloadable(bytes: 3000)
        let (viewModel, _) = make(photo, downloadsFolder: folder)
        viewModel.downloadPressed()
        #expect(viewModel.statusLine.tone == .progress)
        #expect(viewModel.statusLine.text.hasSuffix("— Esc cancels"))
        try await waitForTheDownload(viewModel)
        let name = "Red-bus at .-dusk (p3).jpg"
        #expect(viewModel.notice == "Saved in \(folder.path): \(name) (2 KiB), its credit and licence beside it")
        #expect(try Data(contentsOf: folder.appendingPathComponent(name)).count == 3000)
        let sidecar = try String(contentsOf: folder.appendingPathComponent("Red-bus at .-dusk (p3).txt"), encoding: .utf8)
        #expect(sidecar.contains("Title: Red/bus at ../dusk"))
        #expect(sidecar.contains("Page: https://www.flickr.com/photos/test/3/"))
        viewModel.downloadPressed()
        try await waitForTheDownload(viewModel)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Red-bus at .-dusk (p3) (2).jpg").path), "never overwrites")
    }

    @Test func escCancelsADownloadAndLeavesNothing() async throws {
        let server = try await LoopbackServerProcess()
        try await server.inject("drip:50", count: 0)
        var (photo, folder) = try downloadable(bytes: 10)
        photo.sizes = [PhotoSize(suffix: "z", width: 640, height: 428, source: server.baseURL.appendingPathComponent("catalog/coco-78499_d3m0_z.jpg").absoluteString)]
        let (viewModel, services) = make(photo, downloadsFolder: folder)
        viewModel.downloadPressed()
        try await Task.sleep(for: .milliseconds(100))
        viewModel.backPressed()
        #expect(services.popCount == 0, "Esc stops the download, not the screen")
        try await waitForTheDownload(viewModel)
        #expect(viewModel.notice == "Download cancelled; nothing was saved")
        let left = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        #expect(left.isEmpty, "a cancelled download leaves nothing")
        viewModel.backPressed()
        #expect(services.popCount == 1)
    }

    @Test func saysWhenADownloadFails() async throws {
        var photo = InMemoryPhotoService.photo(3)
        photo.sizes = [PhotoSize(suffix: "b", width: 1024, height: 768, source: "file:///nonexistent/\(UUID().uuidString).jpg")]
        let (viewModel, _) = make(photo)
        viewModel.downloadPressed()
        try await waitForTheDownload(viewModel)
        #expect(viewModel.notice?.hasPrefix("Download failed: ") == true)
        #expect(viewModel.statusLine.tone == .notice)
    }

    @Test func pushesANewSearch() {
        let (viewModel, services) = make()
        viewModel.newSearchRequested()
        #expect(services.top(as: SearchViewModel.self) != nil)
    }

    @Test func showsMorePhotosByTheOwner() async throws {
        try await serially {
            let (viewModel, services) = make()
            services.searchDefaults = SearchDefaults(perPage: 4, safeSearch: .restricted)
            viewModel.ownerPhotosRequested()
            #expect(viewModel.notice == "Looking for photos by Owner 0…")
            await service.waitForCalls(1)
            await Task.megaYield()
            let results = try #require(services.top(as: SearchResultsViewModel.self))
            #expect(service.calls.contains("search::1:user=owner0"))
            #expect(results.title == "Photos by Owner 0 — 10 photos")
            #expect((results.lastPage.query.perPage, results.lastPage.query.safeSearch) == (4, .restricted), "the configured page size and safety")
            var anonymous = InMemoryPhotoService.photo(4)
            anonymous.owner = PhotoOwner()
            let (unknown, unknownServices) = make(anonymous)
            unknown.ownerPhotosRequested()
            #expect(unknown.notice == "Who took this photo is not known, so there are no more of theirs to show")
            #expect(unknownServices.pushCount == 0)
        }
    }

    @Test func showsTagsAndComments() {
        let (viewModel, services) = make()
        viewModel.tagsRequested()
        #expect(services.top(as: PhotoTagsViewModel.self)?.tags == ["tag3"])
        viewModel.commentsRequested()
        #expect(services.top(as: PhotoCommentsViewModel.self)?.title == "Comments on “Photo 3”")
    }
}

/// What a hostile server puts as a photo's page never reaches the browser or the clipboard, and a page that is
/// not Flickr's shows its host before it opens.
@MainActor
struct PhotoPageLinkTests {
    private func detail(page: String) -> (PhotoDetailViewModel, RecordingServices) {
        let services = RecordingServices(photos: InMemoryPhotoService(total: 3))
        var photo = InMemoryPhotoService.photo(1)
        photo.pageURL = URL(string: page)
        return (PhotoDetailViewModel(photo: photo, services: services, clock: ContinuousClock()), services)
    }

    @Test func optionsScriptsAndFilesAreNeitherOpenedNorCopied() {
        let refused = [
            ("--renderer-cmd-prefix=touch%20/tmp/x", "Did not open the page: its address is not a web address"),
            ("javascript:alert(1)", "Did not open the page: its address is a javascript: link, not a web page"),
            ("file:///etc/passwd", "Did not open the page: its address is a file: link, not a web page"),
            ("https://www.flickr.com/?" + String(repeating: "x", count: 3000), "Did not open the page: its address is 3024 characters long (at most 2000)"),
        ]
        for (page, sentence) in refused {
            let (viewModel, services) = detail(page: page)
            viewModel.openInBrowserPressed()
            #expect(viewModel.notice == sentence)
            viewModel.copyLinkPressed()
            #expect(viewModel.notice?.hasPrefix("Did not copy the link: ") == true)
            #expect(services.recordingBrowser.opened.isEmpty)
            #expect(services.recordingClipboard.copied.isEmpty)
        }
    }

    @Test func aPageNotOnFlickrShowsItsHostFirst() {
        let (viewModel, services) = detail(page: "https://evil.example/login")
        viewModel.openInBrowserPressed()
        #expect(viewModel.notice == "This page is on evil.example, not Flickr: press o again to open it")
        #expect(services.recordingBrowser.opened.isEmpty)
        viewModel.openInBrowserPressed()
        #expect(services.recordingBrowser.opened == [URL(string: "https://evil.example/login")!])
    }
}
