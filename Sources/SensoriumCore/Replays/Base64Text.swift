/// Standard base64 (RFC 4648, `+` `/`, `=` padding) wrapped at 76 characters with `\n`, the
/// text form of a replay body: it survives copy and paste, e-mail and git. Foundation's version
/// wraps with `\r\n` and reports no position on errors, hence this one.
enum Base64Text {
    static let lineLength = 76
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Every line, the last included, ends with `\n`; no bytes give no text.
    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4 * (lineLength + 1) / lineLength + 1)
        var column = 0
        func emit(_ symbol: UInt8) {
            out.append(symbol)
            column += 1
            if column == lineLength {
                out.append(0x0A)
                column = 0
            }
        }
        var index = 0
        while index < bytes.count {
            let b0 = UInt32(bytes[index])
            let b1 = index + 1 < bytes.count ? UInt32(bytes[index + 1]) : 0
            let b2 = index + 2 < bytes.count ? UInt32(bytes[index + 2]) : 0
            let group = b0 << 16 | b1 << 8 | b2
            emit(alphabet[Int(group >> 18 & 63)])
            emit(alphabet[Int(group >> 12 & 63)])
            emit(index + 1 < bytes.count ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
            emit(index + 2 < bytes.count ? alphabet[Int(group & 63)] : UInt8(ascii: "="))
            index += 3
        }
        if column > 0 { out.append(0x0A) }
        return out
    }

    /// Decodes `text[start...]`, skipping line breaks, spaces and tabs (which copy and paste
    /// adds). Anything else outside the alphabet, misplaced padding and non-zero padding bits are
    /// errors, reported as `line L, column C` with `firstLine` the number of the first line.
    static func decode(_ text: ArraySlice<UInt8>, firstLine: Int) throws(FormatError) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.count / 4 * 3)
        var line = firstLine
        var column = 0
        var group: UInt32 = 0
        var inGroup = 0
        var padding = 0
        func fail(_ reason: String) -> FormatError {
            FormatError(path: "body", line: line, column: column, reason: reason)
        }
        for symbol in text {
            column += 1
            switch symbol {
            case 0x0A:
                line += 1
                column = 0
                continue
            case 0x0D, 0x20, 0x09:
                continue
            case UInt8(ascii: "="):
                guard inGroup >= 2 else { throw fail("misplaced '=' padding") }
                padding += 1
                inGroup += 1
                group <<= 6
            default:
                guard padding == 0 else { throw fail("data after '=' padding") }
                guard let value = sextet(symbol) else { throw fail("not a base64 character") }
                group = group << 6 | UInt32(value)
                inGroup += 1
            }
            if inGroup == 4 {
                out.append(UInt8(truncatingIfNeeded: group >> 16))
                if padding < 2 { out.append(UInt8(truncatingIfNeeded: group >> 8)) }
                if padding < 1 { out.append(UInt8(truncatingIfNeeded: group)) }
                let spareBits = padding == 2 ? group & 0xFFFF : padding == 1 ? group & 0xFF : 0
                if spareBits != 0 { throw fail("non-zero bits before the padding") }
                group = 0
                inGroup = 0
                if padding > 0 { padding = 3 } // nothing may follow a padded group
            }
        }
        if inGroup != 0 { throw fail("data ends in the middle of a base64 group") }
        return out
    }

    private static func sextet(_ symbol: UInt8) -> UInt8? {
        switch symbol {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return symbol - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return symbol - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return symbol - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): return 62
        case UInt8(ascii: "/"): return 63
        default: return nil
        }
    }
}
