/// The rule that starts a run: its first input, not a menu. A tick "has input" when a button is
/// held, the stick is off centre, or the mouse moved (the pointer differs from the previous
/// tick's, both present). A pointer resting in the window, or appearing, is not input.
///
/// The game loop uses `isInput` live to know the tick to pass to `SpeedrunSession.start`; the
/// verifier uses `firstInputIndex` to turn a replay's `solvedAtTick` values into in-game splits.
public enum RunStart {
    /// Whether `command` would start a run, given the previous tick's command.
    public static func isInput(_ command: InputCommand, previous: InputCommand) -> Bool {
        if !command.buttons.isEmpty || command.stickX != 0 || command.stickY != 0 { return true }
        if let pointer = command.pointer, pointer != previous.pointer, previous.pointer != nil { return true }
        return false
    }

    /// The index of the first command with input (the previous command of index 0 is idle), or
    /// nil when the player never touched anything.
    public static func firstInputIndex(in inputs: [InputCommand]) -> Int? {
        var previous = InputCommand.idle
        for (index, command) in inputs.enumerated() {
            if isInput(command, previous: previous) { return index }
            previous = command
        }
        return nil
    }

    /// In-game splits of a replay: each `solvedAtTick` (commands simulated until the solve)
    /// minus the idle commands before the first input. Nil when there is no input at all.
    ///
    /// ```swift
    /// // 30 idle ticks, then input; solved after 120 and 300 commands:
    /// RunStart.splits(solvedAtTicks: [120, 300], inputs: replay.inputs)   // [90, 270]
    /// ```
    public static func splits(solvedAtTicks: [Int], inputs: [InputCommand]) -> [Int]? {
        guard let first = firstInputIndex(in: inputs) else { return nil }
        return solvedAtTicks.map { $0 - first }
    }
}
