/// The one reading of "the stick was pushed past half way": the home grid (simulated, so in every
/// replay), the menus and the settings screen all step their focus by it, one step per push.
extension InputCommand {
    /// How far an axis must be pushed (of 127) to count as a push: half way.
    public static let stickPushThreshold: Int8 = 64

    /// Which way one stick axis crossed the threshold between two ticks: 1 (pushed right or
    /// down), -1 (pushed left or up), 0 (no new push: held, centred, or let back).
    public static func stickCrossing(_ now: Int8, from before: Int8) -> Int {
        if now >= stickPushThreshold && before < stickPushThreshold { return 1 }
        if now <= -stickPushThreshold && before > -stickPushThreshold { return -1 }
        return 0
    }

    /// The stick's new pushes since `previous`, each axis -1, 0 or 1.
    public func stickPushed(since previous: InputCommand) -> (x: Int, y: Int) {
        (Self.stickCrossing(stickX, from: previous.stickX), Self.stickCrossing(stickY, from: previous.stickY))
    }
}
