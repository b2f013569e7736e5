import Clocks
import Model
import Testing
@testable import ViewModels

/// The viewer's slideshow on a test clock: a photo every interval of the settings', paused by any key, stopped at the
/// last photo with a word; `--slideshow` starts it as the viewer opens.
@MainActor
struct PhotoViewerSlideshowTests {
    let clock = TestClock()
    private let results = (0..<3).map(InMemoryPhotoService.photo)

    private func viewer(seconds: Int = 4, playsOnOpening: Bool = false) -> PhotoViewerViewModel {
        let services = RecordingServices(photos: InMemoryPhotoService(total: 3))
        services.images = InMemoryImages()
        services.settings.slideshow = SlideshowSettings(seconds: seconds, playsOnOpening: playsOnOpening)
        let viewer = PhotoViewerViewModel(place: ResultsPlace(photos: results, index: 0), services: services, clock: clock)
        viewer.pictureAreaChanged(width: 300, height: 200, pixelAspect: 1)
        return viewer
    }

    @Test func playsAPhotoEveryIntervalUntilTheLast() async {
        await serially { await self.playsAPhotoEveryIntervalUntilTheLastSerially() }
    }

    private func playsAPhotoEveryIntervalUntilTheLastSerially() async {
        let viewer = viewer()
        viewer.slideshowPressed()
        #expect(viewer.slideshowLabel == "▶ every 4 s, any key pauses")
        await clock.advance(by: .seconds(3))
        #expect(viewer.position == "1 of 3", "not before its time")
        await clock.advance(by: .seconds(1))
        #expect(viewer.position == "2 of 3")
        await clock.advance(by: .seconds(4))
        #expect(viewer.position == "3 of 3")
        await clock.advance(by: .seconds(4))
        #expect(viewer.position == "3 of 3" && !viewer.isPlaying && viewer.slideshowLabel == nil)
        #expect(viewer.notice?.text == "The slideshow stopped at the last photo")
    }

    @Test func anyKeyPausesAndPPlaysAgain() async {
        await serially { await self.anyKeyPausesAndPPlaysAgainSerially() }
    }

    private func anyKeyPausesAndPPlaysAgainSerially() async {
        let viewer = viewer()
        viewer.slideshowPressed()
        await clock.advance(by: .seconds(2))
        viewer.otherKeyPressed()
        await clock.advance(by: .seconds(10))
        #expect(viewer.position == "1 of 3" && !viewer.isPlaying, "paused")
        viewer.slideshowPressed()
        await clock.advance(by: .seconds(4))
        #expect(viewer.position == "2 of 3", "a whole interval after playing again")
        viewer.slideshowPressed()
        await clock.advance(by: .seconds(8))
        #expect(viewer.position == "2 of 3", "p pauses too")
    }

    @Test func startsAsTheViewerOpensWhenAskedAndStopsOnLeaving() async {
        await serially { await self.startsAsTheViewerOpensWhenAskedAndStopsOnLeavingSerially() }
    }

    private func startsAsTheViewerOpensWhenAskedAndStopsOnLeavingSerially() async {
        let viewer = viewer(seconds: 1, playsOnOpening: true)
        #expect(viewer.isPlaying)
        await clock.advance(by: .seconds(1))
        #expect(viewer.position == "2 of 3")
        viewer.backPressed()
        await clock.advance(by: .seconds(5))
        #expect(viewer.position == "2 of 3" && !viewer.isPlaying)
    }
}

