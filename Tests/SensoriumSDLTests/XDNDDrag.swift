import Foundation
import XCTest

/// Another X client dragging a file onto a window by the XDND protocol, as a file manager does:
/// no packaged tool drags a file over a window (xdotool cannot), so `Tests/Tools/xdnd-drop.c`
/// is built here once with cc and Xlib; tests skip where it cannot be built.
enum XDNDDrag {
    private static let built: Result<String, XCTSkip> = {
        let tool = NSTemporaryDirectory() + "sensorium-xdnd-drop-\(getpid())"
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tools/xdnd-drop.c").path
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["cc", "-O1", "-o", tool, source, "-lX11"]
        compiler.standardError = FileHandle.nullDevice
        guard (try? compiler.run()) != nil else { return .failure(XCTSkip("no cc to build the XDND drag")) }
        compiler.waitUntilExit()
        return compiler.terminationStatus == 0 ? .success(tool) : .failure(XCTSkip("no C compiler with Xlib for the XDND drag"))
    }()

    /// The built drag program: `xdnd-drop WINDOW-ID URI-LIST`, exit 0 once the window finished.
    static func tool() throws -> String { try built.get() }

    /// A `text/uri-list` of one file, as a file manager sends it.
    static func uriList(_ path: String) -> String { "file://\(path)\r\n" }
}
