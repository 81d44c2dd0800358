import Foundation
import XCTest

/// The layout docs/architecture.md ("Targets") describes, read from the source tree: a new input
/// is two folders, the core's `Desktop/` (what is observed, its simulated model, the requests
/// and their replay encoding) and the platform's `Desktop/` (the observers and the mover), and
/// the platform layer keeps every file in a room, none loose at its top.
final class SourceRoomsTests: XCTestCase {
    private let sources = RepositoryPaths.root + "/Sources"

    /// The `.swift` files under `target`, as paths relative to it.
    private func files(of target: String) throws -> [String] {
        try XCTUnwrap(FileManager.default.enumerator(atPath: sources + "/" + target)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
    }

    func testTheCoresDesktopIsOneFolder() throws {
        let files = try files(of: "SensoriumCore")
        for name in ["DesktopObservation", "SimulatedDesktop", "WindowRequest", "DesktopDelta"] {
            XCTAssertTrue(files.contains("Desktop/\(name).swift"), "\(name).swift belongs in SensoriumCore/Desktop/")
        }
    }

    func testThePlatformsDesktopIsOneFolder() throws {
        let files = try files(of: "SensoriumSDL")
        for name in ["DesktopObserver", "ClipboardReader", "X11Clipboard", "X11Errors", "WindowMover", "WindowPlacement"] {
            XCTAssertTrue(files.contains("Desktop/\(name).swift"), "\(name).swift belongs in SensoriumSDL/Desktop/")
        }
    }

    func testEveryPlatformFileIsInARoom() throws {
        let files = try files(of: "SensoriumSDL")
        XCTAssertGreaterThan(files.count, 30)
        XCTAssertEqual(files.filter { !$0.contains("/") }, [], "put it in the room it belongs to (docs/architecture.md, Targets)")
    }
}
