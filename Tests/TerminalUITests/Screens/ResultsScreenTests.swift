import CNcursesw
import Foundation
import Model
import Testing
@_spi(Benchmark) @testable import TerminalUI
import ViewModels

/// The results screen keeps what it drew and draws only what changed: after every move, scroll, page and layout
/// change its screen holds exactly what the same screen drawn whole holds — every cell's character, attributes and
/// colours — with thumbnails in 256 colours, and in 24-bit (painted again after each frame, ncurses holding their
/// nearest 256), on real ncurses screens; and ncurses has sent the terminal all of it.
@MainActor
struct ResultsScreenTests {
    @Test(arguments: [ColorMode.palette256, .truecolor]) func aKeptScreenIsTheScreenDrawnWhole(colors: ColorMode) throws {
        let results = SearchResultsViewModel(firstPage: ResultsScreenTests.page(photos: 60), services: PaintedServices(), clock: ContinuousClock())
        let kept = try NcursesScreen(columns: 100, lines: 30, colors: colors)
        let whole = try NcursesScreen(columns: 100, lines: 30, colors: colors)
        let keptScreen = ResultsScreen(viewModel: results, keys: .standard)
        let wholeScreen = ResultsScreen(viewModel: results, keys: .standard)
        let steps: [(name: String, input: (any SearchResultsViewModelInputs) -> Void)] =
            Array(repeating: ("down", { $0.moveDown() }), count: 14) + Array(repeating: ("up", { $0.moveUp() }), count: 10) + [
                ("page down", { $0.pageDown() }), ("page down", { $0.pageDown() }), ("page up", { $0.pageUp() }), ("end", { $0.end() }),
                ("up", { $0.moveUp() }), ("home", { $0.home() }), ("grid", { $0.layoutToggled() }), ("right", { $0.moveRight() }),
                ("down", { $0.moveDown() }), ("down", { $0.moveDown() }), ("down", { $0.moveDown() }), ("page down", { $0.pageDown() }),
                ("up", { $0.moveUp() }), ("list", { $0.layoutToggled() }), ("down", { $0.moveDown() }),
            ]
        var scrolls = 0
        for (number, step) in ([("first frame", { _ in })] + steps).enumerated() {
            let first = results.firstVisibleIndex
            step.input(results)
            if results.firstVisibleIndex != first { scrolls += 1 }
            kept.draw(keptScreen, keeping: true)
            whole.draw(wholeScreen, keeping: false)
            let (keptCells, wholeCells, sentCells) = (kept.cells(), whole.cells(), kept.cells(shown: true))
            let differing = (0..<keptCells.count).filter { keptCells[$0] != wholeCells[$0] }
            try #require(differing.count == 0, "step \(number) (\(step.name)): \(differing.count) cells differ, the first at line \(differing.first.map { $0 / 100 } ?? 0)")
            let unsent = (0..<keptCells.count).filter { sentCells[$0] != wholeCells[$0] }
            try #require(unsent.count == 0, "step \(number) (\(step.name)): \(unsent.count) cells not on the terminal, the first at line \(unsent.first.map { $0 / 100 } ?? 0)")
        }
        #expect(scrolls >= 10, "the steps scrolled the list")
        #expect(kept.cells().contains { $0.background >= 16 }, "thumbnails were drawn")
    }

