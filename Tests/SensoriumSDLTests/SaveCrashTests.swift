import Foundation
import XCTest
import SensoriumCore

/// Kills a real `sensorium` process mid-save, over and over: the progress file on disk must
/// always be whole (the old save or the new one), never torn.
final class SaveCrashTests: XCTestCase {
    private var executable: String {
        URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sensorium").path
    }

    func testKillingTheGameMidSaveNeverLeavesATornFile() throws {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw XCTSkip("the sensorium executable is not built next to the tests")
        }
        let directory = NSTemporaryDirectory() + "sensorium-crash-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/progress.json"
        var random = SeededRandom(seed: 7)
        var lastCount = 0
        var kills = 0
        for _ in 0..<25 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["save-stress", path]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            // On a loaded machine a start can outlast the kill's moment every time: until one
            // save is complete, the kill waits for it, so the kills race against a real file.
            if !FileManager.default.fileExists(atPath: path) {
                _ = eventually(within: 30) { FileManager.default.fileExists(atPath: path) || !process.isRunning }
            }
            // Killed at a random moment of its saving, 20 to 80 ms in, unless it ended before.
            let moment = Double(20_000 + random.next() % 60_000) / 1_000_000
            if !eventually(within: moment, { !process.isRunning }) {
                kill(process.processIdentifier, SIGKILL)
                kills += 1
            }
            process.waitUntilExit()
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let count = try SaveStress.check(path: path)
            XCTAssertGreaterThanOrEqual(count, lastCount, "a save went backwards")
            lastCount = count
        }
        XCTAssertGreaterThan(kills, 20, "the process should have been killed while saving")
        XCTAssertGreaterThan(lastCount, 0, "some saves should have completed")
    }
}
