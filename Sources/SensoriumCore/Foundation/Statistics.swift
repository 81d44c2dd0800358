/// Summary figures for benchmarks: medians, never means, so one stall does not move the figure.
public enum Statistics {
    public static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Hands a benchmark's result to the optimizer as if it were used, so the measured work is
    /// not removed as dead code.
    @inline(never)
    public static func keep<T>(_ value: T) {
        withExtendedLifetime(value) {}
    }
}

extension Duration {
    /// The duration in nanoseconds, for benchmark figures.
    public var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }
}
