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

    /// Waits until the disk driver has written `seconds` of audio in `format`: the audio thread
    /// runs when the machine lets it, so a test waits for the output itself, not a time.
    /// `after`: bytes already written that do not count (the silence before a graph was set).
    func waitForAudio(seconds: Double, in format: AudioDeviceFormat, after: Int = 0) throws {
        let bytes = after + Self.bytes(seconds, in: format)
        try waitFor("\(seconds) s of audio in \(outputFile)", seen: { "\(bytesWritten) of \(bytes) bytes" }) { bytesWritten >= bytes }
    }

    /// What the disk driver has written so far, in bytes.
    var bytesWritten: Int { (try? FileManager.default.attributesOfItem(atPath: outputFile)[.size] as? Int) ?? 0 }

    /// The bytes `seconds` of audio take in `format`.
    static func bytes(_ seconds: Double, in format: AudioDeviceFormat) -> Int {
        Int(seconds * Double(format.sampleRate)) * format.channels * format.sampleType.bytes
    }
}
