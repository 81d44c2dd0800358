import Synchronization

/// The samples SDL's capture thread hands over, kept until the next tick drains them: one
/// writer (the audio callback, which must not allocate, lock or wait) and one reader (the frame
/// loop). Bounded: when the reader stalls (a frame loop stuck for more than `capacity` samples),
/// what does not fit is dropped and counted, never waited for.
final class CaptureRing: @unchecked Sendable {
    let capacity: Int
    private let storage: UnsafeMutablePointer<Float>
    /// Samples ever written and ever read; their difference is what waits (never above capacity).
    private let written = Atomic<Int>(0)
    private let read = Atomic<Int>(0)
    /// Samples the callback dropped because the reader had not come for them.
    private let dropped = Atomic<Int>(0)

    init(capacity: Int) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
        storage.initialize(repeating: 0, count: capacity)
    }

    deinit { storage.deallocate() }

    /// On the audio thread: copies what fits; the rest is dropped and counted.
    func write(_ samples: UnsafeBufferPointer<Float>) {
        let start = written.load(ordering: .relaxed)
        let free = capacity - (start - read.load(ordering: .acquiring))
        let count = min(samples.count, free)
        for index in 0..<count { storage[(start + index) % capacity] = samples[index] }
        if count < samples.count { dropped.add(samples.count - count, ordering: .relaxed) }
        written.store(start + count, ordering: .releasing)
    }

    /// On the reader's thread: hands every waiting sample to `body`, in at most two runs, and
    /// frees their room.
    func drain(_ body: (UnsafeBufferPointer<Float>) -> Void) {
        let start = read.load(ordering: .relaxed)
        let end = written.load(ordering: .acquiring)
        guard end > start else { return }
        let first = start % capacity, count = end - start
        let firstRun = min(count, capacity - first)
        body(UnsafeBufferPointer(start: storage + first, count: firstRun))
        if count > firstRun { body(UnsafeBufferPointer(start: storage, count: count - firstRun)) }
        read.store(end, ordering: .releasing)
    }

    /// Samples the callback has kept so far (the bench times a sound's arrival by it).
    var writtenSamples: Int { written.load(ordering: .acquiring) }

    /// Samples the callback could not keep so far.
    var droppedSamples: Int { dropped.load(ordering: .relaxed) }
}
