import CSDL2
import SensoriumCore

/// Executes a `DrawList` on an SDL renderer: one SDL call per batch. The renderer's logical size
/// is the 1920x1080 canvas, so SDL letterboxes it into any window size.
public final class DrawListRenderer {
    public let renderer: OpaquePointer
    /// Reused between frames so drawing triangles allocates nothing once warmed up.
    private var vertices: [SDL_Vertex] = []

    public init(renderer: OpaquePointer) {
        self.renderer = renderer
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_RenderSetLogicalSize(renderer, Int32(DrawList.canvasWidth), Int32(DrawList.canvasHeight))
    }

    /// Clears to the list's background and draws every batch in order. Does not present.
    public func render(_ list: DrawList) {
        let background = list.background
        SDL_SetRenderDrawColor(renderer, background.r, background.g, background.b, 255)
        SDL_RenderClear(renderer)
        list.rects.withUnsafeBufferPointer { rects in
            list.points.withUnsafeBufferPointer { points in
                for command in list.commands where command.count > 0 {
                    execute(command, rects: rects, points: points)
                }
            }
        }
    }

    private func execute(_ command: DrawList.Command, rects: UnsafeBufferPointer<RectF>,
                         points: UnsafeBufferPointer<PointF>) {
        let color = command.color
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        let count = Int32(command.count)
        switch command.kind {
        case .fillRects, .outlineRects:
            // RectF and SDL_FRect are both four Floats: hand the batch over without copying.
            let start = rects.baseAddress! + command.start
            start.withMemoryRebound(to: SDL_FRect.self, capacity: command.count) { sdlRects in
                if command.kind == .fillRects {
                    SDL_RenderFillRectsF(renderer, sdlRects, count)
                } else {
                    SDL_RenderDrawRectsF(renderer, sdlRects, count)
                }
            }
        case .triangles:
            let sdlColor = SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)
            vertices.removeAll(keepingCapacity: true)
            for index in command.start..<(command.start + command.count) {
                let point = points[index]
                vertices.append(SDL_Vertex(position: SDL_FPoint(x: point.x, y: point.y), color: sdlColor,
                                           tex_coord: SDL_FPoint(x: 0, y: 0)))
            }
            SDL_RenderGeometry(renderer, nil, vertices, count, nil, 0)
        case .lines:
            var index = command.start
            while index + 1 < command.start + command.count {
                SDL_RenderDrawLineF(renderer, points[index].x, points[index].y, points[index + 1].x, points[index + 1].y)
                index += 2
            }
        }
    }
}
