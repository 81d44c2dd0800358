import SensoriumCore

/// A seeded random player for the soak: it mashes buttons, sweeps the stick and jumps the mouse
/// the way a restless player might, so every path of a level (presses, holds, restarts, pointer
/// moves) runs for hours. The same seed gives the same session, tick for tick.
public struct SoakPlayer {
    private var random: SeededRandom
    private var held = InputCommand.idle
    private var holdTicks = 0

    /// Level buttons a random hold may carry: everything but `back`, which the soak presses
    /// itself when a visit ends, and `restart`, which is rolled separately and rarely.
    private static let levelButtons: [InputButtons] = [.up, .down, .left, .right, .confirm, .alternate,
                                                       .zoomIn, .zoomOut, .rotateLeft, .rotateRight]
    private static let arrows: [InputButtons] = [.up, .down, .left, .right]

    public init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// Whole ticks for a visit lasting a random time in `seconds`.
    public mutating func ticks(in seconds: ClosedRange<Double>) -> Int {
        max(1, TickClock.ticks(random.uniform(seconds)))
    }

    /// The next tick's input inside a level: a random chord held for 1 to 40 ticks (a third of a
    /// second), then the next one.
    public mutating func levelInput() -> InputCommand {
        if holdTicks == 0 {
            var buttons: InputButtons = []
            for button in Self.levelButtons where random.unit() < 0.15 { buttons.insert(button) }
            if random.unit() < 0.01 { buttons.insert(.restart) }
            held = InputCommand(buttons: buttons, stickX: stick(), stickY: stick(), pointer: pointer())
            holdTicks = integer(1...40)
        }
        holdTicks -= 1
        return held
    }

    /// The next tick's input on the home screen: arrows, the stick and the mouse move the focus;
    /// nothing opens a level (the soak opens them in catalog order).
    public mutating func homeInput() -> InputCommand {
        if holdTicks == 0 {
            let buttons = random.unit() < 0.5 ? Self.arrows[integer(0...3)] : []
            held = InputCommand(buttons: buttons, stickX: stick(), stickY: stick(), pointer: pointer())
            holdTicks = integer(1...40)
        }
        holdTicks -= 1
        return held
    }

    /// Centred half the time, else anywhere in -127...127.
    private mutating func stick() -> Int8 {
        random.unit() < 0.5 ? 0 : Int8(integer(-127...127))
    }

    /// Untouched two times in three, else a random spot on the 1920x1080 canvas.
    private mutating func pointer() -> InputCommand.Pointer? {
        guard random.unit() < 1.0 / 3 else { return nil }
        return InputCommand.Pointer(x: Int16(integer(0...1919)), y: Int16(integer(0...1079)))
    }

    private mutating func integer(_ range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound + 1
        return range.lowerBound + min(span - 1, Int(random.unit() * Double(span)))
    }
}
