/// Turns what one read of the terminal gave (ncurses' decoded keys, with the escape sequences it does not
/// know left as ESC and their bytes) into whole keys, in one pass over the input:
/// - ESC + a letter or digit is Alt plus that key, ESC + Backspace is Alt-Backspace;
/// - `ESC [ 200 ~` … `ESC [ 201 ~` is one bracketed paste, its line breaks made spaces;
/// - `ESC [ Z` is Shift-Tab;
/// - the terminal's answers to the start-up questions (``TerminalProbe``) — CSI replies (DA1, window sizes,
///   XTSMGRAPHICS) and DCS, APC and OSC strings — become ``TerminalReply``s in ``replies``, never keys, however
///   they are split across reads and whatever keys or pastes come between;
/// - any other `ESC [ …` or `ESC O …` sequence (focus in/out, keys nothing here uses) is dropped whole;
/// - an ESC with nothing after it in the same read is Esc.
struct KeyDecoder {
    /// Characters a terminal's answer string may hold; a longer one is read to its end but not kept.
    static let replyLimit = 4096

    /// The answers read so far; the app takes them (``takeReplies()``).
    private(set) var replies: [TerminalReply] = []
    /// A DCS (`P`), APC (`_`) or OSC (`]`) string begun in an earlier read: its introducer and body so far.
    private var string: (introducer: Character, body: String)?

    /// The pasted text is cut here; more would only be refused by the field.
    static let pasteLimit = 100_000

    /// A paste that began in an earlier read and has not ended yet, and how many characters it holds.
    private var paste: String?
    private var pasted = 0
    /// The start of a sequence cut off by the end of the last read, inside a paste.
    private var carried: [Key] = []

    mutating func decode(_ newInput: [Key]) -> [Key] {
        let input = carried + newInput
        carried = []
        var keys: [Key] = []
        var index = 0
        while index < input.count {
            if paste != nil {
                index = continuePaste(input, from: index, into: &keys)
                continue
            }
            if string != nil {
                index = continueString(input, from: index)
                continue
            }
            if input[index] == .escape, index + 1 == input.count, awaitingReplies {
                // While answers are due, an ESC that ends a read may begin one: held until the next read, or
                // until ``flushHeldEscape()`` says it was the Esc key.
                carried = [.escape]
                return keys
            }
            guard input[index] == .escape, index + 1 < input.count else {
                keys.append(input[index])
                index += 1
                continue
            }
            switch input[index + 1] {
            case .character(let introducer) where KeyDecoder.startsReply(introducer, input, at: index + 2):
                guard index + 2 < input.count else {
                    // Cut right after its introducer: decided with the next read.
                    carried = Array(input[index...])
                    return keys
                }
                string = (introducer, "")
                index += 2
            case .character("["), .character("O"):
                let (sequence, end) = KeyDecoder.sequence(input, from: index + 2)
                if end == input.count, sequence.last.map({ $0.isNumber || $0 == ";" || $0 == "?" || $0 == ":" }) ?? true {
                    // A sequence cut by the end of this read: the rest comes with the next.
                    carried = Array(input[index...])
                    return keys
                }
                if input[index + 1] == .character("["), let reply = TerminalReply.csi(sequence) {
                    replies.append(reply)
                } else if input[index + 1] == .character("["), sequence == "200~" {
                    paste = ""
                    pasted = 0
                } else if input[index + 1] == .character("["), sequence == "Z" {
                    // Shift-Tab, where terminfo does not name it.
                    keys.append(.backTab)
                }
                index = end
            case .character(let character) where character.isLetter || character.isNumber || character.isPunctuation:
                keys.append(.alt(character))
                index += 2
            case .backspace:
                keys.append(.altBackspace)
                index += 2
            default:
                keys.append(.escape)
                index += 1
            }
        }
        return keys
    }

    /// True while the terminal's answers are due (the app sets it from sending the questions until the last
    /// answer or its deadline): an ESC at the end of a read is then held, in case an answer follows.
    var awaitingReplies = false

