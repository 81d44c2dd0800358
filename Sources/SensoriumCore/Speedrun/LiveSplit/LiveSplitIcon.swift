/// A split icon as LiveSplit stores one in `<Icon>`: base64 of a .NET `BinaryFormatter` stream
/// holding a `System.Drawing.Bitmap` whose one member, `Data`, is the picture's bytes (here a
/// PNG). LiveSplit deserializes the stream; livesplit-core skips its fixed 159-byte head (212
/// base64 characters), then the array's last length byte and its element type, and drops the
/// closing record, so the head must be exactly this size: it is, as long as the names below do
/// not change.
enum LiveSplitIcon {
    /// The icon text for a picture of `color`, a level's tile colour.
    static func text(color: RGBA) -> String {
        let picture = SolidColorPNG.encode(color)
        var stream: [UInt8] = [0x00]                       // serialization header: root 1, header -1, version 1.0
        int32(1, into: &stream); int32(-1, into: &stream); int32(1, into: &stream); int32(0, into: &stream)
        stream.append(0x0C)                                // binary library 2
        int32(2, into: &stream)
        string("System.Drawing, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b03f5f7f11d50a3a", into: &stream)
        stream.append(0x05)                                // class with members and types, object 1
        int32(1, into: &stream)
        string("System.Drawing.Bitmap", into: &stream)
        int32(1, into: &stream)                            // one member
        string("Data", into: &stream)
        stream += [0x07, 0x02]                             // a primitive array, of bytes
        int32(2, into: &stream)                            // from library 2
        stream.append(0x09)                                // member reference to object 3
        int32(3, into: &stream)
        stream.append(0x0F)                                // array of a primitive, object 3
        int32(3, into: &stream)
        int32(Int32(picture.count), into: &stream)
        stream.append(0x02)                                // of bytes
        stream += picture
        stream.append(0x0B)                                // message end
        return String(decoding: Base64Text.encode(stream).filter { $0 != 0x0A }, as: UTF8.self)
    }

    private static func int32(_ value: Int32, into out: inout [UInt8]) {
        let bits = UInt32(bitPattern: value)
        out += [UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 24)]
    }

    /// A length-prefixed string; every name here is under 128 bytes, so the length is one byte.
    private static func string(_ text: String, into out: inout [UInt8]) {
        let bytes = Array(text.utf8)
        precondition(bytes.count < 128)
        out.append(UInt8(bytes.count))
        out += bytes
    }
}
