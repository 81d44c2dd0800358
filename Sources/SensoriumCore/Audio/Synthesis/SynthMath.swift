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
        var term = 1.0
        var sum = 1.0
        for n in 1...16 {
            term *= r / Double(n)
            sum += term
        }
        return sum * power2(Int(k))
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

    private static func sinKernel(_ y: Double) -> Double {
        let y2 = y * y
        var term = y
        var sum = y
        for n in stride(from: 2, through: 18, by: 2) {
            term *= -y2 / Double(n * (n + 1))
            sum += term
        }
        return sum
    }

    private static func cosKernel(_ y: Double) -> Double {
        let y2 = y * y
        var term = 1.0
        var sum = 1.0
        for n in stride(from: 1, through: 17, by: 2) {
            term *= -y2 / Double(n * (n + 1))
            sum += term
        }
        return sum
    }
}
