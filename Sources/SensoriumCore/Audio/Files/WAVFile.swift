import FoundationEssentials

/// A RIFF/WAVE file in memory: PCM 16-bit or IEEE Float32, any channel count from 1 to 8,
/// samples as interleaved `Float`s in -1...1.
///
/// Reading is strict and bounded: every size field is checked against the bytes actually present
/// before it is trusted, chunks are walked a bounded number of times, and anything else is a
/// ``FormatError`` saying what is wrong (truncated, wrong chunk size, unsupported format). PCM16 maps
/// ±32767 to ±1.0 both ways, so writing what was read gives the same bytes.
public struct WAVFile: Equatable, Sendable {
    /// How samples are stored on disk.
    public enum Encoding: Equatable, Sendable {
        /// Signed 16-bit little-endian integers (format tag 1).
        case pcm16
        /// 32-bit little-endian IEEE floats (format tag 3).
        case float32

        var bytesPerSample: Int { self == .pcm16 ? 2 : 4 }
        var formatTag: UInt16 { self == .pcm16 ? 1 : 3 }
    }

    /// Largest file accepted (256 MiB), so a hostile size cannot make us allocate without bound.
    public static let maxBytes = 256 << 20
    /// Most chunks walked before giving up.
    public static let maxChunks = 1024

    /// Samples per second, 1...768000.
    public var sampleRate: Int
    /// Interleaved channels, 1...8.
    public var channels: Int
    public var encoding: Encoding
    /// Interleaved samples, full scale -1...1 (count is a multiple of `channels`).
    public var samples: [Float]

    public init(samples: [Float], channels: Int = 1, sampleRate: Int = 48_000, encoding: Encoding = .pcm16) {
        precondition((1...8).contains(channels), "1 to 8 channels")
        precondition(samples.count % channels == 0, "samples must fill whole frames")
        self.samples = samples
        self.channels = channels
        self.sampleRate = sampleRate
        self.encoding = encoding
    }

    /// Number of frames (samples per channel).
    public var frameCount: Int { samples.count / channels }
    /// Length in seconds.
    public var duration: Double { Double(frameCount) / Double(sampleRate) }

    /// The channels averaged into one.
    public func monoSamples() -> [Float] {
        if channels == 1 { return samples }
        var mono = [Float](repeating: 0, count: frameCount)
        let scale = 1 / Float(channels)
        for frame in 0..<frameCount {
            var sum: Float = 0
            for channel in 0..<channels { sum += samples[frame * channels + channel] }
            mono[frame] = sum * scale
        }
        return mono
    }

    // MARK: Reading

    /// Reads and validates a WAV file from disk.
    public init(contentsOf url: URL) throws(FormatError) {
        do throws(FormatError) {
            guard let bytes = try FileBytes.read(url.path, maxBytes: Self.maxBytes) else {
                throw FormatError(category: .io, reason: "no such file")
            }
            try self.init(data: Data(bytes))
        } catch {
            throw error.inFile(url.path)
        }
    }

