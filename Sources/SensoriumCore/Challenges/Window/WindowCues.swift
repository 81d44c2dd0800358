/// The window kind's sonic interface, every tick, so each level is played by ear: the viewfinder
/// is a guide panned toward the mark (left/right) with a high or low pair above or below; the
/// shape's hum pans toward the key that fits the picture (left Z: taller, right C: wider); the
/// locks' hum pans to the wrong light (Caps left, Num right); fullscreen's hum plays while
/// windowed; look away and patience hum louder as the level grows. Far from the viewfinder's mark
/// or the shape's proportions a low beating drone (window-far) sounds, fading as the goal nears.
/// The rumble firms up as the goal nears and while it holds: the pull, or shape's stretch and
/// patience's candle (their own).
enum WindowCues {
    static let near = "window-near"
    static let high = "window-high"
    static let low = "window-low"
    static let hum = "window-hum"
    static let caps = "window-caps"
    static let num = "window-num"
    static let rumble = "window-pull"
    static let far = "window-far"

    static func append(for challenge: WindowChallenge, into cues: inout [FeedbackCue]) {
        guard !challenge.isSolved else { return }
        let rules = challenge.rules
        let closeness = challenge.nearness
        switch rules.goal {
        case .viewfinder:
            let offset = challenge.markOffset
            let dead = rules.markRadius / 2
            cues.append(.layer(id: far, sound: .windowFar, haptic: nil, level: 0.6 * (1 - closeness), pan: 0))
            let pan = abs(offset.x) <= dead ? 0 : (offset.x / 600).clamped(to: -1...1)
            cues.append(.layer(id: near, sound: .windowNear, haptic: nil, level: 0.2 + 0.7 * closeness, pan: pan))
            let vertical = abs(offset.y) <= dead ? 0 : min(1, 0.3 + abs(offset.y) / 600)
            cues.append(.layer(id: high, sound: .windowHigh, haptic: nil, level: offset.y < 0 ? vertical : 0, pan: 0))
            cues.append(.layer(id: low, sound: .windowLow, haptic: nil, level: offset.y > 0 ? vertical : 0, pan: 0))
        case .shape:
            let error = challenge.shapeError
            cues.append(.layer(id: far, sound: .windowFar, haptic: nil, level: 0.6 * (1 - closeness), pan: 0))
            cues.append(.layer(id: hum, sound: .windowHum, haptic: nil, level: 0.2 + 0.7 * closeness,
                               pan: error == 0 ? 0 : (error < 0 ? -1 : 1)))
        case .locks:
            let wrong = challenge.wrongLights
            cues.append(.layer(id: caps, sound: .windowHum, haptic: nil, level: wrong.caps ? 0.7 : 0, pan: -0.8))
            cues.append(.layer(id: num, sound: .windowHum, haptic: nil, level: wrong.num ? 0.7 : 0, pan: 0.8))
        case .fullscreen:
            cues.append(.layer(id: hum, sound: .windowHum, haptic: nil, level: challenge.desktop.fullscreen ? 0.15 : 0.6, pan: 0))
        case .lookAway, .patience:
            cues.append(.layer(id: hum, sound: .windowHum, haptic: nil, level: 0.1 + 0.8 * closeness, pan: 0))
        case .clipboard:
            break
        }
        let level = challenge.heldTicks > 0 ? 1 : 0.6 * closeness * closeness
        let pattern: CueName = switch rules.goal {
        case .shape: .windowStretch
        case .patience: .windowCandle
        default: .windowPull
        }
        cues.append(.layer(id: rumble, sound: nil, haptic: pattern, level: level, pan: 0))
    }
}
