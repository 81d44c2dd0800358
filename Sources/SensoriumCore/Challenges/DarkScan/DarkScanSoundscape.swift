/// The dark-scan challenge's sound, wired as in the Blackbox talk, driven by one number: progress.
///
/// ```
/// opening (one-shot) ─────────────────────────────────────────────┐
/// donk (loop) ─► varispeed ─► bitcrusher ─────────────────────────┤
/// ambient (loop) ─┐                                                ├─► main mixer ─► master ─► DC block ─► out
/// texture (loop) ─┴► dry/wet ─► varispeed ─► delay ─► bitcrusher ──┤
/// solved (one-shot) ──────────────────────────────────────────────┘
/// ```
///
/// Threads: ``setProgress(_:)``, ``setVolume(_:)``, ``playOpening()`` and ``playSolved()`` may be
/// called from any thread at any time; they only store into an ``AudioParameterBlock`` (atomics,
/// no locks). `render` must be called from one thread at a time (the audio callback); it reads
/// the parameters once per block of at most ``AudioGraphLimits/maxBlockFrames`` frames, maps
/// progress with ``DarkScanMix``, and never allocates, locks, or does I/O.
///
/// ```swift
/// // After Mix_OpenAudio + Mix_QuerySpec:
/// let format = AudioDeviceFormat(sampleRate: Int(frequency), channels: Int(channels), sampleType: .int16)
/// let soundscape = DarkScanSoundscape(sounds: try .load(from: soundsDirectory), deviceFormat: format)
/// let userdata = Unmanaged.passRetained(soundscape).toOpaque()   // release after unhooking
/// Mix_HookMusic({ userdata, stream, length in
///     Unmanaged<DarkScanSoundscape>.fromOpaque(userdata!).takeUnretainedValue()
///         .renderDevice(into: stream!, byteCount: Int(length))
/// }, userdata)
/// soundscape.playOpening()
/// soundscape.setProgress(0.4)          // game thread, every frame
/// ```
public final class DarkScanSoundscape: @unchecked Sendable {
    // @unchecked: render state is touched only by the render thread (documented contract); the
    // only state shared between threads is `parameters`, which is atomic.

    /// Main-mixer inputs.
    private enum Input {
        static let opening = 0, donk = 1, pad = 2, solved = 3
    }
    private enum Slot {
        static let progress = 0, volume = 1
    }
    private enum Event {
        static let opening = 0, solved = 1
    }

    /// Level of the opening and solved one-shots in the main mixer (they are normalised louder
    /// than the loops, see ``SoundCategory``).
    public static let oneShotGain: Float = 0.3
    /// Master make-up gain at volume 1.0: the loops are normalised as quiet beds (-20 dBFS), the
    /// finished mix is brought up to about -20 dBFS RMS at progress 1 with peaks near -6 dBFS.
    public static let masterGain: Float = 3

    public let sampleRate: Double
    /// The format ``renderDevice(into:byteCount:)`` writes (what the audio device asked for).
    public let deviceFormat: AudioDeviceFormat
    /// The lock-free mailbox between the game thread and the render thread.
    public let parameters: AudioParameterBlock

    private let opening: SamplePlayer
    private let solved: SamplePlayer
    private let donk: Varispeed<SamplePlayer>
    private let donkCrusher: Bitcrusher
    private let pad: Varispeed<DryWetMixer<SamplePlayer, SamplePlayer>>
    private let padDelay: AudioDelay
    private let padCrusher: Bitcrusher
    private let mixer: AudioMixer
    private let masterLeft: AudioGain
    private let masterRight: AudioGain
    private let dcBlocker: DCBlocker
    private let scratch: UnsafeMutablePointer<Float>
    /// The pad's chain renders here while the donk's is in `scratch`: the mixer adds both in one pass.
    private let padScratch: UnsafeMutablePointer<Float>
    private let interleaved: UnsafeMutablePointer<Float>
    private var appliedProgress: Float = -1
    private var seenOpening: UInt32 = 0
    private var seenSolved: UInt32 = 0
    private var loopsMuted = false
    private var currentMix: DarkScanMix

    /// - Parameters:
    ///   - sounds: the five recordings.
    ///   - deviceFormat: what the audio device plays; its sample rate is the graph's (sounds
    ///     recorded at another rate are resampled).
    ///   - progress: starting progress, 0...1.
    public convenience init(sounds: DarkScanSounds, deviceFormat: AudioDeviceFormat, progress: Float = 0) {
        self.init(sounds: sounds, sampleRate: Double(deviceFormat.sampleRate), progress: progress, deviceFormat: deviceFormat)
    }

