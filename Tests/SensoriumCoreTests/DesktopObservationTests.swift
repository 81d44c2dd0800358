import XCTest
@testable import SensoriumCore

/// The desktop observation as a replay stores it (run tag bit 5) and as the core's simulated
/// desktop produces it: every change round-trips, the body stays canonical, and replays without
/// an observation read exactly as before.
final class DesktopObservationTests: XCTestCase {
    private func replay(_ inputs: [InputCommand]) -> Replay { ObservationReplayFiles.replay(inputs) }

    private func assertRejects(_ body: [UInt8], ticks: Int = 1, _ text: String, line: UInt = #line) {
        ObservationReplayFiles.assertRejects(body, ticks: ticks, text, line: line)
    }

    func testRandomObservationsRoundTripExactly() throws {
        var random = SeededRandom(seed: 11)
        var desktop = SimulatedDesktop()
        var inputs: [InputCommand] = []
        for _ in 0..<3000 {
            switch random.next() % 9 {
            case 0: desktop.toggleCapsLock()
            case 1: desktop.toggleNumLock()
            case 2: desktop.setFocused(random.next() % 2 == 0)
            case 3: desktop.copy(random.next() % 3 == 0 ? nil : "text \(random.next() % 100)")
            case 4: desktop.toggleFullscreen()
            default:
                desktop.apply(WindowRequest(moveX: Int32(Int(random.next() % 81) - 40), moveY: Int32(Int(random.next() % 81) - 40),
                                            growWidth: Int32(Int(random.next() % 41) - 20), growHeight: Int32(Int(random.next() % 41) - 20)))
            }
            let observed: DesktopObservation? = random.next() % 10 == 0 ? nil : desktop.observation
            let command = InputCommand(buttons: InputButtons(rawValue: UInt16(random.next() % 4)), desktop: observed)
            inputs.append(contentsOf: repeatElement(command, count: 1 + Int(random.next() % 3)))
        }
        let original = replay(inputs)
        let decoded = try Replay.decode(original.encode())
        XCTAssertEqual(decoded, original)
        XCTAssertEqual(decoded.encode(), original.encode())
    }

    func testADragStepCostsAFewBytes() {
        let start = SimulatedDesktop().observation
        var moved = start
        moved.window.x += 8
        let body = ReplayBody.encode(runs: [(InputCommand(desktop: start), 1), (InputCommand(desktop: moved), 1)])
        // First run: tag, count, mask, switches, window x y, size w h, display w h (x y 0), clipboard none.
        // Second run: tag 0x20, count 1, mask 0x04 (window moved), dx 2 quanta, dy 0.
        XCTAssertEqual(Array(body.suffix(5)), [0x20, 0x01, 0x04, 0x04, 0x00])
    }

    func testReplaysWithoutAnObservationEncodeAsBefore() {
        let commands = [(InputCommand(buttons: .right), 12), (InputCommand.idle, 30)]
        XCTAssertEqual(ReplayBody.encode(runs: commands), [0x01, 0x0C, 0x08, 0x01, 0x1E, 0x00])
    }

    func testNonCanonicalObservationsAreRejected() {
        assertRejects([0x20, 0x01, 0x01], "desktop observation cleared but it was not set")
        assertRejects([0x20, 0x01, 0x02, 0x01], "desktop observation set without the appeared flag")
        assertRejects([0x20, 0x01, 0x80, 0x01], "desktop observation set without the appeared flag")
        assertRejects([0x20, 0x01, 0xC0, 0x00], "desktop drops flagged as changed but equal")
        assertRejects([0x20, 0x01, 0x42, 0x00], "desktop switches flagged as changed but equal")
        assertRejects([0x20, 0x01, 0x42, 0x20], "unknown desktop switches 0x20")
        assertRejects([0x20, 0x01, 0x44, 0x00, 0x00], "desktop window flagged as moved but equal")
        assertRejects([0x20, 0x01, 0x60, 0x00], "desktop clipboard flagged as changed but equal")
        // Width -1 quantum: below zero.
        assertRejects([0x20, 0x01, 0x48, 0x01, 0x00], "desktop window width -4 is outside")
        // Appeared, then appeared again without being cleared.
        assertRejects([0x20, 0x01, 0x40, 0x20, 0x01, 0x40], ticks: 2, "flagged as appeared but it was set")
        // A cleared observation carries nothing else.
        assertRejects([0x20, 0x01, 0x40, 0x20, 0x01, 0x03], ticks: 2, "a cleared desktop observation carries fields")
    }

