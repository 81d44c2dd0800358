import FoundationEssentials
import Glibc
import SensoriumCore
import SensoriumSDL

/// One entry per subcommand: its name, one line of help, and what runs it.
struct Command {
    let name: String
    let usage: String
    let summary: String
    let run: ([CommandLineWord]) throws -> Int32

    /// A command whose words are all text: a word that is not UTF-8 is refused before it runs.
    init(name: String, usage: String, summary: String, run: @escaping ([String]) throws -> Int32) {
        self.init(name: name, usage: usage, summary: summary, takingBytes: { try run(CommandLineWords.text($0)) })
    }

    /// A command that opens files named with any bytes (`verify`).
    init(name: String, usage: String, summary: String, takingBytes run: @escaping ([CommandLineWord]) throws -> Int32) {
        self.name = name
        self.usage = usage
        self.summary = summary
        self.run = run
    }
}

let commands: [Command] = [
    Command(name: "play", usage: "play [--level ID | --run CATEGORY [--from LEVEL] [--livesplit HOST:PORT] [--livesplit-one PORT]] [--record FILE] [--replay FILE [--playback-speed N]] "
                + "[--input-display] [--fullscreen|--windowed] [--no-microphone] [--seconds N] [--first-frame] [--audio-stats] [--frame-stats]",
            summary: "open the game window (the default command). The listening levels open the default microphone while "
                + "they are on screen and hear only features of it (loudness, pitch, noisiness, claps): no audio is written "
                + "or kept anywhere (a replay keeps the features). --no-microphone refuses it: they hear the keys' voice instead",
            run: PlayCommand.run),
    Command(name: "validate", usage: "validate [FILE|DIR...] | validate --pack FOLDER",
            summary: "check level files; one line per problem, exit 1 if any is invalid", run: ValidateCommand.run),
    Command(name: "verify", usage: "verify [--save] [--no-time-limit] [--json] [--pack FOLDER] FILE...",
            summary: "re-simulate replays and runs headlessly, with every split; exit 1 if any is unsolved, malformed, "
                + "desynced, for other level files or slower than 5 s to re-simulate (--no-time-limit lifts that); "
                + "--save records clean runs as personal bests; --json prints each run's submission record",
            takingBytes: VerifyCommand.run),
    Command(name: "screenshot", usage: "screenshot [--level ID] [--replay FILE] [--hint 1|2|3] [--ghost FILE.replay] [--ticks N] [--screen home|pause|menu|settings|keys] [--page N] [--focus ID] [--hud-expanded] [--input-display] [--debug-overlay] [--reduced-motion] -o OUT.png",
            summary: "render the home screen or a level headlessly to PNG (no display needed)", run: ScreenshotCommand.run),
    Command(name: "scan", usage: "scan IMAGE [--level ID]",
            summary: "analyse an image as the dark scan's camera frame; prints progress, quads and the announcement as JSON",
            run: ScanCommand.run),
    Command(name: "solve", usage: "solve (--level ID | --category ID) -o FILE",
            summary: "find a keyboard-only solution with the built-in solver and write it as a replay", run: SolveCommand.run),
    Command(name: "new", usage: "new --kind KIND --id ID [-o FILE]",
            summary: "start a level of a kind with every field shown, in the first free cell, as Levels/ID.json (or FILE)",
            run: NewCommand.run),
    Command(name: "schema", usage: "schema",
            summary: "print the JSON Schema of level files (docs/level.schema.json)", run: SchemaCommand.run),
    Command(name: "splits", usage: "splits export --category ID -o FILE.lss|FILE.json | import FILE.lss [--category ID]",
            summary: "write a category's splits as a LiveSplit file (.lss) or a LibreSplit file (.json), or import a "
                + "LiveSplit file: its PB as the comparison, its golds and attempts",
            run: SplitsCommand.run),
    Command(name: "sounds", usage: "sounds build [-o DIR]",
            summary: "regenerate every sound from its recipe (deterministic)", run: SoundsCommand.run),
    Command(name: "audio", usage: "audio render [--level ID] --progress A:B --seconds N -o OUT.wav",
            summary: "render a soundscape offline while progress sweeps from A to B", run: AudioCommand.run),
    Command(name: "haptics", usage: "haptics plot FILE.ahap -o OUT.png | dump FILE.ahap [--rate HZ] [--intensity-control X] | play FILE.ahap",
            summary: "plot an AHAP pattern with its motor levels, dump the motor timeline as CSV, or feel it on a pad",
            run: HapticsCommand.run),
    Command(name: "bench", usage: "bench [--seconds N] [--audio-seconds N] | bench darkscan --window --seconds N [--peer DIR] | bench microphone",
            summary: "measure simulation, audio, haptics, dark scan, frame, start-up and microphone figures as medians; "
                + "or a dark-scan level in a window beside a peer program; or the microphone's latency alone "
                + "(its capture file from SDL_DISKAUDIOFILEIN with SDL_AUDIODRIVER=disk)", run: BenchCommand.run),
    Command(name: "soak", usage: "soak [--minutes N] [--seed N] [--check-mb X]",
            summary: "simulate N minutes (default 30) of random play over every level headlessly at full speed; "
                + "exit 1 if memory grew over X MB (default 4) or an audio callback was late", run: SoakCommand.run),
    Command(name: "save-stress", usage: "save-stress FILE [--iterations N]",
            summary: "diagnostic: save a self-checking progress file over and over (crash-safety tests)",
            run: SaveStressCommand.run),
]

@MainActor func printUsage() {
    var text = "Sensorium — a language-free sensory puzzle game.\n\nUsage: sensorium <command> [options]\n\nCommands:\n"
    for command in commands {
        text += "  \(command.usage)\n      \(command.summary)\n"
    }
    text += "\nOptions: sensorium --version prints the version; sensorium --help prints this.\n"
    text += "Files: -o FILE replaces a file atomically, writes into a FIFO or a device (-o /dev/null discards); -o - is standard output.\n"
    text += "Environment: SENSORIUM_DATA=DIR reads DIR/Levels and DIR/Resources.\n"
    text += "Exit status: 0 done, 1 input refused or a check failed, 2 usage error or the environment failed.\n"
    print(text, terminator: "")
}

// A full disk or a file-size limit (`ulimit -f`) must cost one "not saved" line, not the
// process: by default the kernel kills a process whose write passes the limit (SIGXFSZ). Ignored,
// the write fails with EFBIG, the atomic save removes its temporary file and says why.
signal(SIGXFSZ, SIG_IGN)

let words = CommandLineWords.read()
let first = words.first?.text
if first == "--help" || first == "-h" || first == "help" {
    printUsage()
    exit(0)
}
if first == "--version" {
    print("sensorium \(GameVersion.current)")
    exit(0)
}
if let word = words.first, word.text == nil {
    printError(CommandLineWords.notUTF8(word).description)
    exit(1)
}
let name = first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "play"
let rest = first == name ? Array(words.dropFirst()) : words
guard let command = commands.first(where: { $0.name == name }) else {
    printError("unknown command \(TerminalText.quoted(name)); see sensorium --help")
    exit(2)
}
do {
    exit(try command.run(rest))
} catch {
    printError("\(error)")
    exit(ExitStatus.of(error))
}
