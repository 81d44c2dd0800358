import Foundation
import XCTest
import SensoriumTestSupport
import SensoriumSDL

/// A real sound server of the test's own: PulseAudio (Debian's `pulseaudio`, with
/// `pulseaudio-utils` for `pactl` and `paplay`) in a private runtime folder and HOME, so it
/// touches no one's session. It has one null sink, `game`: what plays into it is heard on its
/// monitor, `game.monitor`, the default source, which is the game's microphone. So `paplay` is a
/// player at the microphone, and the game's own output (the default sink) loops into its capture
/// as a laptop's speakers do into its microphone. Ready when `pactl info` answers (the server's
/// own word, never a time); stopped with `stop()`.
///
/// The server is started with the game's own `ChildProcess`, not Foundation's `Process`: the
/// server closes every file it inherits as it starts, Foundation's watch on its child among
/// them, and Foundation then waits on the server's exit in the thread that reaps every child,
/// so no other tool run by the test (`pactl`) would ever be seen to end.
final class MicrophoneSoundServer {
    static let sink = "game"
    let folder: String
    private let socket: String
    private let process: ChildProcess
    /// What a client of this server needs (libpulse reads PULSE_SERVER).
    let environment: [String: String]
    private let tools: ToolRun

    /// Starts the server; skips when PulseAudio is not installed.
    init() throws {
        guard let server = ToolRun.path(of: "pulseaudio"), ToolRun.path(of: "pactl") != nil, ToolRun.path(of: "paplay") != nil else {
            throw XCTSkip("needs pulseaudio and pulseaudio-utils (scripts/install-deps.sh --test)")
        }
        folder = NSTemporaryDirectory() + "sensorium-pulse-\(getpid())-\(UUID().uuidString.prefix(8))"
        for sub in ["/run", "/home"] { try FileManager.default.createDirectory(atPath: folder + sub, withIntermediateDirectories: true) }
        socket = folder + "/run/native"
        environment = ["PATH": "/usr/bin:/bin", "HOME": folder + "/home", "XDG_RUNTIME_DIR": folder + "/run",
                       "PULSE_SERVER": "unix:" + socket]
        tools = ToolRun(environment: environment, folder: folder)
        // -n: no default script, only these modules; anonymous clients (the test's own). It ends by
        // itself half a minute after its last client left, so a test killed midway leaves no server.
        let arguments = ["-n", "--daemonize=no", "--exit-idle-time=30", "--use-pid-file=no",
                         "-L", "module-null-sink sink_name=\(Self.sink)",
                         "-L", "module-native-protocol-unix auth-anonymous=1 socket=\(socket)"]
        guard let process = ChildProcess(server, arguments: arguments, environment: environment, output: .discarded) else {
            throw ToolRun.Failure(command: "pulseaudio", status: -1)
        }
        self.process = process
        try waitFor("the sound server to answer", timeout: 30, seen: { self.process.isRunning ? "running" : "exited" }) {
            guard self.process.isRunning else { throw ToolRun.Failure(command: "pulseaudio", status: self.process.waitForExit()) }
            return (try? self.tools.output("pactl", ["info"], seconds: 5)) != nil
        }
        try tools.output("pactl", ["set-default-sink", Self.sink])
        try tools.output("pactl", ["set-default-source", Self.sink + ".monitor"])
    }

    deinit { stop() }

    /// Ends the server (and waits for it), and removes its folder.
    func stop() {
        process.terminate()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Plays `samples` (mono Float32 at `rate`) into the sink, as a player at the microphone;
    /// returns the running `paplay`.
    func play(_ samples: [Float], rate: Int) throws -> Process {
        let file = folder + "/sound-\(UUID().uuidString.prefix(8)).raw"
        try CaptureSounds.writeRaw(samples, to: file)
        let player = Process()
        player.executableURL = URL(fileURLWithPath: ToolRun.path(of: "paplay")!)
        player.arguments = ["--raw", "--format=float32le", "--rate=\(rate)", "--channels=1", "--device=\(Self.sink)", file]
        player.environment = environment
        player.standardError = FileHandle.nullDevice
        try player.run()
        return player
    }

    /// Points this process's SDL at the server (call before SDL starts audio); returns what to restore.
    func enter() -> [String: String?] {
        let saved = MicrophoneCapture.save(["SDL_AUDIODRIVER", "PULSE_SERVER"])
        setenv("SDL_AUDIODRIVER", "pulseaudio", 1)
        setenv("PULSE_SERVER", environment["PULSE_SERVER"]!, 1)
        return saved
    }
}
