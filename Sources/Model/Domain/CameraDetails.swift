/// What the camera recorded of a photo (Flickr's `flickr.photos.getExif`), each as the source words it, unsanitised:
/// a screen makes each one line before it draws it. Any part may be missing.
public struct CameraDetails: Codable, Sendable, Hashable {
    /// The camera's make and model ("Canon PowerShot G12").
    public var camera: String?
    public var lens: String?
    /// "6.1 mm".
    public var focalLength: String?
    /// "f/2.8".
    public var aperture: String?
    /// "1/60 s".
    public var exposure: String?
    /// "3200".
    public var iso: String?
    /// When the picture was taken, as the camera said ("2011-03-20 17:00:05").
    public var taken: String?

    public init(
        camera: String? = nil, lens: String? = nil, focalLength: String? = nil, aperture: String? = nil, exposure: String? = nil,
        iso: String? = nil, taken: String? = nil
    ) {
        (self.camera, self.lens, self.focalLength, self.aperture, self.exposure, self.iso, self.taken) =
            (camera, lens, focalLength, aperture, exposure, iso, taken)
    }

    /// True when nothing about the camera is known.
    public var isEmpty: Bool { [camera, lens, focalLength, aperture, exposure, iso, taken].allSatisfy { $0 == nil } }
}
