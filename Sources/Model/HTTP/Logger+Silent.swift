import Logging

extension Logger {
    /// A logger that writes nothing: the default wherever a logger is injected, so that nothing logs unless
    /// the app says where to (the screen is no place for it).
    public static let silent = Logger(label: "flickterm.silent") { _ in SwiftLogNoOpLogHandler() }
}
