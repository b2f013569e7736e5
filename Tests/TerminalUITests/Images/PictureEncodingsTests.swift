import Model
import Testing
@testable import TerminalUI

/// A picture made ready ahead of its frame asks for no frame; one a frame left out asks for one when it is ready.
@MainActor
struct PictureEncodingsTests {
    private final class Calls {
        var ready = 0
    }

    @Test func aPicturePreparedAheadAsksForNoFrame() async throws {
        let calls = Calls()
        let encodings = PictureEncodings { image, _ in .cells(Array(image.pixels.prefix(3))) }
        encodings.ready = { calls.ready += 1 }
        let ahead = RGBImage(width: 8, height: 8, color: RGB(10, 200, 30)), wanted = RGBImage(width: 8, height: 8, color: RGB(200, 10, 30))
        encodings.prepareAhead(ahead, cells: (columns: 1, rows: 1))
        encodings.prepareAhead(ahead, cells: (columns: 1, rows: 1))
        try await waitUntil { encodings[ahead] != nil }
        #expect(calls.ready == 0, "nothing waited for it")
        #expect(encodings.prepared(ahead, cells: (columns: 1, rows: 1), inFrame: false), "the frame that wants it finds it ready")

        #expect(!encodings.prepared(wanted, cells: (columns: 1, rows: 1), inFrame: false))
        try await waitUntil { calls.ready == 1 }
        #expect(encodings[wanted] != nil)
    }

    /// A frame that wants a picture still being made ahead waits for it: it is told when it is ready.
    @Test func aFrameThatWantsAPictureBeingMadeAheadIsToldWhenItIsReady() async throws {
        let calls = Calls()
        let encodings = PictureEncodings { image, _ in .cells(Array(image.pixels.prefix(3))) }
        encodings.ready = { calls.ready += 1 }
        let picture = RGBImage(width: 8, height: 8, color: RGB(1, 2, 3))
        encodings.prepareAhead(picture, cells: (columns: 1, rows: 1))
        if !encodings.prepared(picture, cells: (columns: 1, rows: 1), inFrame: false) {
            try await waitUntil { calls.ready == 1 }
        }
        #expect(encodings[picture] != nil)
    }

    private func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while !condition(), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        try #require(condition(), "within 10 s")
    }
}
