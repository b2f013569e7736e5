import Model

extension SearchResultsViewModel {
    /// Shows the selected photo in the preview pane, when the layout has one (made the first time it does).
    func showPreview() {
        guard let pane = geometry.preview, let photo = selectedPhoto else { return }
        let preview = self.preview ?? ResultPreview(
            picture: PhotoPicture(images: services.images) { [actions] in actions.tell($0) },
            hold: PictureHold(clock: clock, delay: services.settings.imageDelay)
        )
        if self.preview == nil { self.preview = preview }
        let area = PhotoPicture.Area(width: pane.columns * cell.width, height: pane.pictureLines * cell.height, pixelAspect: cell.aspect)
        preview.show(photo, in: area, source: services.sourceName)
    }
}