    /// After a move that scrolls the list, the 24-bit overlay sends the thumbnail that came into view and nothing of
    /// those that moved: ncurses scrolled the terminal with the frame, so the cells painted there moved with it. (Needs
    /// ncurses' static library, which `make test` links, as the release build does.)
    @Test func aScrollSendsOnlyTheThumbnailThatCameIntoView() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        let results = SearchResultsViewModel(firstPage: ResultsScreenTests.page(photos: 60), services: PaintedServices(), clock: ContinuousClock())
        let screen = try NcursesScreen(columns: 100, lines: 30, colors: .truecolor, terminal: ends[1])
        let resultsScreen = ResultsScreen(viewModel: results, keys: .standard)
        /// The cells the overlay sent for the frame drawn after `input`.
        func cellsSent(after input: () -> Void) -> Int {
            input()
            screen.draw(resultsScreen, keeping: true)
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while case let count = read(ends[0], &buffer, buffer.count), count > 0 { bytes += buffer[..<count] }
            return String(decoding: bytes, as: UTF8.self).components(separatedBy: "\u{1b}[38;2;").count - 1
        }
        let everything = cellsSent {}
        var moves = 0
        while results.firstVisibleIndex == 0, moves < 20 {
            _ = cellsSent { results.moveDown() }
            moves += 1
        }
        let first = results.firstVisibleIndex
        try #require(first > 0, "the list scrolled")
        let scrolled = cellsSent { results.moveDown() }
        try #require(results.firstVisibleIndex == first + 1, "one more row scrolled in")
        #expect(everything > 4 * scrolled, "the first frame sent every thumbnail (\(everything) cells)")
        #expect(scrolled > 0 && scrolled <= everything / 5, "the scroll sent one thumbnail's cells, not the moved ones (\(scrolled) cells)")
    }

    /// In 256 colours, a frame goes to the terminal in one write, thumbnail cells and all, after each scroll: the
    /// painter's cells go out ahead of ncurses' frame, in its own output (fails when they follow it in a write of their
    /// own). One write holds what ncurses' buffer holds, (2 + lines) × (6 + columns) bytes.
    @Test func aFrameWithThumbnailCellsGoesOutInOneWrite() throws {
        var ends: [Int32] = [0, 0]
        // Packets, not a stream: each write arrives as one, however many there were.
        try #require(socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue), 0, &ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        let results = SearchResultsViewModel(firstPage: ResultsScreenTests.page(photos: 60), services: PaintedServices(), clock: ContinuousClock())
        let screen = try NcursesScreen(columns: 100, lines: 30, colors: .palette256, terminal: ends[1], writesToTerminal: true)
        let resultsScreen = ResultsScreen(viewModel: results, keys: .standard)
        let buffer = (2 + 30) * (6 + 100)
        /// What was written since last asked: the writes, and their bytes.
        func written() -> (writes: Int, bytes: [UInt8]) {
            var (writes, bytes) = (0, [UInt8]())
            var packet = [UInt8](repeating: 0, count: 1 << 20)
            while case let count = recv(ends[0], &packet, packet.count, 0), count > 0 {
                writes += 1
                bytes += packet[..<count]
            }
            return (writes, bytes)
        }
        /// The frame drawn after `input`: its writes, bytes, and whether the painter sent cells in it.
        func frame(after input: () -> Void) -> (writes: Int, bytes: Int, painted: Bool) {
            input()
            screen.draw(resultsScreen, keeping: true)
            let (writes, bytes) = written()
            return (writes, bytes.count, String(decoding: bytes, as: UTF8.self).contains("\u{1b}7\u{1b}[0m"))
        }
        _ = written()  // ncurses' set-up of the terminal
        let first = frame {}
        // The first frame clears the terminal, so its cells follow it (ncurses would send them again after a clear).
        #expect(first.painted, "the first frame: \(first.writes) writes of \(first.bytes) bytes")
        var scrolls = 0
        for _ in 0..<20 {
            let top = results.firstVisibleIndex
            let moved = frame { results.moveDown() }
            guard results.firstVisibleIndex != top, moved.bytes <= buffer else { continue }
            scrolls += 1
            #expect(moved.painted && moved.writes == 1, "a scroll: \(moved.writes) writes of \(moved.bytes) bytes")
        }
        #expect(scrolls >= 5, "the list scrolled, in frames of up to a buffer")
    }

    /// Rows are observed each on its own, outside the frame: a row drawn while its thumbnail loads asks for a frame when
    /// the thumbnail comes, and that frame draws it (fails when the row's observation is missing or the frame skips it).
    @Test func aRowDrawnWhileItsThumbnailLoadedIsDrawnAgainWhenItComes() async throws {
        let results = SearchResultsViewModel(
            firstPage: ResultsScreenTests.page(photos: 60), services: PaintedServices(imagesInMemory: false), clock: ContinuousClock()
        )
        let kept = try NcursesScreen(columns: 100, lines: 30, colors: .palette256)
        let whole = try NcursesScreen(columns: 100, lines: 30, colors: .palette256)
        let keptScreen = ResultsScreen(viewModel: results, keys: .standard)
        let frames = FramesAskedFor()
        kept.draw(keptScreen, keeping: true) { frames.count += 1 }
        let placeholders = kept.cells()
        let shown = results.rows(in: 0..<results.geometry.screenful).map(\.outputs)
        let deadline = ContinuousClock.now + .seconds(20)
        while shown.contains(where: { $0.thumbnail == .loading }), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        try #require(!shown.contains { $0.thumbnail == .loading }, "the thumbnails came")
        #expect(frames.count >= 1, "a row whose thumbnail came asked for a frame")
        kept.draw(keptScreen, keeping: true)
        whole.draw(ResultsScreen(viewModel: results, keys: .standard), keeping: false)
        let (keptCells, wholeCells) = (kept.cells(), whole.cells())
        #expect(keptCells.indices.filter { keptCells[$0] != wholeCells[$0] }.count == 0, "the kept screen drew the thumbnails that came")
        #expect(keptCells.indices.filter { keptCells[$0] != placeholders[$0] }.count > 0, "the thumbnails replaced the placeholders")
    }

    /// The status bar is observed on its own: a notice there (the link copied) asks for a frame, which draws it, and the
    /// frame after, with nothing changed, draws the same screen (fails when the status bar goes unobserved).
    @Test func aNoticeInTheStatusBarAsksForAFrameAndIsDrawnInIt() throws {
        let results = SearchResultsViewModel(firstPage: ResultsScreenTests.page(photos: 60), services: PaintedServices(), clock: ContinuousClock())
        let kept = try NcursesScreen(columns: 100, lines: 30, colors: .palette256)
        let whole = try NcursesScreen(columns: 100, lines: 30, colors: .palette256)
        let keptScreen = ResultsScreen(viewModel: results, keys: .standard)
        let frames = FramesAskedFor()
        kept.draw(keptScreen, keeping: true) { frames.count += 1 }
        let hints = kept.cells()
        results.copyLinkPressed()
        #expect(frames.count == 1, "the notice asked for a frame")
        for _ in 0..<2 {
            kept.draw(keptScreen, keeping: true)
            whole.draw(ResultsScreen(viewModel: results, keys: .standard), keeping: false)
            let (keptCells, wholeCells) = (kept.cells(), whole.cells())
            #expect(keptCells.indices.filter { keptCells[$0] != wholeCells[$0] }.count == 0, "the kept screen drew the notice")
            #expect(keptCells.indices.filter { keptCells[$0] != hints[$0] && $0 >= 29 * 100 }.count > 0, "the status bar changed")
        }
    }

    /// The title bar is observed on its own: where the rows came from changing by itself (the network asked again for
    /// a stale page and not reached: "offline") asks for a frame, which draws it (fails when the title bar goes
    /// unobserved).
    @Test func whereTheRowsCameFromChangingAsksForAFrameAndIsDrawnInIt() async throws {
        let stale = ResultsScreenTests.page(photos: 60, origin: .cache(age: 180, stale: true))
        let services = PaintedServices(photos: Unreachable(page: stale))
        let results = SearchResultsViewModel(firstPage: stale, services: services, clock: ContinuousClock())
        let kept = try NcursesScreen(columns: 100, lines: 30, colors: .palette256)
        let whole = try NcursesScreen(columns: 100, lines: 30, colors: .palette256)
        let keptScreen = ResultsScreen(viewModel: results, keys: .standard)
        let frames = FramesAskedFor()
        kept.draw(keptScreen, keeping: true) { frames.count += 1 }
        let cached = kept.cells()
        let deadline = ContinuousClock.now + .seconds(20)
        while results.originLabel?.hasPrefix("offline") != true, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        try #require(results.originLabel == "offline · cached 3 min ago", "the revalidation found no network")
        #expect(frames.count == 1, "the title bar asked for a frame")
        kept.draw(keptScreen, keeping: true)
        whole.draw(ResultsScreen(viewModel: results, keys: .standard), keeping: false)
        let (keptCells, wholeCells) = (kept.cells(), whole.cells())
        #expect(keptCells.indices.filter { keptCells[$0] != wholeCells[$0] }.count == 0, "the kept screen drew the title bar")
        #expect((0..<100).filter { keptCells[$0] != cached[$0] }.count > 0, "the title bar changed")
    }

    /// A page of `photos` photos, each with a square thumbnail.
    private static func page(photos count: Int, origin: AnswerOrigin = .network) -> PhotoPage {
        let photos = (0..<count).map { index in
            Photo(
                id: "p\(index)", title: "Photo \(index) of a list long enough to scroll", owner: PhotoOwner(name: "Owner \(index % 7)"),
                sizes: [PhotoSize(suffix: "q", width: 150, height: 150, source: "https://live.staticflickr.com/1/p\(index)_q.jpg")]
            )
        }
        return PhotoPage(query: SearchQuery(text: "list"), page: 1, pages: 1, perPage: count, total: count, photos: photos, origin: origin)
    }
}

