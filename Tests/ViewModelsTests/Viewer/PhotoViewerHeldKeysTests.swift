import Clocks
import Model
import Testing
@testable import ViewModels

/// ← or → held: the position follows every key, the picture stays until the keys rest for the delay, then the photo
/// where they stopped shows — no picture in between.
@MainActor
struct PhotoViewerHeldKeysTests {
    let clock = TestClock()

    @Test func drawsOnlyThePictureWhereTheKeysStopped() async {
        await serially { await self.keysHeldDown() }
    }

    private func keysHeldDown() async {
        let results = (0..<8).map(InMemoryPhotoService.photo)
        let services = RecordingServices(photos: InMemoryPhotoService(total: 8))
        let images = InMemoryImages()
        services.images = images
        services.settings.imageDelay = .milliseconds(50)
        let viewer = PhotoViewerViewModel(place: ResultsPlace(photos: results, index: 0), services: services, clock: clock)
        viewer.pictureAreaChanged(width: 300, height: 200, pixelAspect: 1)
        await workFinished()
        let first = viewer.picture
        #expect(first.image != nil)
        let pictures = OutputRecorder { viewer.picture }
        for step in 1...6 {
            viewer.nextPressed()
            #expect(viewer.position == "\(step + 1) of 8", "the text at once")
            await clock.advance(by: .milliseconds(30))
        }
        #expect(viewer.picture == first, "the first photo's picture held while the keys repeat")
        await clock.advance(by: .milliseconds(50))
        await workFinished()
        #expect(viewer.picture != first && viewer.picture.image != nil)
        #expect(pictures.values.count == 2, "the held picture, then the one where the keys stopped: \(pictures.values.count)")
        #expect(viewer.photo.id == "p6")
    }
}
