/// One change the player made on the settings screen. It is a value, not a whole `Settings`, so
/// the save applies exactly this change to the file as it is on disk *now* (`Settings.update`,
/// under the lock): a second game window's changes, or a hand edit made meanwhile, are kept.
public enum SettingsChange: Equatable, Sendable {
    /// 0.0 (silent) ... 1.0 (full); clamped like the settings themselves.
    case masterVolume(Double)
    case effectsVolume(Double)
    case soundscapeVolume(Double)
    case rumbleEnabled(Bool)
    /// 0.0 (none) ... 1.0 (as designed).
    case rumbleStrength(Double)
    case visualRumble(Bool)
    /// true: reduced, false: full motion, nil: follow the desktop.
    case reducedMotion(Bool?)
    /// Spoken announcements and their captions.
    case speech(Bool)
    case fullscreen(Bool)
    case vsync(Bool)
    /// The personal best's ghost in a run, on or off.
    case raceGhost(Bool)
    /// Its opacity, 0.0 ... 1.0.
    case ghostOpacity(Double)
    /// Assist mode's game speed.
    case gameSpeed(GameSpeed)
    /// An action's whole list of key names (SDL spelling), as the settings file holds it.
    case keyboard(ControlAction, [String])
    /// An action's whole list of gamepad button names.
    case gamepad(ControlAction, [String])
    /// Every setting back to its default.
    case resetToDefaults

    public func apply(to settings: inout Settings) {
        switch self {
        case .masterVolume(let value): settings.masterVolume = value
        case .effectsVolume(let value): settings.effectsVolume = value
        case .soundscapeVolume(let value): settings.soundscapeVolume = value
        case .rumbleEnabled(let on): settings.rumbleEnabled = on
        case .rumbleStrength(let value): settings.rumbleStrength = value
        case .visualRumble(let on): settings.visualRumble = on
        case .reducedMotion(let value): settings.reducedMotion = value
        case .speech(let on): settings.speech = on
        case .fullscreen(let on): settings.fullscreen = on
        case .vsync(let on): settings.vsync = on
        case .raceGhost(let on): settings.raceGhost = on
        case .ghostOpacity(let value): settings.ghostOpacity = value
        case .gameSpeed(let speed): settings.gameSpeed = speed
        case .keyboard(let action, let names): settings.keyboard[action] = names
        case .gamepad(let action, let names): settings.gamepad[action] = names
        case .resetToDefaults: settings = Settings()
        }
    }
}
