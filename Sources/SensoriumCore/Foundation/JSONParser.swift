/// A strict, bounded JSON parser (RFC 8259). Every file the game reads can come from a player or
/// a stranger, so the parser bounds size, nesting depth and value count up front and rejects what
/// Foundation would quietly accept: duplicate keys, numbers that overflow to infinity, stray bytes.
/// It runs in time linear in the input and never recurses deeper than `maxDepth`.
///
/// The `.json5` dialect reads what Apple's haptics framework reads (AHAP files are parsed as JSON5
/// there, and published ones use its trailing commas and comments); the limits and the refusals of
/// duplicate keys and non-finite numbers hold in both dialects.
public struct JSONParser: Sendable {
    public struct Limits: Sendable {
        /// Largest accepted document, in bytes.
        public var maxBytes: Int
        /// Deepest accepted nesting of arrays and objects.
        public var maxDepth: Int
        /// Most values (of any kind) in one document.
        public var maxValues: Int

        public init(maxBytes: Int = 1 << 20, maxDepth: Int = 32, maxValues: Int = 200_000) {
            self.maxBytes = maxBytes
            self.maxDepth = maxDepth
            self.maxValues = maxValues
        }
    }

    /// The grammar a document is read with.
    public enum Dialect: Sendable {
        /// RFC 8259 and nothing more: our own formats (levels, replays, progress, settings).
        case strict
        /// JSON5 (spec.json5.org): comments, trailing commas, identifier keys, single-quoted
        /// strings and their extra escapes, hexadecimal numbers, leading `+`, leading or trailing
        /// decimal point, Unicode white space. `NaN` and `Infinity` are still refused.
        case json5
    }

    public var limits: Limits
    public var dialect: Dialect

    public init(limits: Limits = Limits(), dialect: Dialect = .strict) {
        self.limits = limits
        self.dialect = dialect
    }

    /// Parses a whole document. Errors carry a JSON path and, for syntax errors, line and column.
    public func parse(_ bytes: [UInt8]) throws(FormatError) -> JSONValue {
        if bytes.count > limits.maxBytes {
            throw FormatError(path: "", reason: "file is \(bytes.count) bytes; the limit is \(limits.maxBytes)")
        }
        var scanner = Scanner(bytes: bytes, limits: limits, json5: dialect == .json5)
        scanner.index = ByteOrderMark.textStart(bytes)
        try scanner.skipSpace()
        let value = try scanner.value(depth: 0)
        try scanner.skipSpace()
        if scanner.index != bytes.count {
            throw scanner.syntaxError("unexpected data after the end of the document")
        }
        return value
    }

