import FoundationEssentials
import Glibc
import SensoriumCore

/// Messages for the player go to stderr, one line each, prefixed with the program name. The
/// text is made safe for the terminal here, the one place every message passes: control
/// characters from a file or a file name are escaped (`TerminalText`).
public func printError(_ message: String) {
    let text = TerminalText.lines(message).map { "sensorium: \($0)\n" }.joined()
    UnbufferedOutput.write(text, to: STDERR_FILENO)
}
