import CSDL2
import FoundationEssentials
import SensoriumCore

/// The one place where keyboard, gamepad and mouse become `InputCommand`s and shell actions.
/// Bindings are action -> SDL key names (physical keys, so WASD stays WASD on any layout) and
/// action -> SDL controller button names; both come from the settings file. Shell actions
/// (pause, fullscreen, ...) change how the game runs, never what happens in it, so they come out
/// of `handle` as events and never reach the simulation or a replay.
public final class InputMapper {
    private var keyButtons: [(scancode: SDL_Scancode, button: InputButtons)] = []
    /// Shell actions by key; a chord ("Shift+R") also names the modifier it needs.
    private var keyShell: [(scancode: SDL_Scancode, shift: Bool, action: ControlAction)] = []
    private var padButtons: [(button: SDL_GameControllerButton, action: InputButtons)] = []
    /// Triggers are axes in SDL; bound by name ("lefttrigger"), they act as buttons past half way.
    private var padTriggers: [(axis: SDL_GameControllerAxis, action: InputButtons)] = []
    private var padShell: [SDL_GameControllerButton: ControlAction] = [:]
    private var mouseButtons: InputButtons = []
    /// Buttons that went down since the last command. A tap shorter than a frame is down and up
    /// again before the tick reads the keyboard state; latching it keeps every tap.
    private var latched: InputButtons = []
    private var pointer: InputCommand.Pointer?
    /// Stick values below this (of 32767) read as centred.
    private let deadZone: Int32 = 7000

    /// The device of the last key or button pressed (the mouse goes with the keyboard): a
    /// lesson's glyph is that device's cap.
    public private(set) var lastDevice = BindingDevice.keyboard

    /// Tilt from the pad's accelerometer instead of its left stick (`tiltInput: motion`), on pads
    /// that have one.
    public var tiltFromMotion = false

    /// The settings file the bindings come from, named in `problems`.
    public var settingsFile: String?
    /// Names SDL does not know, as `FILE: keyboard.ACTION[INDEX]: unknown key "NAME"` (the
    /// file and the field as the settings file spells them), to report.
    public var problems: [String] {
        unknownNames.map { (settingsFile.map($0.inFile) ?? $0).description }
    }
    private var unknownNames: [FormatError] = []

    public init(keys: [ControlAction: [String]], pad: [ControlAction: [String]]) {
        bind(keys: keys, pad: pad)
    }

    /// Replaces every binding (the settings screen changed one). What is held stays held: the
    /// tick reads the keyboard's state, so a key that is no longer bound simply stops counting.
    public func bind(keys: [ControlAction: [String]], pad: [ControlAction: [String]]) {
        keyButtons = []
        keyShell = []
        padButtons = []
        padTriggers = []
        padShell = [:]
        unknownNames = []
        for (action, names) in keys {
            for (index, name) in names.enumerated() {
                // "Shift+" chords are for shell actions (Shift+R resets a run, R restarts a level).
                let shift = name.hasPrefix("Shift+") && action.button == nil
                let scancode = SDL_GetScancodeFromName(shift ? String(name.dropFirst(6)) : name)
                guard scancode != SDL_SCANCODE_UNKNOWN else {
                    unknownNames.append(FormatError(path: "keyboard.\(action.rawValue)[\(index)]",
                                                  reason: "unknown key \(TerminalText.quoted(name))"))
                    continue
                }
                if let button = action.button {
                    keyButtons.append((scancode, button))
                } else {
                    keyShell.append((scancode, shift, action))
                }
            }
        }
        for (action, names) in pad {
            for (index, name) in names.enumerated() {
                let button = SDL_GameControllerGetButtonFromString(name)
                let axis = SDL_GameControllerGetAxisFromString(name)
                if button == SDL_CONTROLLER_BUTTON_INVALID, let input = action.button,
                   axis == SDL_CONTROLLER_AXIS_TRIGGERLEFT || axis == SDL_CONTROLLER_AXIS_TRIGGERRIGHT {
                    padTriggers.append((axis, input))
                    continue
                }
                guard button != SDL_CONTROLLER_BUTTON_INVALID else {
                    unknownNames.append(FormatError(path: "gamepad.\(action.rawValue)[\(index)]",
                                                  reason: "unknown button \(TerminalText.quoted(name))"))
                    continue
                }
                if let input = action.button { padButtons.append((button, input)) } else { padShell[button] = action }
            }
        }
        unknownNames.sort { $0.description < $1.description }
    }

