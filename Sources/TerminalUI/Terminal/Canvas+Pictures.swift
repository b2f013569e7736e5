import Model

/// Photos on the canvas: through the pixel painter where the terminal draws real pixels, else as mosaic cells.
extension Canvas {
    /// Puts a photo centred in the `area` of cells at `row`, `column`, clipped to the screen.
    func photo(_ image: RGBImage, row: Int, column: Int, area: (columns: Int, rows: Int)) {
        if let pixels {
            pixels.photo(image, row: row, column: column, area: area, on: Canvas.size)
        } else {
            images.photo(image, row: row, column: column, area: area, on: Canvas.size)
        }
    }

    /// A photo likely to be drawn soon (one move away): made ready to send where that takes time (sixel, iTerm2).
    func prepare(_ image: RGBImage) {
        pixels?.prepare(image)
    }

    /// True where photos go out in real pixels, which may take time to make ready (``prepare(_:)``).
    var drawsPixels: Bool { pixels != nil }

    /// The cells `image` takes when drawn.
    func footprint(of image: RGBImage) -> (columns: Int, rows: Int) {
        pixels?.footprint(of: image) ?? images.footprint(of: image)
    }

    /// Nothing on the terminal can be trusted (a clear, a resize): every picture is sent again.
    func forgetPainted() {
        images.forgetPainted()
        pixels?.forgetShown()
    }
}
