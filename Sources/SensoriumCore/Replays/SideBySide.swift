import Dispatch
import FoundationEssentials
import Synchronization

/// Independent pieces of work done on the machine's cores, answers kept in the order asked:
/// `verify` runs several replays, or the levels of one run, this way. A few workers take the
/// next piece as they finish one, so a long piece (a photo level) does not hold up the rest.
public enum SideBySide {
    /// Workers at most: verification is CPU-bound and each worker holds a level's state.
    public static let maxWorkers = 8

    /// The core count, capped; one on a single core.
    public static var workers: Int { min(max(ProcessInfo.processInfo.activeProcessorCount, 1), maxWorkers) }

    /// `work(index)` for every index in `0..<count`, on up to `workers` threads.
    public static func map<Value: Sendable>(_ count: Int, workers: Int = workers,
                                            _ work: @Sendable (Int) -> Value) -> [Value] {
        let answers = Answers<Value>(count: count)
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(max(workers, 1), count)) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                answers.store(work(index), at: index)
            }
        }
        return answers.all
    }
}

/// The slots `SideBySide.map` fills from several threads, one for each piece of work.
private final class Answers<Value: Sendable>: Sendable {
    private let slots: Mutex<[Value?]>

    init(count: Int) { slots = Mutex(Array(repeating: nil, count: count)) }

    func store(_ value: Value, at index: Int) {
        slots.withLock { $0[index] = value }
    }

    /// Every slot is filled once `concurrentPerform` returns.
    var all: [Value] { slots.withLock { $0.map { $0! } } }
}
