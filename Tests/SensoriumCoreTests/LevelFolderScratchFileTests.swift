import XCTest
@testable import SensoriumCore

/// An editor's lock, swap and backup files beside the levels are never read as levels.
final class LevelFolderScratchFileTests: XCTestCase {
    func testEditorScratchFilesAreNotLevels() throws {
        let folder = try makeTemporaryFolder(self)
        for name in ["ice.json", ".#ice.json", "#ice.json#", "ice.json~", ".ice.json.swp", ".hidden.json"] {
            try write("{}", to: folder + "/" + name)
        }
        XCTAssertEqual(try LevelFolder.files(in: folder).paths, [folder + "/ice.json"])
        XCTAssertTrue(LevelFolder.isLevelFile("ice.json"))
        XCTAssertFalse(LevelFolder.isLevelFile(".#ice.json"))
        XCTAssertTrue(LevelFolder.isScratch("field.png~"))
        XCTAssertFalse(LevelFolder.isScratch("field.png"))
    }
}
