import CSDL2
import SensoriumCore

/// Reads back what a renderer drew and saves it as PNG through SDL_image.
public enum Screenshot {
    /// Saves the renderer's current output (call before present) to `path`.
    public static func save(renderer: OpaquePointer, to path: String) throws {
        var width: Int32 = 0
        var height: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &width, &height) == 0 else {
            throw SDLError("SDL_GetRendererOutputSize")
        }
        let format = SDL_PIXELFORMAT_ABGR8888.rawValue
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, format) else {
            throw SDLError("SDL_CreateRGBSurfaceWithFormat")
        }
        defer { SDL_FreeSurface(surface) }
        // Read the whole output, letterbox included: the logical size would clip it to the canvas.
        var logicalWidth: Int32 = 0
        var logicalHeight: Int32 = 0
        SDL_RenderGetLogicalSize(renderer, &logicalWidth, &logicalHeight)
        SDL_RenderSetLogicalSize(renderer, 0, 0)
        defer { SDL_RenderSetLogicalSize(renderer, logicalWidth, logicalHeight) }
        guard SDL_RenderReadPixels(renderer, nil, format, surface.pointee.pixels, surface.pointee.pitch) == 0 else {
            throw SDLError("SDL_RenderReadPixels")
        }
        guard IMG_SavePNG(surface, path) == 0 else { throw SDLError("IMG_SavePNG") }
    }

    /// Draws `list` on a software renderer backed by a plain surface — no display, no video
    /// driver — and saves it. This is how `sensorium screenshot` and plots work headless.
    public static func render(_ list: DrawList, width: Int32 = 1920, height: Int32 = 1080, to path: String) throws {
        let format = SDL_PIXELFORMAT_ABGR8888.rawValue
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, format) else {
            throw SDLError("SDL_CreateRGBSurfaceWithFormat")
        }
        defer { SDL_FreeSurface(surface) }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else { throw SDLError("SDL_CreateSoftwareRenderer") }
        defer { SDL_DestroyRenderer(renderer) }
        DrawListRenderer(renderer: renderer).render(list)
        SDL_RenderFlush(renderer)
        guard IMG_SavePNG(surface, path) == 0 else { throw SDLError("IMG_SavePNG") }
    }
}
