import SensoriumCore
import SensoriumSDL

extension OutputFile {
    /// The output named by option `option` (`-o`), checked before the command does its work: a
    /// folder or a socket is refused at once, not after a long render.
    static func named(by option: String, in arguments: Arguments) throws -> OutputFile? {
        try arguments.value(option).map { path throws(FormatError) in try OutputFile(path) }
    }

    /// Says what a command wrote: on stdout, or on stderr when the output itself went to stdout,
    /// so the report never mixes into the bytes.
    func report(_ line: String) {
        if isStandardOutput { printError(line) } else { printOutput(line) }
    }
}
