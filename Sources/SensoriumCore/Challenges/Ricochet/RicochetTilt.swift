/// Which way the field leans, from keys, stick (or the pad's accelerometer, fed through the
/// stick axes) or a mouse drag. Keys are eased so a tap is a nudge and a hold a full tilt: each
/// axis keeps a ramp that climbs to full over `riseTicks` while its key is held and falls back
/// over `fallTicks` when released; the tilt is the ramp through Core Animation's ease-out, so even
/// a short tap leans the field noticeably but only a hold leans it all the way.
public struct RicochetTilt: Equatable, Sendable {
    /// 0.35 s from level to full tilt while a key is held.
    public static let riseTicks = 42
    /// 0.125 s back to level after release (reversing also moves at this rate).
    public static let fallTicks = 15
    /// Drag distance, canvas units, for full tilt with the mouse.
    public static let dragFullTilt = 240.0

    /// Key ramps per axis, -1...1 (linear in time).
    public private(set) var rampX = 0.0, rampY = 0.0
    /// The tilt in force, each axis -1...1, length at most 1. +x leans right, +y leans down.
    public private(set) var x = 0.0, y = 0.0

    public init() {}

    /// Updates from one tick's input. `drag` (pointer minus drag start) wins over the stick, the
    /// stick over keys; the key ramps follow the keys whatever wins, so switching is smooth.
    ///
    /// Keys are not `InputCommand.direction`: opposite keys cancel, and each axis eases.
    mutating func update(_ input: InputCommand, drag: (dx: Double, dy: Double)?) {
        let buttons = input.buttons
        let keyX = (buttons.contains(.right) ? 1 : 0) - (buttons.contains(.left) ? 1 : 0)
        let keyY = (buttons.contains(.down) ? 1 : 0) - (buttons.contains(.up) ? 1 : 0)
        rampX = Self.ramp(rampX, toward: keyX)
        rampY = Self.ramp(rampY, toward: keyY)
        if let drag {
            set(drag.dx / Self.dragFullTilt, drag.dy / Self.dragFullTilt)
        } else if input.stickX != 0 || input.stickY != 0 {
            set(input.stick.x, input.stick.y)
        } else {
            set(Self.eased(rampX), Self.eased(rampY))
        }
    }

    private mutating func set(_ tx: Double, _ ty: Double) {
        let length = (tx * tx + ty * ty).squareRoot()
        let scale = length > 1 ? 1 / length : 1
        x = tx * scale
        y = ty * scale
    }

    private static func ramp(_ value: Double, toward key: Int) -> Double {
        let target = Double(key)
        let rising = key != 0 && value * target >= 0
        let rate = 1 / Double(rising ? riseTicks : fallTicks)
        var next = value
        if value < target { next = min(target, value + rate) }
        if value > target { next = max(target, value - rate) }
        // Land exactly on level or full: repeated steps of 1/15 leave rounding dust.
        return abs(next - target) < 1e-9 ? target : next
    }

    private static func eased(_ ramp: Double) -> Double {
        let magnitude = TimingCurve.easeOut.value(at: abs(ramp))
        return ramp < 0 ? -magnitude : magnitude
    }

    func hash(into hasher: inout StateHasher) {
        hasher.combine(rampX); hasher.combine(rampY); hasher.combine(x); hasher.combine(y)
    }
}