    /// True when an ESC that ended the last read is held.
    var holdsEscape: Bool { carried == [.escape] && string == nil && paste == nil }

    /// The held ESC, once nothing followed it in time: it was the Esc key.
    mutating func flushHeldEscape() -> [Key] {
        guard holdsEscape else { return [] }
        carried = []
        return [.escape]
    }

    /// Takes the answers read so far.
    mutating func takeReplies() -> [TerminalReply] {
        defer { replies = [] }
        return replies
    }

    /// True when `ESC introducer` begins one of the answers asked for, not an Alt key: a DCS answer starts
    /// `>|`, `0` or `1`; kitty's APC answer `G`; an OSC answer a digit. Unknown until the next character.
    private static func startsReply(_ introducer: Character, _ input: [Key], at index: Int) -> Bool {
        guard ["P", "_", "]"].contains(introducer) else { return false }
        guard index < input.count else { return true }
        guard case .character(let next) = input[index] else { return false }
        switch introducer {
        case "P": return next == ">" || next == "0" || next == "1"
        case "_": return next == "G"
        default: return next.isNumber
        }
    }

    /// Adds input to the answer string until its terminator (`ESC \` or BEL), then reads it as a reply;
    /// returns where to go on.
    private mutating func continueString(_ input: [Key], from start: Int) -> Int {
        guard let (introducer, started) = string else { return start }
        var body = started
        var index = start
        while index < input.count {
            switch input[index] {
            case .escape:
                guard index + 1 < input.count else {
                    string = (introducer, body)
                    carried = [.escape]
                    return input.count
                }
                // ST is ESC \; any other ESC ends the string too (a broken answer), and is read again.
                string = nil
                if input[index + 1] == .character("\\") {
                    finish(introducer, body)
                    return index + 2
                }
                return index
            case .control("g"):
                string = nil
                finish(introducer, body)
                return index + 1
            case .character(let character):
                if body.count < KeyDecoder.replyLimit { body.append(character) }
            default:
                break
            }
            index += 1
        }
        string = (introducer, body)
        return input.count
    }

    private mutating func finish(_ introducer: Character, _ body: String) {
        let reply = switch introducer {
        case "P": TerminalReply.dcs(body)
        case "_": TerminalReply.apc(body)
        default: TerminalReply.osc(body)
        }
        if let reply { replies.append(reply) }
    }

    /// Adds pasted input to the paste until `ESC [ 201 ~`; returns where to go on.
    private mutating func continuePaste(_ input: [Key], from start: Int, into keys: inout [Key]) -> Int {
        var index = start
        var text = paste ?? ""
        while index < input.count {
            if input[index] == .escape {
                let (sequence, end) = index + 1 < input.count && input[index + 1] == .character("[")
                    ? KeyDecoder.sequence(input, from: index + 2) : ("", index + 1)
                if sequence == "201~" {
                    keys.append(.paste(text))
                    paste = nil
                    return end
                }
                if end == input.count, "201~".hasPrefix(sequence) {
                    // The end marker may be cut by the end of this read: keep its start for the next.
                    carried = Array(input[index...])
                    break
                }
                index = end
                continue
            }
            if pasted < KeyDecoder.pasteLimit {
                switch input[index] {
                case .character(let character): text.append(character)
                case .enter, .tab: text.append(" ")
                default: break
                }
                pasted += 1
            }
            index += 1
        }
        paste = text
        return input.count
    }

    /// The parameters and final character of a CSI/SS3 sequence starting at `start`, and where it ends.
    private static func sequence(_ input: [Key], from start: Int) -> (text: String, end: Int) {
        var text = ""
        var index = start
        while index < input.count, case .character(let character) = input[index] {
            text.append(character)
            index += 1
            // Parameters are digits and ; (and : ?); anything else ends the sequence.
            if !(character.isNumber || character == ";" || character == ":" || character == "?") { break }
        }
        return (text, index)
    }
}
