import XCTest
@testable import SensoriumCore

final class LevelFilesHashTests: XCTestCase {
    /// Golden value, computed independently (Python hashlib with the documented construction).
    /// If this changes, every recorded replay stops verifying: bump `LevelFilesHash.domain`.
    func testHashOfFixedBytesIsStable() {
        let files: [(id: String, bytes: [UInt8])] = [("jump-1", Array("{\"format\": 1}\n".utf8)), ("dark-scan", [])]
        XCTAssertEqual(LevelFilesHash.compute(files), "9788b5899f6596f2da5ac82d8db7512d478c7a4a35d5bf8028f8e778761ae003")
        XCTAssertEqual(LevelFilesHash.compute([]), "f8fee9bb144ab052fc98914b48887995e7ac2f03efb0141d648d0baf1718c18e")
    }

    func testOrderAndBoundariesChangeTheHash() {
        let a = LevelFilesHash.compute([("a", [1, 2]), ("b", [3])])
        XCTAssertNotEqual(a, LevelFilesHash.compute([("b", [3]), ("a", [1, 2])]))
        XCTAssertNotEqual(a, LevelFilesHash.compute([("a", [1]), ("b", [2, 3])]))
        XCTAssertNotEqual(a, LevelFilesHash.compute([("a", [1, 2, 3])]))
        XCTAssertEqual(a, LevelFilesHash.compute([("a", [1, 2]), ("b", [3])]))
    }

    func testAOneByteEditChangesTheHash() {
        let level = Array("{\"format\": 1, \"id\": \"jump-1\"}".utf8)
        var edited = level
        edited[edited.count - 3] ^= 1
        XCTAssertNotEqual(LevelFilesHash.compute([("jump-1", level)]), LevelFilesHash.compute([("jump-1", edited)]))
    }
}
