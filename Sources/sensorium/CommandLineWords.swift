import FoundationEssentials
import Glibc
import SensoriumCore

/// The command line's words after the program name, read from `argv` itself. Swift's
/// `CommandLine.arguments` repairs bytes that are not UTF-8 into U+FFFD, so a level file named
/// with such bytes would be looked for under another name and reported as "no such file"; here
/// such a word is refused as what it is, shown with its bytes (`bad\xFF.json`).
enum CommandLineWords {
    struct NotUTF8: Error, CustomStringConvertible {
        let description: String
    }

    static func read() throws(NotUTF8) -> [String] {
        var words: [String] = []
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            if let word = String(validatingCString: pointer) {
                words.append(word)
                continue
            }
            let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
            throw NotUTF8(description: "\(TerminalText.fileName(Array(bytes))): the name is not UTF-8 text, "
                          + "so the game cannot open it; rename it")
        }
        return words
    }
}
