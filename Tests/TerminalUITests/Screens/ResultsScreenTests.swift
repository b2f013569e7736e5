import CNcursesw
import Foundation
import Model
import Testing
@testable import TerminalUI
import ViewModels

/// The results screen keeps what it drew and draws only what changed: after every move, scroll, page and layout
/// change its screen holds exactly what the same screen drawn whole holds — every cell's character, attributes and
/// colours — with thumbnails in 256 colours, and in 24-bit (painted again after each frame, ncurses holding their
/// nearest 256), on real ncurses screens; and ncurses has sent the terminal all of it.
@MainActor
struct ResultsScreenTests {
    /// At 100 columns the list alone; at 160 the list and the selected photo's pane beside it.
    @Test(arguments: [ColorMode.palette256, .truecolor], [100, 160]) func aKeptScreenIsTheScreenDrawnWhole(colors: ColorMode, columns: Int) throws {
        let results = SearchResultsViewModel(firstPage: ResultsScreenTests.page(photos: 60), services: PaintedServices(), clock: ContinuousClock())
        let kept = try NcursesScreen(columns: columns, lines: 30, colors: colors)
        let whole = try NcursesScreen(columns: columns, lines: 30, colors: colors)
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
            try #require(differing.count == 0, "step \(number) (\(step.name)): \(differing.count) cells differ, the first at line \(differing.first.map { $0 / columns } ?? 0)")
            let unsent = (0..<keptCells.count).filter { sentCells[$0] != wholeCells[$0] }
            try #require(unsent.count == 0, "step \(number) (\(step.name)): \(unsent.count) cells not on the terminal, the first at line \(unsent.first.map { $0 / columns } ?? 0)")
        }
        #expect(scrolls >= 10, "the steps scrolled the list")
        #expect(kept.cells().contains { $0.background >= 16 }, "thumbnails were drawn")
    }

    /// On a wide terminal the pane beside the list shows the selected photo — its title and who took it — and follows
    /// the selection; at 100 columns there is no pane and the rows take the width.
    @Test func aWideTerminalShowsTheSelectedPhotoBesideTheList() throws {
        let results = SearchResultsViewModel(firstPage: ResultsScreenTests.page(photos: 60), services: PaintedServices(), clock: ContinuousClock())
        let wide = try NcursesScreen(columns: 160, lines: 30, colors: .palette256)
        let screen = ResultsScreen(viewModel: results, keys: .standard)
        wide.draw(screen, keeping: true)
        let pane = try #require(results.geometry.preview)
        #expect(pane.column > 80 && pane.pictureLines > 0)
        func paneText() -> String {
            let cells = wide.cells()
            return (0..<30).map { line in String(cells[line * 160 + pane.column..<line * 160 + 160].map(\.character)) }.joined(separator: "\n")
        }
        #expect(paneText().contains("Photo 0 of a list") && paneText().contains("by Owner 0"), "\(paneText())")
        results.moveDown()
        results.moveDown()
        wide.draw(screen, keeping: true)
        #expect(paneText().contains("Photo 2 of a list") && paneText().contains("by Owner 2"), "\(paneText())")
        #expect(!paneText().contains("Photo 0 of"))
        let narrow = SearchResultsViewModel(firstPage: ResultsScreenTests.page(photos: 60), services: PaintedServices(), clock: ContinuousClock())
        narrow.viewportChanged(columns: 100, lines: 30, cell: .halfBlock)
        #expect(narrow.geometry.preview == nil && narrow.geometry.slotColumns == 100 && narrow.preview == nil)
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
        let work = WorkInFlight()
        WorkInFlight.$current.withValue(work) { kept.draw(keptScreen, keeping: true) { frames.count += 1 } }
        let placeholders = kept.cells()
        let shown = results.rows(in: 0..<results.geometry.screenful).map(\.outputs)
        try #require(shown.contains { $0.thumbnail == .loading }, "the first frame drew rows whose thumbnails were loading")
        await work.finished()
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
        // The revalidation starts with the view model: its work is recorded from there.
        let work = WorkInFlight()
        let results = WorkInFlight.$current.withValue(work) { SearchResultsViewModel(firstPage: stale, services: services, clock: ContinuousClock()) }
        let kept = try NcursesScreen(columns: 100, lines: 30, colors: .palette256)
        let whole = try NcursesScreen(columns: 100, lines: 30, colors: .palette256)
        let keptScreen = ResultsScreen(viewModel: results, keys: .standard)
        let frames = FramesAskedFor()
        kept.draw(keptScreen, keeping: true) { frames.count += 1 }
        let cached = kept.cells()
        await work.finished()
        try #require(results.originLabel == "offline · cached 3 min ago", "the revalidation found no network")
        #expect(frames.count == 1, "the title bar asked for a frame")
        kept.draw(keptScreen, keeping: true)
        whole.draw(ResultsScreen(viewModel: results, keys: .standard), keeping: false)
        let (keptCells, wholeCells) = (kept.cells(), whole.cells())
        #expect(keptCells.indices.filter { keptCells[$0] != wholeCells[$0] }.count == 0, "the kept screen drew the title bar")
        #expect((0..<100).filter { keptCells[$0] != cached[$0] }.count > 0, "the title bar changed")
    }

    /// A page of `photos` photos, each with a square thumbnail.
    /// A photo without a picture is a tile of its own, labelled "no picture" a word a line, unlike a loading one's shade.
    @Test func aPhotoWithoutAPictureIsALabelledTile() throws {
        let bare = Photo(id: "bare", title: "A photo with no picture")
        let page = PhotoPage(query: SearchQuery(text: "list"), page: 1, pages: 1, perPage: 1, total: 1, photos: [bare])
        let results = SearchResultsViewModel(firstPage: page, services: PaintedServices(), clock: ContinuousClock())
        let screen = try NcursesScreen(columns: 100, lines: 30, colors: .palette256)
        screen.draw(ResultsScreen(viewModel: results, keys: .standard), keeping: false)
        let lines = stride(from: 0, to: 30 * 100, by: 100).map { start in String(screen.cells()[start..<start + 12].map(\.character)) }
        #expect(lines.contains { $0.contains("   no   ") } && lines.contains { $0.contains("picture") }, "\(lines.prefix(6))")
        #expect(!lines.contains { $0.contains("·") || $0.contains("░") })
    }

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
