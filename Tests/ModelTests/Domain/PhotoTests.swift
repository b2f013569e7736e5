import Model
import Testing

/// Which of a photo's files a thumbnail of a given size is made from.
struct PhotoTests {
    private static func size(_ suffix: String, _ width: Int, _ height: Int) -> PhotoSize {
        PhotoSize(suffix: suffix, width: width, height: height, source: "https://live.staticflickr.com/1/2_abc_\(suffix).jpg")
    }

    private static let flickr = Photo(id: "2", sizes: [
        size("z", 640, 427), size("q", 150, 150), size("s", 75, 75), size("m", 240, 160), size("b", 1024, 683),
    ])

    /// The smallest square that covers the tile: 75 pixels for the list's small thumbnails, 150 up to its size.
    @Test(arguments: [(8, "s"), (16, "s"), (75, "s"), (76, "q"), (150, "q"), (151, "m"), (240, "m"), (300, "z"), (2000, "b")])
    func aTileIsMadeFromTheSmallestFileThatCoversIt(side: Int, suffix: String) {
        #expect(PhotoTests.flickr.thumbnail(covering: side)?.suffix == suffix)
    }

    /// The demo catalog's photos have no 75-pixel square: `q` serves the small tiles.
    @Test func withoutTheSmallSquareTheLargeOneServes() {
        let catalog = Photo(id: "3", sizes: [PhotoTests.size("q", 150, 150), PhotoTests.size("m", 240, 160)])
        #expect(catalog.thumbnail(covering: 16)?.suffix == "q")
        #expect(catalog.thumbnail(covering: 200)?.suffix == "m")
    }

    /// With no square at all, the smallest whole photo, whatever the tile.
    @Test func withoutASquareTheSmallestPhotoServes() {
        let photo = Photo(id: "4", sizes: [PhotoTests.size("z", 640, 480), PhotoTests.size("m", 240, 180)])
        #expect(photo.thumbnail(covering: 16)?.suffix == "m")
        #expect(photo.thumbnail(covering: 300)?.suffix == "z")
    }
}
