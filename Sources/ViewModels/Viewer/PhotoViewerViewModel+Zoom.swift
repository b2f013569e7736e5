import Model

extension PhotoViewerViewModel {
    public var zoomLabel: String? {
        guard let zoom, !zoom.isFitted else { return nil }
        return zoom.isPannable ? zoom.label + " · arrows pan, = fits" : zoom.label
    }

    public func zoomInPressed() { changeZoom { $0.zoomIn() } }
    public func zoomOutPressed() { changeZoom { $0.zoomOut() } }
    public func zoomFitPressed() { changeZoom { $0.fit() } }
    public func oneToOnePressed() { changeZoom { $0.oneToOne() } }

    /// The photo's own size in pixels: its largest whole size's.
    static func ownSize(of photo: Photo) -> (width: Int, height: Int)? {
        photo.wholeSizes.last { $0.width != nil && $0.height != nil }.map { ($0.width ?? 1, $0.height ?? 1) }
    }

    /// Pans by a step when the photo is larger than the window; false when it is not (the key then moves on).
    func pan(across: Int, down: Int) -> Bool {
        guard var zoom, zoom.isPannable else { return false }
        zoom.pan(across: across, down: down)
        if zoom != self.zoom { apply(zoom) }
        return true
    }

    /// Back to the whole photo: the zoom, its pictures and their fetch let go.
    func unzoom() {
        zoomFetch?.cancel()
        zoomSource = nil
        if zoom != nil { zoom = nil }
        if zoomedPicture != nil { zoomedPicture = nil }
    }

    private func changeZoom(_ change: (inout ViewerZoom) -> Void) {
        guard area.width > 0, area.height > 0 else { return }
        guard let size = PhotoViewerViewModel.ownSize(of: photo) else {
            return actions.tell("This photo's size is not known: it can only be shown whole")
        }
        var zoom = zoom ?? ViewerZoom(photoWidth: size.width, photoHeight: size.height, area: area)
        change(&zoom)
        guard !zoom.isFitted else { return unzoom() }
        apply(zoom)
        fetchForZoom()
    }

    /// Shows `zoom`: its view made from the largest picture there is yet (the fitted one until a larger comes).
    private func apply(_ zoom: ViewerZoom) {
        self.zoom = zoom
        if zoomSource == nil, case .loaded(let fitted) = pictures.state { zoomSource = fitted }
        guard let source = zoomSource else { return }
        zoomedPicture = PhotoViewerViewModel.view(of: zoom, from: source)
    }

    /// The part of the photo `zoom` shows, cut from `source` (the photo at any size) and scaled to the view.
    static func view(of zoom: ViewerZoom, from source: RGBImage) -> RGBImage {
        let across = Double(source.width) / Double(zoom.photoWidth), down = Double(source.height) / Double(zoom.photoHeight)
        let visible = zoom.visible
        let part = source.cropped(
            x: Int((visible.x * across).rounded()), y: Int((visible.y * down).rounded()),
            width: max(Int((visible.width * across).rounded()), 1), height: max(Int((visible.height * down).rounded()), 1)
        )
        let view = zoom.viewSize
        return part.areaAveraged(toWidth: view.width, height: view.height)
    }

    /// Fetches the photo at the size the zoom needs (never above its own pixels), unless a picture that large is here.
    private func fetchForZoom() {
        guard let zoom, let images = services.images else { return }
        let scale = min(zoom.scale, 1)
        let needed = (width: Int((Double(zoom.photoWidth) * scale).rounded(.up)), height: Int((Double(zoom.photoHeight) * scale / area.pixelAspect).rounded(.up)))
        if let source = zoomSource, source.width >= needed.width - 1 { return }
        guard let url = PhotoPicture.url(of: photo, covering: needed.width, Int((Double(zoom.photoHeight) * scale).rounded(.up))) else { return }
        let fetch = zoomFetch ?? Action.fetchingImages(from: images)
        zoomFetch = fetch
        let request = ImageRequest(url: url, width: needed.width, height: needed.height, pixelAspect: area.pixelAspect, priority: .visible)
        fetch.start(request) { [weak self] result in
            guard let self, case .success(let image) = result, image.width > (self.zoomSource?.width ?? 0) else { return }
            self.zoomSource = image
            if let zoom = self.zoom { self.apply(zoom) }
        }
    }
}
