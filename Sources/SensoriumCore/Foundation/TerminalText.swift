/// Text from files, folders and the command line made safe to print: a level's id, a replay's
/// category, a LiveSplit name or a file name may hold ESC, BEL, CR, LF or C1 codes that would
/// otherwise drive the player's terminal or forge error lines, and may be 60 KB long.
///
/// One style everywhere: every control character (U+0000–U+001F, DEL, U+0080–U+009F) and every
/// byte of a file name that is not UTF-8 is shown as `\xHH`.
///
/// ```swift
/// TerminalText.escaped("a\u{1B}[2Jb")          // a\x1B[2Jb
/// TerminalText.quoted(String(repeating: "x", count: 60_000))   // "xxx…x…" (60 characters)
/// ```
public enum TerminalText {
    /// The most characters of a value quoted into a message.
    public static let maxQuotedCharacters = 60

    /// `text` with every control character escaped.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isControl(scalar) { out += hex(UInt8(scalar.value)) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// A value from a file quoted into a message: `"value"`, escaped, and cut to
    /// ``maxQuotedCharacters`` characters with an ellipsis so a huge value makes a short line.
    public static func quoted(_ value: String) -> String {
        "\"" + escaped(shortened(value)) + "\""
    }

    /// `value` cut to ``maxQuotedCharacters`` characters (Unicode scalars, so a pile of
    /// combining marks counts for what it is) with an ellipsis when it was longer.
    public static func shortened(_ value: String) -> String {
        let scalars = value.unicodeScalars
        guard scalars.count > maxQuotedCharacters else { return value }
        var cut = String.UnicodeScalarView()
        cut.append(contentsOf: scalars.prefix(maxQuotedCharacters))
        return String(cut) + "…"
    }

    /// A message for the terminal, one line per line break in it, each line escaped: a caller
    /// may join several lines of its own, while values from files (escaped where they are put
    /// into the message) cannot add lines, carriage returns or escape sequences.
    public static func lines(_ message: String) -> [String] {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }
    }

    /// A file name as the file system holds it (bytes, not necessarily UTF-8), printable: valid
    /// UTF-8 is kept, every other byte is `\xHH`, and control characters are escaped.
    public static func fileName(_ bytes: [UInt8]) -> String {
        var out = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                out += isControl(scalar) ? hex(UInt8(scalar.value)) : String(scalar)
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<(offset + length)] { out += hex(byte) }
                offset += length
            case .emptyInput:
                return out
            }
        }
    }

    /// C0 controls, DEL and the C1 controls.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "\\x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }
}
