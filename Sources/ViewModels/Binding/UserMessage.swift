import FoundationEssentials
import Model

/// One human line for an error, fit for a status line.
public enum UserMessage {
    /// `error` as one capitalised line, with a plain reason for the errors people meet most.
    public static func describe(_ error: any Error) -> String {
        let text: String
        switch error {
        case FlickrError.api(100, _): text = "Flickr rejected the API key (error 100); check the key flickterm was given"
        case let error as FlickrError where error.isTransient: text = "Flickr is unavailable right now; try again shortly"
        case HTTPError.timedOut: text = "The search timed out; check the connection and try again"
        case HTTPError.rateLimited: text = "The server is limiting requests — wait a minute, then try again"
        case HTTPError.status(let code, _) where code >= 500: text = "Flickr's server failed (\(code)); try again shortly"
        case let error as CocoaError: text = FileError(foundation: error).description
        default: text = String(describing: error)
        }
        let line = TerminalText.singleLine(text)
        return line.prefix(1).uppercased() + line.dropFirst()
    }
}
