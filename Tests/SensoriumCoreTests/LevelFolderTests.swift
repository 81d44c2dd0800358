import XCTest
@testable import SensoriumCore

final class LevelFolderTests: XCTestCase {
    func testOnlyJSONFilesDirectlyInsideAreListedSortedByName() throws {
        let folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(atPath: folder + "/solutions", withIntermediateDirectories: true)
        for name in ["b.json", "a.json", "notes.txt", "solutions/a.json"] { try write("{}", to: folder + "/" + name) }
        XCTAssertEqual(try LevelFolder.files(in: folder).paths, [folder + "/a.json", folder + "/b.json"])
    }

    func testALevelFileNamedWithBytesThatAreNotUTF8IsReportedAsSuchNotAsMissing() throws {
        let folder = try makeTemporaryFolder(self)
        try write("{}", to: folder + "/good.json")
        var path: [UInt8] = Array((folder + "/bad").utf8)
        path += [0xFF]
        path += Array(".json".utf8)
        path.append(0)
        let fd = path.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(fd, 0)
        close(fd)
        let listing = try LevelFolder.files(in: folder)
        XCTAssertEqual(listing.paths, [folder + "/good.json"])
        XCTAssertEqual(listing.problems.map(\.description),
                       [#"\#(folder)/bad\xFF.json: (document): the file name is not UTF-8 text, so the game cannot open it; rename it"#])
        let catalog = LevelCatalog.load(directory: folder)
        XCTAssertTrue(catalog.problems.map(\.description).contains(listing.problems[0].description), "\(catalog.problems)")
        XCTAssertFalse(catalog.problems.contains { $0.reason == "no such file" }, "\(catalog.problems)")
        XCTAssertTrue(catalog.brokenFiles.contains(#"bad\xFF.json"#), "shown as a broken tile like any unreadable level")
    }

    func testAMissingFolderIsAnErrorNamingIt() {
        XCTAssertThrowsError(try LevelFolder.files(in: "/nonexistent-levels")) { error in
            XCTAssertEqual((error as? FormatError)?.description, "/nonexistent-levels: (document): cannot read the levels folder")
        }
    }
}
