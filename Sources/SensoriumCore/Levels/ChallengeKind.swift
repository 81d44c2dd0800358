/// Which kind of challenge a level is: the JSON string of its `kind` field. The known kinds are
/// the ones registered in `ChallengeKinds.all`; each kind names itself in its own folder
/// (`ChallengeKind.darkScan` in `Challenges/DarkScan/`), so adding one touches no list here. An
/// unknown string is a validation error that lists the registered ones.
public struct ChallengeKind: RawRepresentable, Hashable, CaseIterable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// A registered kind, nil for any other string.
    public init?(rawValue: String) {
        guard ChallengeKinds.all.contains(where: { $0.kind.rawValue == rawValue }) else { return nil }
        self.rawValue = rawValue
    }

    /// The kind called `name` in level files; for a kind's own `static let`, before it is
    /// registered.
    init(declaring name: String) { rawValue = name }

    /// Every registered kind, in registration order (the order error messages list them in).
    public static var allCases: [ChallengeKind] { ChallengeKinds.all.map(\.kind) }

    /// Everything else the game knows about the kind.
    public var descriptor: any ChallengeKindDescriptor {
        guard let found = ChallengeKinds.all.first(where: { $0.kind == self }) else {
            preconditionFailure("kind \"\(rawValue)\" is not in ChallengeKinds.all")
        }
        return found
    }

    /// Whether the kind plays a continuous soundscape that follows progress.
    public var hasSoundscape: Bool { descriptor.hasSoundscape }

    /// Whether a camera (webcam) can feed the kind's challenge (`ChallengeState.supply(frame:)`).
    public var acceptsCameraFrames: Bool { descriptor.acceptsCameraFrames }

    public var description: String { rawValue }
}
