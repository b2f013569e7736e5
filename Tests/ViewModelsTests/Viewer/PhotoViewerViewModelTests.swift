import Foundation
import Model
import Testing
@testable import ViewModels

/// The full-screen viewer, over in-memory photos and pictures (how a picture is fitted is the store's, tested there).
@MainActor
struct PhotoViewerViewModelTests {
    private let results = (0..<3).map(InMemoryPhotoService.photo)

    private func services() -> (RecordingServices, InMemoryImages) {
        let images = InMemoryImages()
        let services = RecordingServices(photos: InMemoryPhotoService(total: 3))
        services.images = images
        return (services, images)
    }

    @Test func showsTheWholePhotoAtTheAreasSizeAndMovesThroughTheResults() async throws {
        await serially {
            let (services, images) = services()
            let viewer = PhotoViewerViewModel(place: ResultsPlace(photos: results, index: 1), services: services, clock: ContinuousClock())
            let size = { viewer.picture.image.map { "\($0.width)x\($0.height)" } }
            let pictures = OutputRecorder { viewer.picture == .loading ? "loading" : size() ?? "none" }
            let positions = OutputRecorder { viewer.position }
            #expect(viewer.position == "2 of 3")
            #expect(viewer.caption.hasPrefix(results[1].displayTitle))
            viewer.pictureAreaChanged(width: 900, height: 580, pixelAspect: 1)
            #expect(viewer.picture == .loading)
            await workFinished()
            #expect(size() == "900x580")
            // The smallest whole size covering the area (b, 1024×683); the neighbours' at once, less urgently.
            #expect(images.fetches.first == "1_b.jpg:900x580:visible")
            #expect(Set(images.fetches.dropFirst()) == ["0_b.jpg:900x580:upcoming", "2_b.jpg:900x580:upcoming"])
            // Moving shows the next one without waiting.
            viewer.nextPressed()
            #expect(viewer.position == "3 of 3")
            #expect(size() == "900x580", "shown without waiting")
            viewer.nextPressed()
            #expect(viewer.position == "3 of 3")
            #expect(viewer.notice?.text == "This is the last photo")
            viewer.noticeDismissed()
            viewer.previousPressed()
            viewer.previousPressed()
            #expect(viewer.position == "1 of 3")
            viewer.previousPressed()
            #expect(viewer.notice?.text == "This is the first photo")
            #expect(pictures.values == ["none", "loading", "900x580"], "each photo shown at once from memory once fetched")
            #expect(positions.values == ["2 of 3", "3 of 3", "2 of 3", "1 of 3"])
        }
    }

    @Test func opensFromTheResultsAndFromThePhotoPageAndGoesBack() async throws {
        let (services, _) = services()
        let results = Array(results.prefix(2))
        let detail = PhotoDetailViewModel(photo: results[1], neighbours: ResultsPlace(photos: results, index: 1), services: services, clock: ContinuousClock())
        services.push(detail)
        detail.fullScreenRequested()
        let viewer = try #require(services.top(as: PhotoViewerViewModel.self))
        #expect(viewer.position == "2 of 2")
        #expect(viewer.photo.id == "p1")
        viewer.backPressed()
        #expect(services.top(as: PhotoDetailViewModel.self) === detail)
        // A photo opened alone has no neighbours to move to.
        let alone = PhotoViewerViewModel(place: ResultsPlace(photos: [results[0]], index: 0), services: services, clock: ContinuousClock())
        #expect(alone.position == "")
        alone.nextPressed()
        #expect(alone.photo.id == "p0")
    }

