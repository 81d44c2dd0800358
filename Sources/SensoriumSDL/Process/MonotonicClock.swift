import CSDL2

/// The one clock the game reads real time from (the frame loop, the soak, the LiveSplit
/// connections, the clipboard's waits): SDL's performance counter, which never goes back (a
/// changed wall clock, NTP) and counts finer than a tick. Time only decides how
/// many ticks run and what the benchmarks report, never what a tick does. Instants are kept as
/// the counter's integer counts, so a difference of two is exact however long the machine has
/// been up.
///
/// ```swift
/// let start = MonotonicClock.now
/// let seconds = MonotonicClock.now.seconds(since: start)
/// ```
public enum MonotonicClock {
    /// A moment on the clock.
    public struct Instant: Comparable, Sendable {
        fileprivate let count: UInt64

        /// Seconds from `earlier` to this instant (0 or more).
        public func seconds(since earlier: Instant) -> Double {
            Double(count - earlier.count) / MonotonicClock.frequency
        }

        /// Seconds since the clock's own origin (the machine's start, usually): a timestamp for
        /// rules that compare two of them, such as a level file's settling time.
        public var seconds: Double { Double(count) / MonotonicClock.frequency }

        public static func < (left: Instant, right: Instant) -> Bool { left.count < right.count }
    }

    /// Now.
    public static var now: Instant { Instant(count: SDL_GetPerformanceCounter()) }

    /// Sleeps the thread for about `seconds` (whole milliseconds; nothing for 0 or less).
    public static func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        SDL_Delay(UInt32(seconds * 1000))
    }

    /// Counts a second.
    fileprivate static let frequency = Double(SDL_GetPerformanceFrequency())
}
