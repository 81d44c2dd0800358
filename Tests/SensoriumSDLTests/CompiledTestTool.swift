import Foundation
import XCTest

/// A small X client from `Tests/Tools/`, built once per test process with cc and Xlib beside the
/// test bundle (in the build folder, so no copy is left in /tmp): for what no packaged tool does.
/// Tests skip where it cannot be built.
enum CompiledTestTool {
    /// Builds `Tests/Tools/NAME.c`; `purpose` names it in the skip message.
    static func build(_ name: String, purpose: String) -> Result<String, XCTSkip> {
        let bundle = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent()
        let folder = bundle.appendingPathComponent("test-tools").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let tool = folder + "/" + name
        // Built under a name of this process's own, then renamed over the last build: a test
        // process running beside never runs a half-written program.
        let building = tool + "-\(getpid())"
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tools/\(name).c").path
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["cc", "-O1", "-o", building, source, "-lX11"]
        compiler.standardError = FileHandle.nullDevice
        guard (try? compiler.run()) != nil else { return .failure(XCTSkip("no cc to build \(purpose)")) }
        compiler.waitUntilExit()
        guard compiler.terminationStatus == 0, rename(building, tool) == 0 else {
            unlink(building)
            return .failure(XCTSkip("no C compiler with Xlib for \(purpose)"))
        }
        return .success(tool)
    }
}