    /// Parses and validates WAV bytes.
    public init(data: Data) throws(FormatError) {
        guard data.count <= Self.maxBytes else {
            throw FormatError(category: .badSize, reason: "file is \(data.count) bytes, more than the \(Self.maxBytes) accepted")
        }
        let bytes = [UInt8](data)
        guard bytes.count >= 12 else {
            throw FormatError(category: .truncated, reason: "truncated: \(bytes.count) bytes, a RIFF header needs 12")
        }
        guard Self.tag(bytes, 0) == "RIFF" else { throw FormatError(category: .unknownFormat, reason: "not a RIFF file (no 'RIFF' at offset 0)") }
        guard Self.tag(bytes, 8) == "WAVE" else { throw FormatError(category: .unknownFormat, reason: "RIFF file but not WAVE (no 'WAVE' at offset 8)") }
        let riffSize = Int(Self.uint32(bytes, 4))
        if riffSize + 8 > bytes.count {
            throw FormatError(category: .truncated, reason: "truncated: RIFF size says \(riffSize + 8) bytes, file has \(bytes.count)")
        }
        if riffSize + 8 < bytes.count - 1 {
            throw FormatError(category: .badSize, reason: "RIFF size says \(riffSize + 8) bytes but the file has \(bytes.count)")
        }
        let end = riffSize + 8

        var format: (encoding: Encoding, channels: Int, sampleRate: Int)?
        var dataRange: Range<Int>?
        var offset = 12
        var chunks = 0
        while offset < end {
            chunks += 1
            guard chunks <= Self.maxChunks else { throw FormatError(category: .invalid, reason: "more than \(Self.maxChunks) chunks") }
            guard offset + 8 <= end else {
                throw FormatError(category: .truncated, reason: "truncated chunk header at offset \(offset)")
            }
            let id = Self.tag(bytes, offset)
            let size = Int(Self.uint32(bytes, offset + 4))
            let body = offset + 8
            guard size <= end - body else {
                throw FormatError(category: .badSize, reason: "chunk '\(id)' at offset \(offset) says \(size) bytes, only \(end - body) remain")
            }
            switch id {
            case "fmt ":
                guard format == nil else { throw FormatError(category: .invalid, reason: "second 'fmt ' chunk at offset \(offset)") }
                format = try Self.parseFormat(bytes, body, size)
            case "data":
                guard dataRange == nil else { throw FormatError(category: .invalid, reason: "second 'data' chunk at offset \(offset)") }
                guard let format else { throw FormatError(category: .invalid, reason: "'data' chunk before 'fmt ' chunk") }
                let frameBytes = format.channels * format.encoding.bytesPerSample
                guard size % frameBytes == 0 else {
                    throw FormatError(category: .badSize, reason: "'data' chunk is \(size) bytes, not a whole number of \(frameBytes)-byte frames")
                }
                dataRange = body..<(body + size)
            default:
                break // LIST, fact, cue...: skipped
            }
            offset = body + size + (size & 1)
        }
        guard let format else { throw FormatError(category: .invalid, reason: "no 'fmt ' chunk") }
        guard let dataRange else { throw FormatError(category: .invalid, reason: "no 'data' chunk") }

        let count = dataRange.count / format.encoding.bytesPerSample
        var samples = [Float](repeating: 0, count: count)
        switch format.encoding {
        case .pcm16:
            for index in 0..<count {
                let at = dataRange.lowerBound + index * 2
                let raw = Int16(bitPattern: UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8)
                samples[index] = Float(raw) / 32767
            }
        case .float32:
            for index in 0..<count {
                let value = Float(bitPattern: Self.uint32(bytes, dataRange.lowerBound + index * 4))
                guard value.isFinite else { throw FormatError(category: .invalid, reason: "sample \(index) is not a finite number") }
                samples[index] = value
            }
        }
        self.init(samples: samples, channels: format.channels, sampleRate: format.sampleRate, encoding: format.encoding)
    }

