import FoundationEssentials
import Logging

/// A swift-log handler writing `2026-11-23T10:00:00Z info flickterm.flickr: message key=value` lines to a
/// ``LogFile``; remote text in messages is made single-line so that a line is always one entry.
struct LogFileHandler: LogHandler {
    let label: String
    let file: LogFile
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let all = metadata.merging(event.metadata ?? [:]) { _, new in new }
        let fields = all.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
        let text = "\(event.message)".replacing("\n", with: " ")
        file.append("\(Date().ISO8601Format()) \(event.level) \(label): \(text)\(fields)")
    }
}
