/// Writes the small XML LiveSplit reads: an XML declaration, then elements with attributes and
/// escaped text, indented by two spaces. Elements are closed in order by the caller's nesting.
///
/// ```swift
/// var xml = XMLWriter()
/// xml.open("Run", ["version": "1.7.0"])
/// xml.element("GameName", text: "Sensorium")
/// xml.close("Run")
/// xml.text   // <?xml version="1.0" encoding="UTF-8"?>\n<Run version="1.7.0">\n  <GameName>...
/// ```
struct XMLWriter {
    private(set) var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    private var depth = 0

    /// Opens an element whose children follow.
    mutating func open(_ name: String, _ attributes: KeyValuePairs<String, String> = [:]) {
        open(name, attributeList: attributes.map { ($0.key, $0.value) })
    }

    /// Opens an element whose attributes are only known at run time, in this order.
    mutating func open(_ name: String, attributeList: [(String, String)]) {
        line("<\(name)\(Self.attributes(attributeList))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        line("</\(name)>")
    }

    /// An element with text only; `<Name />` when the text is empty.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], text: String = "") {
        if text.isEmpty {
            line("<\(name)\(Self.attributes(attributes)) />")
        } else {
            line("<\(name)\(Self.attributes(attributes))>\(Self.escape(text))</\(name)>")
        }
    }

    private mutating func line(_ content: String) {
        text += String(repeating: "  ", count: depth) + content + "\n"
    }

    private static func attributes(_ pairs: KeyValuePairs<String, String>) -> String {
        attributes(pairs.map { ($0.key, $0.value) })
    }

    private static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    /// Escapes the five XML specials; control characters other than tab and newline, which
    /// XML 1.0 cannot carry at all, become spaces.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default: out.unicodeScalars.append(scalar.value < 0x20 ? " " : scalar)
            }
        }
        return out
    }
}
