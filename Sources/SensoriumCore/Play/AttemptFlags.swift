/// The flags the attempt being played earns, gathered as it is played and handed over when it
/// ends (`SavePolicy` keeps a flagged solve apart from the best times). What the input shows is
/// judged by the verifier's own rule (`RunFlags`: a fresh press of the hint on a level is
/// `hinted`; a command that carried the microphone's hearing on a level is `microphone`), so an
/// attempt played and the same attempt verified carry the same flags; assist mode's reduced
/// speed on any tick of it is `assist`; a webcam feeding a level that looks through it and
/// thresholds tuned on the debug overlay are added when it ends. Every flag raised here is the
/// run's too, and its speedrun driver is told.
struct AttemptFlags: Sendable {
    /// A webcam feeds the levels that look through a camera (`PlaySession.Setup.cameraInUse`).
    private let cameraInUse: Bool
    /// The verifier's rule over every command stepped, across attempts: a hint held from one
    /// attempt into the next is one press, made in the first.
    private var rule = RunFlags()
    private var hinted = false
    private var assisted = false
    private var heard = false

    init(cameraInUse: Bool) {
        self.cameraInUse = cameraInUse
    }

    /// A command about to be stepped; `onLevel`: a level is being played (the screen before the
    /// step), `assisted`: at assist mode's speed, by the player (not a playback). A flag raised
    /// is the run's too (`run`, nil outside a speedrun).
    mutating func observe(_ command: InputCommand, onLevel: Bool, assisted: Bool, run: inout SpeedrunDriver?) {
        if assisted, onLevel {
            self.assisted = true
            run?.flag(.assist)
        }
        if RunFlags.isHeard(command, onLevel: onLevel) {
            heard = true
            run?.flag(.microphone)
        }
        // Before the step: a run or an attempt that ends on this tick carries it.
        if rule.observe(command, onLevel: onLevel) {
            hinted = true
            run?.flag(.hinted)
        }
    }

    /// The attempt at `levelID` ended: its flags, with the webcam and the levels tuned so far
    /// (`tunedLevels`); the next attempt starts with none.
    mutating func end(levelID: String, catalog: LevelCatalog, tunedLevels: Set<String>) -> Set<ReplayFlag> {
        defer {
            hinted = false
            assisted = false
            heard = false
        }
        return SavePolicy.flags(levelID: levelID, catalog: catalog, cameraInUse: cameraInUse, tunedLevels: tunedLevels,
                                hinted: hinted, assisted: assisted, heard: heard)
    }
}