    /// - Parameters:
    ///   - sounds: the five recordings.
    ///   - sampleRate: output frames per second (use the device's rate; sounds are resampled).
    ///   - progress: starting progress, 0...1.
    ///   - deviceFormat: for ``renderDevice(into:byteCount:)``; default stereo Float32 at `sampleRate`.
    public init(sounds: DarkScanSounds, sampleRate: Double = 48_000, progress: Float = 0,
                deviceFormat: AudioDeviceFormat? = nil) {
        self.sampleRate = sampleRate
        self.deviceFormat = deviceFormat ?? AudioDeviceFormat(sampleRate: Int(sampleRate), channels: 2, sampleType: .float32)
        parameters = AudioParameterBlock(defaults: [progress, 1], counters: 2)
        let mix = DarkScanMix(progress: progress)
        currentMix = mix
        opening = SamplePlayer(buffer: sounds.opening, mode: .oneShot, sampleRate: sampleRate)
        solved = SamplePlayer(buffer: sounds.solved, mode: .oneShot, sampleRate: sampleRate)
        donk = Varispeed(source: SamplePlayer(buffer: sounds.donk, mode: .loop, sampleRate: sampleRate, playing: true),
                         rate: mix.donkRate, sampleRate: sampleRate, smoothing: 0.15)
        donkCrusher = Bitcrusher(bitDepth: mix.donkBitDepth, hold: mix.donkHold, sampleRate: sampleRate)
        let ambient = SamplePlayer(buffer: sounds.ambient, mode: .loop, sampleRate: sampleRate, playing: true)
        let texture = SamplePlayer(buffer: sounds.texture, mode: .loop, sampleRate: sampleRate, playing: true)
        pad = Varispeed(source: DryWetMixer(dry: ambient, wet: texture, mix: mix.padMix, sampleRate: sampleRate),
                        rate: mix.padRate, sampleRate: sampleRate, smoothing: 0.15)
        padDelay = AudioDelay(maxTime: 1, time: mix.delayTime, feedback: mix.delayFeedback, mix: mix.delayMix,
                              lowPassCutoff: mix.delayCutoff, sampleRate: sampleRate)
        padCrusher = Bitcrusher(bitDepth: mix.padBitDepth, hold: mix.padHold, sampleRate: sampleRate)
        mixer = AudioMixer(inputCount: 4, sampleRate: sampleRate, gain: 0)
        mixer.setGain(Self.oneShotGain, input: Input.opening)
        mixer.setGain(Self.oneShotGain, input: Input.solved)
        mixer.setPan(-0.15, input: Input.donk)
        mixer.setPan(0.1, input: Input.pad)
        // The master starts at 0 and glides up over ~50 ms: starting never clicks.
        masterLeft = AudioGain(gain: 0, sampleRate: sampleRate, smoothing: 0.05)
        masterRight = AudioGain(gain: 0, sampleRate: sampleRate, smoothing: 0.05)
        dcBlocker = DCBlocker(sampleRate: sampleRate)
        let capacity = AudioGraphLimits.maxBlockFrames
        scratch = .allocate(capacity: capacity)
        scratch.initialize(repeating: 0, count: capacity)
        padScratch = .allocate(capacity: capacity)
        padScratch.initialize(repeating: 0, count: capacity)
        interleaved = .allocate(capacity: capacity * 2)
        interleaved.initialize(repeating: 0, count: capacity * 2)
    }

    deinit {
        scratch.deallocate()
        padScratch.deallocate()
        interleaved.deallocate()
    }

    // MARK: Game thread (any thread, lock-free)

    /// How close the player is: 0.0 is far, 1.0 is solved. Clamped; NaN ignored.
    public func setProgress(_ progress: Float) {
        parameters.store(min(max(progress, 0), 1), at: Slot.progress)
    }

    /// Overall level: 0.0 is silent, 1.0 is unity (the settings volume), clamped to 0...1.
    public func setVolume(_ volume: Float) {
        parameters.store(min(max(volume, 0), 1), at: Slot.volume)
    }

    /// Plays the opening one-shot (from the start; a playing one fades out underneath) and brings
    /// the loops back if a solve had faded them out.
    public func playOpening() { parameters.signal(Event.opening) }

    /// Plays the solved chord and fades the loops out under it (the puzzle is over).
    public func playSolved() { parameters.signal(Event.solved) }

    // MARK: Render thread

    /// Renders `frames` stereo frames, interleaved Float32 (L R L R ...), into `output`
    /// (capacity `2 × frames`). Real-time safe.
    public func render(into output: UnsafeMutablePointer<Float>, frames: Int) {
        var done = 0
        while done < frames {
            let count = min(frames - done, AudioGraphLimits.maxBlockFrames)
            renderBlock(frames: count, into: output + done * 2)
            done += count
        }
    }

