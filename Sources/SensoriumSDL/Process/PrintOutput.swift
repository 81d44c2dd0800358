import SensoriumCore

/// A command's report on stdout (`validate`, `verify`, `splits` name level ids, categories and
/// files), made safe for the terminal the same way as `printError`: one line per line break,
/// control characters escaped. Written with `print`, so it keeps its order with other output.
public func printOutput(_ message: String) {
    for line in TerminalText.lines(message) { print(line) }
}
