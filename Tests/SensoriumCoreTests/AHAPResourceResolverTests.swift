import Foundation
import XCTest
@testable import SensoriumCore

final class AHAPResourceResolverTests: XCTestCase {
    private var base: URL!

    override func setUpWithError() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("ahap-resolver-\(UUID().uuidString)")
        for folder in ["patterns/sub", "sounds", "outside"] {
            try FileManager.default.createDirectory(at: base.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["patterns/sub/local.wav", "sounds/CollisionLarge.wav", "outside/secret.wav"] {
            try Data("RIFF".utf8).write(to: base.appendingPathComponent(file))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: base)
    }

    private var resolver: AHAPResourceResolver { AHAPResourceResolver(roots: [base.appendingPathComponent("sounds")]) }
    private var patternFile: URL { base.appendingPathComponent("patterns/Collision.ahap") }

    func testPathIsFoundNextToThePatternFirst() throws {
        let url = try resolver.resolve("sub/local.wav", patternFile: patternFile)
        XCTAssertEqual(url?.lastPathComponent, "local.wav")
        XCTAssertTrue(url?.path.hasSuffix("patterns/sub/local.wav") ?? false)
    }

    func testApplesSamplePathFallsBackToItsFileNameInTheResourceRoots() throws {
        let url = try resolver.resolve("CoreHaptics/Ricochet/CollisionLarge.wav", patternFile: patternFile)
        XCTAssertTrue(url?.path.hasSuffix("sounds/CollisionLarge.wav") ?? false, "\(String(describing: url))")
    }

    func testMissingSoundResolvesToNothing() throws {
        XCTAssertNil(try resolver.resolve("Nope.wav", patternFile: patternFile))
    }

    func testAbsolutePathIsRefused() {
        XCTAssertThrowsError(try resolver.resolve(base.appendingPathComponent("outside/secret.wav").path, patternFile: patternFile)) { error in
            XCTAssertTrue((error as? FormatError)?.reason.contains("absolute") ?? false)
        }
    }

    func testDotDotPathIsRefused() {
        XCTAssertThrowsError(try resolver.resolve("../outside/secret.wav", patternFile: patternFile)) { error in
            XCTAssertTrue((error as? FormatError)?.reason.contains("..") ?? false)
        }
    }

    func testSymlinkLeavingTheRootIsRefused() throws {
        let link = base.appendingPathComponent("sounds/escape.wav")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: base.appendingPathComponent("outside/secret.wav"))
        let folderLink = base.appendingPathComponent("sounds/out")
        try FileManager.default.createSymbolicLink(at: folderLink, withDestinationURL: base.appendingPathComponent("outside"))
        for path in ["escape.wav", "out/secret.wav"] {
            XCTAssertThrowsError(try resolver.resolve(path, patternFile: nil), path) { error in
                XCTAssertTrue((error as? FormatError)?.reason.contains("outside the resource folders") ?? false, "\(error)")
            }
        }
    }

    func testSymlinkInsideTheRootIsFollowed() throws {
        let link = base.appendingPathComponent("sounds/alias.wav")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: base.appendingPathComponent("sounds/CollisionLarge.wav"))
        let url = try resolver.resolve("alias.wav", patternFile: nil)
        XCTAssertEqual(url?.lastPathComponent, "CollisionLarge.wav")
    }
}
