/// Writes a `JSONValue` as text that `JSONParser` reads back to the same value. Output is
/// deterministic: object keys keep their stored order, numbers use the shortest text that parses
/// back to the same `Double`, so the same value always gives the same bytes (saves diff cleanly
/// in git, replay headers hash stably).
///
/// ```swift
/// JSONWriter.compact(.object(JSONObject([("a", .number(1))])))   // {"a":1}
/// JSONWriter.pretty(value)   // two-space indent, scalar-only arrays on one line, final newline
/// ```
///
/// JSON has no NaN or infinity: writing one is a programming error and traps. Values that come
/// from a player (volumes, ...) are kept finite by the types that hold them.
public enum JSONWriter {
    /// One line, no spaces, no final newline.
    public static func compact(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        write(value, into: &out, indent: nil)
        return String(decoding: out, as: UTF8.self)
    }

    /// Indented by two spaces, `"key": value`, arrays of scalars on one line (a binding list such
    /// as `["Space", "Return"]` reads best that way), ending with a newline.
    public static func pretty(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        write(value, into: &out, indent: 0)
        out.append(0x0A)
        return String(decoding: out, as: UTF8.self)
    }

    /// The text of one number: integers without a fraction, others in Swift's shortest
    /// round-tripping form (`0.1`, `1e-07`, `1.5e+300`), all of which are valid JSON.
    public static func number(_ number: Double) -> String {
        precondition(number.isFinite, "JSON cannot represent \(number)")
        if number == 0 { return number.sign == .minus ? "-0" : "0" }
        if number.rounded() == number, abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return number.description
    }

    private static func write(_ value: JSONValue, into out: inout [UInt8], indent: Int?) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): out.append(contentsOf: Self.number(number).utf8)
        case .string(let text): writeString(text, into: &out)
        case .array(let items): writeArray(items, into: &out, indent: indent)
        case .object(let object): writeObject(object, into: &out, indent: indent)
        }
    }

    private static func writeArray(_ items: [JSONValue], into out: inout [UInt8], indent: Int?) {
        out.append(UInt8(ascii: "["))
        defer { out.append(UInt8(ascii: "]")) }
        guard !items.isEmpty else { return }
        let allScalars = items.allSatisfy {
            switch $0 {
            case .array, .object: return false
            default: return true
            }
        }
        guard let indent, !allScalars else {
            for (index, item) in items.enumerated() {
                if index > 0 {
                    out.append(UInt8(ascii: ","))
                    if indent != nil { out.append(UInt8(ascii: " ")) }
                }
                write(item, into: &out, indent: indent)
            }
            return
        }
        for (index, item) in items.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            newline(into: &out, indent: indent + 1)
            write(item, into: &out, indent: indent + 1)
        }
        newline(into: &out, indent: indent)
    }

    private static func writeObject(_ object: JSONObject, into out: inout [UInt8], indent: Int?) {
        out.append(UInt8(ascii: "{"))
        defer { out.append(UInt8(ascii: "}")) }
        guard object.count > 0 else { return }
        for (index, (key, item)) in object.pairs.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            if let indent { newline(into: &out, indent: indent + 1) }
            writeString(key, into: &out)
            out.append(UInt8(ascii: ":"))
            if indent != nil { out.append(UInt8(ascii: " ")) }
            write(item, into: &out, indent: indent.map { $0 + 1 })
        }
        if let indent { newline(into: &out, indent: indent) }
    }

    private static func newline(into out: inout [UInt8], indent: Int) {
        out.append(0x0A)
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    /// Escapes the quote, the backslash and every control character — C0, DEL and C1
    /// (U+0080–U+009F), which JSON allows raw but which a terminal acts on and some readers
    /// refuse — as `\n`-style or `\u00XX` escapes; everything else is written as its UTF-8 bytes.
    /// The text holds no control character and no line break, whatever the string held, so it
    /// parses everywhere and is safe on a terminal as it is.
    private static func writeString(_ text: String, into out: inout [UInt8]) {
        let hexDigits = Array("0123456789abcdef".utf8)
        out.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: out.append(contentsOf: #"\""#.utf8)
            case 0x5C: out.append(contentsOf: #"\\"#.utf8)
            case 0x0A: out.append(contentsOf: #"\n"#.utf8)
            case 0x0D: out.append(contentsOf: #"\r"#.utf8)
            case 0x09: out.append(contentsOf: #"\t"#.utf8)
            case 0x08: out.append(contentsOf: #"\b"#.utf8)
            case 0x0C: out.append(contentsOf: #"\f"#.utf8)
            case 0..<0x20, 0x7F...0x9F:
                out.append(contentsOf: #"\u00"#.utf8)
                out.append(hexDigits[Int(scalar.value >> 4)])
                out.append(hexDigits[Int(scalar.value & 0x0F)])
            case 0..<0x80:
                out.append(UInt8(scalar.value))
            default:
                Unicode.UTF8.encode(scalar) { out.append($0) }
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
