import Foundation
import XCTest

/// The game imports `FoundationEssentials`, never the whole of `Foundation`: one such line in
/// any target the binary links loads libFoundation, FoundationInternationalization and ICU at
/// every start (6 MiB of the start-up's peak memory, about 10 ms; docs/performance.md, "Start-up,
/// fourth round"). The tests may import it; `Sources/` may not.
final class SourceImportsTests: XCTestCase {
    func testNoSourceFileImportsTheWholeOfFoundation() throws {
        let sources = RepositoryPaths.root + "/Sources"
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 100)
        let importing = try files.filter { file in
            try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
                .split(separator: "\n").contains { $0.hasPrefix("import Foundation") && $0 != "import FoundationEssentials" }
        }
        XCTAssertEqual(importing, [], "import FoundationEssentials (and Glibc, Dispatch) instead")
    }
}