/// The frames a screen's rows asked for.
@MainActor
private final class FramesAskedFor {
    var count = 0
}

/// Services whose images are each of one colour of its own — all in memory, so that rows have their pictures from the
/// first frame, or fetched.
@MainActor
private final class PaintedServices: ViewModelServices, Clipboard, Browser {
    let photos: any PhotoSearchService
    let sourceName = "test"
    let counts = PhotoCountsCache()
    let downloads: any PhotoDownloading = PhotoDownloader(folder: FileManager.default.temporaryDirectory)
    let images: (any PhotoImages)?
    let history: (any SearchHistoryStore)? = nil
    let searchDefaults = SearchDefaults()
    let startLayout = ResultsLayout.list
    let thumbnailSize = ThumbnailSize.small
    let keys = KeyBindings.standard
    var clipboard: any Clipboard { self }
    var browser: any Browser { self }

    init(imagesInMemory: Bool = true, photos: any PhotoSearchService = NoSearches()) {
        images = PaintedImages(inMemory: imagesInMemory)
        self.photos = photos
    }

    func push(_ viewModel: any NavigableViewModel) {}
    func pop() {}
    func copy(_ text: String) {}
    func open(_ link: PageLink) -> Bool { false }
}

/// Every image a top half and a bottom half in colours taken from its address: in memory, or fetched.
private struct PaintedImages: PhotoImages {
    let inMemory: Bool

