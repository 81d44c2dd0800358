import Synchronization

/// A run's levels re-simulated side by side, from where its header says each one starts.
///
/// Each level of a run plays in a fresh `LevelSession` made from its own file (`Game.enter`);
/// what it takes from the level before is only the buttons held on that level's solving tick,
/// which do nothing until released. So once the tick where each level starts is known, the
/// levels re-simulate apart. The header's `results` claim every solve tick: each level is played
/// from the previous claim and must solve exactly on its own. When every claim holds, the
/// verification is the one the sequential verifier makes, bit for bit (same solves, same final
/// state hash, same trailing input); on any other outcome this answers nil and the sequential
/// verifier decides, so the verdict never depends on which way it was reached.
///
/// Memory stays bounded: the commands are never all decoded; each level keeps a copy of the
/// stream's iterator at its first tick (a position in the shared, run-length body).
enum RunSegments {
    /// One level of the run: its commands are `start..<end` of the replay.
    struct Segment: Sendable {
        var levelID: String
        var start: Int
        var end: Int
        var commands: ReplayStream.Commands
        /// The buttons of the previous level's solving tick, held as this level opens.
        var held: InputButtons
    }

    /// How a level's re-simulation went.
    struct Played: Sendable {
        enum Ending: Sendable, Equatable {
            /// Solved on the claimed tick, and not before.
            case solvedAsClaimed
            /// Solved at another tick, not solved by its claim, or left: the claims are wrong.
            case differs
            /// Stopped after `ticks` of its own: the time limit was spent, or another level differed.
            case stopped(ticks: Int)
        }
        var ending: Ending
        var hinted: Bool
        var stateHash: UInt64
    }

    /// The verification of a run of several levels whose header claims every solve, or nil when
    /// it must be verified sequentially (fewer claims, one level, or a claim that does not hold).
    /// - Parameter checked: the verification so far, with the problems found before any tick.
    static func verify(_ stream: ReplayStream, levels: [Level], checked: ReplayVerifier.Verification,
                       catalog: LevelCatalog, timeLimit: Duration?) -> ReplayVerifier.Verification? {
        guard levels.count > 1, let results = stream.header.results, results.count == levels.count,
              let segments = segments(stream, claims: results.map(\.solvedAtTick)) else { return nil }
        let signal = StopSignal()
        let clock = ContinuousClock()
        let deadline = timeLimit.map { clock.now + $0 }
        // Costliest first, so no worker starts a photograph level when the others are done (a
        // tick of a level with a picture costs several of any other's); the answers keep the
        // run's order.
        let order = segments.indices.sorted { cost(segments[$0], levels[$0]) > cost(segments[$1], levels[$1]) }
        let playedInOrder = SideBySide.map(order.count) { turn in
            play(segments[order[turn]], catalog: catalog, signal: signal, clock: clock, deadline: deadline)
        }
        var played = playedInOrder
        for (turn, index) in order.enumerated() { played[index] = playedInOrder[turn] }
        if played.contains(where: { $0.ending == .differs }) { return nil }
        var verification = checked
        if played.contains(where: { $0.hinted }) { verification.flags.insert(.hinted) }
        let done = played.prefix { $0.ending == .solvedAsClaimed }.count
        verification.outcomes = levels.indices.map {
            ReplayVerifier.LevelOutcome(levelID: levels[$0].id, solvedAtTick: $0 < done ? segments[$0].end : nil)
        }
        guard done == segments.count else {
            // The time limit was spent: refused as the sequential verifier refuses, at the first
            // tick not yet proven.
            guard let timeLimit, signal.timedOut else { return nil }
            var reached = segments[done].start
            if case .stopped(let ticks) = played[done].ending { reached += ticks }
            verification.stoppedByTimeLimit = true
            verification.ticks = reached
            verification.finalStateHash = played[done].stateHash
            verification.problems.append("re-simulation took longer than \(timeLimit) and was stopped at tick \(reached) of \(stream.tickCount)")
            return verification
        }
        verification.ticks = segments[segments.count - 1].end
        verification.finalStateHash = played[played.count - 1].stateHash
        verification.trailingTicks = stream.tickCount - verification.ticks
        return verification
    }

    /// A segment's expected cost in ticks of a level without a picture (a photograph level's
    /// camera makes each of its ticks about ten times dearer, measured on the shipped run).
    static func cost(_ segment: Segment, _ level: Level) -> Int {
        (segment.end - segment.start) * (level.pictureCosts.isEmpty ? 1 : 10)
    }

    /// Where each level starts, found in one pass over the body that skips whole runs.
    static func segments(_ stream: ReplayStream, claims: [Int]) -> [Segment]? {
        var commands = stream.commands()
        var segments: [Segment] = []
        var start = 0
        var held: InputButtons = []
        for (index, claim) in claims.enumerated() {
            guard claim > start, claim <= stream.tickCount else { return nil }
            segments.append(Segment(levelID: stream.header.levelIDs[index], start: start, end: claim, commands: commands, held: held))
            commands.skip(claim - 1 - start)
            guard let solving = commands.next() else { return nil }
            held = solving.buttons
            start = claim
        }
        return segments
    }

    /// One level played alone as a one-level run, as `Game.step` plays it inside the whole run.
    static func play(_ segment: Segment, catalog: LevelCatalog, signal: StopSignal,
                     clock: ContinuousClock, deadline: ContinuousClock.Instant?) -> Played {
        var game = Game(catalog: catalog, solved: [])
        game.keepsInputs = false
        var events: [Game.Event] = []
        game.startRun(levelIDs: [segment.levelID], held: segment.held, events: &events)
        var commands = segment.commands
        // The buttons of the previous level's solving tick are still down, as in the whole run.
        var flags = RunFlags(held: segment.held)
        let length = segment.end - segment.start
        var tick = 0
        func played(_ ending: Played.Ending) -> Played {
            if ending == .differs { signal.stop(timedOut: false) }
            return Played(ending: ending, hinted: flags.flags.contains(.hinted), stateHash: game.session?.stateHash ?? 0)
        }
        while tick < length {
            guard game.run != nil, let command = commands.next() else { return played(.differs) }
            events.removeAll(keepingCapacity: true)
            let onLevel = game.isPlayingLevel
            game.step(command, events: &events)
            tick += 1
            flags.observe(command, onLevel: onLevel)
            for case .finished(let attempt) in events where attempt.solvedInTicks != nil {
                return played(tick == length ? .solvedAsClaimed : .differs)
            }
            // As in the sequential verifier, the clock is read every 64 ticks.
            if tick % 64 == 0 {
                if signal.isStopped { return played(.stopped(ticks: tick)) }
                if let deadline, clock.now > deadline {
                    signal.stop(timedOut: true)
                    return played(.stopped(ticks: tick))
                }
            }
        }
        return played(.differs)
    }

    /// Tells every level to stop: one differed (the sequential verifier takes over) or the
    /// time limit was spent.
    final class StopSignal: Sendable {
        private let stopped = Atomic<Bool>(false)
        private let spent = Atomic<Bool>(false)

        var isStopped: Bool { stopped.load(ordering: .relaxed) }
        var timedOut: Bool { spent.load(ordering: .relaxed) }

        func stop(timedOut: Bool) {
            if timedOut { spent.store(true, ordering: .relaxed) }
            stopped.store(true, ordering: .relaxed)
        }
    }
}
