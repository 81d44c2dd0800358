import Foundation
import XCTest
@testable import SensoriumCore

/// A command's output respects what is at the path: a file is replaced whole, a FIFO or a device
/// is written into and stays what it was, a folder or a socket is refused in one line, and a FIFO
/// nobody reads costs a bounded wait. Saves (`AtomicFile`) replace nothing but a regular file.
final class OutputFileTests: XCTestCase {
    private var directory = ""
    private let bytes = Array("a picture's bytes".utf8)

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "sensorium-output-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func kind(_ path: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(lstat(path, &info), 0, "\(path) is still there")
        return info.st_mode & S_IFMT
    }

    private func makeFIFO(_ name: String) throws -> String {
        let path = directory + "/" + name
        guard mkfifo(path, 0o600) == 0 else { throw XCTSkip("mkfifo: \(String(cString: strerror(errno)))") }
        return path
    }

    /// A character device node of this test's own (never the real /dev): `1, 3` is null, `1, 7` full.
    private func makeDevice(_ name: String, minor: UInt32) throws -> String {
        guard geteuid() == 0 else {
            throw XCTSkip("making a device node with mknod needs root (CAP_MKNOD); CI runs the suite as root")
        }
        let path = directory + "/" + name
        // glibc's makedev (a macro Swift does not import), for a major under 4096 and a minor under 256.
        let device = dev_t(1 << 8 | minor)
        guard mknod(path, S_IFCHR | 0o600, device) == 0 else {
            throw XCTSkip("mknod: \(String(cString: strerror(errno))) (a container without CAP_MKNOD)")
        }
        return path
    }

    /// Reads the FIFO on a thread of its own until the writer closes it (or `limit` bytes,
    /// then closes early), and hands over what it read.
    private func reader(of fifo: String, limit: Int = .max) -> (done: DispatchSemaphore, bytes: () -> [UInt8]) {
        let done = DispatchSemaphore(value: 0)
        let box = ReadBox()
        Thread.detachNewThread {
            let fd = open(fifo, O_RDONLY | O_CLOEXEC)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while fd >= 0, box.bytes.count < limit {
                let count = read(fd, &buffer, min(buffer.count, limit - box.bytes.count))
                if count <= 0 { break }
                box.bytes += buffer[..<count]
            }
            if fd >= 0 { close(fd) }
            done.signal()
        }
        return (done, { box.bytes })
    }

    private final class ReadBox: @unchecked Sendable { var bytes: [UInt8] = [] }

    func testAMissingFileIsCreatedAndARegularFileReplacedWhole() throws {
        let path = directory + "/shot.png"
        try OutputFile(path).write(bytes)
        XCTAssertEqual(FileManager.default.contents(atPath: path).map(Array.init), bytes)
        try OutputFile(path).write(Array("new".utf8))
        XCTAssertEqual(FileManager.default.contents(atPath: path).map(Array.init), Array("new".utf8))
        XCTAssertTrue(try OutputFile(path).replacesAFile)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["shot.png"], "no temporary file left")
    }

    func testASymlinkToAFileStaysASymlinkAndItsTargetIsReplaced() throws {
        let target = directory + "/target.png"
        try OutputFile(target).write(Array("old".utf8))
        let link = directory + "/link.png"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.png")
        try OutputFile(link).write(bytes)
        XCTAssertEqual(kind(link), S_IFLNK)
        XCTAssertEqual(FileManager.default.contents(atPath: target).map(Array.init), bytes)
    }

    func testAFolderAndASocketAreRefusedInOneLineBeforeAnyWork() throws {
        XCTAssertThrowsError(try OutputFile(directory)) { error in
            let error = error as? FormatError
            XCTAssertEqual(error?.category, .unwritable, "a command exits 2")
            XCTAssertEqual(error?.description, "\(directory): is a folder; name a file to write")
        }
        let socketPath = directory + "/game.sock"
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in socketPath.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { throw XCTSkip("bind: \(String(cString: strerror(errno)))") }
        XCTAssertThrowsError(try OutputFile(socketPath)) { error in
            XCTAssertEqual((error as? FormatError)?.category, .unwritable)
            XCTAssertFalse("\(error)".contains("\n"))
        }
        XCTAssertEqual(kind(socketPath), S_IFSOCK)
    }

    func testAFIFOIsWrittenIntoAndStaysAFIFO() throws {
        let fifo = try makeFIFO("shot.png")
        let big = (0..<300_000).map { UInt8(truncatingIfNeeded: $0) }   // more than a pipe holds
        let reading = reader(of: fifo)
        try OutputFile(fifo).write(big)
        XCTAssertEqual(reading.done.wait(timeout: .now() + 20), .success)
        XCTAssertEqual(reading.bytes(), big, "every byte, in order")
        XCTAssertEqual(kind(fifo), S_IFIFO)
        XCTAssertFalse(try OutputFile(fifo).replacesAFile)
    }

    func testAFIFONobodyOpensGivesUpAfterTheWaitWithOneLine() throws {
        let fifo = try makeFIFO("nobody.png")
        let started = ContinuousClock.now
        XCTAssertThrowsError(try OutputFile(fifo).write(bytes, readerWait: .milliseconds(300))) { error in
            XCTAssertEqual((error as? FormatError)?.category, .unwritable)
            XCTAssertEqual("\(error)", "\(fifo): no program opened the FIFO to read it within 300 ms; nothing was written")
        }
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(5), "bounded, not for ever")
        XCTAssertEqual(kind(fifo), S_IFIFO)
    }

    func testAReaderThatStopsReadingOrGoesAwayEndsTheWriteWithOneLine() throws {
        let big = [UInt8](repeating: 7, count: 1 << 20)
        // Opens, reads 100 bytes, closes: the write meets a broken pipe, and the process lives.
        let closing = try makeFIFO("closing.png")
        let leaving = reader(of: closing, limit: 100)
        XCTAssertThrowsError(try OutputFile(closing).write(big, readerWait: .seconds(10))) { error in
            XCTAssertTrue("\(error)".contains("the reader closed it after"), "\(error)")
        }
        XCTAssertEqual(leaving.done.wait(timeout: .now() + 20), .success)
        var pending = sigset_t()
        sigpending(&pending)
        XCTAssertEqual(sigismember(&pending, SIGPIPE), 0, "no SIGPIPE left waiting for the thread")

        // Opens and never reads: the write stops once the pipe is full and nothing is taken.
        let stuck = try makeFIFO("stuck.png")
        let holder = open(stuck, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        XCTAssertGreaterThanOrEqual(holder, 0)
        defer { close(holder) }
        XCTAssertThrowsError(try OutputFile(stuck).write(big, readerWait: .milliseconds(300))) { error in
            XCTAssertTrue("\(error)".contains("nothing read it for 300 ms; stopped after"), "\(error)")
        }
        XCTAssertEqual(kind(stuck), S_IFIFO)
    }

    func testADeviceIsWrittenIntoAndStaysADevice() throws {
        let null = try makeDevice("null", minor: 3)
        try OutputFile(null).write(bytes)
        XCTAssertEqual(kind(null), S_IFCHR)

        let full = try makeDevice("full", minor: 7)
        XCTAssertThrowsError(try OutputFile(full).write(bytes)) { error in
            XCTAssertEqual((error as? FormatError)?.category, .unwritable)
            XCTAssertEqual("\(error)", "\(full): cannot write: No space left on device")
        }
        XCTAssertEqual(kind(full), S_IFCHR)

        // Through a symlink: the device is written into, the link stays a link.
        let link = directory + "/to-null.png"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: null)
        try OutputFile(link).write(bytes)
        XCTAssertEqual(kind(link), S_IFLNK)
        XCTAssertEqual(kind(null), S_IFCHR)
    }

    func testASaveNeverReplacesADeviceAFIFOOrAFolder() throws {
        let fifo = try makeFIFO("progress.json")
        XCTAssertThrowsError(try AtomicFile.write(bytes, to: fifo)) { error in
            XCTAssertEqual((error as? FormatError)?.category, .unwritable)
            XCTAssertEqual("\(error)", "\(fifo): is not a regular file; only a regular file is replaced")
        }
        XCTAssertEqual(kind(fifo), S_IFIFO)
        let link = directory + "/settings.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "progress.json")
        XCTAssertThrowsError(try AtomicFile.write(bytes, to: link))
        XCTAssertEqual(kind(fifo), S_IFIFO)
        XCTAssertEqual(kind(link), S_IFLNK)
        let folder = directory + "/replays"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        XCTAssertThrowsError(try AtomicFile.write(bytes, to: folder))
        let null = try makeDevice("null", minor: 3)
        XCTAssertThrowsError(try AtomicFile.write(bytes, to: null))
        XCTAssertEqual(kind(null), S_IFCHR)
    }

    func testAPathGivenAsBytesThatAreNotUTF8IsReadAndNamedWithItsBytes() throws {
        let name = Array((directory + "/run-").utf8) + [0xFF, 0xC2] + Array(".replay".utf8)
        let path = PathBytes(name)
        let fd = path.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o600) }
        XCTAssertGreaterThanOrEqual(fd, 0)
        XCTAssertEqual(write(fd, bytes, bytes.count), bytes.count)
        close(fd)
        XCTAssertEqual(try FileBytes.read(path, maxBytes: 1000), bytes)
        XCTAssertEqual(path.lastComponent, Array("run-".utf8) + [0xFF, 0xC2] + Array(".replay".utf8))
        XCTAssertNil(path.text)
        XCTAssertEqual(path.shown, directory + #"/run-\xFF\xC2.replay"#)
        let missing = PathBytes(Array((directory + "/gone-").utf8) + [0xFE])
        XCTAssertThrowsError(try FileBytes.readDocument(missing, maxBytes: 1000)) { error in
            XCTAssertEqual("\(error)", directory + #"/gone-\xFE: (document): no such file"#)
        }
    }
}
