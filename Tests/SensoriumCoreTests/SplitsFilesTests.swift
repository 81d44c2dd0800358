import Foundation
import XCTest
@testable import SensoriumCore

final class SplitsFilesTests: XCTestCase {
    private var directory = ""

    override func setUp() {
        directory = NSTemporaryDirectory() + "sensorium-splits-\(getpid())-\(UUID().uuidString)"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func testExportThenImportStoresTheFilesPersonalBestAsTheComparison() throws {
        let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)
        let category = try CategoryDefinition(.fullGame, catalog: catalog)
        var records = SpeedrunRecords()
        XCTAssertTrue(records.recordVerifiedRun(category, splits: Array(1...category.levelIDs.count).map { $0 * 500 }, replayFile: "pb.replay"))
        let path = directory + "/pb.lss"
        let summary = try SplitsFiles.export(categoryID: "full-game", catalog: catalog, records: records, to: path)
        XCTAssertEqual(summary, "\(path): full-game, \(category.levelIDs.count) splits, personal best \(TickClock.format(category.levelIDs.count * 500)), 0 attempts")

        var other = SpeedrunRecords()
        let line = try SplitsFiles.import(from: path, categoryID: nil, catalog: catalog, records: &other)
        XCTAssertTrue(line.hasPrefix("\(path): imported \(category.levelIDs.count) splits (GameTime) as the full-game comparison"), line)
        XCTAssertEqual(other.categories["full-game"]?.imported?.splits, records.categories["full-game"]?.personalBest?.splits.map(Optional.some))
    }

    func testImportNamesTheFileAndTheProblem() throws {
        let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)
        var records = SpeedrunRecords()
        XCTAssertThrowsError(try SplitsFiles.import(from: directory + "/none.lss", categoryID: nil, catalog: catalog, records: &records)) { error in
            XCTAssertEqual((error as? FormatError)?.description, "\(self.directory)/none.lss: (document): no such file")
        }
        let path = directory + "/any.lss"
        try AtomicFile.write(Array(LiveSplitFile.export(category: CategoryDefinition(category: .fullGame, levelIDs: ["x"]),
                                                        record: CategoryRecord(categoryID: "Any%", levelIDs: ["x"]))
            .replacingOccurrences(of: "full-game", with: "Any%").utf8), to: path)
        XCTAssertThrowsError(try SplitsFiles.import(from: path, categoryID: nil, catalog: catalog, records: &records)) { error in
            XCTAssertEqual((error as? FormatError)?.description, #"\#(path): Run.CategoryName: "Any%" is not a Sensorium category; name one with --category"#)
        }
        XCTAssertThrowsError(try SplitsFiles.import(from: path, categoryID: "full-game", catalog: catalog, records: &records)) { error in
            XCTAssertEqual((error as? FormatError)?.path, "Run.Segments")
        }
        XCTAssertTrue(records.isEmpty)
    }

    func testImportKeepsTheFilesGoldsAndAttemptsAndExportGivesThemBack() throws {
        let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)
        let category = try CategoryDefinition(.fullGame, catalog: catalog)
        var record = CategoryRecord(categoryID: "full-game", levelIDs: category.levelIDs)
        record.attempts = 2
        record.completed = 1
        record.bestSegments = category.levelIDs.map { _ in 400 }
        record.history = [AttemptRecord(id: 1, segments: [450]),
                          AttemptRecord(id: 2, segments: category.levelIDs.map { _ in 400 }, started: "11/30/2026 20:01:00",
                                        ended: "11/30/2026 20:20:00", realMilliseconds: 1_000_000)]
        let path = directory + "/all.lss"
        try AtomicFile.write(Array(LiveSplitFile.export(category: category, record: record).utf8), to: path)

        var imported = SpeedrunRecords()
        let line = try SplitsFiles.import(from: path, categoryID: nil, catalog: catalog, records: &imported)
        XCTAssertTrue(line.hasSuffix("; \(category.levelIDs.count) golds, 2 attempts in the file, 2 in the history"), line)
        let stored = try XCTUnwrap(imported.categories["full-game"])
        XCTAssertEqual(stored.bestSegments, record.bestSegments)
        XCTAssertEqual(stored.history, record.history)
        XCTAssertEqual(stored.attempts, 2)
        XCTAssertEqual(stored.completed, 1)
        let again = directory + "/again.lss"
        _ = try SplitsFiles.export(categoryID: "full-game", catalog: catalog, records: imported, to: again)
        XCTAssertEqual(try LiveSplitFile.import(String(decoding: FileBytes.readDocument(again, maxBytes: 1 << 20), as: UTF8.self)).attemptRecords,
                       record.history, "export then import round-trips")
    }

    func testExportToAJsonNameWritesALibreSplitFile() throws {
        let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)
        let category = try CategoryDefinition(.fullGame, catalog: catalog)
        let path = directory + "/pb.json"
        _ = try SplitsFiles.export(categoryID: "full-game", catalog: catalog, records: SpeedrunRecords(), to: path)
        let text = String(decoding: try FileBytes.readDocument(path, maxBytes: 1 << 20), as: UTF8.self)
        XCTAssertEqual(text, LibreSplitFile.export(category: category, record: CategoryRecord(categoryID: "full-game", levelIDs: category.levelIDs)))
    }
}
