import FoundationEssentials
import Glibc

/// The process's resident set size, read from `/proc/self/statm`: what the soak watches to tell a
/// leak from a steady state.
public enum ResidentMemory {
    /// Resident memory in megabytes (2^20 bytes), or nil where `/proc` is not mounted.
    public static func megabytes() -> Double? {
        // procfs reports a size of 0 for its files, so the project's bounded reader (which trusts
        // fstat's size) cannot read them: one small read into a fixed buffer does.
        let fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        // "size resident shared text lib data dt", in pages.
        let fields = String(decoding: buffer[0..<count], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return nil }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
