import XCTest
@testable import SensoriumCore

/// The version is written once, in `GameVersion`; the AppStream file's releases must agree.
final class GameVersionTests: XCTestCase {
    func testMetainfoNewestReleaseIsTheGameVersion() throws {
        let desktop = RepositoryPaths.resources + "/desktop"
        let names = try FileManager.default.contentsOfDirectory(atPath: desktop).filter { $0.hasSuffix(".metainfo.xml") }
        XCTAssertEqual(names.count, 1, "one AppStream file in Resources/desktop")
        let bytes = try XCTUnwrap(FileBytes.read(desktop + "/" + (names.first ?? ""), maxBytes: 1 << 20))
        let component = try XMLReader.parse(bytes)
        // AppStream lists releases newest first.
        let newest = component.child("releases")?.children("release").first
        XCTAssertEqual(newest?.attributes["version"], GameVersion.current)
        XCTAssertNotNil(newest?.attributes["date"], "a release has a date")
    }
}