    /// Renders into a device buffer of `byteCount` bytes in ``deviceFormat``: exactly what a
    /// `Mix_HookMusic` callback receives. Real-time safe.
    public func renderDevice(into buffer: UnsafeMutableRawPointer, byteCount: Int) {
        render(into: buffer, byteCount: byteCount, format: deviceFormat)
    }

    /// Renders into a device buffer of `byteCount` bytes in `format`. A trailing partial frame
    /// is zeroed. The graph runs at ``sampleRate`` whatever `format.sampleRate` says. Real-time safe.
    public func render(into buffer: UnsafeMutableRawPointer, byteCount: Int, format: AudioDeviceFormat) {
        let frames = byteCount / format.bytesPerFrame
        let channels = format.channels
        var done = 0
        if format.sampleType == .float32 && channels == 2 && Int(bitPattern: buffer) % MemoryLayout<Float>.alignment == 0 {
            // The graph's own layout (what the game asks SDL for): rendered in place, no conversion.
            render(into: buffer.bindMemory(to: Float.self, capacity: frames * 2), frames: frames)
            done = frames
        }
        while done < frames {
            let count = min(frames - done, AudioGraphLimits.maxBlockFrames)
            renderBlock(frames: count, into: interleaved)
            for frame in 0..<count {
                let left = interleaved[frame * 2]
                let right = interleaved[frame * 2 + 1]
                let base = (done + frame) * channels
                for channel in 0..<channels {
                    let value: Float
                    if channels == 1 {
                        value = (left + right) * 0.5
                    } else {
                        value = channel == 0 ? left : (channel == 1 ? right : 0)
                    }
                    switch format.sampleType {
                    case .float32:
                        buffer.storeBytes(of: value, toByteOffset: (base + channel) * 4, as: Float.self)
                    case .int16:
                        buffer.storeBytes(of: WAVFile.pcm16(value), toByteOffset: (base + channel) * 2, as: Int16.self)
                    }
                }
            }
            done += count
        }
        let remainder = byteCount - frames * format.bytesPerFrame
        if remainder > 0 {
            (buffer + frames * format.bytesPerFrame).initializeMemory(as: UInt8.self, repeating: 0, count: remainder)
        }
    }

    private func readParameters() {
        let progress = parameters.load(at: Slot.progress)
        if progress != appliedProgress {
            appliedProgress = progress
            let mix = DarkScanMix(progress: progress)
            currentMix = mix
            donk.rate = mix.donkRate
            donkCrusher.bitDepth = mix.donkBitDepth
            donkCrusher.hold = mix.donkHold
            pad.source.mix = mix.padMix
            pad.rate = mix.padRate
            padDelay.time = mix.delayTime
            padDelay.feedback = mix.delayFeedback
            padDelay.mix = mix.delayMix
            padDelay.lowPassCutoff = mix.delayCutoff
            padCrusher.bitDepth = mix.padBitDepth
            padCrusher.hold = mix.padHold
        }
        let volume = parameters.load(at: Slot.volume) * Self.masterGain
        masterLeft.gain = volume
        masterRight.gain = volume
        let openings = parameters.eventCount(Event.opening)
        if openings != seenOpening {
            seenOpening = openings
            opening.play()
            loopsMuted = false
        }
        let solves = parameters.eventCount(Event.solved)
        if solves != seenSolved {
            seenSolved = solves
            solved.play()
            loopsMuted = true
        }
        mixer.setGain(loopsMuted ? 0 : currentMix.donkGain, input: Input.donk)
        mixer.setGain(loopsMuted ? 0 : currentMix.padGain, input: Input.pad)
    }

    /// Renders `frames` (≤ maxBlockFrames) stereo frames, interleaved, into `output`.
    private func renderBlock(frames: Int, into output: UnsafeMutablePointer<Float>) {
        readParameters()
        mixer.clear(frames: frames)
        if opening.isSounding {
            opening.render(into: scratch, frames: frames)
            mixer.add(input: Input.opening, from: scratch, frames: frames)
        }
        donk.render(into: scratch, frames: frames)
        donkCrusher.process(scratch, frames: frames)
        pad.render(into: padScratch, frames: frames)
        padDelay.process(padScratch, frames: frames)
        padCrusher.process(padScratch, frames: frames)
        mixer.add(input: Input.donk, from: scratch, input: Input.pad, from: padScratch, frames: frames)
        if solved.isSounding {
            solved.render(into: scratch, frames: frames)
            mixer.add(input: Input.solved, from: scratch, frames: frames)
        }
        masterLeft.process(mixer.left, frames: frames)
        masterRight.process(mixer.right, frames: frames)
        dcBlocker.process(left: mixer.left, right: mixer.right, into: output, frames: frames)
    }
}
