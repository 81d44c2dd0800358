/// One element of a parsed XML document: name, attributes, the text directly inside it (all of
/// its text and CDATA pieces joined, surrounding whitespace kept) and child elements in order.
struct XMLElement: Equatable, Sendable {
    var name: String
    var attributes: [String: String] = [:]
    var text = ""
    var children: [XMLElement] = []

    init(name: String) { self.name = name }

    /// The first child called `name`.
    func child(_ name: String) -> XMLElement? { children.first { $0.name == name } }

    /// Every child called `name`, in order.
    func children(_ name: String) -> [XMLElement] { children.filter { $0.name == name } }

    /// The text with surrounding whitespace removed, as LiveSplit reads it.
    var trimmedText: String {
        let scalars = text.unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }
}

/// A small, strict XML reader for what LiveSplit writes: elements, attributes, text, the five
/// predefined entities and character references, CDATA, comments and processing instructions.
/// No DTDs (so no entity expansion), no namespaces processing, UTF-8 only. Size, depth and
/// element count are bounded before work grows; errors give line and column.
///
/// Foundation's `XMLParser` exists on Linux only through `FoundationXML` and libxml2; this keeps
/// the core free of that library and of its lenient corners.
struct XMLReader {
    struct Limits {
        var maxBytes = 32 << 20
        var maxDepth = 64
        var maxElements = 2_000_000
    }

    /// Parses a whole document and returns its root element.
    static func parse(_ bytes: [UInt8], limits: Limits = Limits()) throws(FormatError) -> XMLElement {
        guard bytes.count <= limits.maxBytes else {
            throw FormatError(path: "", reason: "file is \(bytes.count) bytes; the limit is \(limits.maxBytes)")
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw FormatError(path: "", reason: "not valid UTF-8")
        }
        var reader = XMLReader(bytes: bytes, limits: limits)
        return try reader.document()
    }

    private let bytes: [UInt8]
    private let limits: Limits
    private var index = 0
    private var elements = 0

    private init(bytes: [UInt8], limits: Limits) {
        self.bytes = bytes
        self.limits = limits
    }

    private mutating func document() throws(FormatError) -> XMLElement {
        index = ByteOrderMark.textStart(bytes)
        try skipMisc()
        guard peek() == UInt8(ascii: "<") else { throw error("expected the root element") }
        let root = try element(depth: 1)
        try skipMisc()
        guard index == bytes.count else { throw error("content after the root element") }
        return root
    }

