import FoundationEssentials
import Glibc
import SensoriumCore

/// The process's resident set size, read from `/proc/self/statm`: what the soak watches to tell a
/// leak from a steady state.
public enum ResidentMemory {
    /// Resident memory in megabytes (2^20 bytes), or nil where `/proc` is not mounted.
    public static func megabytes() -> Double? {
        // procfs gives its files a size of 0; the bounded reader reads on past the size fstat
        // gave (a file may grow), so it reads them whole, up to the limit.
        guard let bytes = try? FileBytes.read("/proc/self/statm", maxBytes: 256), !bytes.isEmpty else { return nil }
        // "size resident shared text lib data dt", in pages.
        let fields = String(decoding: bytes, as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return nil }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
