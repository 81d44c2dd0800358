extension LuminanceFrame {
    /// The frame shrunk `factor` times on each side, each pixel the rounded mean of the block of
    /// `factor` x `factor` pixels it covers (a block on the right or bottom edge averages the
    /// pixels it has). Integer arithmetic, so the result is the same on every machine.
    /// - Parameter factor: 1 or more; 1 returns the frame unchanged.
    public func reduced(by factor: Int) -> LuminanceFrame {
        precondition(factor >= 1, "reduction factor must be at least 1")
        guard factor > 1 else { return self }
        let outWidth = (width + factor - 1) / factor, outHeight = (height + factor - 1) / factor
        // 64-bit sums: a block can be as large as the whole picture (16384 x 16384 x 255).
        var sums = [UInt64](repeating: 0, count: outWidth)
        var out = [UInt8](repeating: 0, count: outWidth * outHeight)
        pixels.withUnsafeBufferPointer { source in
            for outRow in 0..<outHeight {
                for i in 0..<outWidth { sums[i] = 0 }
                let firstRow = outRow * factor, rows = min(factor, height - firstRow)
                for row in firstRow..<firstRow + rows {
                    let line = source.baseAddress! + row * width
                    for i in 0..<outWidth {
                        var sum: UInt64 = 0
                        for x in i * factor..<min(width, (i + 1) * factor) { sum &+= UInt64(line[x]) }
                        sums[i] &+= sum
                    }
                }
                for i in 0..<outWidth {
                    let count = UInt64(min(factor, width - i * factor) * rows)
                    out[outRow * outWidth + i] = UInt8((sums[i] + count / 2) / count)
                }
            }
        }
        return LuminanceFrame(width: outWidth, height: outHeight, pixels: out)
    }
}