    /// A drop is mask bit 7 and the count's increase: two bytes after the run's tag and count,
    /// and an observation without drops stores no more than before the count existed.
    func testADropCostsTwoBytesAndRoundTrips() throws {
        var desktop = SimulatedDesktop()
        let before = desktop.observation
        desktop.drop()
        let dropped = desktop.observation
        XCTAssertEqual(dropped.drops, 1)
        let withoutDrops = ReplayBody.encode(runs: [(InputCommand(desktop: before), 1)])
        XCTAssertEqual(withoutDrops[2] & 0x80, 0, "no drop, no bit 7")
        let body = ReplayBody.encode(runs: [(InputCommand(desktop: before), 1), (InputCommand(desktop: dropped), 1)])
        XCTAssertEqual(Array(body.suffix(4)), [0x20, 0x01, 0x80, 0x01])
        desktop.drop(); desktop.drop()
        let inputs = [before, dropped, desktop.observation].map { InputCommand(desktop: $0) }
        let original = replay(inputs)
        XCTAssertEqual(try Replay.decode(original.encode()), original)
        // The count wraps, and a wrapped increase is still one varint.
        var wrapped = before
        wrapped.drops = .max
        var next = wrapped
        next.drops = 1
        let wrapping = replay([InputCommand(desktop: wrapped), InputCommand(desktop: next)])
        XCTAssertEqual(try Replay.decode(wrapping.encode()), wrapping)
    }

    func testAnUnquantizedObservationCannotBeStored() {
        var observation = SimulatedDesktop().observation
        observation.window.x = 321
        XCTAssertEqual(ReplayBody.problem(with: InputCommand(desktop: observation)), "desktop window x 321 is not a multiple of 4")
        XCTAssertEqual(DesktopObservation.Rect(quantizingX: 321, y: -3, width: 1283, height: 719),
                       DesktopObservation.Rect(x: 320, y: -4, width: 1280, height: 716))
    }

    func testTheSimulatedDesktopKeepsTheWindowOnTheDisplay() {
        var desktop = SimulatedDesktop()
        desktop.apply(WindowRequest(moveX: -5000, moveY: 5000))
        XCTAssertEqual(desktop.observation.window, .init(x: 0, y: 360, width: 1280, height: 720))
        desktop.apply(WindowRequest(growWidth: -5000, growHeight: 5000))
        XCTAssertEqual(desktop.observation.window, .init(x: 0, y: 0, width: 320, height: 1080))
        desktop.toggleFullscreen()
        XCTAssertEqual(desktop.observation.window, SimulatedDesktop.display)
        desktop.apply(WindowRequest(moveX: 100))
        XCTAssertEqual(desktop.observation.window, SimulatedDesktop.display, "a fullscreen window stays put")
        desktop.toggleFullscreen()
        XCTAssertEqual(desktop.observation.window, .init(x: 0, y: 0, width: 320, height: 1080))
    }

    func testUnderWaylandTheWindowResizesButNeverMoves() {
        var desktop = SimulatedDesktop(positionKnown: false)
        desktop.apply(WindowRequest(moveX: 400, moveY: 400, growWidth: 40))
        XCTAssertEqual(desktop.observation.window, .init(x: 0, y: 0, width: 1320, height: 720))
    }

    func testTheClipboardDigestKeepsZeroForEmpty() {
        XCTAssertEqual(DesktopObservation.clipboardDigest(of: nil), 0)
        XCTAssertEqual(DesktopObservation.clipboardDigest(of: ""), 0)
        XCTAssertEqual(DesktopObservation.clipboardDigest(of: "a"), 0xE40C292C)
    }
}
