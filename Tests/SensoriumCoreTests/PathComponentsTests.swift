import XCTest
@testable import SensoriumCore

/// The game's own path arithmetic (Foundation's would bring the whole of it): one join, one
/// trim, and the components read off a path.
final class PathComponentsTests: XCTestCase {
    func testAJoinPutsOneSlashBetweenAFolderAndAName() {
        XCTAssertEqual("a/b".appendingPath("c.json"), "a/b/c.json")
        XCTAssertEqual("a/b/".appendingPath("c.json"), "a/b/c.json")
        XCTAssertEqual("/".appendingPath("etc"), "/etc")
        XCTAssertEqual("/home/player/".appendingPath(".config"), "/home/player/.config")
    }

    func testAJoinOfNothingIsTheFolderWithItsTrailingSlash() {
        XCTAssertEqual("/a/b".appendingPath(""), "/a/b/")
        XCTAssertEqual("/a/b/".appendingPath(""), "/a/b/")
        XCTAssertFalse("/a/bc".hasPrefix("/a/b".appendingPath("")))
    }

    func testTrailingSlashesAreTrimmedButTheRootStays() {
        XCTAssertEqual("packs/mine//".trimmingTrailingSlashes, "packs/mine")
        XCTAssertEqual("packs/mine".trimmingTrailingSlashes, "packs/mine")
        XCTAssertEqual("/".trimmingTrailingSlashes, "/")
        XCTAssertEqual("packs/mine/".lastPathComponent, "mine")
        XCTAssertEqual("a/b/c.json".deletingLastPathComponent, "a/b")
        XCTAssertEqual("a/b.json".deletingPathExtension, "a/b")
    }
}
