/// Bytes read from the terminal without ncurses (by `flickterm doctor`), made into the ``Key``s ncurses would
/// give for them, UTF-8 sequences whole even when a read cuts one, so that the ``KeyDecoder`` reads both alike.
struct TerminalBytes {
    private var pending: [UInt8] = []

    mutating func keys(_ bytes: ArraySlice<UInt8>) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var iterator = pending.makeIterator()
        var decoder = UTF8()
        var used = 0
        var consumed = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                consumed = used + UTF8.width(scalar)
                used = consumed
                if let key = Key(terminalScalar: scalar.value) { keys.append(key) }
            case .emptyInput: break loop
            case .error:
                used += 1
                consumed = used
            }
        }
        pending = Array(pending[consumed...])
        return keys
    }
}
