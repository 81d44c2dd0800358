import Foundation
import XCTest

/// A clipboard owner that never finishes its incremental transfer (`Tests/Tools/incr-forever.c`):
/// no packaged tool misbehaves so, so it is built here (`CompiledTestTool`), as `XDNDDrag` is.
enum EndlessClipboardOwner {
    private static let built = CompiledTestTool.build("incr-forever", purpose: "the endless clipboard owner")

    /// Takes the clipboard on `desktop` and returns once it owns it: `pieceBytes` a piece, each
    /// sent `pieceMilliseconds` after the last was taken. It ends with the desktop.
    static func start(on desktop: PrivateDesktop, pieceBytes: Int, pieceMilliseconds: Int, folder: String) throws {
        let said = folder + "/incr-forever-\(UUID().uuidString.prefix(8))"
        FileManager.default.createFile(atPath: said, contents: nil)
        try desktop.start(try built.get(), [String(pieceBytes), String(pieceMilliseconds)],
                          standardOutput: FileHandle(forWritingAtPath: said)!)
        try waitFor("the endless owner to take the clipboard", timeout: 10, until: {
            ((try? String(contentsOfFile: said, encoding: .utf8)) ?? "").hasPrefix("owner")
        })
    }
}
