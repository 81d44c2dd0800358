import FoundationEssentials

/// The sign that the level started again (R, the pad's Y, the pause menu's ↻): the restart
/// glyph swells over the emptied level and fades, with a sound, so a player who pressed it
/// without meaning to can tell what emptied the level (its catches, its candle) and connect it
/// with the key. The clock runs on (docs/speedrun.md). Drawn and heard only: it reads the
/// level's restart count and changes nothing the simulation sees.
public struct RestartSign: Sendable {
    /// How long the sign shows.
    public static let ticks = TickClock.ticks(0.8)

    private var levelID: String?
    private var restarts = 0
    /// The session's clock when the level last restarted, while the sign shows.
    public private(set) var shownAt: Int?

    public init() {}

    /// Called every tick the game steps (`clock`: the session's stepped ticks). A restart of the
    /// level being played shows the sign and is heard.
    public mutating func observe(game: Game, clock: Int, into output: inout TickOutput) {
        if let shown = shownAt, clock - shown >= Self.ticks { shownAt = nil }
        guard case .level(let session) = game.screen else {
            levelID = nil
            shownAt = nil
            return
        }
        guard session.level.id == levelID else {
            levelID = session.level.id
            restarts = session.restarts
            shownAt = nil
            return
        }
        guard session.restarts > restarts else { return }
        restarts = session.restarts
        shownAt = clock
        output.cues.append(.sound(.homeOpen, volume: 0.8, pan: 0))
        output.cues.append(.haptic(pattern: .homeDeny, intensity: 0.35))
    }

    /// The glyph over the level: a dark disc with the ↻ of the pause menu, swelling as it fades.
    public func draw(into list: inout DrawList, game: Game, clock: Int, alpha: Double, style: DrawStyle) {
        guard let shownAt, case .level = game.screen else { return }
        let age = (Double(clock - shownAt) + alpha) / Double(Self.ticks)
        guard age >= 0, age < 1 else { return }
        let fade = 1 - age * age
        let grow = style.reducedMotion ? 1 : Float(1 + 0.35 * TimingCurve.easeOut.value(at: age))
        let centre = PointF(x: 960, y: 540)
        list.disc(centerX: centre.x, centerY: centre.y, radius: 150 * grow, RGBA(25, 25, 35, UInt8(170 * fade)), segments: 48)
        SessionMenu.drawIcon(.restart, at: centre, size: 210 * grow, into: &list, color: RGBA(255, 255, 255, UInt8(240 * fade)))
    }
}
