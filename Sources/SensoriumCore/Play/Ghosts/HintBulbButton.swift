/// The level's corner lightbulb as a button the pointer reaches: a left click on it, while it
/// shows, is a press of the hint button. The click becomes `InputButtons.hint` in the tick's
/// input itself, held for as long as the click is, so the replay holds it as it holds F1 and
/// `verify` finds the attempt hinted; the level never sees the click (no catch, no launch).
public struct HintBulbButton: Sendable {
    /// The bulb's centre and height on the canvas (level space: under a run's HUD it is scaled
    /// with the level, and so is the pointer).
    public static let center = PointF(x: DrawList.canvasWidth - 80, y: 90)
    public static let size: Float = 70
    /// Where a click counts: a square round the bulb, a little larger than its halo, so a quick
    /// click at the glass lands.
    public static let hitArea = RectF(centerX: center.x, centerY: center.y, w: 120, h: 130)

    /// A click that began on the bulb is still held: it stays the hint button until released.
    private var holding = false

    public init() {}

    /// Whether `pointer` is over the bulb.
    public static func contains(_ pointer: InputCommand.Pointer?) -> Bool {
        guard let pointer else { return false }
        return hitArea.contains(x: Float(pointer.x), y: Float(pointer.y))
    }

    /// Turns a click on the bulb into the hint button in `command`. `previous` is the player's
    /// input of the last tick; `shown`, whether the bulb is drawn now.
    public mutating func take(_ command: inout InputCommand, previous: InputCommand, shown: Bool) {
        if shown, command.pressed(since: previous).contains(.click), Self.contains(command.pointer) { holding = true }
        guard holding else { return }
        guard command.buttons.contains(.click) else {
            holding = false
            return
        }
        command.buttons.subtract([.confirm, .click])
        command.buttons.insert(.hint)
    }
}