    public func parse(_ text: String) throws(FormatError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

private struct Scanner {
    let bytes: [UInt8]
    let limits: JSONParser.Limits
    /// Reading the JSON5 dialect rather than strict JSON.
    let json5: Bool
    var index = 0
    var valueCount = 0
    var path: [String] = []

    init(bytes: [UInt8], limits: JSONParser.Limits, json5: Bool) {
        self.bytes = bytes
        self.limits = limits
        self.json5 = json5
    }

    var pathString: String {
        var out = ""
        for part in path {
            if part.hasPrefix("[") || out.isEmpty { out += part } else { out += "." + part }
        }
        return out
    }

    /// An error at the current position: line and column count characters, as an editor does.
    func syntaxError(_ reason: String) -> FormatError {
        var line = 1
        var column = 1
        var position = ByteOrderMark.textStart(bytes)
        let end = min(index, bytes.count)
        while position < end {
            let width = lineBreakWidth(at: position)
            if width > 0 {
                line += 1
                column = 1
                position += width
                continue
            }
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        return FormatError(path: pathString, line: line, column: column, reason: reason)
    }

    /// The file ends before `what` is closed: most often a file cut short (saved half-way,
    /// copied in part), so the message says so rather than naming the missing character.
    func truncated(_ what: String) -> FormatError {
        syntaxError("the file ends inside \(what): it looks cut short (a closing '\(what == "an array" ? "]" : "}")' or more is missing)")
    }

    func error(_ reason: String) -> FormatError {
        FormatError(path: pathString, reason: reason)
    }

    func byte(at position: Int) -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    // MARK: - Space and comments

    /// Bytes of the line break at `position`, or 0: LF, CRLF, a lone CR and, in JSON5, U+2028 and U+2029.
    func lineBreakWidth(at position: Int) -> Int {
        switch bytes[position] {
        case 0x0A: return 1
        case 0x0D: return byte(at: position + 1) == 0x0A ? 2 : 1
        case 0xE2 where json5 && byte(at: position + 1) == 0x80
            && (byte(at: position + 2) == 0xA8 || byte(at: position + 2) == 0xA9): return 3
        default: return 0
        }
    }

    /// Bytes of the JSON5 white space character at `position`, or 0: the ASCII ones, NBSP, BOM and
    /// the Unicode space separators (Zs), line and paragraph separators.
    func json5SpaceWidth(at position: Int) -> Int {
        let first = bytes[position]
        switch first {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20: return 1
        case 0xC2: return byte(at: position + 1) == 0xA0 ? 2 : 0
        default: break
        }
        guard first >= 0xE1, first <= 0xEF, let second = byte(at: position + 1), let third = byte(at: position + 2) else {
            return 0
        }
        switch (first, second, third) {
        case (0xE1, 0x9A, 0x80),                 // U+1680 Ogham space mark
             (0xE2, 0x80, 0x80...0x8A),          // U+2000...U+200A
             (0xE2, 0x80, 0xA8), (0xE2, 0x80, 0xA9), // line and paragraph separators
             (0xE2, 0x80, 0xAF),                 // U+202F narrow no-break space
             (0xE2, 0x81, 0x9F),                 // U+205F medium mathematical space
             (0xE3, 0x80, 0x80),                 // U+3000 ideographic space
             (0xEF, 0xBB, 0xBF):                 // U+FEFF byte order mark
            return 3
        default:
            return 0
        }
    }

    /// Skips white space and, in JSON5, comments.
    mutating func skipSpace() throws(FormatError) {
        while index < bytes.count {
            if !json5 {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1; continue
                default: return
                }
            }
            let width = json5SpaceWidth(at: index)
            if width > 0 { index += width; continue }
            guard bytes[index] == UInt8(ascii: "/") else { return }
            switch byte(at: index + 1) {
            case UInt8(ascii: "/"):
                index += 2
                while index < bytes.count, lineBreakWidth(at: index) == 0 { index += 1 }
            case UInt8(ascii: "*"):
                let start = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                guard index + 1 < bytes.count else {
                    index = start
                    throw syntaxError("unterminated /* comment")
                }
                index += 2
            default:
                return
            }
        }
    }

    // MARK: - Values

    mutating func value(depth: Int) throws(FormatError) -> JSONValue {
        valueCount += 1
        if valueCount > limits.maxValues {
            throw error("more than \(limits.maxValues) values in one file")
        }
        guard index < bytes.count else { throw syntaxError("unexpected end of file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "'") where json5: return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try json5 ? json5Number() : number())
        case UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "I"), UInt8(ascii: "N"):
            guard json5 else { throw syntaxError("unexpected character") }
            return .number(try json5Number())
        default: throw syntaxError("unexpected character")
        }
    }

    mutating func literal(_ word: String) throws(FormatError) {
        for expected in word.utf8 {
            guard index < bytes.count, bytes[index] == expected else {
                throw syntaxError("invalid literal")
            }
            index += 1
        }
    }

