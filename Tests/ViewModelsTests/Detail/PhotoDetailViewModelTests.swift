import Foundation
import Model
import TestSupport
import Testing
@testable import ViewModels

@MainActor
struct PhotoDetailViewModelTests {
    let service = InMemoryPhotoService(total: 10)

    private func make(_ photo: Photo = InMemoryPhotoService.photo(3), downloads: InMemoryDownloads = InMemoryDownloads()) -> (PhotoDetailViewModel, RecordingServices) {
        let services = RecordingServices(photos: service)
        services.downloads = downloads
        return (PhotoDetailViewModel(photo: photo, services: services, clock: ContinuousClock()), services)
    }

    /// A photo without tags, comments or a known owner leaves those keys out of its hints, and each pressed says why
    /// rather than opening an empty screen.
    @Test func keysWithNothingBehindThemAreLeftOutAndSayWhy() {
        var photo = Photo(id: "bare", title: "Bare")
        photo.counts = PhotoCounts(comments: 0)
        let (viewModel, services) = make(photo)
        for word in ["tags", "comments", "owner"] { #expect(!viewModel.statusLine.text.contains(word), "\(word)") }
        viewModel.tagsRequested()
        #expect(viewModel.statusLine.text == "This photo has no tags")
        viewModel.commentsRequested()
        #expect(viewModel.statusLine.text == "No one has commented on this photo")
        viewModel.ownerPhotosRequested()
        #expect(viewModel.statusLine.text == "Who took this photo is not known, so there are no more of theirs to show")
        #expect(services.pushCount == 0)
        #expect(make().0.statusLine.text.contains("tags"), "a photo with tags offers them")
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
            let loading = OutputRecorder { viewModel.isLoading }
            let posted = OutputRecorder { viewModel.posted }
            let counts = OutputRecorder { viewModel.counts }
            let lines = OutputRecorder { viewModel.statusLine.tone }
            viewModel.viewDidAppear()
            await workFinished()
            #expect(loading.values == [false, true, false])
            #expect(posted.values == [nil, "2020-09-13"])
            #expect(counts.values == [PhotoCounts(views: nil, comments: nil, faves: nil), PhotoCounts(views: 100, comments: 2, faves: 7)])
            #expect(lines.values == [.hint], "the page says it is loading in its body, not at its foot")
            #expect(viewModel.licenseName == "Attribution License")
            #expect(viewModel.licenseURL?.absoluteString == "https://creativecommons.org/licenses/by/2.0/")
            #expect(!service.calls.contains("licenses"), "Flickr's own licences need no call")
            #expect(viewModel.counts == PhotoCounts(views: 100, comments: 2, faves: 7))
            viewModel.viewDidAppear()
            await workFinished()
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
            let licence = OutputRecorder { viewModel.licenseLine }
            #expect(viewModel.licenseName == "CC-BY-4.0", "the id until the licence list arrives")
            viewModel.viewDidAppear()
            await workFinished()
            #expect(service.calls.contains("licenses"))
            #expect(licence.values == ["Licence: CC-BY-4.0", "Licence: CC-BY-4.0 (the licence names could not be loaded)"])
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

    /// The largest size is saved, with the photo's licence; the status line shows the progress, then where it went.
    @Test func downloadsTheLargestImageWithItsCreditBeside() async throws {
        await serially {
            let downloads = InMemoryDownloads(ending: .saved(.init(name: "Red-bus at .-dusk (p3).jpg", bytes: 3000)))
            let (viewModel, _) = make(downloads: downloads)
            let lines = OutputRecorder { viewModel.statusLine }
            viewModel.downloadPressed()
            await workFinished()
            #expect(downloads.requests == ["b:p3:4"])
            #expect(lines.values.map(\.tone) == [.hint, .progress, .progress, .notice])
            #expect(lines.values[1].text == "Downloading “Photo 3”… — Esc cancels")
            #expect(lines.values[2].text == "Downloading “Photo 3” ▕█████████░░░░░░░░░░░▏ 45% — Esc cancels")
            #expect(viewModel.notice == "Saved in /home/u/Pictures: Red-bus at .-dusk (p3).jpg (2 KiB), its credit and licence beside it")
        }
    }

    /// Esc stops the download (not the screen) and says nothing was saved; the next Esc goes back.
    @Test func escCancelsADownload() async throws {
        try await serially {
            let downloads = InMemoryDownloads(ending: .held)
            let (viewModel, services) = make(downloads: downloads)
            viewModel.downloadPressed()
            try await waitUntil("the progress shown") { viewModel.statusLine.text.contains("▕█████████░░░░░░░░░░░▏ 45%") }
            viewModel.backPressed()
            #expect(services.popCount == 0, "Esc stops the download, not the screen")
            #expect(viewModel.notice == "Download cancelled; nothing was saved")
            #expect(viewModel.actions.downloadStatus == nil)
            await workFinished()
            #expect(downloads.cancelled == 1)
            viewModel.backPressed()
            #expect(services.popCount == 1)
        }
    }

    @Test func saysWhenADownloadFails() async throws {
        await serially {
            let (viewModel, _) = make(downloads: InMemoryDownloads(ending: .failed(HTTPError.timedOut)))
            viewModel.downloadPressed()
            await workFinished()
            #expect(viewModel.notice == "Download failed: the server did not answer in time; nothing was saved")
            #expect(viewModel.statusLine.tone == .notice)
            let (stalled, _) = make(downloads: InMemoryDownloads(ending: .failed(HTTPError.stalled)))
            stalled.downloadPressed()
            await workFinished()
            #expect(stalled.notice == "Download failed: it stalled (under 1 KB a second for 30 s); nothing was saved")
        }
    }

    @Test func pushesANewSearch() {
        let (viewModel, services) = make()
        viewModel.newSearchRequested()
        #expect(services.top(as: SearchViewModel.self) != nil)
    }

    @Test func showsMorePhotosByTheOwner() async throws {
        try await serially {
            let (viewModel, services) = make()
            services.settings.searchDefaults = SearchDefaults(perPage: 4, safeSearch: .restricted)
            viewModel.ownerPhotosRequested()
            #expect(viewModel.notice == "Looking for photos by Owner 0…")
            await workFinished()
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
