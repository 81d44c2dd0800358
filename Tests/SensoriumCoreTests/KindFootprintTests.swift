import Foundation
import XCTest

/// What a new kind costs outside its folder, read from the source tree: the registry, and for a
/// kind that brings a new input exactly `inputFiles`, the files the desktop (the window kind's
/// input) touches outside its own two folders; the hearing (the listening kind's) touches the
/// same ones it needs, and the run flag that makes its runs a category of their own.
/// docs/architecture.md ("Adding a kind") names the same files; these tests keep the list and
/// the page true.
final class KindFootprintTests: XCTestCase {
    /// The one line per kind.
    static let registry = "Sources/SensoriumCore/Challenges/ChallengeKinds.swift"

    /// What a new input adds outside `Sources/SensoriumCore/<Input>/`, `Sources/SensoriumSDL/<Input>/`
    /// and the kind's own folder, in the page's order.
    static let inputFiles = [
        // An `InputCommand` field.
        "Sources/SensoriumCore/Simulation/InputCommand.swift",
        // A replay tag (the run tag bit; its delta encoding is in the input's folder).
        "Sources/SensoriumCore/Replays/ReplayBody.swift",
        // A descriptor capability, and the session asking the platform for the input.
        "Sources/SensoriumCore/Challenges/ChallengeKindDescriptor.swift",
        "Sources/SensoriumCore/Play/PlaySession.swift",
        // The platform observer, asked for each tick and observed into the command.
        "Sources/sensorium/GameLoop.swift",
        "Sources/SensoriumSDL/Window/GamePlatform.swift",
        // What a level asks back of the platform (the window's moves, a copy).
        "Sources/SensoriumCore/Challenges/Challenge.swift",
        "Sources/SensoriumCore/Challenges/ChallengeState.swift",
        "Sources/SensoriumCore/Play/TickOutput.swift",
    ]

    /// An input whose runs are a category of their own (the microphone's) flags them here.
    static let categoryFlagFile = "Sources/SensoriumCore/Replays/RunFlags.swift"

    /// The desktop's own folders, core and platform.
    static let desktopFolders = ["Sources/SensoriumCore/Desktop/", "Sources/SensoriumSDL/Desktop/"]

    /// The hearing's own folders, core and platform, and the names it is wired through: its
    /// observation, its encoding, the keys' voice, the capability, the command's field.
    static let hearingFolders = ["Sources/SensoriumCore/Hearing/", "Sources/SensoriumSDL/Hearing/"]
    static let hearingNames = ["HeardSound", "HearingDelta", "KeyVoice", "SoundFeatureExtractor", "listens", "hearing"]
    /// The listed files the hearing touches: an input the level asks nothing back of needs no
    /// request on the tick's output.
    static let hearingFiles = [
        "Sources/SensoriumCore/Simulation/InputCommand.swift",
        "Sources/SensoriumCore/Replays/ReplayBody.swift",
        "Sources/SensoriumCore/Challenges/ChallengeKindDescriptor.swift",
        "Sources/SensoriumCore/Play/PlaySession.swift",
        "Sources/sensorium/GameLoop.swift",
        "Sources/SensoriumSDL/Window/GamePlatform.swift",
        categoryFlagFile,
    ]

    /// The names the desktop input is wired through: its types, the capability, the session's
    /// wish, the platform's observing, the requests back.
    static let desktopNames = ["DesktopObservation", "DesktopDelta", "DesktopObserver", "readsDesktop", "desktopReader",
                               "DesktopReader", "WindowRequest", "windowRequest", "copyRequest"]

    private let root = RepositoryPaths.root

    /// The `.swift` files under `Sources/`, as paths from the repository's root.
    private func sourceFiles() throws -> [String] {
        try XCTUnwrap(FileManager.default.enumerator(atPath: root + "/Sources")).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.map { "Sources/" + $0 }.sorted()
    }

