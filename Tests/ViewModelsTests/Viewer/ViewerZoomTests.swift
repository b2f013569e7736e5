import Testing
import ViewModels

/// The viewer's zoom and pan arithmetic: fitted, one to one, the steps, the edges, a mosaic's tall pixels, and a
/// photo of one pixel by ten thousand.
struct ViewerZoomTests {
    let window = PhotoPicture.Area(width: 1920, height: 1180, pixelAspect: 1)

    @Test func fitsTheWholePhotoNeverAboveItsOwnPixels() {
        let large = ViewerZoom(photoWidth: 4000, photoHeight: 3000, area: window)
        #expect(abs(large.scale - 1180.0 / 3000) < 1e-9 && large.isFitted && !large.isPannable)
        #expect(large.viewSize == (1573, 1180))
        let small = ViewerZoom(photoWidth: 640, photoHeight: 427, area: window)
        #expect(small.scale == 1 && small.isFitted, "a small photo is fitted at its own pixels, not enlarged")
        #expect(small.viewSize == (640, 427) && small.label == "1:1")
    }

    @Test func oneToOneShowsTheMiddleOfTheLargePhotoAndPansToItsEdges() {
        var zoom = ViewerZoom(photoWidth: 4000, photoHeight: 3000, area: window)
        zoom.oneToOne()
        #expect(zoom.label == "1:1" && zoom.isPannable && zoom.viewSize == (1920, 1180))
        var visible = zoom.visible
        #expect((visible.x, visible.y, visible.width, visible.height) == (1040, 910, 1920, 1180))
        zoom.pan(across: 1, down: 0)
        #expect(zoom.visible.x == 1040 + 240, "an eighth of the view")
        zoom.toEdge(across: 1, down: -1)
        visible = zoom.visible
        #expect(visible.x + visible.width == 4000 && visible.y == 0, "the top right corner, not past it")
        for _ in 0..<100 { zoom.pan(across: -1, down: 1) }
        visible = zoom.visible
        #expect(visible.x == 0 && visible.y + visible.height == 3000, "pans stop at the photo's edges")
    }

    @Test func stepsStopAtOneToOneAndAtTheWholePhoto() {
        var zoom = ViewerZoom(photoWidth: 4000, photoHeight: 3000, area: window)
        var labels: [String] = []
        for _ in 0..<4 { zoom.zoomIn(); labels.append(zoom.label) }
        #expect(labels == ["56 %", "79 %", "1:1", "141 %"])
        for _ in 0..<10 { zoom.zoomIn() }
        #expect(zoom.scale == ViewerZoom.largestScale)
        for _ in 0..<20 { zoom.zoomOut() }
        #expect(zoom.isFitted)
        zoom.zoomIn()
        zoom.fit()
        #expect(zoom.isFitted && abs(zoom.visible.x) < 1 && abs(zoom.visible.width - 4000) < 2, "the whole photo, a pixel of rounding aside")
    }

    /// Block mosaics: a cell's samples are taller than wide (here 2.5 times), so a photo pixel down is fewer of them.
    @Test func aMosaicsTallPixelsKeepThePhotosShape() {
        let cells = PhotoPicture.Area(width: 160, height: 45, pixelAspect: 2.5)
        var zoom = ViewerZoom(photoWidth: 800, photoHeight: 600, area: cells)
        #expect(abs(zoom.scale - 0.1875) < 1e-9, "45 samples of 2.5 each over 600 pixels")
        #expect(zoom.viewSize == (150, 45))
        zoom.oneToOne()
        #expect(zoom.viewSize == (160, 45))
        let visible = zoom.visible
        #expect(visible.width == 160 && abs(visible.height - 112.5) < 1e-9, "each sample down covers 2.5 photo pixels")
    }

    @Test func aPhotoOfOnePixelByTenThousand() {
        var zoom = ViewerZoom(photoWidth: 1, photoHeight: 10_000, area: window)
        #expect(zoom.isFitted && zoom.viewSize.width == 1 && zoom.viewSize.height == 1180)
        zoom.oneToOne()
        #expect(zoom.viewSize == (1, 1180) && zoom.isPannable)
        zoom.toEdge(across: 0, down: 1)
        #expect(zoom.visible.y + zoom.visible.height == 10_000)
        zoom.pan(across: 1, down: 0)
        #expect(zoom.visible.x == 0, "a photo narrower than the window stays in its middle")
    }

    /// A server's claim of a photo billions of pixels wide is cut to the largest side believed: no count overflows.
    @Test func aClaimedSizePastBeliefIsCut() {
        var zoom = ViewerZoom(photoWidth: Int.max, photoHeight: Int.max, area: window)
        zoom.oneToOne()
        #expect(zoom.photoWidth == ViewerZoom.largestSide && zoom.viewSize == (1920, 1180))
    }
}
