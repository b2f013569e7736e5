import Model
import Testing
@testable import ViewModels

/// `i` in the viewer: what the camera recorded where the source keeps it, "No camera details" where not, the size,
/// licence and credit always; asked once a photo, and again for the next one moved to while it shows.
@MainActor
struct PhotoViewerDetailsTests {
    @Test func showsTheCamerasDetailsAndTheLicenceAlways() async {
        await serially {
            let results = (0..<3).map(InMemoryPhotoService.photo)
            let service = InMemoryPhotoService(total: 3)
            let services = RecordingServices(photos: service)
            services.images = InMemoryImages()
            let viewer = PhotoViewerViewModel(place: ResultsPlace(photos: results, index: 1), services: services, clock: ContinuousClock())
            #expect(viewer.details == nil)
            viewer.detailsPressed()
            #expect(viewer.details?.first?.hasPrefix("Asking ") == true)
            await workFinished()
            let canon = viewer.details ?? []
            #expect(Array(canon.prefix(4)) == ["Camera: Canon PowerShot G12", "Aperture: f/2.8", "Exposure: 1/60 s", "ISO: 3200"])
            #expect(canon.contains("1024 × 683 pixels") && canon.contains { $0.hasPrefix("Licence: ") } && canon.contains("Credit: Owner 1"), "\(canon)")
            viewer.nextPressed()
            await workFinished()
            #expect(viewer.details?.first == "No camera details")
            viewer.previousPressed()
            #expect(viewer.details?.first == "Camera: Canon PowerShot G12", "known already")
            #expect(service.calls.filter { $0.hasPrefix("exif:") } == ["exif:p1", "exif:p2"], "asked once a photo")
            viewer.detailsPressed()
            #expect(viewer.details == nil)
        }
    }
}
