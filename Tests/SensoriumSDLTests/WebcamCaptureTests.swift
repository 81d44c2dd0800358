import XCTest
@testable import SensoriumSDL

/// No camera is attached where the tests run, so these check what a player without one (or
/// with the wrong device) is told: one clear line, never a crash.
final class WebcamCaptureTests: XCTestCase {
    func testAMissingDeviceIsAOneLineError() {
        XCTAssertThrowsError(try WebcamCapture(device: "/dev/video-missing")) { error in
            XCTAssertEqual("\(error)", "/dev/video-missing: cannot open it: No such file or directory")
        }
    }

    func testAFileThatIsNotAVideoDeviceIsRefused() {
        XCTAssertThrowsError(try WebcamCapture(device: "/dev/null")) { error in
            XCTAssertEqual("\(error)", "/dev/null: not a video device")
        }
    }
}