    /// The SDL name of the key or pad button `event` presses, for a new binding of `device`'s
    /// table: a key's scancode name ("K", "Return"), a button's name ("x"), a trigger pressed
    /// past half travel ("lefttrigger"). Nil for anything else, and for key repeats.
    public static func bindingName(of event: SDL_Event, for device: BindingDevice) -> String? {
        switch (SDL_EventType(event.type), device) {
        case (SDL_KEYDOWN, .keyboard):
            guard event.key.repeat == 0, let name = SDL_GetScancodeName(event.key.keysym.scancode) else { return nil }
            let text = String(cString: name)
            return text.isEmpty ? nil : text
        case (SDL_CONTROLLERBUTTONDOWN, .gamepad):
            guard let name = SDL_GameControllerGetStringForButton(SDL_GameControllerButton(rawValue: Int32(event.cbutton.button))) else { return nil }
            return String(cString: name)
        case (SDL_CONTROLLERAXISMOTION, .gamepad):
            let axis = SDL_GameControllerAxis(rawValue: Int32(event.caxis.axis))
            guard axis == SDL_CONTROLLER_AXIS_TRIGGERLEFT || axis == SDL_CONTROLLER_AXIS_TRIGGERRIGHT,
                  event.caxis.value > 16_384, let name = SDL_GameControllerGetStringForAxis(axis) else { return nil }
            return String(cString: name)
        default:
            return nil
        }
    }

    /// Feeds one SDL event. Returns a shell action when the event triggers one.
    public func handle(_ event: SDL_Event) -> ControlAction? {
        switch SDL_EventType(event.type) {
        case SDL_KEYDOWN:
            lastDevice = .keyboard
            if keyButtons.contains(where: { $0.scancode == event.key.keysym.scancode && $0.button.isDirection }) {
                pointer = nil
            }
            guard event.key.repeat == 0 else { return nil }
            // Alt+Enter is the desktop's other fullscreen toggle.
            if event.key.keysym.scancode == SDL_SCANCODE_RETURN, (UInt32(event.key.keysym.mod) & UInt32(KMOD_ALT.rawValue)) != 0 {
                return .fullscreen
            }
            let shift = (UInt32(event.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue)) != 0
            if let chord = keyShell.first(where: { $0.scancode == event.key.keysym.scancode && $0.shift && shift }) {
                return chord.action
            }
            let chord = (UInt32(event.key.keysym.mod) & UInt32(KMOD_CTRL.rawValue)) != 0
                && Self.clipboardKeys().contains(event.key.keysym.scancode)
            for binding in keyButtons where binding.scancode == event.key.keysym.scancode && !chord {
                latched.insert(binding.button)
            }
            if let page = Self.pageKeys[event.key.keysym.scancode] { latched.insert(page) }
            return keyShell.first { $0.scancode == event.key.keysym.scancode && !$0.shift }?.action
        case SDL_CONTROLLERBUTTONDOWN:
            lastDevice = .gamepad
            let button = SDL_GameControllerButton(rawValue: Int32(event.cbutton.button))
            for binding in padButtons where binding.button == button { latched.insert(binding.action) }
            return padShell[button]
        case SDL_CONTROLLERAXISMOTION:
            if abs(Int32(event.caxis.value)) > deadZone * 2 {
                pointer = nil
                lastDevice = .gamepad
            }
        case SDL_MOUSEWHEEL:
            // The wheel turns pages (and zooms a viewfinder) as Page Down / Page Up do: one tap
            // per notch, wheel down for the next page.
            if event.wheel.y < 0 { latched.insert(.zoomIn) } else if event.wheel.y > 0 { latched.insert(.zoomOut) }
        case SDL_MOUSEMOTION:
            pointer = Self.canvasPoint(x: event.motion.x, y: event.motion.y)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let down = SDL_EventType(event.type) == SDL_MOUSEBUTTONDOWN
            // A left click is a confirm that says it came from the pointer (`click`): screens then
            // act only on what is under it, never on the focused tile as Enter does.
            let button: InputButtons = event.button.button == UInt8(SDL_BUTTON_RIGHT) ? .alternate : [.confirm, .click]
            if down {
                lastDevice = .keyboard
                mouseButtons.insert(button)
                latched.insert(button)
            } else {
                mouseButtons.remove(button)
            }
            pointer = Self.canvasPoint(x: event.button.x, y: event.button.y)
        default:
            break
        }
        return nil
    }

    /// Page Down / Page Up always turn the home grid's pages, whatever the zoom keys are bound
    /// to: the keys every player tries first.
    static let pageKeys: [SDL_Scancode: InputButtons] = [SDL_SCANCODE_PAGEDOWN: .zoomIn, SDL_SCANCODE_PAGEUP: .zoomOut]

