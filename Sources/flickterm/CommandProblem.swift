/// Why a command cannot go on, as the sentence to print: the terminal cannot run the full-screen app, the
/// cache has no place to live.
struct CommandProblem: Error, CustomStringConvertible {
    let description: String
}
