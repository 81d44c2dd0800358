import FoundationEssentials
import Glibc
import SensoriumCore
import SensoriumSDL

/// `sensorium play`: the game in a window, with the player's settings and progress.
enum PlayCommand {
    static func run(_ words: [String]) throws -> Int32 {
        let arguments = try Arguments(words, valueOptions: ["--level", "--record", "--replay", "--seconds", "--run", "--livesplit",
                                                            "--camera", "--from", "--livesplit-one", "--playback-speed"],
                                      flagOptions: ["--fullscreen", "--windowed", "--first-frame", "--audio-stats", "--speech",
                                                    "--input-display", "--frame-stats", "--no-microphone"])
        // Every number checked, and the record's path, before anything starts.
        let playbackSpeed = try arguments.number(.playbackSpeed)
        let seconds = try arguments.number(.playSeconds)
        let liveSplitOnePort = try arguments.number(.liveSplitOnePort)
        let record = try OutputFile.named(by: "--record", in: arguments)
        let locations = FileLocations.resolve()
        let catalog = try locations.loadCatalog()
        for problem in catalog.problems { printError(problem.description) }
        let (settings, settingsProblems) = Settings.load(from: locations.settingsFile)
        for problem in settingsProblems { printError(problem) }
        let store = ProgressStore.load(from: locations.progressFile)
        if let message = store.message { printError(message) }
        // Asked in the background while SDL starts, so the desktop's answer costs no start-up time.
        let desktopAnimations = settings.reducedMotion == nil ? DesktopAnimations.ask() : nil

        var setup = PlaySession.Setup()
        var devices = GamePlatform.Devices()
        // The session asks for no save during playback; the storage only carries out what it asks.
        devices.storage = PlayerFiles(locations: locations, store: store, recordPath: record?.path)
        if let path = arguments.value("--replay") {
            let replay = try Replay.read(from: path)
            for problem in ReplayVerifier.verify(replay, catalog: catalog).problems { printError("\(path): \(problem)") }
            setup = .playback(of: replay)
            if let speed = playbackSpeed { setup.playbackSpeed = Double(speed) }
        } else if let category = arguments.value("--run") {
            let definition = try CategoryDefinition(id: category, catalog: catalog)
            if let from = arguments.value("--from") {
                setup.speedrun = SpeedrunDriver(practice: try PracticeRoute(definition, from: from, records: store.progress.speedrunRecords))
            } else {
                setup.speedrun = SpeedrunDriver(definition: definition, records: store.progress.speedrunRecords)
                // The personal best's own replay races beside the run, when it is still there.
                if let file = store.progress.speedrunRecords.record(for: definition).personalBest?.replayFile {
                    setup.raceReplay = try? Replay.read(from: locations.replaysDirectory + "/runs/" + file)
                }
            }
        }
        if arguments.value("--playback-speed") != nil, setup.replayInputs == nil {
            throw Refusal("--playback-speed plays a replay faster: it needs --replay FILE")
        }
        if arguments.value("--from") != nil, setup.speedrun?.session.isPractice != true {
            throw Refusal("--from practises part of a run: it needs --run CATEGORY")
        }
        setup.inputDisplay = arguments.flag("--input-display")
        setup.levelID = setup.levelID ?? arguments.value("--level")
        if let id = setup.levelID, catalog.level(id: id) == nil {
            throw Refusal("no valid level has id \"\(id)\"")
        }
        setup.take(store.progress)
        setup.captions = settings.speech || arguments.flag("--speech")
        setup.settings = settings
        setup.solutions = SolutionShelf.load(folder: locations.solutionsDirectory, levelIDs: catalog.levels.map(\.id))
        devices.startSpeech = { SpeechOutput() }
        devices.speechOverride = arguments.flag("--speech")
        devices.microphoneRefused = arguments.flag("--no-microphone")
        devices.fullscreenOverride = arguments.flag("--fullscreen") ? true : arguments.flag("--windowed") ? false : nil
        if let device = arguments.value("--camera") {
            do {
                devices.camera = try WebcamCapture(device: device)
                setup.cameraInUse = true
            } catch {
                printError("\(error)")
                return 2
            }
        }
        let timers = RunTimers()
        if let address = arguments.value("--livesplit") {
            timers.liveSplit = try LiveSplitClient(address: address)
            timers.liveSplit?.onStatusChange = { status in printError("LiveSplit: \(status)") }
        }
        devices.screenshotDirectory = locations.screenshotsDirectory
        // Gains and rumble come from the settings the platform applies once it starts the device.
        devices.startFeedback = { gamepads in
            FeedbackOutput(soundsDirectory: locations.resourcesDirectory + "/sounds",
                           hapticDirectories: [locations.resourcesDirectory + "/haptics", locations.userHapticsDirectory],
                           rumbleSettings: RumbleSettings(), effectsGain: 1, gamepads: gamepads)
        }

        do {
            try SDLSession.start()
        } catch {
            printError("\(error)")
            return 2
        }
        defer { SDLSession.stop() }
        // The renderer is made with vsync; fullscreen, bindings, motion and speech are the
        // platform's, from the settings it applies (as it does on every change).
        let window = try GameWindow(fullscreen: false, vsync: settings.vsync)
        devices.desktopAnimationsEnabled = desktopAnimations?.answer()
        let input = InputMapper(keys: [:], pad: [:])
        // Key names SDL does not know are reported with the file they came from.
        input.settingsFile = locations.settingsFile
        let platform = GamePlatform(window: window, input: input, style: DrawStyle(), devices: devices)
        platform.apply(settings)
        var session = PlaySession(catalog: catalog, setup: setup)
        var loop = GameLoop()
        loop.levelWatcher = LevelWatcher(locations: locations, catalog: catalog)
        loop.meter.maxSeconds = seconds
        loop.meter.exitAfterFirstFrame = arguments.flag("--first-frame")
        loop.meter.collectsFrameTimes = arguments.flag("--frame-stats")
        timers.stateMemory = RunStateMemory()
        if let port = liveSplitOnePort {
            do {
                timers.liveSplitOne = try LiveSplitOneServer(port: UInt16(port))
            } catch {
                printError("\(error)")
                return 2
            }
            timers.liveSplitOne?.onStatusChange = { status in printError(status) }
        }
        timers.ticked(session)
        loop.timers = timers
        loop.run(&session, on: platform)
        if arguments.flag("--frame-stats") {
            // The longest a frame kept the player waiting: the tests of hostile desktops bound it.
            let worst = loop.meter.workPerFrame.max() ?? 0
            print("frames count=\(loop.meter.frames) worst_ms=\(String(worst * 1000, decimals: 1))")
        }
        if arguments.flag("--audio-stats") {
            let worst = (platform.feedback as? FeedbackOutput)?.worstAudioCallbackSeconds ?? 0
            print("audio worst_callback_ms=\(String(worst * 1000, decimals: 3))")
        }
        // Quitting waits for nothing the player needs: every save was written as its tick asked,
        // motors and pads are stopped and closed. The audio device and the window are left for
        // the exit to release: closing SDL_mixer's device and `SDL_Quit` took 54 ms and 13 ms.
        (platform.feedback as? FeedbackOutput)?.audio?.leaveOpenForExit()
        platform.close()
        timers.close()
        exit(0)
    }
}
