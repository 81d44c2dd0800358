import XCTest
import CSDL2
import SensoriumCore
@testable import SensoriumSDL

/// Screenshots of challenges at chosen moments, rendered headlessly as `sensorium screenshot`
/// does, and checked by their pixels.
final class ChallengeScreenshotTests: SDLTestCase {
    /// Plays `inputs` into `level` and returns the frame as a decoded PNG surface.
    private func screenshot(level id: String, inputs: ArraySlice<InputCommand>) throws -> UnsafeMutablePointer<SDL_Surface> {
        var setup = PlaySession.Setup()
        setup.levelID = id
        var session = PlaySession(catalog: Self.levels, setup: setup)
        for input in inputs { _ = session.step(input) }
        return try render(session, name: "\(id)-\(inputs.count)")
    }

    /// The session's whole frame, as `sensorium screenshot` saves it, decoded back from PNG.
    private func render(_ session: PlaySession, name: String) throws -> UnsafeMutablePointer<SDL_Surface> {
        var list = DrawList()
        session.draw(into: &list, alpha: 1, style: DrawStyle())
        let path = NSTemporaryDirectory() + "sensorium-shot-\(getpid())-\(name).png"
        try Screenshot.render(list, to: path)
        defer { unlink(path) }
        return try XCTUnwrap(IMG_Load(path))
    }

    func testAFullGameReplayLateInTheRunShowsTheLevelItReachedWithTheSpeedrunHUD() throws {
        let replay = try Replay.read(from: Self.repositoryRoot + "/Levels/solutions/full-game.replay")
        let tick = 5000
        let reached = try XCTUnwrap(ReplayVerifier.verify(replay, catalog: Self.levels).outcomes
            .first { ($0.solvedAtTick ?? .max) > tick }?.levelID)
        XCTAssertNotEqual(reached, replay.header.levelIDs.first)
        var session = PlaySession(catalog: Self.levels, setup: .playback(of: replay))
        for _ in 0..<tick { _ = session.step(.idle) }
        XCTAssertEqual(session.game.session?.level.id, reached)
        let frame = try render(session, name: "run-\(tick)")
        defer { SDL_FreeSurface(frame) }
        let hud = count(RGBA(60, 62, 62), in: frame, tolerance: 45, region: (x: 1500..<1920, y: 0..<110))
        XCTAssertGreaterThan(hud, 200, "the timer's panel is drawn top right")
    }

    /// Pixels within a small distance of `color`, on every fourth row and column.
    private func count(_ color: RGBA, in surface: UnsafeMutablePointer<SDL_Surface>, tolerance: Int = 40,
                       region: (x: Range<Int32>, y: Range<Int32>)? = nil) -> Int {
        var total = 0
        let pixels = surface.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
        let xs = region?.x ?? 0..<surface.pointee.w
        let ys = region?.y ?? 0..<surface.pointee.h
        for y in stride(from: ys.lowerBound, to: ys.upperBound, by: 4) {
            for x in stride(from: xs.lowerBound, to: xs.upperBound, by: 4) {
                let value = UnsafeRawPointer(pixels + Int(y * surface.pointee.pitch + x * 4)).loadUnaligned(as: UInt32.self)
                var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0
                SDL_GetRGB(value, surface.pointee.format, &r, &g, &b)
                if abs(Int(r) - Int(color.r)) + abs(Int(g) - Int(color.g)) + abs(Int(b) - Int(color.b)) <= tolerance {
                    total += 1
                }
            }
        }
        return total
    }

    func testTheDarkScanGridFillsAsTheSquareComesIntoViewAndTheReticleClosesOnTheSolve() throws {
        let replay = try Replay.read(from: Self.repositoryRoot + "/Levels/solutions/scan.replay")
        let level = try XCTUnwrap(Self.levels.level(id: "scan"))
        let start = try screenshot(level: "scan", inputs: replay.inputs.prefix(1))
        let middle = try screenshot(level: "scan", inputs: replay.inputs.prefix(replay.inputs.count / 2))
        let solved = try screenshot(level: "scan", inputs: replay.inputs[...])
        defer { [start, middle, solved].forEach { SDL_FreeSurface($0) } }
        let square = RGBA(16, 16, 20)
        XCTAssertLessThan(count(square, in: start, tolerance: 30), count(square, in: middle, tolerance: 30),
                          "the grid shows the dark square coming in")
        // The middle of the reticle's top edge: a gap while the brackets are open, filled once closed.
        let edge = (x: Int32(900)..<Int32(1020), y: Int32(316)..<Int32(336))
        XCTAssertEqual(count(level.tile.color, in: start, region: edge), 0, "open brackets at the start")
        XCTAssertGreaterThan(count(level.tile.color, in: solved, region: edge), 0, "a closed square in the level's colour")
    }

    func testTheRicochetBallGrowsAndThenWearsItsShield() throws {
        let spawn = RicochetChallenge.spawnTicks + 2
        let press = InputCommand(buttons: .confirm)
        var inputs = Array(repeating: InputCommand.idle, count: spawn)
        let small = try screenshot(level: "bounce", inputs: inputs[...])
        inputs += [press] + Array(repeating: .idle, count: RicochetChallenge.growTicks + 2)
        let grown = try screenshot(level: "bounce", inputs: inputs[...])
        inputs += [press] + Array(repeating: .idle, count: RicochetChallenge.shieldTicks + 2)
        let shielded = try screenshot(level: "bounce", inputs: inputs[...])
        defer { [small, grown, shielded].forEach { SDL_FreeSurface($0) } }
        // The ball is the level's colour, a quarter darker; the field excludes the HUD row and
        // the hole at the right (its rim is nearly the ball's colour).
        let ball = try XCTUnwrap(Self.levels.level(id: "bounce")).tile.color.mixed(with: .black, 0.25)
        let field = (x: Int32(100)..<Int32(1500), y: Int32(160)..<Int32(1000))
        XCTAssertGreaterThan(count(ball, in: grown, tolerance: 20, region: field),
                             count(ball, in: small, tolerance: 20, region: field) * 3 / 2,
                             "the grown ball covers more of the field")
        let shield = RGBA(120, 220, 255)
        XCTAssertEqual(count(shield, in: grown, tolerance: 60), 0)
        XCTAssertGreaterThan(count(shield, in: shielded, tolerance: 60), 0, "the shield ring is drawn")
    }
}
