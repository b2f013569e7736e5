import AppConfig
import ArgumentParser
import FoundationEssentials
import Model

/// `flickterm cache info|clear`: the cache of API answers and images that makes repeated searches instant
/// and shows what was seen before when the network is gone.
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show or clear the cache of answers and images ($XDG_CACHE_HOME/flickterm, else ~/.cache/flickterm).",
        subcommands: [Info.self, Clear.self]
    )

    /// `flickterm cache info`.
    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "info", abstract: "Print where the cache is, what it holds and how old it is.")

        func run() throws {
            let file = try CacheCommand.file()
            guard FileManager.default.fileExists(atPath: file.path) else {
                print("path     \(file.path)\nentries  0 (nothing cached yet)")
                return
            }
            let store = try CacheCommand.open(file)
            let info = try store.info()
            let oldest = info.oldest.map { "\($0.formatted(.iso8601)) (\(AnswerOrigin.cache(age: Date().timeIntervalSince($0), stale: false).label ?? ""))" }
            print("""
                path     \(info.file.path)
                entries  \(info.answers + info.images) (\(info.answers) answers, \(info.images) images)
                bytes    \(info.bytes) (\(CacheCommand.megabytes(info.bytes)) of \(CacheCommand.megabytes(info.capacity)))
                oldest   \(oldest ?? "–")
                """)
            if store.droppedRows > 0 { print("dropped  \(store.droppedRows) rows that could not be trusted (a date or a size out of bounds)") }
        }
    }

    /// `flickterm cache clear`.
    struct Clear: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "clear", abstract: "Forget every cached answer and image.")

        func run() throws {
            let file = try CacheCommand.file()
            guard FileManager.default.fileExists(atPath: file.path) else { return }
            try CacheCommand.open(file).clear()
            print("cleared \(file.path)")
        }
    }

    static func file() throws -> URL {
        try CommandFailure.required(UserFiles.cache(), under: "XDG_CACHE_HOME", naming: "cache")
    }

    /// The store at `file`, with the capacity the config file sets; its notice (moved aside, rebuilt) goes to
    /// standard error.
    static func open(_ file: URL) throws -> CacheStore {
        let configured: Int?
        do {
            configured = try ConfigFile.forCurrentUser().cacheSize
        } catch {
            throw CommandFailure.report(error)
        }
        let opened = CacheStore.open(at: file, capacity: configured.map { $0 << 20 } ?? CacheStore.defaultCapacity)
        if let notice = opened.notice { CommandFailure.warn(notice) }
        guard let store = opened.store else { throw ExitCode.failure }
        return store
    }

    static func megabytes(_ bytes: Int) -> String {
        DisplayFormat.oneDecimal(Double(bytes) / 1_048_576) + " MB"
    }
}
