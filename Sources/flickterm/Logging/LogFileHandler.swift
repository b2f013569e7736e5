import Foundation
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

    func log(
        level: Logger.Level, message: Logger.Message, metadata extra: Logger.Metadata?, source: String, file: String,
        function: String, line: UInt
    ) {
        let all = metadata.merging(extra ?? [:]) { _, new in new }
        let fields = all.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
        let text = "\(message)".replacingOccurrences(of: "\n", with: " ")
        self.file.append("\(Date().ISO8601Format()) \(level) \(label): \(text)\(fields)")
    }
}
