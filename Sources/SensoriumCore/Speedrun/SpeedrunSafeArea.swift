/// Where the level draws while the speedrun HUD is up, so no HUD ever covers level information
/// (the timer used to hide ricochet's texture swatches; the expanded splits a quarter of the
/// play area, with the cursor under them). The level keeps its 16:9 picture, scaled down into
/// the part of the canvas the HUD leaves free:
///
/// - timer only: a band along the top is the HUD's; the level sits below it, centred;
/// - splits expanded: a column on the right is the HUD's; the level sits left of it, centred
///   vertically.
///
/// The mouse is mapped back the same way (`levelPoint`), so a click lands where it is drawn.
public enum SpeedrunSafeArea {
    /// Gap between the HUD's reserved band and the level.
    public static let gap: Float = 8

    /// The rectangle the level is drawn into, 16:9, clear of `SpeedrunHUD.panelRect` (of the
    /// same `expanded`, for any run: the rows only make the expanded panel taller).
    public static func levelRect(expanded: Bool) -> RectF {
        let canvasWidth = DrawList.canvasWidth, canvasHeight = DrawList.canvasHeight
        if expanded {
            let width = canvasWidth - SpeedrunHUD.expandedWidth - 2 * SpeedrunHUD.margin - gap
            let height = width * canvasHeight / canvasWidth
            return RectF(x: 0, y: (canvasHeight - height) / 2, w: width, h: height)
        }
        let band = SpeedrunHUD.margin + 2 * SpeedrunHUD.padding + PixelFont.height(scale: SpeedrunHUD.timerScale) + gap
        let height = canvasHeight - band
        let width = height * canvasWidth / canvasHeight
        return RectF(x: (canvasWidth - width) / 2, y: band, w: width, h: height)
    }

    /// A canvas point (the mouse) in the level's own canvas units, clamped to the canvas.
    public static func levelPoint(_ point: InputCommand.Pointer, expanded: Bool) -> InputCommand.Pointer {
        let area = levelRect(expanded: expanded)
        let scale = area.w / DrawList.canvasWidth
        let x = ((Float(point.x) - area.x) / scale).rounded().clamped(to: 0...(DrawList.canvasWidth - 1))
        let y = ((Float(point.y) - area.y) / scale).rounded().clamped(to: 0...(DrawList.canvasHeight - 1))
        return InputCommand.Pointer(x: Int16(x), y: Int16(y))
    }

    /// A thin frame around the level's area, so the letterbox reads as the HUD's, not the level's.
    public static func drawFrame(into list: inout DrawList, expanded: Bool) {
        let area = levelRect(expanded: expanded)
        let ink = RGBA(0, 0, 0, 70)
        list.fill(RectF(x: area.x - 2, y: area.y - 2, w: area.w + 4, h: 2), ink)
        list.fill(RectF(x: area.x - 2, y: area.y + area.h, w: area.w + 4, h: 2), ink)
        list.fill(RectF(x: area.x - 2, y: area.y, w: 2, h: area.h), ink)
        list.fill(RectF(x: area.x + area.w, y: area.y, w: 2, h: area.h), ink)
    }
}
