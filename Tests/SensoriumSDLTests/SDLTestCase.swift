import XCTest
import CSDL2
import SensoriumCore
@testable import SensoriumSDL

/// Base for tests that need SDL: headless video and audio drivers unless the caller chose others,
/// and SDL started once per test.
class SDLTestCase: XCTestCase {
    override func setUpWithError() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 0)
        setenv("SDL_AUDIODRIVER", "dummy", 0)
        try SDLSession.start()
    }

    override func tearDown() {
        SDLSession.stop()
    }

    /// Pumps SDL's events and hands each to `handler`.
    func pumpEvents(_ handler: (SDL_Event) -> Void = { _ in }) {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { handler(event) }
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    /// The shipped levels as the game loads them, photographs decoded (no player folder is used).
    static let levels = try! FileLocations(dataRoot: repositoryRoot,
                                           storage: StorageLocations(configDirectory: "", dataDirectory: "")).loadCatalog()
}

/// Base for tests that measure real SDL_mixer output: SDL's disk audio driver writes what would go
/// to the speakers into `outputFile`, faster than real time.
class DiskAudioTestCase: SDLTestCase {
    private(set) var outputFile = ""

    override func setUpWithError() throws {
        outputFile = NSTemporaryDirectory() + "sensorium-\(type(of: self))-\(getpid()).raw"
        setenv("SDL_AUDIODRIVER", "disk", 1)
        setenv("SDL_DISKAUDIOFILE", outputFile, 1)
        setenv("SDL_DISKAUDIODELAY", "0", 1)
        try super.setUpWithError()
    }

    override func tearDown() {
        unlink(outputFile)
        super.tearDown()
    }
}
