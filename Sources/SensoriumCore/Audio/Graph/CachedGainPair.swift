/// The last equal-power gain pair a node worked out (a cosine and a sine) and the control value
/// it was for. A control that holds still, or a glide whose block starts where the last one
/// ended, gets the same pair back instead of two trigonometric calls per block.
struct CachedGainPair {
    /// NaN matches nothing, so the first request computes.
    private var control: Float = .nan
    private var pair: (Float, Float) = (0, 0)

    /// The pair for `control`, from `compute` or from the last call when `control` is the same.
    @inline(__always)
    mutating func gains(for control: Float, _ compute: (Float) -> (Float, Float)) -> (Float, Float) {
        if control != self.control {
            self.control = control
            pair = compute(control)
        }
        return pair
    }
}
