import FoundationEssentials

/// Finds the sound file an `AudioCustom` event names, and never anything outside the allowed
/// folders: the pattern's own folder and the game's resource roots.
///
/// A path must be relative, must not contain `..`, a NUL or a backslash, and after resolving
/// symbolic links it must still lie inside the root it was found in. The full relative path is tried
/// in each folder in order (the pattern's folder first), then its last component alone (Apple's
/// samples name `CoreHaptics/Ricochet/X.wav`, which a game keeps as `Sounds/X.wav`). The resolver
/// only inspects paths; it never opens or reads a file.
///
///     let resolver = AHAPResourceResolver(roots: [resources.appendingPathComponent("Sounds")])
///     let url = try resolver.resolve(event.waveformPath!, patternFile: patternURL)
public struct AHAPResourceResolver: Sendable {
    /// Game resource folders searched after the pattern's own folder.
    public var roots: [URL]

    public init(roots: [URL]) {
        self.roots = roots
    }

    /// Why `path` can never be accepted, or nil when it is well formed. The loader applies the same
    /// check, so a bad path is reported with its JSON location.
    public static func problem(with path: String) -> String? {
        if path.isEmpty { return "the path is empty" }
        if path.hasPrefix("/") || path.hasPrefix("~") { return "the path \(TerminalText.quoted(path)) is absolute; it must be relative to the pattern or the resources" }
        if path.contains("\0") { return "the path contains a NUL character" }
        if path.contains("\\") { return "the path \(TerminalText.quoted(path)) contains a backslash" }
        if path.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
            return "the path \(TerminalText.quoted(path)) contains \"..\" and could leave the resource folders"
        }
        if path.utf8.count > 1024 { return "the path is longer than 1024 bytes" }
        return nil
    }

    /// The real location of the file `path` names, or nil when no allowed folder holds it (the
    /// game then plays nothing). Throws when the path is malformed or only reachable through a
    /// link that leaves its root.
    /// - Parameters:
    ///   - path: `EventWaveformPath` as written in the pattern.
    ///   - patternFile: the `.ahap` file, whose folder is searched first; nil to search only `roots`.
    public func resolve(_ path: String, patternFile: URL?) throws(FormatError) -> URL? {
        if let problem = Self.problem(with: path) {
            throw FormatError(file: patternFile?.path, path: "EventWaveformPath", reason: problem)
        }
        var folders: [URL] = []
        if let patternFile { folders.append(patternFile.deletingLastPathComponent()) }
        folders.append(contentsOf: roots)
        let name = String(path.split(separator: "/").last ?? "")
        var escaped: String?
        for candidatePath in name == path ? [path] : [path, name] {
            for folder in folders {
                let root = folder.standardizedFileURL.resolvingSymlinksInPath()
                let candidate = root.appendingPathComponent(candidatePath).resolvingSymlinksInPath()
                guard exists(candidate) else { continue }
                guard isInside(candidate, root) else {
                    escaped = candidate.path
                    continue
                }
                return candidate
            }
        }
        if let escaped {
            throw FormatError(file: patternFile?.path, path: "EventWaveformPath",
                            reason: "\(TerminalText.quoted(path)) resolves to \(escaped), outside the resource folders")
        }
        return nil
    }

    /// The real, symlink-free file or nil; exposed so callers can check a URL the same way.
    private func exists(_ url: URL) -> Bool {
        PathKind.of(url.path) == .file
    }

    private func isInside(_ candidate: URL, _ root: URL) -> Bool {
        // With its trailing slash, so `/a/bc` is not inside `/a/b`.
        candidate.path.hasPrefix(root.path.appendingPath(""))
    }
}
