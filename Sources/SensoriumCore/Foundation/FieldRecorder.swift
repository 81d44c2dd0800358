import FoundationEssentials
import Synchronization

/// The fields a parse reads, as the parser itself asks for them: while a recorder is current
/// (`FieldRecorder.$current.withValue`), every `JSONObjectReader` reports each object it reads
/// and each field it takes, with its type, range or accepted values, and whether it was
/// optional. `LevelSchema` runs the kinds' templates through the level parser this way, so the
/// schema is made from the very calls that check a file, not from a second list to keep true.
public final class FieldRecorder: @unchecked Sendable {
    @TaskLocal public static var current: FieldRecorder?

    /// What a field holds, as far as its reader checks it.
    public enum FieldType: Equatable, Sendable {
        case number(ClosedRange<Double>)
        case integer(ClosedRange<Int>)
        case string
        case bool
        case oneOf([String])
        case array
        case object
    }

    /// One field of one object path, over every object read at that path.
    public struct Field: Equatable, Sendable {
        public var type: FieldType
        /// Objects at this path in which the field was read as required.
        public var requiredIn: Int
    }

    /// An object path with `[]` for any array index (`parameters.patches[]`), with its fields in
    /// the order first read and the number of objects read there.
    public struct Object: Equatable, Sendable {
        public var count = 0
        public var keys: [String] = []
        public var fields: [String: Field] = [:]
    }

    public private(set) var objects: [String: Object] = [:]
    /// Per object read: its path and the fields it has seen asked for as optional.
    private var sightings: [(path: String, optional: Set<String>, required: Set<String>)] = []
    private let lock = Mutex(())

    public init() {}

    /// An object begins to be read at `path`; its number for the calls that follow.
    func beginObject(at path: String) -> Int {
        lock.withLock { _ in
            let pattern = Self.pattern(path)
            objects[pattern, default: Object()].count += 1
            sightings.append((pattern, [], []))
            return sightings.count - 1
        }
    }

    /// The object `sighting` asked whether it has `key`: the field is optional there.
    func asked(_ key: String, in sighting: Int) {
        lock.withLock { _ in
            sightings[sighting].optional.insert(key)
            if sightings[sighting].required.remove(key) != nil {
                objects[sightings[sighting].path]?.fields[key]?.requiredIn -= 1
            }
        }
    }

    /// The object `sighting` read `key` as `type`; the most precise type read wins (an integer
    /// over a number, accepted values over a string).
    func read(_ key: String, as type: FieldType, required: Bool, in sighting: Int) {
        lock.withLock { _ in
            let path = sightings[sighting].path
            var object = objects[path] ?? Object()
            if object.fields[key] == nil { object.keys.append(key) }
            var field = object.fields[key] ?? Field(type: type, requiredIn: 0)
            if Self.precision(type) > Self.precision(field.type) { field.type = type }
            let isRequired = required && !sightings[sighting].optional.contains(key)
            if isRequired && !sightings[sighting].required.contains(key) {
                sightings[sighting].required.insert(key)
                field.requiredIn += 1
            }
            object.fields[key] = field
            objects[path] = object
        }
    }

    private static func precision(_ type: FieldType) -> Int {
        switch type {
        case .string, .number: return 0
        case .integer, .oneOf: return 1
        case .bool, .array, .object: return 0
        }
    }

    /// `a.b[3].c` as `a.b[].c`.
    static func pattern(_ path: String) -> String {
        var result = ""
        var inIndex = false
        for character in path {
            if character == "[" { inIndex = true; result += "[]"; continue }
            if character == "]" { inIndex = false; continue }
            if !inIndex { result.append(character) }
        }
        return result
    }
}
