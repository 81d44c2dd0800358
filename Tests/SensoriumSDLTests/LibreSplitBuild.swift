import Foundation
import SensoriumCore
import XCTest

/// LibreSplit built from its source for the LibreSplit test: the source folder beside the
/// repository (`../shared/peers/libresplit`, GPL-3.0, a test peer only; `LIBRESPLIT_SOURCE`
/// names another checkout), built once with its own Makefile into a temporary folder named by a
/// hash of the source, with its settings schema compiled beside it. Skips with the reason when
/// the source or a build dependency (GTK 3, jansson, LuaJIT, X11 development files, xxd,
/// glib-compile-schemas: `scripts/install-deps.sh --test`) is missing.
struct LibreSplitBuild {
    /// The built program.
    let program: String
    /// The folder with its compiled settings schema, for `GSETTINGS_SCHEMA_DIR`.
    let schemas: String

    static func built(repository: String) throws -> LibreSplitBuild {
        let source = ProcessInfo.processInfo.environment["LIBRESPLIT_SOURCE"] ?? repository + "/../shared/peers/libresplit"
        guard FileManager.default.fileExists(atPath: source + "/src/auto-splitter.c") else {
            throw XCTSkip("no LibreSplit source at \(source) (LIBRESPLIT_SOURCE names a checkout)")
        }
        for tool in ["make", "gcc", "xxd", "pkg-config", "glib-compile-schemas"] where PrivateDesktop.tool(tool) == nil {
            throw XCTSkip("LibreSplit's build needs \(tool) (scripts/install-deps.sh --test)")
        }
        guard run("pkg-config", ["--exists", "gtk+-3.0", "x11", "jansson", "luajit"]) == 0 else {
            throw XCTSkip("LibreSplit's build needs GTK 3, X11, jansson and LuaJIT development files (scripts/install-deps.sh --test)")
        }
        let folder = NSTemporaryDirectory() + "sensorium-libresplit-" + String(try sourceHash(source).prefix(16))
        let built = LibreSplitBuild(program: folder + "/libresplit", schemas: folder + "/schemas")
        if FileManager.default.isExecutableFile(atPath: built.program) { return built }

        // Built in a folder of its own, then moved into place whole: a test running beside
        // this one sees either no build or a finished one.
        let staging = folder + ".building-\(getpid())"
        try? FileManager.default.removeItem(atPath: staging)
        try FileManager.default.copyItem(atPath: source, toPath: staging)
        defer { try? FileManager.default.removeItem(atPath: staging) }
        try? FileManager.default.removeItem(atPath: staging + "/obj")
        try? FileManager.default.removeItem(atPath: staging + "/libresplit")
        try FileManager.default.createDirectory(atPath: staging + "/schemas", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: staging + "/libresplit.gschema.xml", toPath: staging + "/schemas/libresplit.gschema.xml")
        guard run("make", ["-C", staging]) == 0,
              run("glib-compile-schemas", [staging + "/schemas"]) == 0 else {
            XCTFail("LibreSplit did not build from \(source)")
            throw XCTSkip("LibreSplit did not build")
        }
        if rename(staging, folder) != 0, !FileManager.default.isExecutableFile(atPath: built.program) {
            XCTFail("the LibreSplit build could not be moved to \(folder)")
        }
        return built
    }

    /// SHA-256 of every source file's path and bytes, in path order.
    private static func sourceHash(_ source: String) throws -> String {
        let files = (FileManager.default.enumerator(atPath: source)?.allObjects as? [String] ?? [])
            .filter { !$0.hasPrefix(".git") && !$0.hasPrefix("obj") && $0 != "libresplit" && $0 != "src/main.h" }
            .sorted()
        var bytes: [UInt8] = []
        for file in files {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source + "/" + file, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            bytes += Array(file.utf8) + [0]
            bytes += [UInt8](try Data(contentsOf: URL(fileURLWithPath: source + "/" + file)))
        }
        return SHA256.hexDigest(bytes)
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PrivateDesktop.tool(tool) ?? tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
