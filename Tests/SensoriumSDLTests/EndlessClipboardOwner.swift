import Foundation
import XCTest

/// A clipboard owner that never finishes its incremental transfer (`Tests/Tools/incr-forever.c`):
/// no packaged tool misbehaves so, so it is built here once with cc and Xlib, as `XDNDDrag` is;
/// tests skip where it cannot be built.
enum EndlessClipboardOwner {
    private static let built: Result<String, XCTSkip> = {
        let tool = NSTemporaryDirectory() + "sensorium-incr-forever-\(getpid())"
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tools/incr-forever.c").path
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["cc", "-O1", "-o", tool, source, "-lX11"]
        compiler.standardError = FileHandle.nullDevice
        guard (try? compiler.run()) != nil else { return .failure(XCTSkip("no cc to build the endless clipboard owner")) }
        compiler.waitUntilExit()
        return compiler.terminationStatus == 0 ? .success(tool) : .failure(XCTSkip("no C compiler with Xlib for the endless clipboard owner"))
    }()

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
