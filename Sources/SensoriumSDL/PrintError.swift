import Foundation

/// Messages for the player go to stderr, one line each, prefixed with the program name.
public func printError(_ message: String) {
    FileHandle.standardError.write(Data("sensorium: \(message)\n".utf8))
}
