import Model

extension PhotoViewerViewModel {
    public func detailsPressed() {
        detailsShown.toggle()
        if detailsShown { fetchCameraDetails() }
    }

    public var details: [String]? {
        guard detailsShown else { return nil }
        let line = { (label: String, value: String?) in value.map { "\(label): " + TerminalText.singleLine($0) } }
        var lines: [String] = []
        switch photo.camera.map(Optional.some) ?? cameraDetails[photo.id] {
        case nil: lines.append("Asking \(TerminalText.singleLine(services.sourceName)) what the camera recorded…")
        case let camera?? where !camera.isEmpty:
            lines += [
                line("Camera", camera.camera), line("Lens", camera.lens), line("Focal length", camera.focalLength), line("Aperture", camera.aperture),
                line("Exposure", camera.exposure), line("ISO", camera.iso), line("Taken", camera.taken),
            ].compactMap { $0 }
        default: lines.append("No camera details")
        }
        let taken = (photo.camera ?? cameraDetails[photo.id] ?? nil)?.taken == nil ? photo.taken.map(DisplayFormat.day) : nil
        let size = PhotoViewerViewModel.ownSize(of: photo).map { "\($0.width) × \($0.height) pixels" }
        let license = photo.knownLicense?.name
        lines += ["", line("Taken", taken), size, line("Licence", license ?? "not known"), line("Credit", photo.credit ?? photo.displayOwner.nilWhenEmpty)]
            .compactMap { $0 }
        return lines
    }

    /// Asks the source what the camera recorded of the photo shown, once a photo.
    func fetchCameraDetails() {
        let id = photo.id
        guard photo.camera == nil, cameraDetails[id] == nil else { return }
        let fetch = cameraFetch ?? Action(policy: .cancelRunning) { [services] (id: String) in try await services.photos.cameraDetails(photoID: id) }
        cameraFetch = fetch
        fetch.start(id) { [weak self] result in
            switch result {
            case .success(let details): self?.cameraDetails[id] = .some(details)
            case .failure: self?.cameraDetails[id] = .some(nil)
            }
        }
    }
}

private extension String {
    /// `nil` for the empty string.
    var nilWhenEmpty: String? { isEmpty ? nil : self }
}
