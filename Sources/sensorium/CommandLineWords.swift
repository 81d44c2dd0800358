import FoundationEssentials
import Glibc
import SensoriumCore

/// The command line's words after the program name, read from `argv` itself. Swift's
/// `CommandLine.arguments` repairs bytes that are not UTF-8 into U+FFFD, so a file named with
/// such bytes would be looked for under another name and reported as "no such file". Here each
/// word keeps its bytes: a command that opens files named any way (`verify`) takes them as they
/// are; every other command refuses such a word as what it is, shown with its bytes
/// (`bad\xFF.json`).
enum CommandLineWords {
    static func read() -> [CommandLineWord] {
        (1..<Int(CommandLine.argc)).compactMap { index in
            guard let pointer = CommandLine.unsafeArgv[index] else { return nil }
            return CommandLineWord(Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))))
        }
    }

    /// The words as text, for a command whose every word is text.
    static func text(_ words: [CommandLineWord]) throws(Refusal) -> [String] {
        var texts: [String] = []
        for word in words {
            guard let text = word.text else { throw notUTF8(word) }
            texts.append(text)
        }
        return texts
    }

    static func notUTF8(_ word: CommandLineWord) -> Refusal {
        Refusal("\(TerminalText.fileName(word.bytes)): the name is not UTF-8 text, "
                + "so the game cannot open it; rename it", refuses: .input)
    }
}

/// One word of the command line as the kernel handed it over.
struct CommandLineWord: Equatable {
    let bytes: [UInt8]
    /// The word as text, when it is UTF-8.
    let text: String?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        text = String(validating: bytes, as: UTF8.self)
    }

    init(_ text: String) {
        bytes = Array(text.utf8)
        self.text = text
    }
}
