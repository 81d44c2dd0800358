import Foundation
import XCTest

/// Another X client dragging a file onto a window by the XDND protocol, as a file manager does:
/// no packaged tool drags a file over a window (xdotool cannot), so `Tests/Tools/xdnd-drop.c`
/// is built here (`CompiledTestTool`).
enum XDNDDrag {
    private static let built = CompiledTestTool.build("xdnd-drop", purpose: "the XDND drag")

    /// The built drag program: `xdnd-drop WINDOW-ID URI-LIST`, exit 0 once the window finished.
    static func tool() throws -> String { try built.get() }

    /// A `text/uri-list` of one file, as a file manager sends it.
    static func uriList(_ path: String) -> String { "file://\(path)\r\n" }
}
