/// sin, cos, exp and friends built from `+`, `-`, `*` and `/` only, so sound recipes produce the
/// same bits on every machine and every libm (IEEE 754 basic operations are exactly specified;
/// transcendental functions in C libraries are not). Accurate to about 1e-15 for the arguments
/// synthesis uses (|x| < 1e5 for sin/cos, -700...700 for exp). Not for the render thread's inner
/// loops, where Foundation's versions are faster and bit-exactness does not matter.
public enum SynthMath {
    public static let pi = 3.141592653589793
    public static let twoPi = 6.283185307179586
    public static let ln2 = 0.6931471805599453
    public static let ln10 = 2.302585092994046

    /// sin(x), x in radians.
    public static func sin(_ x: Double) -> Double {
        let (y, quadrant) = reduce(x)
        switch quadrant {
        case 0: return sinKernel(y)
        case 1: return cosKernel(y)
        case 2: return -sinKernel(y)
        default: return -cosKernel(y)
        }
    }

    /// cos(x), x in radians.
    public static func cos(_ x: Double) -> Double {
        let (y, quadrant) = reduce(x)
        switch quadrant {
        case 0: return cosKernel(y)
        case 1: return -sinKernel(y)
        case 2: return -cosKernel(y)
        default: return sinKernel(y)
        }
    }

    /// sin(2π·phase): one cycle per unit of phase (what oscillators want).
    public static func sinCycle(_ phase: Double) -> Double {
        sin(twoPi * (phase - phase.rounded(.down)))
    }

    /// tan(x), x in radians, away from the poles.
    public static func tan(_ x: Double) -> Double { sin(x) / cos(x) }

    /// e^x, clamped to the range of finite doubles.
    public static func exp(_ x: Double) -> Double {
        if x > 700 { return exp(700) }
        if x < -700 { return 0 }
        let k = (x / ln2).rounded()
        // Cody-Waite: ln2 split so k*ln2Hi is exact.
        let r = (x - k * 0.6931471803691238) - k * 1.9082149292705877e-10
        // Taylor series to r^16 in Horner form (|r| ≤ ln2/2: error below 1e-17).
        let p: Double = 0.5 + r * (0.16666666666666666 + r * (0.041666666666666664 + r * (0.008333333333333333 + r * (0.001388888888888889 + r * (0.0001984126984126984 + r * (2.48015873015873e-05 + r * (2.7557319223985893e-06 + r * (2.755731922398589e-07 + r * (2.505210838544172e-08 + r * (2.08767569878681e-09 + r * (1.6059043836821613e-10 + r * (1.1470745597729725e-11 + r * (7.647163731819816e-13 + r * (4.779477332387385e-14))))))))))))))
        return (1 + r + r * r * p) * power2(Int(k))
    }

    /// Natural logarithm, x > 0 (0 or less gives -infinity).
    public static func log(_ x: Double) -> Double {
        guard x > 0, x.isFinite else { return x.isInfinite ? x : -.infinity }
        // x = m·2^e with m in [1, 2); log m = 2·atanh((m-1)/(m+1)), a fast series for s ≤ 1/3.
        let e = Double(x.exponent)
        let m = x.significand
        let s = (m - 1) / (m + 1)
        let s2 = s * s
        var term = s
        var sum = 0.0
        for k in 0..<30 {
            sum += term / Double(2 * k + 1)
            term *= s2
        }
        return 2 * sum + e * ln2
    }

    /// 2^x.
    public static func exp2(_ x: Double) -> Double { exp(x * ln2) }

    /// Amplitude for a level in decibels: 0 dB is 1.0, -6 dB about 0.5, -20 dB 0.1.
    public static func gain(decibels: Double) -> Double { exp(decibels * ln10 / 20) }

    /// tanh(x), a soft saturation curve.
    public static func tanh(_ x: Double) -> Double {
        if x > 20 { return 1 }
        if x < -20 { return -1 }
        let e = exp(2 * x)
        return (e - 1) / (e + 1)
    }

    /// Frequency in Hz of a MIDI note (69 is A4, 440 Hz).
    public static func frequency(midiNote: Double) -> Double { 440 * exp2((midiNote - 69) / 12) }

    private static func power2(_ k: Int) -> Double {
        Double(sign: .plus, exponent: k, significand: 1)
    }

    /// x = y + quadrant·π/2 with |y| ≤ π/4.
    private static func reduce(_ x: Double) -> (Double, Int) {
        let q = (x / (pi / 2)).rounded()
        // π/2 in three parts so q*part is exact for |q| < 2^20.
        let y = ((x - q * 1.5707963267341256) - q * 6.077100506506192e-11) - q * 2.0222662487959506e-21
        var quadrant = Int(q) % 4
        if quadrant < 0 { quadrant += 4 }
        return (y, quadrant)
    }

    // Taylor series to y^19 / y^18 in Horner form (|y| ≤ π/4: error below 1e-17).
    private static func sinKernel(_ y: Double) -> Double {
        let y2 = y * y
        let p: Double = -0.16666666666666666 + y2 * (0.008333333333333333 + y2 * (-0.0001984126984126984 + y2 * (2.7557319223985893e-06 + y2 * (-2.505210838544172e-08 + y2 * (1.6059043836821613e-10 + y2 * (-7.647163731819816e-13 + y2 * (2.8114572543455206e-15 + y2 * (-8.22063524662433e-18))))))))
        return y + y * y2 * p
    }

    private static func cosKernel(_ y: Double) -> Double {
        let y2 = y * y
        let p: Double = -0.5 + y2 * (0.041666666666666664 + y2 * (-0.001388888888888889 + y2 * (2.48015873015873e-05 + y2 * (-2.755731922398589e-07 + y2 * (2.08767569878681e-09 + y2 * (-1.1470745597729725e-11 + y2 * (4.779477332387385e-14 + y2 * (-1.5619206968586225e-16))))))))
        return 1 + y2 * p
    }
}
