import CNcursesw
import Foundation
import Model
import TerminalUI
import ViewModels

/// Measures the results screen outside the app, for `make bench`: CPU time and bytes sent to the terminal
/// per selection move in a list of any length, drawn by the real screen into a terminal whose output is a pipe.
@MainActor
enum ResultsRenderBenchmark {
    /// Figures per move.
    struct Figures: Sendable {
        let cpuMicroseconds: Double
        let bytes: Double
    }

    /// Draws a `columns`×`lines` results screen over `rows` photos, moves the selection `reach` rows down from the top
    /// and back `rounds` times (each move drawn, every one a move: `reach` below `rows`), and reports the cost of one
    /// move. The same moves whatever the length, so that lists of different lengths compare.
    static func measure(rows: Int, reach: Int, rounds: Int, columns: Int = 100, lines: Int = 30) -> Figures {
        precondition(reach < rows, "every key a move")
        var ends: [Int32] = [0, 0]
        pipe(&ends)
        let counter = ByteCounter(fileDescriptor: ends[0])
        let output = fdopen(ends[1], "w")
        let input = fopen("/dev/null", "r")
        setenv("LINES", String(lines), 1)
        setenv("COLUMNS", String(columns), 1)
        let screen = newterm("xterm-256color", output, input)
        set_term(screen)
        let canvas = Canvas(theme: Theme.make(colors: true))
        let photos = (0..<rows).map { Photo(id: "p\($0)", title: "Photo number \($0) of a long synthetic list", owner: PhotoOwner(name: "Owner \($0 % 97)")) }
        let page = PhotoPage(query: SearchQuery(text: "bench"), page: 1, pages: 1, perPage: rows, total: rows, photos: photos)
        let services = ListOnlyServices(page: page)
        let results = ResultsScreen(viewModel: SearchResultsViewModel(firstPage: page, services: services, clock: ContinuousClock()), keys: .standard)
        results.resized(columns: columns, rows: lines, cell: canvas.pictureCell)
        let frame = {
            canvas.beginFrame(keeping: ObjectIdentifier(results))
            results.draw(on: canvas)
            results.drawParts(on: canvas) {}
            canvas.present()
            fflush(output)
        }
        frame()
        let bytesBefore = counter.settledCount()
        let cpuBefore = threadCPUTime()
        for _ in 0..<rounds {
            for key in [Key.down, Key.up] {
                for _ in 0..<reach {
                    _ = results.handle(key)
                    frame()
                }
            }
        }
        let cpu = threadCPUTime() - cpuBefore
        let bytes = counter.settledCount() - bytesBefore
        let moves = 2 * reach * rounds
        endwin()
        delscreen(screen)
        fclose(output)
        fclose(input)
        counter.stop()
        return Figures(cpuMicroseconds: cpu / Double(moves) * 1e6, bytes: Double(bytes) / Double(moves))
    }

    private static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Counts what the terminal writes into the pipe, on a thread of its own so the pipe never fills.
    private final class ByteCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        private let fileDescriptor: Int32

        init(fileDescriptor: Int32) {
            self.fileDescriptor = fileDescriptor
            Thread.detachNewThread { [self] in
                var buffer = [UInt8](repeating: 0, count: 65536)
                while true {
                    let read = Glibc.read(fileDescriptor, &buffer, buffer.count)
                    if read <= 0 { return }
                    lock.withLock { count += read }
                }
            }
        }

        /// The count once the pipe has been drained.
        func settledCount() -> Int {
            var last = -1
            var current = lock.withLock { count }
            while current != last {
                last = current
                usleep(2000)
                current = lock.withLock { count }
            }
            return current
        }

        func stop() { close(fileDescriptor) }
    }
}

/// Services for a results list that never navigates and never searches.
@MainActor
private final class ListOnlyServices: ViewModelServices, Clipboard, Browser {
    let photos: any PhotoSearchService
    let sourceName = "bench"
    let counts = PhotoCountsCache()
    let downloads: any PhotoDownloading = PhotoDownloader(folder: FileManager.default.temporaryDirectory)
    let images: (any PhotoImages)? = nil
    let history: (any SearchHistoryStore)? = nil
    let settings = ViewModelSettings()
    var clipboard: any Clipboard { self }
    var browser: any Browser { self }

    init(page: PhotoPage) {
        photos = ListOnlyService(page: page)
    }

    func push(_ viewModel: any NavigableViewModel) {}
    func pop() {}
    var canGoBack: Bool { true }
    func copy(_ text: String) {}
    func open(_ link: PageLink) -> Bool { false }
}

/// A service that only knows one page of results (the benchmark never searches).
private struct ListOnlyService: PhotoSearchService {
    let page: PhotoPage
    func search(_ query: SearchQuery) async throws -> PhotoPage { page }
    func photo(id: String) async throws -> Photo { Photo(id: id) }
    func favoriteCount(photoID: String) async throws -> Int? { nil }
    func sizes(photoID: String) async throws -> [PhotoSize] { [] }
    func licenses() async throws -> [License] { [] }
    func comments(photoID: String) async throws -> [PhotoComment] { [] }
}
