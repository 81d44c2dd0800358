extension String {
    /// `name` inside this folder, with one slash between (`a/b` or `a/b/` with `c.json` ->
    /// `a/b/c.json`; `/` with `etc` -> `/etc`): the one way the game joins a path by hand.
    /// An empty `name` gives the folder with its trailing slash, a prefix of every path inside it.
    public func appendingPath(_ name: String) -> String {
        hasSuffix("/") ? self + name : self + "/" + name
    }

    /// The part after the last `/`, trailing slashes ignored (`a/b/c.json` -> `c.json`, `a/b/`
    /// -> `b`, `/` -> `/`): `NSString.lastPathComponent`, which would bring all of Foundation.
    public var lastPathComponent: String {
        let trimmed = trimmingTrailingSlashes
        guard trimmed != "/" else { return trimmed }
        return String(trimmed.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    }

    /// The path without its last component (`a/b/c` -> `a/b`, `/a` -> `/`, `a` -> ``).
    public var deletingLastPathComponent: String {
        let trimmed = trimmingTrailingSlashes
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        guard slash != trimmed.startIndex else { return "/" }
        return String(trimmed[..<slash])
    }

    /// The last component without its extension (`a/b.json` -> `a/b`); a leading dot is a name,
    /// not an extension (`.hidden` stays).
    public var deletingPathExtension: String {
        let trimmed = trimmingTrailingSlashes
        let nameStart = trimmed.lastIndex(of: "/").map { trimmed.index(after: $0) } ?? trimmed.startIndex
        guard let dot = trimmed[nameStart...].lastIndex(of: "."), dot != nameStart else { return trimmed }
        return String(trimmed[..<dot])
    }

    /// The path without its trailing slashes (`a/b//` -> `a/b`), `/` staying `/`: a folder as
    /// it is shown and joined.
    public var trimmingTrailingSlashes: String {
        var result = Substring(self)
        while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }
}
