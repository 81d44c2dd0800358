import FoundationEssentials
import Glibc

/// How far the reticle's corner brackets have closed for a progress, as the talk describes it:
/// "it very quickly comes close together and then the last 10% is kind of 50% of the work".
///
/// `closure(p) = 1 - (1 - p)^k` with `k = log2(10)` (about 3.32): the brackets are 90% closed at
/// half progress, and the last 10% of the closing takes the other half. Both ends are exact:
/// `closure(0) = 0`, `closure(1) = 1`; it only rises.
public enum ReticleEasing {
    public static let exponent = log2(10.0)

    /// - Parameter progress: 0.0 ... 1.0 (clamped).
    /// - Returns: 0.0 open ... 1.0 a closed square.
    public static func closure(_ progress: Double) -> Double {
        let p = progress.clamped(to: 0...1)
        if p == 1 { return 1 }
        return 1 - pow(1 - p, exponent)
    }
}
