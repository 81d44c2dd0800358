import FoundationEssentials

/// The haptic patterns the game can play, by name (`<name>.ahap`), with the sound file each
/// AudioCustom event points at, resolved once at load so nothing is resolved in the tick.
public struct HapticLibrary: Sendable {
    public struct Entry: Sendable {
        public var pattern: AHAPPattern
        /// For each of the pattern's audio events: the sound file to play, or nil (missing or
        /// an AudioContinuous tone, which the game does not synthesize).
        public var sounds: [String?]
    }

    public private(set) var entries: [String: Entry] = [:]
    /// `FILE: path: reason` for every file that did not load, and every sound not found.
    public private(set) var problems: [String] = []

    public init() {}

    /// Loads every `.ahap` in `directories`, in order: a later folder (the player's own haptics
    /// folder) overrides a pattern of the same name. Missing folders are skipped silently.
    /// AudioCustom paths resolve against the pattern's folder and `soundRoots`, never outside them.
    public static func load(directories: [String], soundRoots: [String]) -> HapticLibrary {
        var library = HapticLibrary()
        let resolver = AHAPResourceResolver(roots: soundRoots.map { URL(fileURLWithPath: $0) })
        for directory in directories where FileManager.default.fileExists(atPath: directory) {
            for (file, result) in AHAPLoader().loadDirectory(URL(fileURLWithPath: directory)) {
                switch result {
                case .failure(let error):
                    library.problems.append(error.description)
                case .success(let pattern):
                    var sounds: [String?] = []
                    for event in pattern.audio {
                        guard let path = event.waveformPath else { sounds.append(nil); continue }
                        do {
                            let url = try resolver.resolve(path, patternFile: file)
                            if url == nil { library.problems.append("\(file.path): sound \(TerminalText.quoted(path)) not found; playing the haptics alone") }
                            sounds.append(url?.path)
                        } catch {
                            library.problems.append(error.description)
                            sounds.append(nil)
                        }
                    }
                    library.entries[file.deletingPathExtension().lastPathComponent] = Entry(pattern: pattern, sounds: sounds)
                }
            }
        }
        return library
    }

    public subscript(name: String) -> Entry? { entries[name] }
}
