/// Identifies a player inside a `HapticMixer`.
public struct HapticPlayerHandle: Hashable, Sendable {
    public let rawValue: UInt64
}

/// Plays several patterns at once and mixes them into one `HapticFrame` per tick.
///
/// Mixing rule (the same as between events of one pattern): per layer, intensities add and the
/// sum is clamped to 1; sharpness is the intensity-weighted mean. So two half-strength rumbles feel
/// like one full one, a crisp click over a round rumble leans the mix toward crisp in proportion to
/// its strength, and nothing ever exceeds full strength. Finished one-shot players are dropped.
///
///     var mixer = HapticMixer()
///     let texture = mixer.play(texturePattern, loop: true)
///     // every tick:
///     mixer.sendParameter(texture, .hapticIntensityControl, speed)
///     let frame = mixer.advance()             // then: rumble.map(frame)
///     for start in mixer.audioStarts { ... }  // sounds that begin this tick
public struct HapticMixer: Sendable {
    public let tickRate: Int
    public private(set) var players: [HapticPatternPlayer] = []
    /// Audio events that started during the last `advance`, in player order then time order.
    public private(set) var audioStarts: [HapticAudioStart] = []
    private var nextID: UInt64 = 1

    public init(tickRate: Int = TickClock.rate) {
        self.tickRate = max(1, tickRate)
        players.reserveCapacity(16)
        audioStarts.reserveCapacity(32)
    }

    /// Starts `pattern` and returns its handle.
    /// - Parameters:
    ///   - loop: loop until stopped; `loopEnd` seconds (0: the pattern's duration).
    ///   - rate: playback rate, 0.25...4.
    ///   - offset: pattern time to start at, seconds.
    @discardableResult
    public mutating func play(_ pattern: AHAPPattern, loop: Bool = false, loopEnd: Double = 0,
                              rate: Double = 1, offset: Double = 0) -> HapticPlayerHandle {
        var player = HapticPatternPlayer(pattern: pattern, tickRate: tickRate)
        player.loopEnabled = loop
        player.loopEnd = loopEnd
        player.playbackRate = rate
        player.start(atOffset: offset)
        return add(player)
    }

    /// Adds a configured player (started if it was not).
    @discardableResult
    public mutating func add(_ player: HapticPatternPlayer) -> HapticPlayerHandle {
        var player = player
        player.id = nextID
        nextID += 1
        if !player.isPlaying { player.start() }
        players.append(player)
        return HapticPlayerHandle(rawValue: player.id)
    }

    public func isPlaying(_ handle: HapticPlayerHandle) -> Bool {
        players.contains { $0.id == handle.rawValue && $0.isPlaying }
    }

    /// Changes a playing player in place (seek, rate, loop...); does nothing if it has finished.
    public mutating func update(_ handle: HapticPlayerHandle, _ change: (inout HapticPatternPlayer) -> Void) {
        for index in players.indices where players[index].id == handle.rawValue {
            change(&players[index])
        }
    }

    public mutating func sendParameter(_ handle: HapticPlayerHandle, _ id: HapticDynamicParameterID, _ value: Double) {
        update(handle) { $0.sendParameter(id, value) }
    }

    public mutating func stop(_ handle: HapticPlayerHandle) {
        players.removeAll { $0.id == handle.rawValue }
    }

    public mutating func stopAll() {
        players.removeAll(keepingCapacity: true)
    }

    /// Plays one tick of every player and returns the mix; `audioStarts` holds this tick's sounds.
    public mutating func advance() -> HapticFrame {
        audioStarts.removeAll(keepingCapacity: true)
        var transient = HapticLayerSum()
        var continuous = HapticLayerSum()
        for index in players.indices {
            var playerTransient = HapticLayerSum()
            var playerContinuous = HapticLayerSum()
            players[index].advance(transient: &playerTransient, continuous: &playerContinuous) {
                audioStarts.append($0)
            }
            transient.add(playerTransient.layer)
            continuous.add(playerContinuous.layer)
        }
        players.removeAll { !$0.isPlaying }
        return HapticFrame(transient: transient.layer, continuous: continuous.layer)
    }
}
