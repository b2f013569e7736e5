/// The terminal cannot run the full-screen app (no cursor addressing, or an unknown TERM).
struct TerminalProblem: Error, CustomStringConvertible {
    let description: String
}
