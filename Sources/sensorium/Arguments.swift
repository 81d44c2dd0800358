import SensoriumCore

/// A small command-line reader: `--name value` options, `--flag` switches and positional words.
/// Every command declares what it takes, so an unknown option is an error, not a silent no-op,
/// and every number it takes is a `NumberOption`, read in its range or refused.
struct Arguments {
    /// The positional words as text (a word that is not UTF-8 has U+FFFD in place of its bad
    /// bytes; only a command built from `CommandLineWord`s gets one, see `positionalPaths`).
    var positional: [String] { positionalWords.map { $0.text ?? String(decoding: $0.bytes, as: UTF8.self) } }
    /// The positional words as paths, their bytes as given: a file named with bytes that are
    /// not UTF-8 is still opened.
    var positionalPaths: [PathBytes] { positionalWords.map { PathBytes($0.bytes) } }
    private var positionalWords: [CommandLineWord] = []
    private var options: [String: String] = [:]
    private var flags: Set<String> = []

    /// - Parameters:
    ///   - words: the arguments after the command name.
    ///   - valueOptions: options that take a value (`-o` style short names allowed).
    ///   - flagOptions: switches.
    init(_ words: [String], valueOptions: Set<String>, flagOptions: Set<String> = []) throws {
        try self.init(words.map(CommandLineWord.init), valueOptions: valueOptions, flagOptions: flagOptions)
    }

    /// The same from the words' bytes: options and their values must be text; positional words
    /// may be any bytes (file names).
    init(_ words: [CommandLineWord], valueOptions: Set<String>, flagOptions: Set<String> = []) throws {
        var index = 0
        while index < words.count {
            let word = words[index]
            guard let text = word.text, text.hasPrefix("-"), text != "-" else {
                positionalWords.append(word)
                index += 1
                continue
            }
            if valueOptions.contains(text) {
                guard index + 1 < words.count else { throw Refusal("\(text) needs a value") }
                guard let value = words[index + 1].text else { throw CommandLineWords.notUTF8(words[index + 1]) }
                options[text] = value
                index += 2
                continue
            }
            guard flagOptions.contains(text) else { throw Refusal("unknown option \(TerminalText.quoted(text))") }
            flags.insert(text)
            index += 1
        }
    }

    func value(_ name: String) -> String? { options[name] }
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The number given for `option`, or nil when it is not given; a value that is not a number
    /// of its kind, or is out of its range, is a usage error (exit 2) in one line:
    /// `--hint must be 1 to 3, got "0"`.
    func number<Value>(_ option: NumberOption<Value>) throws -> Value? {
        guard let text = options[option.name] else { return nil }
        guard let value = Value(text), option.range.contains(value) else {
            throw Refusal("\(option.requirement), got \(TerminalText.quoted(text))")
        }
        return value
    }
}
