/// The game's version, written into replays so a run names the build that made it. The one
/// place it is written: `sensorium --version` prints it, and the release scripts read it from
/// here for the tarball, the Debian package and the AppStream release (a test checks the latter).
public enum GameVersion {
    public static let current = "0.1.0"
}
