import XCTest
@testable import SensoriumCore

final class LevelFolderTests: XCTestCase {
    func testOnlyJSONFilesDirectlyInsideAreListedSortedByName() throws {
        let folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(atPath: folder + "/solutions", withIntermediateDirectories: true)
        for name in ["b.json", "a.json", "notes.txt", "solutions/a.json"] { try write("{}", to: folder + "/" + name) }
        XCTAssertEqual(try LevelFolder.files(in: folder), [folder + "/a.json", folder + "/b.json"])
    }

    func testAMissingFolderIsAnErrorNamingIt() {
        XCTAssertThrowsError(try LevelFolder.files(in: "/nonexistent-levels")) { error in
            XCTAssertEqual((error as? JSONError)?.description, "/nonexistent-levels: (document): cannot read the levels folder")
        }
    }
}