    func cached(_ url: URL, fitting width: Int, _ height: Int, pixelAspect: Double) -> RGBImage? {
        inMemory ? painted(url, fitting: width, height) : nil
    }

    private func painted(_ url: URL, fitting width: Int, _ height: Int) -> RGBImage {
        let seed = url.absoluteString.utf8.reduce(7) { ($0 &* 31 &+ Int($1)) & 0xFFFFFF }
        let top = RGB(UInt8(seed & 0xFF), UInt8(seed >> 8 & 0xFF), UInt8(seed >> 16 & 0xFF))
        let bottom = RGB(255 - top.red, 255 - top.green, 255 - top.blue)
        var pixels: [UInt8] = []
        for y in 0..<height {
            for _ in 0..<width { pixels += y < height / 2 ? [top.red, top.green, top.blue] : [bottom.red, bottom.green, bottom.blue] }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    func cachedWhole(_ urls: [URL]) -> RGBImage? { nil }

    func image(_ url: URL, fitting width: Int, _ height: Int, pixelAspect: Double, priority: ImagePriority) async throws -> RGBImage {
        painted(url, fitting: width, height)
    }
}

/// A service never asked: the list has all its photos.
private struct NoSearches: PhotoSearchService {
    func search(_ query: SearchQuery) async throws -> PhotoPage { throw CancellationError() }
    func photo(id: String) async throws -> Photo { Photo(id: id) }
    func favoriteCount(photoID: String) async throws -> Int? { nil }
    func sizes(photoID: String) async throws -> [PhotoSize] { [] }
    func licenses() async throws -> [License] { [] }
    func comments(photoID: String) async throws -> [PhotoComment] { [] }
}

/// A service whose network cannot be reached: asked again for a page, it answers the same page from the cache, offline.
private struct Unreachable: PhotoSearchService {
    let page: PhotoPage

    func search(_ query: SearchQuery) async throws -> PhotoPage { throw CancellationError() }
    func revalidate(_ stale: PhotoPage) async throws -> PhotoPage? {
        PhotoPage(query: page.query, page: page.page, pages: page.pages, perPage: page.perPage, total: page.total, photos: page.photos, origin: .offline(age: 180))
    }
    func photo(id: String) async throws -> Photo { Photo(id: id) }
    func favoriteCount(photoID: String) async throws -> Int? { nil }
    func sizes(photoID: String) async throws -> [PhotoSize] { [] }
    func licenses() async throws -> [License] { [] }
    func comments(photoID: String) async throws -> [PhotoComment] { [] }
}
