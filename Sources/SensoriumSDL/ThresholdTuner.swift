import CSDL2
import Foundation
import SensoriumCore

/// The dark scan's debug overlay keys (F3 shows the overlay): `[` and `]` pick a threshold, `-`
/// and `=` move it, F5 writes the thresholds back into the level file (atomically). Like the
/// talk's debug mode, for tuning levels by hand; a tuned attempt is flagged in its replay.
final class ThresholdTuner {
    private(set) var field = 0
    /// Levels whose thresholds were changed this session.
    private(set) var tunedLevels: Set<String> = []
    private let levelsDirectory: String

    init(levelsDirectory: String) {
        self.levelsDirectory = levelsDirectory
    }

    /// Handles a key press while the overlay is on; returns true when it was a tuning key.
    func handle(_ event: SDL_Event, game: inout Game) -> Bool {
        guard SDL_EventType(event.type) == SDL_KEYDOWN, let session = game.session,
              let thresholds = session.state.darkScanThresholds else { return false }
        let fields = DarkScanThresholds.fields
        switch event.key.keysym.scancode {
        case SDL_SCANCODE_LEFTBRACKET: field = (field + fields.count - 1) % fields.count
        case SDL_SCANCODE_RIGHTBRACKET: field = (field + 1) % fields.count
        case SDL_SCANCODE_MINUS, SDL_SCANCODE_EQUALS:
            let steps = event.key.keysym.scancode == SDL_SCANCODE_MINUS ? -1 : 1
            let tuned = thresholds.adjusted(field: field, by: steps)
            game.adjustLevel { $0.setDarkScanThresholds(tuned) }
            tunedLevels.insert(session.level.id)
        case SDL_SCANCODE_F5:
            write(thresholds, level: session.level)
        default:
            return false
        }
        return true
    }

    private func write(_ thresholds: DarkScanThresholds, level: Level) {
        let path = levelsDirectory + "/\(level.id).json"
        do {
            let text = try DarkScanRules.levelJSON(replacing: thresholds, in: level.fileBytes)
            try AtomicFile.write(Array(text.utf8), to: path)
            printError("thresholds written to \(path) (its solution replay must be made again)")
        } catch {
            printError("thresholds not written: \(error)")
        }
    }

    /// The selected threshold's name and value, top left, in the game's own font.
    func draw(into list: inout DrawList, game: Game) {
        guard let thresholds = game.session?.state.darkScanThresholds else { return }
        let selected = DarkScanThresholds.fields[field]
        let text = "\(selected.name) \(String(format: "%.2f", thresholds[keyPath: selected.keyPath]))"
        list.fill(RectF(x: 20, y: 20, w: PixelFont.width(of: text, scale: 4) + 24, h: 52), RGBA(20, 20, 28, 200))
        _ = PixelFont.draw(text, x: 32, y: 32, scale: 4, color: .white, into: &list)
    }
}
