import ArgumentParser
import Dispatch
import Foundation
import TerminalUI

/// The `flickterm` executable's entry point. It makes ``WorkerPoolExecutor`` the global executor before
/// any task exists, then runs ``FlicktermCommand`` on the main actor while the main queue serves events.
@main
enum FlicktermMain {
    static func main() {
        WorkerPoolExecutor.install()
        Task { @MainActor in
            await FlicktermCommand.main()
            exit(EXIT_SUCCESS)
        }
        dispatchMain()
    }
}
