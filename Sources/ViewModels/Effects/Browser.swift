import Foundation

/// Opens web pages outside the terminal, without waiting for the browser or letting it write on the screen.
@MainActor
public protocol Browser: AnyObject {
    /// Starts opening `url`; false when there is nothing to open it with.
    func open(_ url: URL) -> Bool
}
