extension PhotoViewerViewModel {
    public var slideshowLabel: String? {
        isPlaying ? "▶ every \(services.settings.slideshow.seconds) s, any key pauses" : nil
    }

    public func slideshowPressed() { isPlaying ? pause() : play() }

    public func otherKeyPressed() { pause() }

    /// Plays from the photo shown, whole: the next one after each interval on the clock (fetched ahead meanwhile),
    /// until the last, where it stops and says so.
    func play() {
        guard !isPlaying else { return }
        unzoom()
        isPlaying = true
        let interval = Duration.seconds(services.settings.slideshow.seconds)
        slideshowTask = Task { [weak self, clock] in
            while true {
                do { try await clock.sleep(for: interval) } catch { return }
                guard let self, self.isPlaying else { return }
                guard self.index + 1 < self.photoCount else {
                    self.pause()
                    return self.actions.tell("The slideshow stopped at the last photo")
                }
                self.move(by: 1)
            }
        }
    }

    /// Stops the slideshow where it is.
    func pause() {
        slideshowTask?.cancel()
        slideshowTask = nil
        if isPlaying { isPlaying = false }
    }
}
