import Model
import Testing

/// The part of an image the viewer shows when zoomed in, and that part enlarged past the photo's own pixels.
struct RGBImageCropTests {
    /// A 3×2 image whose pixels are their own positions.
    let image = RGBImage(width: 3, height: 2, pixels: (0..<6).flatMap { [UInt8($0), 0, 0] })

    @Test func cutsThePartAskedForKeptInsideTheImage() {
        #expect(image.cropped(x: 1, y: 0, width: 2, height: 2).pixels == [1, 0, 0, 2, 0, 0, 4, 0, 0, 5, 0, 0])
        #expect(image.cropped(x: 2, y: 1, width: 5, height: 5).pixels == [5, 0, 0], "cut at the image's edges")
        #expect(image.cropped(x: -4, y: -4, width: 100, height: 100) == image)
        #expect(image.cropped(x: 3, y: 0, width: 1, height: 1).width == 0)
    }

    @Test func aPartEnlargedRepeatsItsPixels() {
        let part = image.cropped(x: 0, y: 0, width: 2, height: 1)
        #expect(part.areaAveraged(toWidth: 4, height: 2).pixels == [0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0])
    }
}
