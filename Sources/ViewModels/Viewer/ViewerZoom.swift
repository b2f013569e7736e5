/// The viewer's zoom and pan over one photo. The scale is the area's pixels per photo pixel across (down, a pixel's
/// aspect divides it): fitted, the whole photo fits the area and is never scaled above its own pixels; one to one, a
/// photo pixel is a terminal pixel (a mosaic's sample in block modes). `+` past one to one enlarges, as asked.
public struct ViewerZoom: Equatable, Sendable {
    /// The most a photo pixel is enlarged.
    public static let largestScale = 8.0
    /// One step of `+` or `-`.
    public static let step = 2.0.squareRoot()
    /// The largest photo side believed: a server's claim past it is cut to it, so no pixel count overflows.
    public static let largestSide = 1 << 20
    /// A pan moves the view by this share of it.
    public static let panShare = 0.125

    /// The photo's own pixels.
    public let photoWidth: Int
    public let photoHeight: Int
    public let area: PhotoPicture.Area
    /// Area pixels per photo pixel across.
    public private(set) var scale: Double
    /// The photo pixel at the middle of the view.
    public private(set) var centre: (x: Double, y: Double)

    public init(photoWidth: Int, photoHeight: Int, area: PhotoPicture.Area) {
        let side = { (length: Int) in min(max(length, 1), ViewerZoom.largestSide) }
        (self.photoWidth, self.photoHeight, self.area) = (side(photoWidth), side(photoHeight), area)
        scale = 1
        centre = (Double(self.photoWidth) / 2, Double(self.photoHeight) / 2)
        scale = fitScale
    }

    /// The scale at which the whole photo fits the area, never above its own pixels.
    public var fitScale: Double {
        let across = Double(area.width) / Double(photoWidth)
        let down = Double(area.height) * area.pixelAspect / Double(photoHeight)
        return max(min(across, down, 1), 1e-6)
    }

    /// True when the photo is shown whole, as it fits.
    public var isFitted: Bool { abs(scale - fitScale) < 1e-9 }

    /// True when the photo is larger than the area, so that the arrows pan.
    public var isPannable: Bool { displayed.width > Double(area.width) + 0.5 || displayed.height > Double(area.height) + 0.5 }

    /// The photo at this scale, in area pixels.
    var displayed: (width: Double, height: Double) {
        (Double(photoWidth) * scale, Double(photoHeight) * scale / area.pixelAspect)
    }

    /// The view's size in area pixels: the area, or the photo where it is smaller.
    public var viewSize: (width: Int, height: Int) {
        (max(Int(min(Double(area.width), displayed.width).rounded()), 1), max(Int(min(Double(area.height), displayed.height).rounded()), 1))
    }

    /// The part of the photo in view, in photo pixels.
    public var visible: (x: Double, y: Double, width: Double, height: Double) {
        let view = viewSize
        let width = Double(view.width) / scale, height = Double(view.height) * area.pixelAspect / scale
        return (centre.x - width / 2, centre.y - height / 2, width, height)
    }

    /// The scale as a person reads it: "1:1", "141 %".
    public var label: String {
        abs(scale - 1) < 1e-9 ? "1:1" : "\(Int((scale * 100).rounded())) %"
    }

    /// `+`: a step closer, stopping at one to one on the way.
    public mutating func zoomIn() {
        let next = min(scale * ViewerZoom.step, max(ViewerZoom.largestScale, fitScale))
        setScale(scale < 1 - 1e-9 && next > 1 ? 1 : next)
    }

    /// `-`: a step back, never smaller than fitted.
    public mutating func zoomOut() {
        let next = scale / ViewerZoom.step
        setScale(scale > 1 + 1e-9 && next < 1 && fitScale < 1 ? 1 : max(next, fitScale))
    }

    /// `=`: the whole photo, fitted.
    public mutating func fit() { setScale(fitScale) }

    /// `1`: a photo pixel to a terminal pixel.
    public mutating func oneToOne() { setScale(1) }

    /// Moves the view by `across` and `down` steps of ``panShare`` of it, kept on the photo.
    public mutating func pan(across: Int, down: Int) {
        let shown = visible
        centre = (centre.x + Double(across) * shown.width * ViewerZoom.panShare, centre.y + Double(down) * shown.height * ViewerZoom.panShare)
        keepOnPhoto()
    }

    /// Moves the view to the photo's edge: left (-1) or right (1) across, top (-1) or bottom (1) down; 0 stays.
    public mutating func toEdge(across: Int, down: Int) {
        centre = (across == 0 ? centre.x : across < 0 ? 0 : Double(photoWidth), down == 0 ? centre.y : down < 0 ? 0 : Double(photoHeight))
        keepOnPhoto()
    }

    private mutating func setScale(_ new: Double) {
        scale = new
        keepOnPhoto()
    }

    /// The centre moved so that the view stays on the photo (in the middle where the photo is smaller than it).
    private mutating func keepOnPhoto() {
        let shown = visible
        func clamped(_ value: Double, half: Double, length: Double) -> Double {
            half * 2 >= length ? length / 2 : min(max(value, half), length - half)
        }
        centre = (clamped(centre.x, half: shown.width / 2, length: Double(photoWidth)),
                  clamped(centre.y, half: shown.height / 2, length: Double(photoHeight)))
    }

    public static func == (lhs: ViewerZoom, rhs: ViewerZoom) -> Bool {
        (lhs.photoWidth, lhs.photoHeight, lhs.area, lhs.scale, lhs.centre.x, lhs.centre.y)
            == (rhs.photoWidth, rhs.photoHeight, rhs.area, rhs.scale, rhs.centre.x, rhs.centre.y)
    }
}
