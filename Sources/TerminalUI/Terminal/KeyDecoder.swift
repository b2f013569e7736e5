/// Turns what one read of the terminal gave (ncurses' decoded keys, with the escape sequences it does not
/// know left as ESC and their bytes) into whole keys, in one pass over the input:
/// - ESC + a letter or digit is Alt plus that key, ESC + Backspace is Alt-Backspace;
/// - `ESC [ 200 ~` … `ESC [ 201 ~` is one bracketed paste, its line breaks made spaces;
/// - `ESC [ Z` is Shift-Tab;
/// - any other `ESC [ …` or `ESC O …` sequence (focus in/out, keys nothing here uses) is dropped whole;
/// - an ESC with nothing after it in the same read is Esc.
struct KeyDecoder {
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
            guard input[index] == .escape, index + 1 < input.count else {
                keys.append(input[index])
                index += 1
                continue
            }
            switch input[index + 1] {
            case .character("["), .character("O"):
                let (sequence, end) = KeyDecoder.sequence(input, from: index + 2)
                if input[index + 1] == .character("["), sequence == "200~" {
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
