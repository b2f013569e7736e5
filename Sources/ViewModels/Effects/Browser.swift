import FoundationEssentials
import Model

/// Opens web pages outside the terminal, without waiting for the browser or letting it write on the screen.
@MainActor
public protocol Browser: AnyObject {
    /// Starts opening `link` (a checked web address, never an option or a file); false when there is nothing
    /// to open it with.
    func open(_ link: PageLink) -> Bool
}