    /// The viewer counts as the list does ("N of M", M what the list can reach), and left on another photo it lands
    /// on that photo selected in the list — from the photo page too, which it leaves then.
    @Test func countsAsTheListDoesAndLeavesOnThePhotoShown() async throws {
        let (services, _) = services()
        var selected: [Int] = []
        let place = ResultsPlace(photos: results, index: 0, total: 104) { selected.append($0) }
        let detail = PhotoDetailViewModel(photo: results[0], neighbours: place, services: services, clock: ContinuousClock())
        services.push(detail)
        detail.fullScreenRequested()
        let viewer = try #require(services.top(as: PhotoViewerViewModel.self))
        #expect(viewer.position == "1 of 104")
        viewer.nextPressed()
        viewer.nextPressed()
        viewer.backPressed()
        #expect(selected == [2], "the photo viewed is selected in the list")
        #expect(services.top(as: PhotoDetailViewModel.self) == nil, "the first photo's page is left too")
        // Left on the photo the page shows, the viewer goes back to its page.
        services.push(detail)
        detail.fullScreenRequested()
        try #require(services.top(as: PhotoViewerViewModel.self)).backPressed()
        #expect(services.top(as: PhotoDetailViewModel.self) === detail)
        #expect(selected == [2])
    }

    @Test func actsOnThePhotoShown() async throws {
        let (services, _) = services()
        let viewer = PhotoViewerViewModel(place: ResultsPlace(photos: results, index: 0), services: services, clock: ContinuousClock())
        viewer.nextPressed()
        viewer.copyLinkPressed()
        #expect(services.recordingClipboard.copied.last == results[1].pageURL?.absoluteString)
    }

    @Test func showsNothingWithImagesOff() {
        let services = RecordingServices(photos: InMemoryPhotoService(total: 1))
        let viewer = PhotoViewerViewModel(place: ResultsPlace(photos: [Photo(id: "1")], index: 0), services: services, clock: ContinuousClock())
        viewer.pictureAreaChanged(width: 100, height: 100, pixelAspect: 1)
        #expect(viewer.picture == .unavailable)
    }

    /// `1` shows the photo's own pixels: at once from the fitted picture, then from the size the zoom needs (here
    /// `b`, the largest there is, 1024×683 — never above it); the arrows pan while it is larger than the window, and
    /// ←/→ go back to moving through the results once it fits again (`=`).
    @Test func zoomsToItsOwnPixelsPansAndFitsAgain() async throws {
        await serially {
            let (services, images) = services()
            let viewer = PhotoViewerViewModel(place: ResultsPlace(photos: results, index: 1), services: services, clock: ContinuousClock())
            viewer.pictureAreaChanged(width: 600, height: 400, pixelAspect: 1)
            await workFinished()
            #expect(viewer.zoomLabel == nil && viewer.picture.image?.width == 600)
            viewer.oneToOnePressed()
            #expect(viewer.zoomLabel == "1:1 · arrows pan, = fits")
            #expect(viewer.picture.image.map { ($0.width, $0.height) }! == (600, 400), "the view at once, from the fitted picture")
            await workFinished()
            #expect(images.fetches.contains("1_b.jpg:1024x683:visible"), "\(images.fetches)")
            let left = viewer.zoom?.visible.x ?? -1
            viewer.nextPressed()
            #expect(viewer.position == "2 of 3", "→ pans while zoomed in")
            #expect((viewer.zoom?.visible.x ?? -1) > left)
            viewer.upPressed()
            viewer.zoomFitPressed()
            #expect(viewer.zoomLabel == nil && viewer.zoom == nil)
            viewer.nextPressed()
            #expect(viewer.position == "3 of 3", "fitted again, → moves on")
        }
    }

    /// A photo whose size no source said cannot be zoomed, and says so.
    @Test func aPhotoOfUnknownSizeSaysItCannotBeZoomed() async throws {
        let (services, _) = services()
        let photo = Photo(id: "x", sizes: [PhotoSize(suffix: "z", width: nil, height: nil, source: "https://img.test/x_z.jpg")])
        let viewer = PhotoViewerViewModel(place: ResultsPlace(photos: [photo], index: 0), services: services, clock: ContinuousClock())
        viewer.pictureAreaChanged(width: 100, height: 100, pixelAspect: 1)
        viewer.zoomInPressed()
        #expect(viewer.zoom == nil && viewer.notice?.text == "This photo's size is not known: it can only be shown whole")
    }
}
