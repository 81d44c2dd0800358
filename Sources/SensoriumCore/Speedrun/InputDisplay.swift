/// The tick's input drawn in the top-left corner for verification videos, as runners show it
/// (Celeste, Trackmania): the direction keys, the other buttons, the stick's position and the
/// pointer's place on the canvas. It shows the command the simulation read — the player's live,
/// the replay's in playback — so a video shows exactly what a replay holds.
///
/// In a run it sits in the band the timer's panel leaves above the level (or above the level
/// beside the expanded splits), so it covers nothing of the level; outside a run it is drawn
/// over the level's corner.
public enum InputDisplay {
    /// The panel's top-left corner and one key's side, in canvas units.
    public static let origin = PointF(x: SpeedrunHUD.margin, y: SpeedrunHUD.margin)
    public static let key: Float = 22
    static let gap: Float = 4
    static let padding: Float = 6
    static let groupGap: Float = 10
    static let heldColor = SpeedrunHUD.textColor
    static let idleColor = RGBA(150, 150, 162, 150)

    /// The buttons besides the directions, two rows of four, each with a pad-style label.
    static let buttons: [(InputButtons, String)] = [
        (.confirm, "A"), (.back, "B"), (.restart, "Y"), (.alternate, "X"),
        (.zoomIn, "+"), (.zoomOut, "-"), (.rotateLeft, "L"), (.rotateRight, "R"),
    ]

    /// The panel's whole rectangle (tests check it stays clear of the level's safe area).
    public static var panelRect: RectF {
        let height = 2 * padding + 2 * key + gap
        let width = 2 * padding + (3 * key + 2 * gap) + groupGap + (4 * key + 3 * gap) + groupGap
            + (2 * key + gap) + groupGap + pointerWidth
        return RectF(x: origin.x, y: origin.y, w: width, h: height)
    }

    static var pointerWidth: Float { (2 * key + gap) * DrawList.canvasWidth / DrawList.canvasHeight }

    public static func draw(_ command: InputCommand, into list: inout DrawList) {
        let panel = panelRect
        list.fill(panel, SpeedrunHUD.panelColor)
        let top = panel.y + padding
        var left = panel.x + padding
        // Directions as a keyboard's arrow cluster.
        drawKey(command.buttons.contains(.up), label: nil, x: left + key + gap, y: top, into: &list)
        drawKey(command.buttons.contains(.left), label: nil, x: left, y: top + key + gap, into: &list)
        drawKey(command.buttons.contains(.down), label: nil, x: left + key + gap, y: top + key + gap, into: &list)
        drawKey(command.buttons.contains(.right), label: nil, x: left + 2 * (key + gap), y: top + key + gap, into: &list)
        left += 3 * key + 2 * gap + groupGap
        for (index, (button, label)) in buttons.enumerated() {
            let x = left + Float(index % 4) * (key + gap), y = top + Float(index / 4) * (key + gap)
            drawKey(command.buttons.contains(button), label: label, x: x, y: y, into: &list)
        }
        left += 4 * key + 3 * gap + groupGap
        // The stick: its square, the centre cross and a dot where it points.
        let side = 2 * key + gap
        let stickBox = RectF(x: left, y: top, w: side, h: side)
        list.outline(stickBox, idleColor)
        list.fill(RectF(x: left + side / 2 - 0.5, y: top + 4, w: 1, h: side - 8), idleColor)
        list.fill(RectF(x: left + 4, y: top + side / 2 - 0.5, w: side - 8, h: 1), idleColor)
        let stickX = left + side / 2 + Float(command.stickX) / 127 * (side / 2 - 4)
        let stickY = top + side / 2 + Float(command.stickY) / 127 * (side / 2 - 4)
        let offCentre = command.stickX != 0 || command.stickY != 0
        list.fill(RectF(x: stickX - 4, y: stickY - 4, w: 8, h: 8), offCentre ? heldColor : idleColor)
        left += side + groupGap
        // The pointer: the canvas in small, and a dot where the mouse is (none while it rests).
        let canvas = RectF(x: left, y: top, w: pointerWidth, h: side)
        list.outline(canvas, idleColor)
        if let pointer = command.pointer {
            let x = left + Float(pointer.x) / DrawList.canvasWidth * pointerWidth
            let y = top + Float(pointer.y) / DrawList.canvasHeight * side
            list.fill(RectF(x: x - 3, y: y - 3, w: 6, h: 6), heldColor)
        }
    }

    private static func drawKey(_ held: Bool, label: String?, x: Float, y: Float, into list: inout DrawList) {
        let rect = RectF(x: x, y: y, w: key, h: key)
        if held { list.fill(rect, heldColor) } else { list.outline(rect, idleColor) }
        guard let label else { return }
        let scale: Float = 2
        let width = PixelFont.width(of: label, scale: scale)
        PixelFont.draw(label, x: x + (key - width) / 2, y: y + (key - PixelFont.height(scale: scale)) / 2, scale: scale,
                       color: held ? SpeedrunHUD.panelColor.withAlpha(255) : idleColor, into: &list)
    }
}
