import CSDL2
import Glibc
import SensoriumCore

/// What the game tells a program waiting on it (the test suite): one line per event, appended to
/// the file `SENSORIUM_READINESS_FILE` names. A test waits for the line it needs instead of a
/// fixed time, which is too short on a busy machine and too long on a quiet one. Unset, nothing
/// is looked at and nothing written. The lines (docs/testing.md):
///
///     first-frame window=<X11 window id, or none off X11>
///     focus                    the window has the keyboard focus (again)
///     menu-open / menu-closed  a menu opened over the game (which then stands still) / closed
///     level-open <id>          a level is open and has stepped
///     level-won <id>           it is solved
///     run-started              a speedrun's timer started
///     keys <n>                 key presses the game has read so far
///     second <n>               whole seconds of ticks the open level has run
///     replay-written <path>    a replay is complete on disk
///     microphone-open / microphone-closed   opened for a listening level / closed as it was left
public final class ReadinessSignal: @unchecked Sendable {
    /// The process's one signal, nil unless the environment names a file. Used from the main
    /// thread only: the frame loop, and the storage it hands its saves to.
    public static let shared: ReadinessSignal? = getenv("SENSORIUM_READINESS_FILE").flatMap {
        ReadinessSignal(path: String(cString: $0))
    }

    private let descriptor: Int32
    private var framesSeen = 0
    private var focused = false
    private var menuOpen = false
    private var openLevel: String?
    private var wonLevel: String?
    private var seconds = 0
    private var keysTold = 0
    /// Key presses SDL queued (its event watch), each read by the frame's poll that drains the queue.
    private var keyPresses = 0

    private init?(path: String) {
        descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
    }

    /// One line, written at once (a waiting test reads it as it lands).
    public func tell(_ line: String) {
        UnbufferedOutput.write(line + "\n", to: descriptor)
    }

    /// Once a frame, after it is presented: what changed since the last frame, and what the
    /// frame's ticks asked for (a solve and a run's start can come and go within one frame).
    public func observe(_ session: PlaySession, outputs: [TickOutput], window: GameWindow) {
        if framesSeen == 0 {
            tell("first-frame window=\(X11WindowID.of(window.window).map { String($0) } ?? "none")")
            SDL_AddEventWatch(Self.countKeyPresses, Unmanaged.passUnretained(self).toOpaque())
        }
        framesSeen += 1
        let hasFocus = SDL_GetWindowFlags(window.window) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0
        if hasFocus, !focused { tell("focus") }
        focused = hasFocus
        if session.isPaused != menuOpen {
            menuOpen = session.isPaused
            tell(menuOpen ? "menu-open" : "menu-closed")
        }
        if keyPresses != keysTold {
            keysTold = keyPresses
            tell("keys \(keyPresses)")
        }
        for output in outputs {
            for notice in output.runNotices { if case .started = notice { tell("run-started") } }
            for case .progress(let change, _) in output.saves {
                switch change {
                case .solved(let id, _), .unverifiedSolve(let id, _): won(id)
                default: break
                }
            }
        }
        // Open once it has stepped: a key pressed before its first tick (the first frame runs
        // none) reaches a level that has not observed anything yet.
        let level = session.game.session.flatMap { $0.ticks > 0 ? $0 : nil }
        if level?.level.id != openLevel {
            openLevel = level?.level.id
            wonLevel = nil
            seconds = 0
            if let openLevel { tell("level-open \(openLevel)") }
        }
        guard let level else { return }
        if level.isSolved { won(level.level.id) }
        while (seconds + 1) * TickClock.rate <= level.ticks {
            seconds += 1
            tell("second \(seconds)")
        }
    }

    private func won(_ id: String) {
        guard wonLevel != id else { return }
        wonLevel = id
        tell("level-won \(id)")
    }

    /// SDL's event watch: a key pressed (not the key's repeat), counted as SDL queues it.
    private static let countKeyPresses: SDL_EventFilter = { userdata, event in
        guard let userdata, let event, event.pointee.type == SDL_KEYDOWN.rawValue, event.pointee.key.`repeat` == 0 else { return 1 }
        Unmanaged<ReadinessSignal>.fromOpaque(userdata).takeUnretainedValue().keyPresses += 1
        return 1
    }
}
