/// The pause screen: the frame dimmed and a pause sign, no words.
public enum PauseOverlay {
    public static func draw(into list: inout DrawList) {
        list.fill(RectF(x: 0, y: 0, w: DrawList.canvasWidth, h: DrawList.canvasHeight), RGBA(20, 20, 28, 150))
        list.fill(RectF(centerX: 925, centerY: 540, w: 40, h: 150), RGBA(245, 245, 250))
        list.fill(RectF(centerX: 995, centerY: 540, w: 40, h: 150), RGBA(245, 245, 250))
    }
}
