import CSDL2
import FoundationEssentials
import SensoriumCore

/// Reads back what a renderer drew and saves it as PNG through SDL_image.
public enum Screenshot {
    /// Saves the renderer's current output (call before present) to `path` (an `OutputFile`).
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
        try savePNG(surface, to: OutputFile(path))
    }

    /// Draws `list` on a software renderer backed by a plain surface — no display, no video
    /// driver — and saves it. This is how `sensorium screenshot` and plots work headless.
    public static func render(_ list: DrawList, width: Int32 = 1920, height: Int32 = 1080, to path: String) throws {
        try render(list, width: width, height: height, to: OutputFile(path))
    }

    /// `render` into a command's output (`-o`): a file, a FIFO, a device or standard output.
    public static func render(_ list: DrawList, width: Int32 = 1920, height: Int32 = 1080, to output: OutputFile) throws {
        let format = SDL_PIXELFORMAT_ABGR8888.rawValue
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, format) else {
            throw SDLError("SDL_CreateRGBSurfaceWithFormat")
        }
        defer { SDL_FreeSurface(surface) }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else { throw SDLError("SDL_CreateSoftwareRenderer") }
        defer { SDL_DestroyRenderer(renderer) }
        DrawListRenderer(renderer: renderer).render(list)
        SDL_RenderFlush(renderer)
        try savePNG(surface, to: output)
    }

    /// Encodes the PNG in memory, then writes it as every output is written (`OutputFile`: a
    /// regular file atomically, a FIFO or a device as a stream): SDL_image does not report a
    /// failed write (on a full disk or under a file-size limit it "saves" an empty file), and a
    /// half-written picture must never replace a good one.
    private static func savePNG(_ surface: UnsafeMutablePointer<SDL_Surface>, to output: OutputFile) throws {
        // Deflate's worst case is the raw rows stored, plus a filter byte a row and small block
        // and chunk headers: a buffer this size never runs out.
        let raw = Int(surface.pointee.pitch) * Int(surface.pointee.h)
        var buffer = [UInt8](repeating: 0, count: raw + raw / 256 + Int(surface.pointee.h) + 65_536)
        let size = try buffer.withUnsafeMutableBytes { memory throws -> Int in
            guard let stream = SDL_RWFromMem(memory.baseAddress, Int32(memory.count)) else { throw SDLError("SDL_RWFromMem") }
            defer { SDL_RWclose(stream) }
            guard sensorium_IMG_SavePNG_RW(surface, stream, 0) == 0 else { throw SDLError("IMG_SavePNG_RW") }
            return Int(SDL_RWtell(stream))
        }
        try output.write(Array(buffer[..<size]))
    }
}
