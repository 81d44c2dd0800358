import FoundationEssentials

extension ChallengeKind {
    /// The window and the desktop are the puzzle: move and shape the window, fill the screen,
    /// flip the lock lights, look away, copy, or wait.
    public static let window = ChallengeKind(declaring: "window")
}

/// The window kind as `ChallengeKinds.all` lists it.
public struct WindowKind: ChallengeKindDescriptor {
    public init() {}

    public var kind: ChallengeKind { .window }

    public func parseRules(parameters: inout JSONObjectReader, goal: inout JSONObjectReader,
                           assets: inout LevelAssets) throws(FormatError) -> any ChallengeKindRules {
        try WindowRules(parameters: &parameters, goal: &goal)
    }

    /// The window, the focus, the lock lights, the clipboard and drops are what these levels read.
    public var readsDesktop: Bool { true }
    public var listens: Bool { false }

    /// These levels are played by leaving the window: the pause menu stays shut.
    public var pausesWhenFocusLost: Bool { false }
}

extension WindowRules: ChallengeKindRules {
    public static var kind: ChallengeKind { .window }

    public func makeChallenge(random: inout SeededRandom) -> any Challenge {
        WindowChallenge(rules: self)
    }
}

extension WindowChallenge: Challenge {
    public var isSolved: Bool { solved }

    public var progress: Double { goalProgress }

    public mutating func step(_ input: InputCommand, previous: InputCommand,
                              random: inout SeededRandom, events: inout [ChallengeEvent]) {
        step(input, previous: previous, events: &events)
    }

    public var windowRequest: WindowRequest? { request }

    /// Ctrl+C copies the next colour (`WindowCopyColours`), whatever the level's goal.
    public var copyRequest: WindowRequest? {
        WindowRequest(copy: WindowCopyColours.colour(after: desktop.clipboardDigest))
    }

    public func solverInput(previous: InputCommand) -> InputCommand {
        WindowSolver.next(self, previous: previous)
    }

    /// The sonic interface and the rumble, every tick (`WindowCues`).
    public func continuousCues(into cues: inout [FeedbackCue]) {
        WindowCues.append(for: self, into: &cues)
    }

    public func hash(into hasher: inout StateHasher) {
        func rect(_ r: DesktopObservation.Rect) {
            hasher.combine(Int(r.x)); hasher.combine(Int(r.y)); hasher.combine(Int(r.width)); hasher.combine(Int(r.height))
        }
        func observation(_ o: DesktopObservation) {
            rect(o.window); rect(o.display)
            for flag in [o.positionKnown, o.focused, o.fullscreen, o.capsLock, o.numLock] { hasher.combine(flag) }
            hasher.combine(UInt64(o.clipboardDigest))
            // Drops enter the hash only once there were any, so every run without one (every
            // shipped solution) hashes as before the count existed.
            if o.drops != 0 { hasher.combine(UInt64(o.drops)) }
        }
        observation(desktop)
        hasher.combine(start != nil)
        if let start { observation(start) }
        hasher.combine(Int(panX)); hasher.combine(Int(panY))
        hasher.combine(request != nil)
        if let request {
            for value in [request.moveX, request.moveY, request.growWidth, request.growHeight] { hasher.combine(Int(value)) }
            hasher.combine(request.toggleFullscreen)
        }
        for value in [tick, heldTicks, awayTicks, stillTicks, lastCall] { hasher.combine(value) }
        hasher.combine(armed)
        hasher.combine(UInt64(lastDigest ?? 0)); hasher.combine(lastDigest != nil)
        if let lastDrops, lastDrops != 0 { hasher.combine(UInt64(lastDrops)) }
        hasher.combine(solved)
    }
}
