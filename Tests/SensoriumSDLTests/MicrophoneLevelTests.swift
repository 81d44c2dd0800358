import XCTest
import SensoriumCore
import SensoriumTestSupport
@testable import SensoriumSDL

/// The built game listening as on a player's machine: each listening level solved by its
/// keyboard solution sung aloud (`KeyVoiceAudio`), from a capture file SDL's disk driver plays as
/// the microphone (`MicrophoneCapture` says how) and through a real sound server; a listening
/// session writes no audio anywhere, only the game's saves; and the game's own sound looped into
/// its capture through that server solves nothing.
final class MicrophoneLevelTests: XCTestCase {
    private var home = ""

    override func setUp() {
        home = NSTemporaryDirectory() + "sensorium-mic-levels-\(getpid())-\(UUID().uuidString.prefix(8))"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: home)
    }

    static var listeningLevels: [Level] { SDLTestCase.levels.levels.filter { $0.kind.descriptor.listens } }

    /// The level's shipped solution, sung, as mono samples at the extractor's rate, a tenth of a
    /// second late: the capture's first sample reaches the level within a few ticks of its first
    /// tick, either way, and the solution leaves slack for that (`ListeningSolver`).
    static func sung(_ level: Level) throws -> (samples: [Float], ticks: Int) {
        let replay = try Replay.read(from: SDLTestCase.repositoryRoot + "/Levels/solutions/\(level.id).replay")
        let rate = MicrophoneCapture.rate
        return (CaptureSounds.silence(seconds: 0.1, rate: rate) + KeyVoiceAudio.render(replay.inputs, rate: rate), replay.inputs.count)
    }

    /// The game's environment for a headless listening session: the disk driver capturing `file`
    /// in real time, its output to nowhere, player files under `folder`.
    static func environment(capturing file: String, folder: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "offscreen"
        environment["SDL_AUDIODRIVER"] = "disk"
        environment["SDL_DISKAUDIOFILE"] = "/dev/null"
        environment["SDL_DISKAUDIOFILEIN"] = file
        environment["SDL_DISKAUDIODELAY"] = nil
        environment["HOME"] = folder
        environment["XDG_DATA_HOME"] = folder + "/data"
        environment["XDG_CONFIG_HOME"] = folder + "/config"
        return environment
    }

    /// Plays `level` hearing `samples`; returns the replay it recorded once it said it solved it.
    @discardableResult
    private func solve(_ level: Level, hearing samples: [Float], ticks: Int) throws -> Replay {
        let folder = home + "/\(level.id)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let capture = folder + "/capture.raw", record = folder + "/attempt.replay"
        try CaptureSounds.writeRaw(samples, to: capture)
        let seconds = Double(ticks) / Double(TickClock.rate)
        let game = try LaunchedGame(["play", "--level", level.id, "--record", record, "--seconds", String(Int(seconds) + 60)],
                                    environment: Self.environment(capturing: capture, folder: folder), folder: folder + "/launch")
        try game.waitUntilSaid("microphone-open")
        try game.waitUntilSaid("level-won \(level.id)", timeout: seconds + 30)
        try game.waitForReplay(record)
        _ = try game.quit()
        let replay = try Replay.read(from: record)
        XCTAssertTrue(replay.inputs.contains { $0.hearing != nil }, "\(level.id): the replay holds what was heard")
        return replay
    }

    /// Every listening level, its shipped keyboard solution sung into a capture file, is solved
    /// by ear through the built game.
    func testListeningLevelsAreSolvedFromACaptureFile() throws {
        let levels = Self.listeningLevels
        guard !levels.isEmpty else { throw XCTSkip("no listening level in the catalog") }
        var unsolved: [String] = []
        for level in levels {
            let (samples, ticks) = try Self.sung(level)
            do {
                try solve(level, hearing: samples, ticks: ticks)
            } catch {
                unsolved.append("\(level.id): \(error)")
            }
        }
        XCTAssertEqual(unsolved, [], "\(unsolved.count) of \(levels.count) listening levels not solved")
    }

    /// Three listening levels solved through a real sound server (`MicrophoneSoundServer`): the
    /// game captures its default source through SDL's PulseAudio backend while the sung solution
    /// is played into it with paplay (the game's own output goes to headphones, a sink the
    /// microphone does not hear).
    func testThreeListeningLevelsAreSolvedThroughASoundServer() throws {
        let server = try MicrophoneSoundServer(looped: false)
        defer { server.stop() }
        var solved = 0
        for id in ["claps", "rise", "hum"] {
            guard let level = Self.listeningLevels.first(where: { $0.id == id }) else { continue }
            let (samples, ticks) = try Self.sung(level)
            let folder = home + "/server-\(id)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var environment = Self.environment(capturing: "/dev/null", folder: folder)
            environment["SDL_AUDIODRIVER"] = "pulseaudio"
            environment["PULSE_SERVER"] = server.environment["PULSE_SERVER"]
            let seconds = Double(ticks) / Double(TickClock.rate)
            let game = try LaunchedGame(["play", "--level", id, "--seconds", String(Int(seconds) + 60)],
                                        environment: environment, folder: folder + "/launch")
            try game.waitUntilSaid("microphone-open")
            let player = try server.play(samples, rate: MicrophoneCapture.rate)
            defer { if player.isRunning { player.terminate() } }
            try game.waitUntilSaid("level-won \(id)", timeout: seconds + 30)
            _ = try game.quit()
            solved += 1
        }
        XCTAssertEqual(solved, 3)
    }

    /// A listening session, three seconds of a level heard from a capture file, run in an empty
    /// folder with an empty HOME: what appears there afterwards is the game's saves (its
    /// settings, its progress, replays), never a sound.
    func testAListeningSessionWritesNoAudioAnywhere() throws {
        guard let level = Self.listeningLevels.first(where: { $0.id == "claps" }) else { throw XCTSkip("no claps level in the catalog") }
        guard FileManager.default.isExecutableFile(atPath: LaunchedGame.executable) else { throw XCTSkip("needs the built sensorium") }
        let (samples, ticks) = try Self.sung(level)
        let capture = NSTemporaryDirectory() + "sensorium-mic-nofile-\(getpid()).raw"
        try CaptureSounds.writeRaw(samples, to: capture)
        defer { unlink(capture) }
        let folder = home + "/session"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let readiness = NSTemporaryDirectory() + "sensorium-mic-nofile-\(getpid()).readiness"
        FileManager.default.createFile(atPath: readiness, contents: nil)
        defer { unlink(readiness) }
        var environment = Self.environment(capturing: capture, folder: folder)
        // Only HOME: the game finds its folders under it, as on a fresh account.
        environment["XDG_DATA_HOME"] = nil
        environment["XDG_CONFIG_HOME"] = nil
        environment["SENSORIUM_READINESS_FILE"] = readiness
        let game = Process()
        game.executableURL = URL(fileURLWithPath: LaunchedGame.executable)
        game.arguments = ["play", "--level", level.id, "--seconds", String(Int(Double(ticks) / Double(TickClock.rate)) + 60)]
        game.environment = environment
        game.currentDirectoryURL = URL(fileURLWithPath: folder)
        game.standardOutput = FileHandle.nullDevice
        game.standardError = FileHandle.nullDevice
        try game.run()
        defer { if game.isRunning { game.terminate() } }
        let lines = { (try? String(contentsOfFile: readiness, encoding: .utf8)) ?? "" }
        // The level's own clock: three seconds of it heard through the microphone.
        try waitFor("three seconds of the level heard", timeout: 60, seen: { lines() }) {
            lines().contains("microphone-open") && lines().contains("second 3")
        }
        game.terminate()
        try waitFor("the game to end") { !game.isRunning }
        let written = try XCTUnwrap(FileManager.default.enumerator(atPath: folder)).compactMap { $0 as? String }
            .filter { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
            }
        let saves = written.filter { $0.hasSuffix(".json") || $0.hasSuffix(".replay") || $0.hasSuffix(".lock") }
        XCTAssertEqual(Set(written), Set(saves), "only saves appear: \(written.sorted())")
        for path in written {
            let head = FileManager.default.contents(atPath: folder + "/" + path)?.prefix(4) ?? Data()
            XCTAssertNotEqual(head, Data("RIFF".utf8), "\(path) is a sound")
        }
    }

    /// The game's own sound looped into its capture (its output is the microphone's sink, as loud
    /// as it plays) solves nothing: the levels where the game sings and knocks what the player
    /// must answer, left to hear only the game for the time of two performances and more.
    func testTheGamesOwnSoundLoopedIntoItsCaptureSolvesNothing() throws {
        let server = try MicrophoneSoundServer(looped: true)
        defer { server.stop() }
        for id in ["hum", "knock", "tune"] {
            guard Self.listeningLevels.contains(where: { $0.id == id }) else { continue }
            let folder = home + "/looped-\(id)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var environment = Self.environment(capturing: "/dev/null", folder: folder)
            environment["SDL_AUDIODRIVER"] = "pulseaudio"
            environment["PULSE_SERVER"] = server.environment["PULSE_SERVER"]
            let game = try LaunchedGame(["play", "--level", id, "--seconds", "60"], environment: environment, folder: folder + "/launch")
            try game.waitUntilSaid("microphone-open")
            // The level's own clock, however slow the machine: twenty seconds of the game singing.
            try game.waitForLine("twenty seconds of the level", timeout: 90) { $0 == "second 20" }
            XCTAssertFalse(game.lines.contains { $0.hasPrefix("level-won") }, "\(id) was solved by the game's own sound")
            _ = try game.quit()
        }
    }
}