    mutating func object(depth: Int) throws(FormatError) -> JSONValue {
        if depth > limits.maxDepth { throw error("nested deeper than \(limits.maxDepth) levels") }
        index += 1
        var object = JSONObject()
        try skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(object)
        }
        var afterComma = false
        while true {
            try skipSpace()
            if afterComma, index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                guard json5 else { throw syntaxError("a trailing comma before '}': remove the comma after the last member") }
                index += 1  // a trailing comma
                return .object(object)
            }
            guard index < bytes.count else { throw truncated("an object") }
            let key = try self.key()
            if object[key] != nil {
                path.append(key)
                defer { path.removeLast() }
                throw error("duplicate key")
            }
            try skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw syntaxError("expected ':' after a key")
            }
            index += 1
            try skipSpace()
            path.append(key)
            object[key] = try value(depth: depth)
            path.removeLast()
            try skipSpace()
            guard index < bytes.count else { throw truncated("an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; afterComma = true; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(object) }
            throw syntaxError("expected ',' or '}'")
        }
    }

    /// A member name: a quoted string, or in JSON5 also an identifier (ASCII letters, digits, `$`, `_`).
    mutating func key() throws(FormatError) -> String {
        guard index < bytes.count else {
            throw syntaxError(json5 ? "expected a key" : "expected a quoted key")
        }
        let first = bytes[index]
        if first == UInt8(ascii: "\"") || (json5 && first == UInt8(ascii: "'")) { return try string() }
        guard json5, isIdentifierStart(first) else {
            throw syntaxError(json5 ? "expected a key" : "expected a quoted key")
        }
        let start = index
        while index < bytes.count, isIdentifierStart(bytes[index]) || isDigit(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    func isIdentifierStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "$"), UInt8(ascii: "_"): return true
        default: return false
        }
    }

    mutating func array(depth: Int) throws(FormatError) -> JSONValue {
        if depth > limits.maxDepth { throw error("nested deeper than \(limits.maxDepth) levels") }
        index += 1
        var items: [JSONValue] = []
        try skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            try skipSpace()
            if !items.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                guard json5 else { throw syntaxError("a trailing comma before ']': remove the comma after the last item") }
                index += 1  // a trailing comma
                return .array(items)
            }
            path.append("[\(items.count)]")
            items.append(try value(depth: depth))
            path.removeLast()
            try skipSpace()
            guard index < bytes.count else { throw truncated("an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            throw syntaxError("expected ',' or ']'")
        }
    }

    // MARK: - Numbers

    mutating func number() throws(FormatError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw syntaxError("invalid number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw syntaxError("leading zero in a number") }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw syntaxError("invalid fraction") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        try exponent()
        return try finite(String(decoding: bytes[start..<index], as: UTF8.self), start: start)
    }

    /// A JSON5 number: an optional sign, then a decimal (`.5`, `5.`, `5e3`) or hexadecimal (`0x1F`)
    /// literal. `NaN` and `Infinity` are valid JSON5 but refused: every value must be finite.
    mutating func json5Number() throws(FormatError) -> Double {
        let start = index
        var sign = ""
        if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            sign = bytes[index] == UInt8(ascii: "-") ? "-" : ""
            index += 1
        }
        if matches("Infinity") || matches("NaN") {
            index = start
            throw syntaxError("NaN and Infinity are not accepted; numbers must be finite")
        }
        if byte(at: index) == UInt8(ascii: "0"), byte(at: index + 1) == UInt8(ascii: "x") || byte(at: index + 1) == UInt8(ascii: "X") {
            index += 2
            var value = 0.0
            var digits = 0
            while let byte = byte(at: index), let digit = hexDigit(byte) {
                value = value * 16 + Double(digit)
                digits += 1
                index += 1
            }
            guard digits > 0 else { throw syntaxError("invalid hexadecimal number") }
            if index - start > 64 { throw error("number is too long") }
            return sign == "-" ? -value : value
        }
        let integerStart = index
        if byte(at: index) == UInt8(ascii: "0") {
            index += 1
            if let next = byte(at: index), isDigit(next) { throw syntaxError("leading zero in a number") }
        } else {
            while let next = byte(at: index), isDigit(next) { index += 1 }
        }
        let integer = String(decoding: bytes[integerStart..<index], as: UTF8.self)
        var fraction = ""
        if byte(at: index) == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while let next = byte(at: index), isDigit(next) { index += 1 }
            fraction = String(decoding: bytes[fractionStart..<index], as: UTF8.self)
        }
        guard !integer.isEmpty || !fraction.isEmpty else { throw syntaxError("invalid number") }
        let exponentStart = index
        try exponent()
        let exponentText = String(decoding: bytes[exponentStart..<index], as: UTF8.self)
        let text = sign + (integer.isEmpty ? "0" : integer) + "." + (fraction.isEmpty ? "0" : fraction) + exponentText
        return try finite(text, start: start)
    }

    /// An optional exponent, `e` or `E`, an optional sign and at least one digit.
    mutating func exponent() throws(FormatError) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else { return }
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            index += 1
        }
        guard index < bytes.count, isDigit(bytes[index]) else { throw syntaxError("invalid exponent") }
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    /// The value of a decimal number's text; refuses overlong numbers and those that overflow.
    func finite(_ text: String, start: Int) throws(FormatError) -> Double {
        if index - start > 64 { throw error("number is too long") }
        let written = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("number \(written) is out of range")
        }
        return value
    }

    func matches(_ word: String) -> Bool {
        var position = index
        for expected in word.utf8 {
            guard byte(at: position) == expected else { return false }
            position += 1
        }
        return true
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    // MARK: - Strings

    /// A string from its opening quote: `"` or, in JSON5, `'`.
    mutating func string() throws(FormatError) -> String {
        let quote = bytes[index]
        index += 1
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw syntaxError("unterminated string") }
            let byte = bytes[index]
            if byte == quote {
                index += 1
                guard let text = String(validating: out, as: UTF8.self) else {
                    throw syntaxError("string is not valid UTF-8")
                }
                return text
            }
            if byte == UInt8(ascii: "\\") {
                index += 1
                try escape(into: &out)
                continue
            }
            if json5 {
                // JSON5 strings may hold any character but a raw CR or LF.
                if byte == 0x0A || byte == 0x0D { throw syntaxError("line break in a string") }
            } else if byte < 0x20 {
                throw syntaxError("control character in a string")
            }
            out.append(byte)
            index += 1
        }
    }

    mutating func escape(into out: inout [UInt8]) throws(FormatError) {
        guard index < bytes.count else { throw syntaxError("unterminated escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "/"): out.append(0x2F)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800..<0xDC00).contains(scalar) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                      bytes[index + 1] == UInt8(ascii: "u") else {
                    throw syntaxError("unpaired surrogate")
                }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw syntaxError("unpaired surrogate") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw syntaxError("unpaired surrogate")
            }
            try append(scalar, to: &out)
        default:
            guard json5 else { throw syntaxError("invalid escape") }
            index -= 1
            try json5Escape(into: &out)
        }
    }

    /// The escapes JSON5 adds: `\'`, `\v`, `\0`, `\xHH`, a line continuation (backslash, line
    /// break: nothing), and any other character standing for itself except the digits 1 to 9.
    mutating func json5Escape(into out: inout [UInt8]) throws(FormatError) {
        let width = lineBreakWidth(at: index)
        if width > 0 {
            index += width
            return
        }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "v"): out.append(0x0B)
        case UInt8(ascii: "0"):
            if let next = self.byte(at: index), isDigit(next) { throw syntaxError("invalid escape") }
            out.append(0x00)
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            throw syntaxError("invalid escape")
        case UInt8(ascii: "x"):
            guard let high = self.byte(at: index).flatMap(hexDigit), let low = self.byte(at: index + 1).flatMap(hexDigit) else {
                throw syntaxError("invalid \\x escape")
            }
            index += 2
            try append(high << 4 | low, to: &out)
        default:
            out.append(byte)  // `\'` and any other character: itself (the rest of a UTF-8 sequence follows)
        }
    }

    func append(_ scalar: UInt32, to out: inout [UInt8]) throws(FormatError) {
        guard let unicode = Unicode.Scalar(scalar) else { throw syntaxError("invalid escape") }
        out.append(contentsOf: Array(String(Character(unicode)).utf8))
    }

    mutating func hex4() throws(FormatError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw syntaxError("invalid \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = hexDigit(bytes[index]) else { throw syntaxError("invalid \\u escape") }
            index += 1
            value = value << 4 | digit
        }
        return value
    }
}
