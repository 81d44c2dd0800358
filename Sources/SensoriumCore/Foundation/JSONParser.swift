/// A strict, bounded JSON parser (RFC 8259). Every file the game reads can come from a player or
/// a stranger, so the parser bounds size, nesting depth and value count up front and rejects what
/// Foundation would quietly accept: duplicate keys, numbers that overflow to infinity, stray bytes.
/// It runs in time linear in the input and never recurses deeper than `maxDepth`.
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

    public var limits: Limits

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Parses a whole document. Errors carry a JSON path and, for syntax errors, line and column.
    public func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONValue {
        if bytes.count > limits.maxBytes {
            throw JSONError(path: "", reason: "file is \(bytes.count) bytes; the limit is \(limits.maxBytes)")
        }
        var scanner = Scanner(bytes: bytes, limits: limits)
        scanner.skipWhitespace()
        let value = try scanner.value(depth: 0)
        scanner.skipWhitespace()
        if scanner.index != bytes.count {
            throw scanner.syntaxError("unexpected data after the end of the document")
        }
        return value
    }

    public func parse(_ text: String) throws(JSONError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

private struct Scanner {
    let bytes: [UInt8]
    let limits: JSONParser.Limits
    var index = 0
    var valueCount = 0
    var path: [String] = []

    init(bytes: [UInt8], limits: JSONParser.Limits) {
        self.bytes = bytes
        self.limits = limits
    }

    var pathString: String {
        var out = ""
        for part in path {
            if part.hasPrefix("[") || out.isEmpty { out += part } else { out += "." + part }
        }
        return out
    }

    func syntaxError(_ reason: String) -> JSONError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return JSONError(path: pathString, reason: "\(reason) (line \(line), column \(column))")
    }

    func error(_ reason: String) -> JSONError {
        JSONError(path: pathString, reason: reason)
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws(JSONError) -> JSONValue {
        valueCount += 1
        if valueCount > limits.maxValues {
            throw error("more than \(limits.maxValues) values in one file")
        }
        guard index < bytes.count else { throw syntaxError("unexpected end of file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw syntaxError("unexpected character")
        }
    }

    mutating func literal(_ word: String) throws(JSONError) {
        for expected in word.utf8 {
            guard index < bytes.count, bytes[index] == expected else {
                throw syntaxError("invalid literal")
            }
            index += 1
        }
    }

    mutating func object(depth: Int) throws(JSONError) -> JSONValue {
        if depth > limits.maxDepth { throw error("nested deeper than \(limits.maxDepth) levels") }
        index += 1
        var object = JSONObject()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(object)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw syntaxError("expected a quoted key")
            }
            let key = try string()
            if object[key] != nil {
                path.append(key)
                defer { path.removeLast() }
                throw error("duplicate key")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw syntaxError("expected ':' after a key")
            }
            index += 1
            skipWhitespace()
            path.append(key)
            object[key] = try value(depth: depth)
            path.removeLast()
            skipWhitespace()
            guard index < bytes.count else { throw syntaxError("unexpected end of file in an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(object) }
            throw syntaxError("expected ',' or '}'")
        }
    }

    mutating func array(depth: Int) throws(JSONError) -> JSONValue {
        if depth > limits.maxDepth { throw error("nested deeper than \(limits.maxDepth) levels") }
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            path.append("[\(items.count)]")
            items.append(try value(depth: depth))
            path.removeLast()
            skipWhitespace()
            guard index < bytes.count else { throw syntaxError("unexpected end of file in an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            throw syntaxError("expected ',' or ']'")
        }
    }

    mutating func number() throws(JSONError) -> Double {
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
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else { throw syntaxError("invalid exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index - start > 64 { throw error("number is too long") }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("number \(text) is out of range")
        }
        return value
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    mutating func string() throws(JSONError) -> String {
        index += 1
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw syntaxError("unterminated string") }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: out, as: UTF8.self) else {
                    throw syntaxError("string is not valid UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                try escape(into: &out)
            case 0..<0x20:
                throw syntaxError("control character in a string")
            default:
                out.append(byte)
            }
        }
    }

    mutating func escape(into out: inout [UInt8]) throws(JSONError) {
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
            guard let unicode = Unicode.Scalar(scalar) else { throw syntaxError("invalid escape") }
            out.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            throw syntaxError("invalid escape")
        }
    }

    mutating func hex4() throws(JSONError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw syntaxError("invalid \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            index += 1
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw syntaxError("invalid \\u escape")
            }
            value = value << 4 | digit
        }
        return value
    }
}
