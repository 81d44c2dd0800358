import CSDL2
import SensoriumSDL

/// A gamepad that exists only inside SDL (SDL_JoystickAttachVirtualEx, SDL >= 2.24). To the game
/// it is a real SDL game controller; a test presses its buttons, moves its sticks and reads back
/// every rumble request the game made.
public final class VirtualGamepad {
    /// One rumble request as SDL delivered it: motor levels 0...65535.
    public struct RumbleRequest: Equatable, Sendable {
        public var low: UInt16
        public var high: UInt16
        /// SDL_GetTicks() when it arrived, in milliseconds.
        public var milliseconds: UInt32
    }

    /// Receives SDL's callbacks; reached through `userdata`, since a C callback cannot capture.
    final class Recorder {
        var rumble: [RumbleRequest] = []
        var triggers: [RumbleRequest] = []
    }

    public let deviceIndex: Int32
    public let instanceID: SDL_JoystickID
    private let recorder = Recorder()
    private let joystick: OpaquePointer

    /// Attaches a pad with the standard controller layout and rumble (and trigger rumble) motors.
    public init(name: String = "Sensorium virtual pad") throws {
        var desc = SDL_VirtualJoystickDesc()
        desc.version = 1  // SDL_VIRTUAL_JOYSTICK_DESC_VERSION
        desc.type = UInt16(SDL_JOYSTICK_TYPE_GAMECONTROLLER.rawValue)
        desc.naxes = UInt16(SDL_CONTROLLER_AXIS_MAX.rawValue)
        desc.nbuttons = UInt16(SDL_CONTROLLER_BUTTON_MAX.rawValue)
        desc.button_mask = (1 << UInt32(SDL_CONTROLLER_BUTTON_MAX.rawValue)) - 1
        desc.axis_mask = (1 << UInt32(SDL_CONTROLLER_AXIS_MAX.rawValue)) - 1
        desc.userdata = Unmanaged.passUnretained(recorder).toOpaque()
        desc.Rumble = { userdata, low, high in
            let recorder = Unmanaged<Recorder>.fromOpaque(userdata!).takeUnretainedValue()
            recorder.rumble.append(RumbleRequest(low: low, high: high, milliseconds: SDL_GetTicks()))
            return 0
        }
        desc.RumbleTriggers = { userdata, left, right in
            let recorder = Unmanaged<Recorder>.fromOpaque(userdata!).takeUnretainedValue()
            recorder.triggers.append(RumbleRequest(low: left, high: right, milliseconds: SDL_GetTicks()))
            return 0
        }
        let index = name.withCString { cName -> Int32 in
            desc.name = cName
            return SDL_JoystickAttachVirtualEx(&desc)
        }
        guard index >= 0 else { throw SDLError("SDL_JoystickAttachVirtualEx") }
        guard let joystick = SDL_JoystickOpen(index) else {
            SDL_JoystickDetachVirtual(index)
            throw SDLError("SDL_JoystickOpen")
        }
        deviceIndex = index
        instanceID = SDL_JoystickInstanceID(joystick)
        self.joystick = joystick
    }

    /// Every rumble request so far, oldest first.
    public var rumbleRequests: [RumbleRequest] { recorder.rumble }
    /// Every trigger-rumble request so far (low = left trigger, high = right trigger).
    public var triggerRequests: [RumbleRequest] { recorder.triggers }

    public func set(_ button: SDL_GameControllerButton, pressed: Bool) {
        SDL_JoystickSetVirtualButton(joystick, Int32(button.rawValue), pressed ? 1 : 0)
    }

    public func set(_ axis: SDL_GameControllerAxis, _ value: Int16) {
        SDL_JoystickSetVirtualAxis(joystick, Int32(axis.rawValue), value)
    }

    /// Unplugs the pad: the game sees a controller-removed event.
    public func detach() {
        SDL_JoystickClose(joystick)
        SDL_JoystickDetachVirtual(joystickDeviceIndex(ofInstance: instanceID))
    }
}

private func joystickDeviceIndex(ofInstance id: SDL_JoystickID) -> Int32 {
    for index in 0..<SDL_NumJoysticks() where SDL_JoystickGetDeviceInstanceID(index) == id {
        return index
    }
    return -1
}
