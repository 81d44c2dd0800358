import CSDL2
import SensoriumCore

/// Sends motor levels to every plugged-in pad that can rumble. SDL is asked again only when the
/// levels change, or before its request would expire; a pad plugged in mid-pattern gets the
/// current levels on the next tick, and an unplugged one is simply gone.
public final class RumbleOutput {
    /// How long one request lasts; refreshed well before it ends while the levels hold.
    public static let requestMilliseconds: UInt32 = 250
    static let refreshMilliseconds: UInt32 = 150

    private struct Sent {
        var frame: RumbleFrame
        var at: UInt32
    }

    private let gamepads: GamepadSet
    private var sent: [SDL_JoystickID: Sent] = [:]

    public init(gamepads: GamepadSet) {
        self.gamepads = gamepads
    }

    /// True when at least one plugged-in pad has rumble motors.
    public var hasRumble: Bool {
        gamepads.controllers.values.contains { SDL_GameControllerHasRumble($0) == SDL_TRUE }
    }

    /// Sends `frame` to every pad that needs it now.
    public func send(_ frame: RumbleFrame) {
        let now = SDL_GetTicks()
        for (id, controller) in gamepads.controllers {
            if let last = sent[id], last.frame == frame, frame.isOff || now &- last.at < Self.refreshMilliseconds {
                continue
            }
            let duration = frame.isOff ? 0 : Self.requestMilliseconds
            if SDL_GameControllerHasRumble(controller) == SDL_TRUE {
                SDL_GameControllerRumble(controller, frame.low, frame.high, duration)
            }
            if SDL_GameControllerHasRumbleTriggers(controller) == SDL_TRUE {
                SDL_GameControllerRumbleTriggers(controller, frame.leftTrigger, frame.rightTrigger, duration)
            }
            sent[id] = Sent(frame: frame, at: now)
        }
        sent = sent.filter { gamepads.controllers[$0.key] != nil }
    }

    /// Stops every motor now (pause, level exit, focus loss, quit).
    public func stop() {
        send(.off)
    }
}
