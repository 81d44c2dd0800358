import Foundation
import XCTest
@testable import SensoriumCore

/// What the game writes, it reads: random progress changes and random LiveSplit imports, each
/// saved through `ProgressStore.update`, either read back exactly or are refused before anything
/// is written — never a file the next start would refuse.
final class SaveRoundTripPropertyTests: XCTestCase {
    private var random = SeededRandom(seed: 2026)

    private func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// Mostly game-like values, sometimes hostile ones: control characters, slashes, huge numbers.
    private func levelID() -> String {
        switch int(0...9) {
        case 0: return String(repeating: "x", count: int(120...140))
        case 1: return "a/\(int(0...9))\u{7}"
        case 2: return ""
        default: return "level-\(int(0...20))"
        }
    }

    private func ticks() -> Int {
        int(0...9) == 0 ? int(Progress.maxCount - 2...Progress.maxCount + 1_000) : int(-2...100_000)
    }

    private func randomChange(_ progress: inout SensoriumCore.Progress, catalog: LevelCatalog) {
        switch int(0...4) {
        case 0: progress.recordAttempt(levelID: levelID())
        case 1: progress.record(levelID: levelID(), solvedInTicks: ticks())
        case 2: progress.recordUnverifiedSolve(levelID: levelID(), ticks: int(0...1) == 0 ? nil : ticks())
        default:
            let definition = try! CategoryDefinition(.fullGame, catalog: catalog)
            var total = 0
            let splits = definition.levelIDs.map { _ in total += max(1, ticks() / 10); return total }
            let name = int(0...3) == 0 ? "run\u{1}/x.replay" : SpeedrunDriver.verifiedReplayName(definition, replayBytes: [UInt8(int(0...255))])
            progress.speedrunRecords.recordVerifiedRun(definition, splits: splits, replayFile: name)
        }
    }

    func testRandomSavesReadBackOrAreRefusedBeforeWriting() throws {
        let folder = try makeTemporaryFolder(self)
        let path = folder + "/progress.json"
        let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)
        var store = ProgressStore.load(from: path)
        var refused = 0
        for _ in 0..<400 {
            let before = try FileBytes.read(path, maxBytes: Progress.maxFileBytes)
            do {
                try store.update { progress in
                    for _ in 0..<int(1...3) { randomChange(&progress, catalog: catalog) }
                }
            } catch {
                refused += 1
                XCTAssertEqual(try FileBytes.read(path, maxBytes: Progress.maxFileBytes), before, "a refused save wrote: \(error)")
                continue
            }
            let loaded = ProgressStore.load(from: path)
            XCTAssertNil(loaded.message)
            XCTAssertEqual(loaded.progress, store.progress)
        }
        XCTAssertGreaterThan(refused, 10, "hostile values were generated and refused")
        XCTAssertLessThan(refused, 300, "game-like values were saved")
    }

    func testRandomLiveSplitImportsReadBackOrAreRefusedWithAReason() throws {
        let folder = try makeTemporaryFolder(self)
        let path = folder + "/progress.json"
        let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)
        let definition = try CategoryDefinition(.fullGame, catalog: catalog)
        var store = ProgressStore.load(from: path)
        var imported = 0, refused = 0
        for round in 0..<150 {
            var record = CategoryRecord(categoryID: definition.id, levelIDs: definition.levelIDs)
            var total = 0
            let splits = definition.levelIDs.map { _ in total += max(1, ticks() / (round % 2 == 0 ? 1 : 20)); return total }
            record.personalBest = PersonalBest(splits: splits)
            record.bestSegments = splits.indices.map { splits[$0] - ($0 > 0 ? splits[$0 - 1] : 0) }
            let file = folder + "/run.lss"
            try AtomicFile.write(Array(LiveSplitFile.export(category: definition, record: record).utf8), to: file)
            do {
                try store.update { progress in
                    _ = try SplitsFiles.import(from: file, categoryID: nil, catalog: catalog, records: &progress.speedrunRecords)
                }
                imported += 1
                XCTAssertEqual(ProgressStore.load(from: path).progress, store.progress)
            } catch let error as FormatError {
                refused += 1
                XCTAssertEqual(error.file, file)
                XCTAssertTrue(error.reason.contains("outside 1...\(Progress.maxCount)"), error.description)
            }
        }
        XCTAssertGreaterThan(imported, 10)
        XCTAssertGreaterThan(refused, 10)
    }
}
