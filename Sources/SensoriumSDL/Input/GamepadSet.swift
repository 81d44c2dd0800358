import CSDL2

/// The game controllers plugged in right now. Pads come and go at any time; the game keeps
/// working with none (the keyboard does everything).
public final class GamepadSet {
    /// Open controllers by joystick instance id.
    public private(set) var controllers: [SDL_JoystickID: OpaquePointer] = [:]

    public init() {}

    /// Opens the pads already present at start-up (SDL also sends an added event for each).
    public func openPresent() {
        for index in 0..<SDL_NumJoysticks() where SDL_IsGameController(index) == SDL_TRUE {
            open(deviceIndex: index)
        }
    }

    /// Keeps the set current; returns true when a pad was added or removed.
    @discardableResult
    public func handle(_ event: SDL_Event) -> Bool {
        switch SDL_EventType(event.type) {
        case SDL_CONTROLLERDEVICEADDED:
            return open(deviceIndex: event.cdevice.which)
        case SDL_CONTROLLERDEVICEREMOVED:
            guard let controller = controllers.removeValue(forKey: event.cdevice.which) else { return false }
            SDL_GameControllerClose(controller)
            return true
        default:
            return false
        }
    }

    /// Drains SDL's event queue into the set, for a program with no window to read the rest
    /// (the soak, `haptics play`): pads plugged in or out while it plays are kept track of.
    public func handlePendingEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { handle(event) }
    }

    public var all: [OpaquePointer] { Array(controllers.values) }

    @discardableResult
    private func open(deviceIndex: Int32) -> Bool {
        let id = SDL_JoystickGetDeviceInstanceID(deviceIndex)
        guard controllers[id] == nil, let controller = SDL_GameControllerOpen(deviceIndex) else { return false }
        controllers[id] = controller
        // The accelerometer, where the pad has one, is read for tilt when the settings ask.
        if SDL_GameControllerHasSensor(controller, SDL_SENSOR_ACCEL) == SDL_TRUE {
            SDL_GameControllerSetSensorEnabled(controller, SDL_SENSOR_ACCEL, SDL_TRUE)
        }
        return true
    }

    public func closeAll() {
        for controller in controllers.values { SDL_GameControllerClose(controller) }
        controllers.removeAll()
    }
}
