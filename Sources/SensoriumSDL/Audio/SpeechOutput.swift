import FoundationEssentials
import SensoriumCore

/// Spoken announcements for players who cannot see the screen, through speech-dispatcher's
/// `spd-say` when it is installed (the session draws the captions, always, when speech is on).
public final class SpeechOutput {
    private let tool: String?
    private var current: ChildProcess?

    public init() {
        tool = ["/usr/bin/spd-say", "/usr/local/bin/spd-say"].first(where: FileManager.default.isExecutableFile(atPath:))
    }

    /// True when a speech synthesizer will speak; false means captions only.
    public var speaks: Bool { tool != nil }

    /// Speaks `text`. Never blocks. Sent with speech-dispatcher's `message`
    /// priority, under which a newer announcement replaces one still waiting or speaking.
    public func say(_ text: String) {
        guard let tool else { return }
        if let current, current.isRunning { return }
        current = ChildProcess(tool, arguments: ["--priority", "message", text], output: .discarded)
    }
}
