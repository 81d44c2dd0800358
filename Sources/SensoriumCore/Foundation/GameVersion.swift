/// The game's version, written into replays so a run names the build that made it.
public enum GameVersion {
    public static let current = "0.1.0"
}
