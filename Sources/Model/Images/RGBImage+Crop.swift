extension RGBImage {
    /// The `width`×`height` part of the image from `x`, `y`, kept inside it.
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> RGBImage {
        let left = min(max(x, 0), self.width), top = min(max(y, 0), self.height)
        let columns = min(max(width, 0), self.width - left), rows = min(max(height, 0), self.height - top)
        if left == 0, top == 0, columns == self.width, rows == self.height { return self }
        var part: [UInt8] = []
        part.reserveCapacity(columns * rows * 3)
        for row in top..<top + rows {
            let start = (row * self.width + left) * 3
            part += pixels[start..<start + columns * 3]
        }
        return RGBImage(width: columns, height: rows, pixels: part)
    }
}
