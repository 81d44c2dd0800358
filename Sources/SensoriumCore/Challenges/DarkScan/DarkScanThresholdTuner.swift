import FoundationEssentials

/// The dark scan's threshold tuning from the debug overlay (F3), as in the talk's debug mode:
/// for tuning levels by hand (`LevelTuner` hands it the keys). F5 asks for the level file to be
/// rewritten with the tuned thresholds.
public struct DarkScanThresholdTuner: ChallengeTuner {
    /// The selected threshold, an index into `DarkScanThresholds.fields`.
    public private(set) var field = 0

    public init() {}

    /// Applies a tuning key to the level being played, if it has thresholds. Returns the level
    /// file to write (F5), if any; `tuned` is set when a threshold changed.
    public mutating func handle(_ key: TuningKey, game: inout Game, tuned: inout Bool) -> SaveRequest? {
        guard let session = game.session, let thresholds = session.state.darkScanThresholds else { return nil }
        let fields = DarkScanThresholds.fields
        switch key {
        case .previousField: field = (field + fields.count - 1) % fields.count
        case .nextField: field = (field + 1) % fields.count
        case .lower, .raise:
            let changed = thresholds.adjusted(field: field, by: key == .lower ? -1 : 1)
            game.adjustLevel { $0.setDarkScanThresholds(changed) }
            tuned = true
        case .write:
            guard let text = try? DarkScanRules.levelJSON(replacing: thresholds, in: session.level.fileBytes) else { return nil }
            return .levelFile(levelID: session.level.id, text: text)
        }
        return nil
    }

    /// The selected threshold's name and value, top left, in the game's own font.
    public func draw(into list: inout DrawList, game: Game) {
        guard let thresholds = game.session?.state.darkScanThresholds else { return }
        let selected = DarkScanThresholds.fields[field]
        let text = "\(Self.words(selected.name)) \(String(thresholds[keyPath: selected.keyPath], decimals: 2))"
        list.fill(RectF(x: 20, y: 20, w: PixelFont.width(of: text, scale: 4) + 24, h: 52), RGBA(20, 20, 28, 200))
        _ = PixelFont.draw(text, x: 32, y: 32, scale: 4, color: .white, into: &list)
    }

    /// A field's JSON name as words, `innerDarkFrom` -> `INNER DARK FROM`: the font has only
    /// capitals, so without the spaces the name ran together.
    static func words(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result.append(" ") }
            result.append(character)
        }
        return result.uppercased()
    }
}
