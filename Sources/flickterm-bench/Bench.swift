import Foundation
import LoopbackHarness
import Model

/// `make bench`: prints decode, round-trip, catalog and memory figures, with Python's `flickrapi` and
/// `json.loads` measured in the same run as the reference. Prints figures; asserts nothing.
@main
struct Bench {
    static let extrasWords = ["horse", "dog", "man", "street", "cat", "train", "food", "beach", "table", "red"]

    /// `flickterm-bench [PYTHON]`: every figure; `flickterm-bench pixels` or `mosaic`: only the real-pixel encoders' or
    /// the mosaics'.
    static func main() async throws {
        if CommandLine.arguments.dropFirst().first == "pixels" { return try PixelBench.run() }
        if CommandLine.arguments.dropFirst().first == "mosaic" { return try MosaicBench.run() }
        let python = CommandLine.arguments.dropFirst().first
        let rounds = 200
        print("flickterm bench (release build, \(ProcessInfo.processInfo.activeProcessorCount) cores)\n")

        let server = try await LoopbackServerProcess()
        let reference = try python.map { try pythonReference(python: $0, endpoint: server.endpoint, rounds: rounds) }

        print("Decode + mapping to photos (median of many runs) — flickterm vs bare JSONDecoder structs and Python json.loads")
        print(row("fixture", "bytes", "ms", "MB/s", "bare ms", "× bare", "py ms", "× py"))
        for path in ProjectPaths.jsonFixtures() where isPhotoList(path) {
            let body = try Data(contentsOf: ProjectPaths.fixtures.appendingPathComponent(path))
            let seconds = median(of: 200) { _ = try? FlickrResponseDecoder().photoPage(from: body, query: SearchQuery(text: "x")) }
            let bare = median(of: 200) { _ = try? JSONDecoder().decode(BareFlickrPage.self, from: body) }
            let name = (path as NSString).lastPathComponent
            let py = reference?.decode[name]
            print(row(
                String(name.prefix(44)), "\(body.count)", ms(seconds), String(format: "%.1f", Double(body.count) / seconds / 1e6),
                ms(bare), String(format: "%.2f×", seconds / bare), py.map(ms) ?? "–", py.map { String(format: "%.2f×", seconds / $0) } ?? "–"
            ))
        }

        let service = FlickrService(apiKey: "bench-key", endpoint: server.endpoint)
        _ = try await service.search(SearchQuery(text: "warm", perPage: 100))
        var times: [Double] = []
        for round in 0..<rounds {
            let started = ContinuousClock.now
            _ = try await service.search(SearchQuery(text: extrasWords[round % extrasWords.count], perPage: 100))
            times.append(seconds(ContinuousClock.now - started))
        }
        print("\nSearch round trip on loopback, page of 100 with extras, \(rounds) requests")
        print(row("client", "p50 ms", "p99 ms", "", "", ""))
        print(row("flickterm (libcurl)", ms(percentile(times, 0.5)), ms(percentile(times, 0.99)), "", "", ""))
        if let reference {
            print(row("python flickrapi", ms(reference.p50), ms(reference.p99), "", "", ""))
            print(row("ratio (lower: faster)", String(format: "%.2f×", percentile(times, 0.5) / reference.p50),
                      String(format: "%.2f×", percentile(times, 0.99) / reference.p99), "", "", ""))
        } else {
            print("(python reference skipped: no interpreter given)")
        }

        let load = median(of: 15) { _ = try? CatalogService(directory: ProjectPaths.catalog) }
        let catalog = try CatalogService(directory: ProjectPaths.catalog)
        // A new search each time (a search's later pages come from its first's matches), then pages 2–11 of one.
        let words = ["man sitting", "a", "dog", "red bus"]
        var round = 0
        let search = median(of: 50) {
            round += 1
            _ = catalog.searchNow(SearchQuery(text: words[round % words.count], perPage: 100))
        }
        _ = catalog.searchNow(SearchQuery(text: "a", perPage: 100))
        var page = 1
        let nextPage = median(of: 10) {
            page += 1
            _ = catalog.searchNow(SearchQuery(text: "a", page: page, perPage: 100))
        }
        print("\nDemo catalog: \(catalog.count) records, load \(ms(load)) ms (median of 15), a search \(ms(search)) ms, its next page \(ms(nextPage)) ms")

        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        print("Peak memory (max RSS) after decoding, round trips and catalog loads: \(usage.ru_maxrss / 1024) MiB")
        print("\nIn process: the results screen drawn into a pipe after each selection move (100×30; 90 moves down from the top")
        print("and 90 back, five times, whatever the length; this thread's CPU) — no images, no Observation, no key decoding,")
        print("no overlay: the screen's own cost, not a key's (below)")
        for rows in [100, 10_000, 100_000] {
            let figures = await MainActor.run { ResultsRenderBenchmark.measure(rows: rows, reach: 90, rounds: 5) }
            print(row("list of \(rows) rows", String(format: "%.1f µs CPU", figures.cpuMicroseconds), String(format: "%.0f bytes", figures.bytes), "", "", ""))
        }
        try ImageBench.run()
        try MosaicBench.run()
        try PixelBench.run()
        await WindowBench.run(flickterm: ProjectPaths.product("flickterm"))
    }

    struct Reference: Decodable {
        let p50: Double
        let p99: Double
        let decode: [String: Double]
    }

    static func pythonReference(python: String, endpoint: URL, rounds: Int) throws -> Reference {
        let words = FileManager.default.temporaryDirectory.appendingPathComponent("bench-words.txt")
        try extrasWords.joined(separator: " ").write(to: words, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [
            ProjectPaths.packageRoot.appendingPathComponent("bench/flickrapi_bench.py").path, endpoint.absoluteString,
            ProjectPaths.fixtures.appendingPathComponent("json").path, words.path, String(rounds),
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        return try JSONDecoder().decode(Reference.self, from: data)
    }

    static func isPhotoList(_ path: String) -> Bool {
        ["search_", "interestingness", "getRecent"].contains { path.contains($0) }
    }

    /// Median wall time of `runs` calls, in seconds.
    static func median(of runs: Int, _ work: () -> Void) -> Double {
        work()
        let samples = (0..<runs).map { _ in
            let started = ContinuousClock.now
            work()
            return seconds(ContinuousClock.now - started)
        }
        return percentile(samples, 0.5)
    }

    static func percentile(_ samples: [Double], _ fraction: Double) -> Double {
        let sorted = samples.sorted()
        return sorted[min(sorted.count - 1, Int(fraction * Double(sorted.count)))]
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func ms(_ seconds: Double) -> String { String(format: "%.3f", seconds * 1000) }

    static func row(_ columns: String...) -> String {
        let widths = [46, 9, 9, 9, 9, 8, 9, 8, 9, 9]
        return zip(columns, widths).map { $0.padding(toLength: max($1, $0.count), withPad: " ", startingAt: 0) }
            .joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
}
