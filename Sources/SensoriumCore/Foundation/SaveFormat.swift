/// One description of a save format, serving both the writer and the reader: a table of
/// `SaveField`s in file order. `object` writes every field in that order; `read` reads every
/// field back into a value that starts as the format's defaults. Settings, progress and speedrun
/// records are each described once this way, so nothing keeps a writer and a reader in step but
/// the table itself.
///
/// ```swift
/// static let format = SaveFormat<Settings>([
///     .formatVersion(1) { "format \($0) is not supported" },
///     .section("audio", [.double("master", \.masterVolume, in: 0...1), .bool("muted", \.muted)]),
/// ])
/// let object = Settings.format.object(settings)
/// var value = Settings(); try Settings.format.read(&reader, into: &value, badRecord: { throw $0 })
/// ```
public struct SaveFormat<Value> {
    public let fields: [SaveField<Value>]
    /// A rule across fields, checked once they are all read (a solved level has a solve).
    let check: (JSONObjectReader, Value) throws(FormatError) -> Void

    public init(_ fields: [SaveField<Value>],
                check: @escaping (JSONObjectReader, Value) throws(FormatError) -> Void = { _, _ in }) {
        self.fields = fields
        self.check = check
    }

    /// The value's fields as a JSON object, in table order.
    public func object(_ value: Value) -> JSONObject {
        var object = JSONObject()
        for field in fields {
            if let json = field.write(value) { object[field.key] = json }
        }
        return object
    }

    /// Reads every field of `reader` into `value`, in table order. Unknown keys are left for
    /// the caller (`reader.finish()` in a strict format).
    ///
    /// - Parameter badRecord: told of each record a field could not read; throwing refuses the
    ///   file, returning drops the record and reads on.
    public func read(_ reader: inout JSONObjectReader, into value: inout Value,
                     badRecord: SaveField<Value>.BadRecord) throws(FormatError) {
        for field in fields {
            try field.read(&reader, field.key, &value, badRecord)
        }
        try check(reader, value)
    }
}