    private static func parseFormat(_ bytes: [UInt8], _ body: Int, _ size: Int) throws(FormatError) -> (encoding: Encoding, channels: Int, sampleRate: Int) {
        guard size >= 16 else { throw FormatError(category: .badSize, reason: "'fmt ' chunk is \(size) bytes, needs at least 16") }
        var tag = uint16(bytes, body)
        let channels = Int(uint16(bytes, body + 2))
        let sampleRate = Int(uint32(bytes, body + 4))
        let byteRate = Int(uint32(bytes, body + 8))
        let blockAlign = Int(uint16(bytes, body + 12))
        let bits = Int(uint16(bytes, body + 14))
        if tag == 0xFFFE {
            guard size >= 40 else { throw FormatError(category: .badSize, reason: "extensible 'fmt ' chunk is \(size) bytes, needs 40") }
            let suffix: [UInt8] = [0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71]
            guard Array(bytes[(body + 26)..<(body + 40)]) == suffix else {
                throw FormatError(category: .unsupportedFormat, reason: "unsupported extensible sub-format")
            }
            tag = uint16(bytes, body + 24)
        }
        let encoding: Encoding
        switch (tag, bits) {
        case (1, 16): encoding = .pcm16
        case (3, 32): encoding = .float32
        case (1, _): throw FormatError(category: .unsupportedFormat, reason: "unsupported PCM bit depth \(bits) (only 16)")
        case (3, _): throw FormatError(category: .unsupportedFormat, reason: "unsupported float bit depth \(bits) (only 32)")
        default: throw FormatError(category: .unsupportedFormat, reason: "unsupported format tag \(tag) (only PCM 1 and float 3)")
        }
        guard (1...8).contains(channels) else { throw FormatError(category: .unsupportedFormat, reason: "\(channels) channels (1 to 8 supported)") }
        guard (1...768_000).contains(sampleRate) else { throw FormatError(category: .invalid, reason: "sample rate \(sampleRate) Hz") }
        guard blockAlign == channels * encoding.bytesPerSample else {
            throw FormatError(category: .invalid, reason: "block align \(blockAlign), expected \(channels * encoding.bytesPerSample)")
        }
        guard byteRate == sampleRate * blockAlign else {
            throw FormatError(category: .invalid, reason: "byte rate \(byteRate), expected \(sampleRate * blockAlign)")
        }
        return (encoding, channels, sampleRate)
    }

    private static func tag(_ bytes: [UInt8], _ offset: Int) -> String {
        String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
    }

    private static func uint16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }

    // MARK: Writing

    /// The file's bytes: RIFF header, a 16-byte 'fmt ' chunk and the 'data' chunk, nothing else.
    /// PCM16 rounds to nearest and clamps to ±1.0 (NaN becomes 0).
    public func encoded() -> Data {
        let bytesPerSample = encoding.bytesPerSample
        let dataSize = samples.count * bytesPerSample
        var bytes = [UInt8]()
        bytes.reserveCapacity(44 + dataSize + 1)
        func append16(_ value: UInt16) { bytes.append(UInt8(value & 0xFF)); bytes.append(UInt8(value >> 8)) }
        func append32(_ value: UInt32) { for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8((value >> UInt32(shift)) & 0xFF)) } }
        let pad = dataSize & 1
        bytes.append(contentsOf: Array("RIFF".utf8))
        append32(UInt32(36 + dataSize + pad))
        bytes.append(contentsOf: Array("WAVEfmt ".utf8))
        append32(16)
        append16(encoding.formatTag)
        append16(UInt16(channels))
        append32(UInt32(sampleRate))
        append32(UInt32(sampleRate * channels * bytesPerSample))
        append16(UInt16(channels * bytesPerSample))
        append16(UInt16(bytesPerSample * 8))
        bytes.append(contentsOf: Array("data".utf8))
        append32(UInt32(dataSize))
        switch encoding {
        case .pcm16:
            for sample in samples { append16(UInt16(bitPattern: Self.pcm16(sample))) }
        case .float32:
            for sample in samples { append32(sample.bitPattern) }
        }
        if pad == 1 { bytes.append(0) }
        return Data(bytes)
    }

    /// Float -> PCM16 as written: round to nearest, clamp, NaN to 0.
    public static func pcm16(_ sample: Float) -> Int16 {
        guard !sample.isNaN else { return 0 }
        let scaled = (min(max(sample, -1), 1) * 32767).rounded()
        return Int16(scaled)
    }

    /// Writes the file as every output is written (`OutputFile`): a regular file atomically, a
    /// FIFO or a device as a stream.
    public func write(to url: URL) throws {
        try OutputFile(url.path).write([UInt8](encoded()))
    }
}
