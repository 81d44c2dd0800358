import FoundationEssentials
import Glibc
import SensoriumCore

/// Where the game keeps its `RunStateBlock` for auto splitters: one page, mapped once at start
/// from a file that is unlinked at once, so `/proc/PID/maps` names it (`sensorium-state-PID
/// (deleted)`) and LibreSplit's `readAddress("uint", "sensorium-state", 0x30)` finds it by that
/// name; readers that scan memory find it by its `SENSORUN` signature. After that, each tick's
/// write is a few stores into the page: no allocation, no system call, nothing on disk.
public final class RunStateMemory {
    /// The name auto splitters look the mapping up by.
    public static let mappingName = "sensorium-state"
    /// One page of this machine (4 KiB on most, 16 or 64 KiB on some ARM kernels): the block
    /// starts a mapping of its own, which readers that scan find by the signature alone.
    private static let pageSize = max(RunStateBlock.size, Int(sysconf(Int32(_SC_PAGESIZE))))
    /// Where the page is asked for (a hint: the kernel maps it elsewhere if that is taken): low,
    /// below the program and its libraries, so it is the first line of `/proc/PID/maps`. A
    /// splitter that looks it up by name reads that listing, LibreSplit on every read; at the
    /// kernel's usual place it came about 560 lines down, and writing those lines out nine times a
    /// poll, 120 polls a second, was most of a core.
    private static let placeHint = 0x10_0000
    private let base: UnsafeMutableRawPointer
    private var updates: UInt32 = 0
    /// When timers start and reset, counted into each block written.
    private var timedRuns = TimedRuns()

    /// Maps the page; nil (and auto splitters simply find nothing) when no folder takes it.
    public init?() {
        let folders = ["/dev/shm", ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"], FileManager.default.temporaryDirectory.path].compactMap { $0 }
        var mapped: UnsafeMutableRawPointer?
        for folder in folders where mapped == nil {
            let path = folder + "/\(Self.mappingName)-\(getpid())"
            let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { continue }
            unlink(path)
            defer { close(descriptor) }
            guard ftruncate(descriptor, off_t(Self.pageSize)) == 0 else { continue }
            let address = mmap(UnsafeMutableRawPointer(bitPattern: Self.placeHint), Self.pageSize, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)
            guard let address, address != MAP_FAILED else { continue }
            mapped = address
        }
        guard let mapped else { return nil }
        base = mapped
        write(RunStateBlock())
    }

    deinit {
        munmap(base, Self.pageSize)
    }

    /// The block after a tick (or at start), with the runs started and reset so far.
    public func write(_ block: RunStateBlock) {
        var block = block
        timedRuns.count(&block)
        updates &+= 1
        block.write(to: base, updates: updates)
    }

    /// The bytes as a reader sees them (tests).
    public var bytes: [UInt8] {
        Array(UnsafeRawBufferPointer(start: base, count: RunStateBlock.size))
    }
}
