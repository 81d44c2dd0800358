/// The registration table: one line per kind of challenge. A kind lives in its own folder
/// (`Challenges/<Kind>/`: rules, state, drawing, sounds, solver and a `ChallengeKindDescriptor`);
/// listing its descriptor here is the only change anywhere else. See docs/architecture.md.
public enum ChallengeKinds {
    /// Every kind the game plays, in the order error messages list them.
    public static let all: [any ChallengeKindDescriptor] = [
        JumpingTargetKind(),
        DarkScanKind(),
        RicochetKind(),
        TiltKind(),
        WindowKind(),
        ListeningKind(),
    ]
}
