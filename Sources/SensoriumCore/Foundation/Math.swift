import FoundationEssentials
import Glibc

// Float trigonometry through one place, so the core's draw code reads the same everywhere.
@inline(__always) func _cos(_ x: Float) -> Float { Glibc.cos(x) }
@inline(__always) func _sin(_ x: Float) -> Float { Glibc.sin(x) }

extension Comparable {
    /// The value limited to `range`.
    public func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