    /// Whitespace, comments and processing instructions between top-level items.
    private mutating func skipMisc() throws(FormatError) {
        while true {
            skipWhitespace()
            if starts("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts("<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts("<!") {
                throw error("document type declarations are not accepted")
            } else {
                return
            }
        }
    }

    private mutating func element(depth: Int) throws(FormatError) -> XMLElement {
        guard depth <= limits.maxDepth else { throw error("elements nested deeper than \(limits.maxDepth)") }
        elements += 1
        guard elements <= limits.maxElements else { throw error("more than \(limits.maxElements) elements") }
        index += 1  // "<"
        var element = XMLElement(name: try name())
        while true {
            let hadSpace = skipWhitespace()
            guard let byte = peek() else { throw error("unterminated start tag <\(element.name)>") }
            if byte == UInt8(ascii: "/") {
                guard starts("/>") else { throw error("expected \"/>\"") }
                index += 2
                return element
            }
            if byte == UInt8(ascii: ">") { index += 1; break }
            guard hadSpace else { throw error("expected a space before an attribute") }
            let attribute = try name()
            skipWhitespace()
            guard peek() == UInt8(ascii: "=") else { throw error("expected \"=\" after attribute \(attribute)") }
            index += 1
            skipWhitespace()
            guard element.attributes[attribute] == nil else { throw error("attribute \(attribute) appears twice") }
            element.attributes[attribute] = try attributeValue()
        }
        // Content, up to the matching end tag.
        var text: [UInt8] = []
        while true {
            guard let byte = peek() else { throw error("<\(element.name)> is never closed") }
            if byte == UInt8(ascii: "<") {
                if starts("</") {
                    index += 2
                    let end = try name()
                    guard end == element.name else { throw error("</\(end)> closes <\(element.name)>") }
                    skipWhitespace()
                    guard peek() == UInt8(ascii: ">") else { throw error("expected \">\"") }
                    index += 1
                    element.text = String(decoding: text, as: UTF8.self)
                    return element
                } else if starts("<!--") {
                    try skip(past: "-->", what: "comment")
                } else if starts("<![CDATA[") {
                    index += 9
                    let start = index
                    try skip(past: "]]>", what: "CDATA section")
                    text.append(contentsOf: bytes[start..<(index - 3)])
                } else if starts("<?") {
                    try skip(past: "?>", what: "processing instruction")
                } else if starts("<!") {
                    throw error("document type declarations are not accepted")
                } else {
                    element.children.append(try self.element(depth: depth + 1))
                }
            } else if byte == UInt8(ascii: "&") {
                try reference(into: &text)
            } else {
                if starts("]]>") { throw error("\"]]>\" outside a CDATA section") }
                text.append(byte)
                index += 1
            }
        }
    }

    private mutating func attributeValue() throws(FormatError) -> String {
        guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw error("expected a quoted attribute value")
        }
        index += 1
        var value: [UInt8] = []
        while true {
            guard let byte = peek() else { throw error("unterminated attribute value") }
            if byte == quote { index += 1; return String(decoding: value, as: UTF8.self) }
            if byte == UInt8(ascii: "<") { throw error("\"<\" in an attribute value") }
            if byte == UInt8(ascii: "&") {
                try reference(into: &value)
            } else {
                value.append(byte)
                index += 1
            }
        }
    }

    /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&#123;` `&#x7B;`.
    private mutating func reference(into out: inout [UInt8]) throws(FormatError) {
        let start = index
        index += 1
        guard let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            index = start
            throw error("\"&\" must start an entity such as &amp;")
        }
        let body = String(decoding: bytes[index..<semicolon], as: UTF8.self)
        index = semicolon + 1
        switch body {
        case "lt": out.append(UInt8(ascii: "<"))
        case "gt": out.append(UInt8(ascii: ">"))
        case "amp": out.append(UInt8(ascii: "&"))
        case "quot": out.append(UInt8(ascii: "\""))
        case "apos": out.append(UInt8(ascii: "'"))
        default:
            var value: UInt32?
            if body.hasPrefix("#x") {
                value = UInt32(body.dropFirst(2), radix: 16)
            } else if body.hasPrefix("#") {
                value = UInt32(body.dropFirst(), radix: 10)
            }
            guard let value, let scalar = Unicode.Scalar(value),
                  value == 0x9 || value == 0xA || value == 0xD || value >= 0x20 else {
                index = start
                throw error("unknown or invalid entity &\(body);")
            }
            out.append(contentsOf: Array(String(Character(scalar)).utf8))
        }
    }

    private mutating func name() throws(FormatError) -> String {
        let start = index
        while let byte = peek(), Self.isNameByte(byte, first: index == start) { index += 1 }
        guard index > start else { throw error("expected a name") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...0xFF:
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return !first
        default:
            return false
        }
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
        return index > start
    }

    private mutating func skip(past terminator: String, what: String) throws(FormatError) {
        let start = index
        let pattern = Array(terminator.utf8)
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                index += pattern.count
                return
            }
            index += 1
        }
        index = start
        throw error("unterminated \(what)")
    }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private func starts(_ prefix: String) -> Bool {
        let pattern = prefix.utf8
        return index + pattern.count <= bytes.count && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
    }

    /// An error at the current position, with its line and column (both from 1).
    private func error(_ reason: String) -> FormatError {
        var line = 1
        var lineStart = ByteOrderMark.textStart(bytes)
        for position in lineStart..<max(lineStart, min(index, bytes.count)) where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return FormatError(path: "", line: line, column: index - lineStart + 1, reason: reason)
    }
}
