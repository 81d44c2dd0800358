import Foundation
import XCTest

/// One way to say "no": a file's fault is a `FormatError` (file, field, line, reason), any other
/// refusal a `Refusal` (one line, and whether it refuses the player's input), and an SDL call
/// that failed an `SDLError` (the call and SDL's message). Seven look-alike `{description}`
/// structs once stood where `Refusal` is; a new error type must say why it is not one of these.
final class ErrorTypesTests: XCTestCase {
    func testTheGameDeclaresOnlyTheThreeErrorTypes() throws {
        let sources = RepositoryPaths.root + "/Sources"
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 100)
        let declaration = try NSRegularExpression(pattern: #"^\s*(?:\w+\s+)*(?:struct|enum|class|actor)\s+(\w+)[^{]*[:,]\s*Error\b"#)
        var declared: [String] = []
        for file in files {
            for line in try String(contentsOfFile: sources + "/" + file, encoding: .utf8).split(separator: "\n") {
                let text = String(line)
                guard let match = declaration.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                      let name = Range(match.range(at: 1), in: text) else { continue }
                declared.append(String(text[name]))
            }
        }
        XCTAssertEqual(declared.sorted(), ["FormatError", "Refusal", "SDLError"])
    }
}
