/// One row of a save format's table (`SaveFormat`): the field's key, how it is written from the
/// value, and how it is read back into the value. Key, writer and reader sit together, so what
/// is written is what is read by construction; the default is what the value starts from (a
/// file that leaves an optional field out keeps it).
public struct SaveField<Value> {
    /// Told of a record that does not validate; throws to refuse the whole file, returns to drop
    /// only that record (see `SaveFormat.read`).
    public typealias BadRecord = (FormatError) throws(FormatError) -> Void

    public let key: String
    /// The field's JSON, or nil to leave the key out of the file.
    let write: (Value) -> JSONValue?
    /// Reads `key` from the object into the value, which already holds the fields before it
    /// (for checks that span fields).
    let read: (inout JSONObjectReader, String, inout Value, BadRecord) throws(FormatError) -> Void

    public init(_ key: String, write: @escaping (Value) -> JSONValue?,
                read: @escaping (inout JSONObjectReader, String, inout Value, BadRecord) throws(FormatError) -> Void) {
        self.key = key
        self.write = write
        self.read = read
    }
}

extension SaveField {
    /// `"format": N`, required, and only this game's N is read.
    ///
    /// - Parameter refusal: why another format number is refused.
    public static func formatVersion(_ version: Int, refusal: @escaping (Int) -> String) -> SaveField {
        SaveField("format", write: { _ in .number(Double(version)) }) { (reader, key, _, _) throws(FormatError) in
            let format = try reader.int(key, in: 0...Int(Int32.max))
            guard format == version else { throw reader.error(key, refusal(format)) }
        }
    }

    /// A boolean a file may leave out.
    public static func bool(_ key: String, _ field: WritableKeyPath<Value, Bool>) -> SaveField {
        SaveField(key, write: { .bool($0[keyPath: field]) }) { (reader, key, value, _) throws(FormatError) in
            if let bool = try reader.optionalBool(key) { value[keyPath: field] = bool }
        }
    }

    /// A boolean or `null` (nil), which a file may leave out.
    public static func optionalBool(_ key: String, _ field: WritableKeyPath<Value, Bool?>) -> SaveField {
        SaveField(key, write: { $0[keyPath: field].map { .bool($0) } ?? .null }) { (reader, key, value, _) throws(FormatError) in
            if reader.object[key] == .null {
                _ = reader.optionalValue(key)
                value[keyPath: field] = nil
            } else if let bool = try reader.optionalBool(key) {
                value[keyPath: field] = bool
            }
        }
    }

    /// A number in `range` a file may leave out.
    public static func double(_ key: String, _ field: WritableKeyPath<Value, Double>, in range: ClosedRange<Double>) -> SaveField {
        SaveField(key, write: { .number($0[keyPath: field]) }) { (reader, key, value, _) throws(FormatError) in
            if let number = try reader.optionalDouble(key, in: range) { value[keyPath: field] = number }
        }
    }

    /// A whole number in `range` a file must have.
    public static func int(_ key: String, _ field: WritableKeyPath<Value, Int>, in range: @escaping (Value) -> ClosedRange<Int>) -> SaveField {
        SaveField(key, write: { .number(Double($0[keyPath: field])) }) { (reader, key, value, _) throws(FormatError) in
            value[keyPath: field] = try reader.int(key, in: range(value))
        }
    }

    /// One of an enum's raw values, which a file may leave out.
    public static func enumValue<T: RawRepresentable & CaseIterable>(_ key: String, _ field: WritableKeyPath<Value, T>) -> SaveField
        where T.RawValue == String {
        SaveField(key, write: { .string($0[keyPath: field].rawValue) }) { (reader, key, value, _) throws(FormatError) in
            if reader.has(key) { value[keyPath: field] = try reader.enumValue(key, as: T.self) } else { _ = reader.optionalValue(key) }
        }
    }

    /// A nested object whose fields are more fields of the same value; a file may leave it, or
    /// any of its fields, out.
    public static func section(_ key: String, _ fields: [SaveField]) -> SaveField {
        let format = SaveFormat(fields)
        return SaveField(key, write: { .object(format.object($0)) }) { (reader, key, value, badRecord) throws(FormatError) in
            guard var section = try reader.optionalObject(key) else { return }
            try format.read(&section, into: &value, badRecord: badRecord)
            try section.finish()
        }
    }
}
