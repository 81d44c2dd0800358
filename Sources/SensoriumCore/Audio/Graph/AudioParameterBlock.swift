import Synchronization

/// A fixed set of `Float` parameters handed from the game thread to the audio thread without locks.
///
/// Each slot is an `Atomic<UInt32>` holding a float's bit pattern. The game thread calls
/// ``store(_:at:)`` whenever it likes; the render thread calls ``load(at:)`` once per render block.
/// Nothing allocates, locks or waits on either side, so the audio callback can never be blocked by
/// the game. Slots are independent: a render block may see one slot's new value and another's old
/// one, which is harmless because every node smooths its parameters anyway.
///
/// ```swift
/// let block = AudioParameterBlock(defaults: [0, 1])   // progress, volume
/// block.store(0.7, at: 0)                              // game thread
/// let progress = block.load(at: 0)                     // audio thread, once per block
/// ```
public final class AudioParameterBlock: @unchecked Sendable {
    // @unchecked: the only state is the atomics behind `slots`, written and read atomically; the
    // pointer itself is immutable after init and freed in deinit.
    private let slots: UnsafeMutablePointer<Atomic<UInt32>>
    private let counters: UnsafeMutablePointer<Atomic<UInt32>>

    /// Number of float slots.
    public let count: Int
    /// Number of event counters (see ``signal(_:)``).
    public let counterCount: Int

    /// Creates a block whose slots start at `defaults`, plus `counters` event counters at zero.
    public init(defaults: [Float], counters: Int = 0) {
        count = defaults.count
        counterCount = counters
        slots = .allocate(capacity: max(1, defaults.count))
        for (index, value) in defaults.enumerated() {
            (slots + index).initialize(to: Atomic(value.bitPattern))
        }
        self.counters = .allocate(capacity: max(1, counters))
        for index in 0..<counters {
            (self.counters + index).initialize(to: Atomic(0))
        }
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
        counters.deinitialize(count: counterCount)
        counters.deallocate()
    }

    /// Publishes `value` in slot `index` (any thread). Non-finite values are ignored.
    @inline(__always)
    public func store(_ value: Float, at index: Int) {
        precondition(index >= 0 && index < count, "parameter slot out of range")
        guard value.isFinite else { return }
        slots[index].store(value.bitPattern, ordering: .relaxed)
    }

    /// The latest value published in slot `index` (any thread; the audio thread reads once a block).
    @inline(__always)
    public func load(at index: Int) -> Float {
        precondition(index >= 0 && index < count, "parameter slot out of range")
        return Float(bitPattern: slots[index].load(ordering: .relaxed))
    }

    /// Counts one more occurrence of event `counter` ("play the opening now"). The render thread
    /// compares ``eventCount(_:)`` with the count it last saw, so no request is lost or repeated.
    @inline(__always)
    public func signal(_ counter: Int) {
        precondition(counter >= 0 && counter < counterCount, "event counter out of range")
        counters[counter].wrappingAdd(1, ordering: .relaxed)
    }

    /// How many times event `counter` has been signalled (wrapping at 2^32).
    @inline(__always)
    public func eventCount(_ counter: Int) -> UInt32 {
        precondition(counter >= 0 && counter < counterCount, "event counter out of range")
        return counters[counter].load(ordering: .relaxed)
    }
}
