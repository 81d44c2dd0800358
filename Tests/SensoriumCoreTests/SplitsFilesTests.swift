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
}
