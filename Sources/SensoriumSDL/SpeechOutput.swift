import Foundation
import SensoriumCore

/// Spoken announcements for players who cannot see the screen: through speech-dispatcher's
/// `spd-say` when it is installed, and always as an on-screen caption (the only words the game
/// ever shows, and only when speech is on).
public final class SpeechOutput {
    /// How long a caption stays, in seconds.
    public static let captionSeconds = 3.0

    private let tool: String?
    private var current: Process?
    public private(set) var caption: String?
    private var captionShownAt = 0.0

    public init() {
        tool = ["/usr/bin/spd-say", "/usr/local/bin/spd-say"].first(where: FileManager.default.isExecutableFile(atPath:))
    }

    /// True when a speech synthesizer will speak; false means captions only.
    public var speaks: Bool { tool != nil }

    /// Speaks `text` and captions it. Never blocks. Sent with speech-dispatcher's `message`
    /// priority, under which a newer announcement replaces one still waiting or speaking.
    public func say(_ text: String) {
        caption = text
        captionShownAt = Date().timeIntervalSinceReferenceDate
        guard let tool else { return }
        if let current, current.isRunning { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--priority", "message", text]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        current = (try? process.run()) == nil ? nil : process
    }

    /// Draws the caption along the bottom of the canvas while it is fresh.
    public func drawCaption(into list: inout DrawList) {
        guard let caption, Date().timeIntervalSinceReferenceDate - captionShownAt < Self.captionSeconds else { return }
        let scale: Float = 5
        let width = PixelFont.width(of: caption, scale: scale)
        let height = PixelFont.height(scale: scale)
        let y = DrawList.canvasHeight - height - 60
        list.fill(RectF(x: (DrawList.canvasWidth - width) / 2 - 24, y: y - 18, w: width + 48, h: height + 36), RGBA(20, 20, 28, 210))
        _ = PixelFont.draw(caption, x: (DrawList.canvasWidth - width) / 2, y: y, scale: scale, color: .white, into: &list)
    }
}