    /// A file's lines that are code, not comments (a name in a comment costs nothing).
    private func code(_ path: String) throws -> [Substring] {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8).split(separator: "\n")
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    }

    /// The words (names) a file's code uses.
    private func words(_ path: String) throws -> Set<Substring> {
        Set(try code(path).flatMap { $0.split { !($0.isLetter || $0.isNumber || $0 == "_") } })
    }

    /// The kinds' folders, `Sources/SensoriumCore/Challenges/<Kind>/`.
    private func kindFolders() throws -> [String] {
        let challenges = "Sources/SensoriumCore/Challenges/"
        var isFolder: ObjCBool = false
        return try FileManager.default.contentsOfDirectory(atPath: root + "/" + challenges).sorted()
            .filter { FileManager.default.fileExists(atPath: root + "/" + challenges + $0, isDirectory: &isFolder) && isFolder.boolValue }
            .map { challenges + $0 + "/" }
    }

    func testTheListedFilesExist() {
        for path in [Self.registry, Self.categoryFlagFile] + Self.inputFiles + Self.desktopFolders + Self.hearingFolders {
            XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/" + path), path)
        }
    }

    /// Every type a kind's folder declares is named, in the game's two libraries, only inside
    /// that folder, and its descriptor once more in the registry. (The command line's
    /// kind-specific tools, `sensorium scan` and the benchmarks, are tools, not the game.)
    func testTheKindsFoldersHoldTheirOwnCode() throws {
        let folders = try kindFolders()
        XCTAssertGreaterThanOrEqual(folders.count, 5, "\(folders)")
        let library = try sourceFiles().filter { $0.hasPrefix("Sources/SensoriumCore/") || $0.hasPrefix("Sources/SensoriumSDL/") }
        let declaration = try Regex(#"^(?:public |final |private |fileprivate |internal )*(?:struct|enum|class|protocol) ([A-Z][A-Za-z0-9]*)"#)
        var used: [String: Set<Substring>] = [:]
        for path in library { used[path] = try words(path) }
        for folder in folders {
            let own = library.filter { $0.hasPrefix(folder) }
            XCTAssertFalse(own.isEmpty, folder)
            let types = try Set(own.flatMap { path in
                try code(path).compactMap { line in line.firstMatch(of: declaration)?.output[1].substring }
            })
            XCTAssertFalse(types.isEmpty, folder)
            for path in library where !path.hasPrefix(folder) {
                for name in types.intersection(used[path] ?? []) {
                    let registered = path == Self.registry && name.hasSuffix("Kind")
                    XCTAssertTrue(registered, "\(path) names \(folder)'s \(name): keep the kind's code in its folder")
                }
            }
        }
    }

    /// The files outside `folders` and the kinds' folders whose code names one of `names`.
    private func files(naming names: [String], outside folders: [String]) throws -> [String] {
        let outside = try kindFolders() + folders
        return try sourceFiles().filter { path in
            try !outside.contains(where: { path.hasPrefix($0) }) && !words(path).isDisjoint(with: names.map { $0[...] })
        }
    }

    /// The desktop, the input the window kind brought, is wired outside its two folders and the
    /// kinds' folders through exactly the listed files: a new input costs the same.
    func testTheDesktopInputTouchesExactlyTheListedFiles() throws {
        XCTAssertEqual(try files(naming: Self.desktopNames, outside: Self.desktopFolders), Self.inputFiles.sorted(),
                       "update the list here and in docs/architecture.md, Adding a kind")
    }

    /// The hearing, the input the listening kind brought, costs no more: the listed files it
    /// needs, and the run flag.
    func testTheHearingInputTouchesOnlyTheListedFiles() throws {
        // The benchmarks measure the hearing (`sensorium bench`): tools, not the game's wiring.
        let wiring = try files(naming: Self.hearingNames, outside: Self.hearingFolders + ["Sources/sensorium/Bench/"])
        XCTAssertEqual(wiring, Self.hearingFiles.sorted(),
                       "update the list here and in docs/architecture.md, Adding a kind")
        XCTAssertTrue(Set(Self.hearingFiles).isSubset(of: Self.inputFiles + [Self.categoryFlagFile]))
    }

    /// docs/architecture.md's "Adding a kind" names the same source files as this list, no more.
    func testAddingAKindNamesTheSameFiles() throws {
        let page = try String(contentsOfFile: root + "/docs/architecture.md", encoding: .utf8)
        let start = try XCTUnwrap(page.range(of: "### Adding a kind"))
        let end = try XCTUnwrap(page.range(of: "\n## ", range: start.upperBound ..< page.endIndex))
        let section = page[start.upperBound ..< end.lowerBound]
        let named = Set(try section.matches(of: Regex(#"`(Sources/[A-Za-z/]+\.swift)`"#)).compactMap { $0.output[1].substring.map(String.init) })
        XCTAssertEqual(named, Set([Self.registry, Self.categoryFlagFile] + Self.inputFiles))
    }
}