    /// The command for this tick from what is held now.
    public func command(controllers: [OpaquePointer]) -> InputCommand {
        var buttons = mouseButtons.union(latched)
        latched = []
        if let state = SDL_GetKeyboardState(nil) {
            let copyChord = (UInt32(SDL_GetModState().rawValue) & UInt32(KMOD_CTRL.rawValue)) != 0
            let chordKeys = copyChord ? Self.clipboardKeys() : []
            for binding in keyButtons where state[Int(binding.scancode.rawValue)] != 0 && !chordKeys.contains(binding.scancode) {
                buttons.insert(binding.button)
            }
        }
        var stickX: Int32 = 0
        var stickY: Int32 = 0
        for controller in controllers {
            for binding in padButtons where SDL_GameControllerGetButton(controller, binding.button) != 0 {
                buttons.insert(binding.action)
            }
            for binding in padTriggers where SDL_GameControllerGetAxis(controller, binding.axis) > 16_384 {
                buttons.insert(binding.action)
            }
            var x = Int32(SDL_GameControllerGetAxis(controller, SDL_CONTROLLER_AXIS_LEFTX))
            var y = Int32(SDL_GameControllerGetAxis(controller, SDL_CONTROLLER_AXIS_LEFTY))
            if tiltFromMotion, let tilt = Self.accelerometerTilt(controller) { (x, y) = tilt }
            if abs(x) > abs(stickX) { stickX = x }
            if abs(y) > abs(stickY) { stickY = y }
        }
        return InputCommand(buttons: buttons, stickX: quantize(stickX), stickY: quantize(stickY), pointer: pointer)
    }

    /// Ctrl+C went down (not a repeat): the desktop's copy key, a shell action
    /// (`SessionAction.copy`) whose text the level playing chooses.
    public static func isCopyKey(_ event: SDL_Event) -> Bool {
        SDL_EventType(event.type) == SDL_KEYDOWN && event.key.repeat == 0
            && (UInt32(event.key.keysym.mod) & UInt32(KMOD_CTRL.rawValue)) != 0
            && event.key.keysym.scancode == clipboardKeys()[0]
    }

    /// Where C and V are on the player's layout: under Ctrl they are the desktop's copy and paste
    /// (which the window levels read), not the game's C or V.
    private static func clipboardKeys() -> [SDL_Scancode] {
        [SDL_GetScancodeFromKey(Int32(SDLK_c.rawValue)), SDL_GetScancodeFromKey(Int32(SDLK_v.rawValue))]
    }

    /// The pad's tilt as stick values: gravity along the pad's X (roll) and Z (pitch) axes, full
    /// deflection at 30 degrees, with the seed's 0.15 rad dead band so a pad held roughly level
    /// rests. Nil when the pad has no accelerometer running.
    static func accelerometerTilt(_ controller: OpaquePointer) -> (Int32, Int32)? {
        guard SDL_GameControllerIsSensorEnabled(controller, SDL_SENSOR_ACCEL) == SDL_TRUE else { return nil }
        var data = [Float](repeating: 0, count: 3)
        guard SDL_GameControllerGetSensorData(controller, SDL_SENSOR_ACCEL, &data, 3) == 0 else { return nil }
        func axis(_ component: Float) -> Int32 {
            let angle = asin(Double(component / Float(SDL_STANDARD_GRAVITY)).clamped(to: -1...1))
            let beyond = max(0, abs(angle) - 0.15) / (Double.pi / 6 - 0.15)
            return Int32((beyond.clamped(to: 0...1) * 32767).rounded()) * (angle < 0 ? -1 : 1)
        }
        return (axis(data[0]), axis(-data[2]))
    }

    /// -32768...32767 to -127...127 with the dead zone removed and the rest rescaled.
    private func quantize(_ value: Int32) -> Int8 {
        let magnitude = abs(value)
        guard magnitude > deadZone else { return 0 }
        let scaled = (min(magnitude, 32767) - deadZone) * 127 / (32767 - deadZone)
        return Int8(value < 0 ? -scaled : scaled)
    }

    /// Mouse events arrive in canvas units already (the renderer has a logical size).
    private static func canvasPoint(x: Int32, y: Int32) -> InputCommand.Pointer {
        InputCommand.Pointer(x: Int16(x.clamped(to: 0...Int32(DrawList.canvasWidth) - 1)),
                             y: Int16(y.clamped(to: 0...Int32(DrawList.canvasHeight) - 1)))
    }
}

private extension InputButtons {
    var isDirection: Bool { !intersection([.up, .down, .left, .right]).isEmpty }
}
