/// A small command-line reader: `--name value` options, `--flag` switches and positional words.
/// Every command declares what it takes, so an unknown option is an error, not a silent no-op.
struct Arguments {
    private(set) var positional: [String] = []
    private var options: [String: String] = [:]
    private var flags: Set<String> = []

    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// - Parameters:
    ///   - words: the arguments after the command name.
    ///   - valueOptions: options that take a value (`-o` style short names allowed).
    ///   - flagOptions: switches.
    init(_ words: [String], valueOptions: Set<String>, flagOptions: Set<String> = []) throws {
        var index = 0
        while index < words.count {
            let word = words[index]
            if word.hasPrefix("-") && word != "-" {
                if valueOptions.contains(word) {
                    guard index + 1 < words.count else { throw Problem(description: "\(word) needs a value") }
                    options[word] = words[index + 1]
                    index += 2
                    continue
                }
                guard flagOptions.contains(word) else { throw Problem(description: "unknown option \(word)") }
                flags.insert(word)
            } else {
                positional.append(word)
            }
            index += 1
        }
    }

    func value(_ name: String) -> String? { options[name] }
    func flag(_ name: String) -> Bool { flags.contains(name) }

    func double(_ name: String) throws -> Double? {
        guard let text = options[name] else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw Problem(description: "\(name) expects a number, got \"\(text)\"")
        }
        return value
    }

    func int(_ name: String) throws -> Int? {
        guard let text = options[name] else { return nil }
        guard let value = Int(text) else { throw Problem(description: "\(name) expects a whole number, got \"\(text)\"") }
        return value
    }
}
