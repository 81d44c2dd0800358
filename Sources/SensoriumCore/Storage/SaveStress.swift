/// The save-durability diagnostic behind `sensorium save-stress`: saves a progress file over and
/// over through the same path as the game (`Progress.encode` + `AtomicFile`), each save a little
/// different and self-checking, so a test can SIGKILL the process at random moments and then
/// prove with `check` that the file on disk is always one whole save.
///
/// Save number `n` holds `1 + n % 256` levels (20 to 40 KB, so a kill often lands mid-write)
/// whose values are a pure function of `n`, plus `speedrun.saveStress` with `n` and a SHA-256 of
/// the levels. `check` regenerates save `n` and compares everything.
public enum SaveStress {
    /// Saves `iterations` times, continuing the numbering of a valid file already at `path`.
    ///
    /// - Returns: the number of the last save written.
    @discardableResult
    public static func run(path: String, iterations: Int) throws(FormatError) -> Int {
        let start = (try? check(path: path)) ?? 0
        var number = start
        for _ in 0..<max(0, iterations) {
            number += 1
            try AtomicFile.write(progress(number: number).encode(), to: path)
        }
        return number
    }

    /// Validates a file written by `run`: it parses as a progress file, its checksum matches and
    /// it is exactly save number `n`.
    ///
    /// - Returns: `n`, the save number found.
    /// - Throws: `FormatError` naming the file and what is wrong (the file system's reason when
    ///   the file cannot be read).
    public static func check(path: String) throws(FormatError) -> Int {
        let bytes = try FileBytes.readDocument(path, maxBytes: Progress.maxFileBytes)
        do throws(FormatError) {
            let found = try Progress.decode(bytes)
            guard case .object(let stress)? = found.speedrun?["saveStress"],
                  case .number(let value)? = stress["save"], value >= 1, value <= 1e15, value.rounded() == value else {
                throw FormatError(path: "speedrun.saveStress.save", reason: "missing or not a save number")
            }
            let number = Int(value)
            guard stress["checksum"] == .string(checksum(found.levels)) else {
                throw FormatError(path: "speedrun.saveStress.checksum", reason: "does not match the levels")
            }
            guard found == progress(number: number) else {
                throw FormatError(path: "levels", reason: "differs from save \(number)")
            }
            return number
        } catch {
            throw error.inFile(path)
        }
    }

    /// Save number `number`, a pure function of it.
    static func progress(number: Int) -> Progress {
        var levels: [String: LevelProgress] = [:]
        for index in 0..<(1 + number % 256) {
            let solved = (number + index) % 3 != 0
            levels["stress-\(index)"] = LevelProgress(
                bestTicks: solved ? 100 + (number * 7 + index * 13) % 100_000 : nil,
                attempts: number + index,
                solves: solved ? 1 + index % 5 : 0)
        }
        let stress = JSONObject([("save", .number(Double(number))), ("checksum", .string(checksum(levels)))])
        return Progress(levels: levels, speedrun: JSONObject([("saveStress", .object(stress))]))
    }

    /// SHA-256 of the levels' canonical JSON.
    static func checksum(_ levels: [String: LevelProgress]) -> String {
        var object = JSONObject()
        for id in levels.keys.sorted() { object[id] = .object(LevelProgress.format.object(levels[id]!)) }
        return SHA256.hexDigest(Array(JSONWriter.compact(.object(object)).utf8))
    }
}
