import Foundation
import SensoriumCore
import SensoriumSDL

/// `sensorium play`: the game in a window, with the player's settings and progress.
enum PlayCommand {
    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: ["--level", "--record", "--replay", "--seconds", "--run", "--livesplit",
                                                            "--camera"],
                                      flagOptions: ["--fullscreen", "--windowed", "--first-frame", "--audio-stats", "--speech"])
        let locations = FileLocations.resolve()
        let catalog = locations.loadCatalog()
        for problem in catalog.problems { printError(problem.description) }

        let (settings, settingsProblems) = Settings.load(from: locations.settingsFile)
        for problem in settingsProblems { printError(problem) }
        var store = ProgressStore.load(from: locations.progressFile)
        if let message = store.message { printError(message) }

        // Asked in the background while SDL starts, so the desktop's answer costs no start-up time.
        let desktopAnimations = settings.reducedMotion == nil ? DesktopAnimations.ask() : nil
        var options = PlayOptions()
        options.levelID = arguments.value("--level")
        options.fullscreen = arguments.flag("--fullscreen") || (settings.fullscreen && !arguments.flag("--windowed"))
        options.vsync = settings.vsync
        options.keyBindings = settings.keyboard
        options.padBindings = settings.gamepad
        options.tiltFromMotion = settings.tiltInput == .motion
        options.solved = Set(store.progress.levels.filter { $0.value.isSolved }.map(\.key))
        options.maxSeconds = try arguments.double("--seconds")
        options.exitAfterFirstFrame = arguments.flag("--first-frame")
        options.screenshotDirectory = locations.screenshotsDirectory
        options.soundsDirectory = locations.resourcesDirectory + "/sounds"
        options.effectsGain = settings.effectiveEffectsGain
        options.soundscapeGain = settings.effectiveSoundscapeGain
        options.reportAudioStatistics = arguments.flag("--audio-stats")
        options.hapticDirectories = [locations.resourcesDirectory + "/haptics", locations.userHapticsDirectory]
        options.rumbleSettings.enabled = settings.rumbleEnabled
        options.rumbleSettings.strength = settings.rumbleStrength

        if let path = arguments.value("--replay") {
            let replay = try Replay.read(from: path)
            let verification = ReplayVerifier.verify(replay, catalog: catalog)
            for problem in verification.problems { printError("\(path): \(problem)") }
            options.replayInputs = replay.inputs
            if replay.header.levelIDs.count == 1 {
                options.levelID = replay.header.levelIDs[0]
            } else {
                // A run plays back as a run, splits and HUD included; nothing is saved.
                options.speedrun = SpeedrunDriver(definition: CategoryDefinition(category: replay.header.category,
                                                                                 levelIDs: replay.header.levelIDs),
                                                  records: SpeedrunRecords())
            }
        }

        if let category = arguments.value("--run"), options.replayInputs == nil {
            let definition = try CategoryDefinition(id: category, catalog: catalog)
            options.speedrun = SpeedrunDriver(definition: definition, records: store.progress.speedrunRecords)
            let runsDirectory = locations.replaysDirectory + "/runs"
            // Every attempt is kept; the personal best names its file.
            options.onRunNotice = { notice, session in
                if case .ended(let replay, _, let file) = notice { write(replay, to: runsDirectory + "/" + file) }
                save(&store) { $0.speedrunRecords.store(session.record) }
            }
        }
        options.levelsDirectory = locations.levelsDirectory
        if settings.speech || arguments.flag("--speech") { options.speech = SpeechOutput() }
        if let device = arguments.value("--camera") {
            do {
                options.webcam = try WebcamCapture(device: device)
            } catch {
                printError("\(error)")
                return 2
            }
        }
        if let address = arguments.value("--livesplit") {
            options.liveSplit = try LiveSplitClient(address: address)
            options.liveSplit?.onStatusChange = { status in printError("LiveSplit: \(status)") }
        }

        let recordPath = arguments.value("--record")
        let isPlayback = options.replayInputs != nil
        options.onEvents = { events in
            if isPlayback { return }
            for case .entered(let id) in events {
                save(&store) { $0.recordAttempt(levelID: id) }
            }
        }
        options.onAttempt = { attempt, flags in
            if isPlayback { return }
            let id = attempt.level.id
            let results = attempt.solvedInTicks.map { [ReplayLevelResult(levelID: id, solvedAtTick: $0)] }
            var header = ReplayVerifier.header(for: [attempt.level], category: .level(id), results: results)
            header.flags = flags
            let replay = Replay(header: header, inputs: attempt.inputs)
            write(replay, to: recordPath)
            write(replay, to: locations.replaysDirectory + "/\(id)-last.replay")
            guard let ticks = attempt.solvedInTicks else { return }
            // An unverifiable attempt (webcam, tuned thresholds) solves the level but sets no time.
            var isBest = false
            save(&store) { progress in
                if flags.isEmpty {
                    isBest = progress.record(levelID: id, solvedInTicks: ticks)
                } else {
                    progress.recordUnverifiedSolve(levelID: id)
                }
            }
            if isBest { write(replay, to: locations.replaysDirectory + "/\(id)-best.replay") }
        }

        do {
            try SDLSession.start()
        } catch {
            printError("\(error)")
            return 2
        }
        defer { SDLSession.stop() }
        options.style = DrawStyle(reducedMotion: settings.resolvedReducedMotion(
            desktopAnimationsEnabled: desktopAnimations?.answer()))
        let app = try GameApp(catalog: catalog, options: options)
        return app.run()
    }

    /// Applies `change` to the progress file (see `ProgressStore.update`); a failure is told on
    /// stderr and the game goes on.
    private static func save(_ store: inout ProgressStore, _ change: (inout SensoriumCore.Progress) -> Void) {
        do { try store.update { change(&$0) } } catch { printError("progress not saved: \(error)") }
    }

    private static func write(_ replay: Replay, to path: String?) {
        guard let path else { return }
        do {
            try AtomicFile.createDirectory((path as NSString).deletingLastPathComponent)
            try replay.write(to: path)
        } catch {
            printError("replay not saved: \(error)")
        }
    }
}
