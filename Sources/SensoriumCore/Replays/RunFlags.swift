/// The flags a run or an attempt earns by what happens in it, by one rule that play
/// (`PlaySession`) and verify (`ReplayVerifier`, `RunSegments`) both follow, so the same inputs
/// are judged the same wherever they are judged.
///
/// - `hinted`: a fresh press of the hint button (`InputButtons.hint`: down this tick, up the
///   tick before) on a command stepped while a level was being played. A hint held through a
///   level's celebration and across a level change is one press, made where it was made: on the
///   celebration it asks for nothing (and the next level's screen swallows it while held).
/// - `microphone`: a command stepped while a level was being played carried what the
///   microphone heard (`isHeard`).
/// - `assist`, `toolAssisted`, `debugTweaks` (tuned on the debug overlay), `webcamInput` (a
///   camera fed a level that looks through it): what the input cannot show; play inserts them as
///   they happen and writes them into the replay's header, and verify starts from that header.
///
/// ```swift
/// var flags = RunFlags(flags: replay.header.flags)
/// for command in replay.inputs {
///     let onLevel = game.isOnLevel
///     game.step(command, events: &events)
///     flags.observe(command, onLevel: onLevel)
/// }
/// ```
public struct RunFlags: Equatable, Sendable {
    public private(set) var flags: Set<ReplayFlag>
    private var previous: InputCommand

    /// - Parameters:
    ///   - flags: flags already known (a replay's header).
    ///   - held: buttons already down before the first command (a level of a run re-simulated
    ///     apart starts with the buttons of the previous level's solving tick).
    public init(flags: Set<ReplayFlag> = [], held: InputButtons = []) {
        self.flags = flags
        previous = InputCommand(buttons: held)
    }

    /// One stepped command; `onLevel` says whether a level was being played when it came (the
    /// screen before the step). Returns whether the hint was asked for.
    @discardableResult
    public mutating func observe(_ command: InputCommand, onLevel: Bool) -> Bool {
        defer { previous = command }
        if Self.isHeard(command, onLevel: onLevel) { flags.insert(.microphone) }
        guard onLevel, command.pressed(since: previous).contains(.hint) else { return false }
        flags.insert(.hinted)
        return true
    }

    /// The microphone fed a level on this command.
    public static func isHeard(_ command: InputCommand, onLevel: Bool) -> Bool {
        onLevel && command.hearing != nil
    }

    public mutating func insert(_ flag: ReplayFlag) {
        flags.insert(flag)
    }

    public var isEmpty: Bool { flags.isEmpty }
}

extension Game {
    /// A level is being played (not the home grid, not a celebration).
    public var isPlayingLevel: Bool {
        if case .level = screen { return true }
        return false
    }
}
