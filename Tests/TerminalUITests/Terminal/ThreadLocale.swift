import Glibc
import Testing

/// Runs `body` with this thread alone in the locale `name` (`uselocale`): the other tests draw with ncurses meanwhile.
func withThreadLocale(_ name: String, _ body: () throws -> Void) throws {
    let locale = try #require(newlocale(1 << LC_CTYPE, name, nil), "the locale \(name)")
    let previous = uselocale(locale)
    defer {
        uselocale(previous)
        freelocale(locale)
    }
    try body()
}
