import Foundation
import XCTest
import SensoriumCore
@testable import SensoriumSDL

/// A stranger's pack doing everything a file can do at once, installed where the game looks for
/// packs: the game's own levels load as if it were not there, in bounded time, and the pack's
/// one good level still loads.
final class HostilePackTests: XCTestCase {
    func testAHostilePackLeavesEveryShippedLevelPlayable() throws {
        let home = NSTemporaryDirectory() + "sensorium-hostile-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: home) }
        let pack = home + "/data/sensorium/levels/evil"
        try FileManager.default.createDirectory(atPath: pack, withIntermediateDirectories: true)
        let good = try String(contentsOfFile: SDLTestCase.repositoryRoot + "/Levels/catch.json", encoding: .utf8)
        try good.replacingOccurrences(of: "\"id\": \"catch\"", with: "\"id\": \"0-good\"")
            .write(toFile: pack + "/0-good.json", atomically: true, encoding: .utf8)
        XCTAssertEqual(mkfifo(pack + "/0-fifo.json", 0o644), 0, "a FIFO never blocks the load")
        try FileManager.default.createSymbolicLink(atPath: pack + "/0-zero.json", withDestinationPath: "/dev/zero")
        try FileManager.default.createSymbolicLink(atPath: pack + "/0-loop.json", withDestinationPath: pack + "/0-loop.json")
        try "{".write(toFile: pack + "/0-\u{1B}]0;owned\u{07}.json", atomically: true, encoding: .utf8)
        // A dark scan naming a picture whose header claims 100000x100000 pixels.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 0, 0, 0, 0, 0, 0, 0, 0]
        FileManager.default.createFile(atPath: pack + "/huge.png", contents: Data(png))
        // A shipped picture level standing alone (its `requires` would name a shipped level).
        let scan = try String(contentsOfFile: SDLTestCase.repositoryRoot + "/Levels/cafe.json", encoding: .utf8)
            .replacingOccurrences(of: #""requires": \[[^\]]*\],"#, with: "", options: .regularExpression)
        let range = try XCTUnwrap(scan.range(of: #""file": "[^"]+""#, options: .regularExpression))
        do {
            try scan.replacingCharacters(in: range, with: #""file": "huge.png""#).replacingOccurrences(of: "\"id\": \"cafe\"", with: "\"id\": \"0-huge\"")
                .write(toFile: pack + "/0-huge.json", atomically: true, encoding: .utf8)
        }
        // Forty levels naming one picture of 30 MB (sparse, a true 1280x720 header): each level
        // would keep its own copy of the bytes.
        var big: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        big += [0x00, 0x00, 0x05, 0x00, 0x00, 0x00, 0x02, 0xD0, 8, 0, 0, 0, 0, 0, 0, 0, 0]
        FileManager.default.createFile(atPath: pack + "/big.png", contents: Data(big))
        XCTAssertEqual(truncate(pack + "/big.png", 30 << 20), 0)
        do {
            for index in 0..<40 {
                try scan.replacingCharacters(in: range, with: #""file": "big.png""#)
                    .replacingOccurrences(of: "\"id\": \"cafe\"", with: "\"id\": \"0-big-\(index)\"")
                    .write(toFile: pack + "/0-big-\(index).json", atomically: true, encoding: .utf8)
            }
        }
        // Twenty thousand files, every one claiming the first cell, most of them broken.
        let fileStart = Date()
        for index in 0..<20_000 {
            let text = index % 2 == 0 ? "{" : good.replacingOccurrences(of: "\"id\": \"catch\"", with: "\"id\": \"c\(index)\"")
            let file = open(pack + "/c\(index).json", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            _ = text.withCString { write(file, $0, strlen($0)) }
            close(file)
        }
        print("hostile pack: 20000 files written in \(String(format: "%.2f", Date().timeIntervalSince(fileStart))) s")
        let environment = ["HOME": home, "XDG_DATA_HOME": home + "/data", "SENSORIUM_DATA": SDLTestCase.repositoryRoot]
        let locations = FileLocations.resolve(environment: environment)
        XCTAssertEqual(locations.levelPacksDirectory, home + "/data/sensorium/levels")

        let clean = try FileLocations(dataRoot: SDLTestCase.repositoryRoot, storage: locations.storage).loadShippedOnly()
        let start = Date()
        let catalog = try locations.loadCatalog()
        let seconds = Date().timeIntervalSince(start)
        let bound = MachineLoad.scaled(20, unit: "s")
        XCTAssertLessThan(seconds, bound.limit, "bounded: the pack reads at most \(LevelPack.maxFiles) files (\(bound.said))")

        let shipped = catalog.levels.filter { $0.pack == nil }
        XCTAssertEqual(shipped.map(\.id), clean.levels.map(\.id), "every shipped level loads")
        XCTAssertEqual(shipped.map(\.tile), clean.levels.map(\.tile), "in its own cell")
        XCTAssertNotNil(catalog.level(id: "evil.0-good"), "the pack's good level still loads")
        XCTAssertNil(catalog.level(id: "evil.0-huge"))
        XCTAssertTrue(catalog.problems.contains { $0.description.contains("huge.png") })
        let bigOnes = catalog.levels.filter { $0.id.hasPrefix("evil.0-big-") }
        XCTAssertEqual(bigOnes.count, LevelPack.pictureBytes / (30 << 20), "the pack's picture bytes are bounded")
        XCTAssertTrue(catalog.problems.contains { $0.description.contains("past 64 MB in all") })
        let evil = try XCTUnwrap(catalog.packs.first)
        XCTAssertLessThanOrEqual(evil.pageCount, LevelPack.maxPages)
        XCTAssertGreaterThan(evil.unshown, 19_000, "the rest are counted")
        XCTAssertTrue(catalog.levels.filter { $0.pack != nil }.allSatisfy { $0.tile.row >= (clean.levels.map(\.tile.row).max() ?? 0) / 5 * 5 + 5 },
                      "the pack's tiles are on pages after the shipped ones")
        for problem in catalog.problems {
            XCTAssertFalse(problem.description.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                           "no control character reaches the terminal: \(problem.description.debugDescription)")
        }
        let homeScreen = HomeScreen(catalog: catalog, solved: [])
        XCTAssertEqual(homeScreen.tiles.filter { $0.pack == nil }.count, clean.levels.count + clean.brokenFiles.count)
        XCTAssertLessThanOrEqual(homeScreen.pages.indices.last?.count ?? 0, 40, "a page holds at most its 40 cells")
        print("hostile pack: loaded in \(String(format: "%.2f", seconds)) s, \(catalog.problems.count) problems")
    }
}

private extension FileLocations {
    /// The game's own levels, as the catalog would be with no packs.
    func loadShippedOnly() throws -> LevelCatalog {
        try FileLocations(dataRoot: dataRoot, storage: StorageLocations(configDirectory: "/nonexistent", dataDirectory: "/nonexistent")).loadCatalog()
    }
}
