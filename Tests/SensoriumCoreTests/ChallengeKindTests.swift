import XCTest
@testable import SensoriumCore

/// The registration table: every kind is one descriptor, found by its level-file name.
final class ChallengeKindTests: XCTestCase {
    func testEveryRegisteredKindIsReadBackFromItsNameAndNoOtherStringIs() {
        XCTAssertEqual(ChallengeKind.allCases.map(\.rawValue), ["jumping-target", "dark-scan", "ricochet", "tilt", "window", "listening"])
        for kind in ChallengeKind.allCases {
            XCTAssertEqual(ChallengeKind(rawValue: kind.rawValue), kind)
            XCTAssertEqual(kind.descriptor.kind, kind)
        }
        XCTAssertNil(ChallengeKind(rawValue: "warp"))
        XCTAssertNil(ChallengeKind(rawValue: "Dark-Scan"))
    }

    func testOnlyTheDarkScanHasASoundscapeAndTakesCameraFrames() {
        XCTAssertEqual(ChallengeKind.allCases.filter(\.hasSoundscape), [.darkScan])
        XCTAssertEqual(ChallengeKind.allCases.filter(\.acceptsCameraFrames), [.darkScan])
    }

    func testEachShippedLevelsRulesMakeAChallengeOfItsOwnKind() {
        let catalog = LevelCatalog.load(directory: RepositoryPaths.levels)
        XCTAssertEqual(Set(catalog.levels.map(\.kind)), Set(ChallengeKind.allCases), "every kind has a level")
        for level in catalog.levels {
            XCTAssertEqual(level.rules.kind, level.kind, level.id)
            var random = SeededRandom(seed: level.seed)
            let state = ChallengeState(rules: level.rules, random: &random)
            let madeBy = ChallengeKind.allCases.first { kind in
                switch kind {
                case .jumpingTarget: return state.challenge is JumpingTargetChallenge
                case .darkScan: return state.challenge is DarkScanChallenge
                case .ricochet: return state.challenge is RicochetChallenge
                case .tilt: return state.challenge is TiltChallenge
                case .window: return state.challenge is WindowChallenge
                case .listening: return state.challenge is ListeningChallenge
                default: return false
                }
            }
            XCTAssertEqual(madeBy, level.kind, level.id)
        }
    }

    func testRulesOfDifferentKindsAreNeverEqual() {
        let target = ChallengeRules(JumpingTargetRules(catches: 3))
        XCTAssertEqual(target, ChallengeRules(JumpingTargetRules(catches: 3)))
        XCTAssertNotEqual(target, ChallengeRules(JumpingTargetRules(catches: 4)))
        XCTAssertNotEqual(target, ChallengeRules(RicochetRules()))
    }
}
