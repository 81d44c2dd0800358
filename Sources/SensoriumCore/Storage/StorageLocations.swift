/// Where the player's files live, from the XDG Base Directory rules: settings under
/// `$XDG_CONFIG_HOME/sensorium` (default `~/.config/sensorium`), progress under
/// `$XDG_DATA_HOME/sensorium` (default `~/.local/share/sensorium`). A relative XDG value is
/// ignored, as the specification says. Pure: the caller passes the environment.
///
/// ```swift
/// let places = StorageLocations(environment: ProcessInfo.processInfo.environment)
/// places?.settingsFile   // "/home/ada/.config/sensorium/settings.json"
/// ```
public struct StorageLocations: Equatable, Sendable {
    public var configDirectory: String
    public var dataDirectory: String

    public var settingsFile: String { configDirectory + "/settings.json" }
    public var progressFile: String { dataDirectory + "/progress.json" }

    public init(configDirectory: String, dataDirectory: String) {
        self.configDirectory = configDirectory
        self.dataDirectory = dataDirectory
    }

    /// Nil when neither the XDG variable nor an absolute `HOME` gives a place.
    public init?(environment: [String: String]) {
        func base(_ variable: String, fallback: String) -> String? {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
            return home.appendingPath(fallback)
        }
        guard let config = base("XDG_CONFIG_HOME", fallback: ".config"),
              let data = base("XDG_DATA_HOME", fallback: ".local/share") else { return nil }
        self.init(configDirectory: config.appendingPath("sensorium"), dataDirectory: data.appendingPath("sensorium"))
    }
}
