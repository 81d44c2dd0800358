/// RFC 6455 frames as the game's WebSocket server (`LiveSplitOneServer`) reads a client's and
/// writes its own. Reading is strict and bounded, so no frame can make the server overflow,
/// allocate more than `maxPayload` or wait: a client's frame must be masked (section 5.1), use no
/// reserved bit or opcode (5.2), a control frame must be final and at most 125 bytes (5.5), a
/// 64-bit length must have its top bit clear (5.2), and a payload over the limit is refused with
/// 1009 before any of it is buffered.
public enum WebSocketFrames {
    public enum Opcode: UInt8 {
        case continuation = 0x0, text = 0x1, binary = 0x2, close = 0x8, ping = 0x9, pong = 0xA

        var isControl: Bool { rawValue & 0x8 != 0 }
    }

    public struct Frame: Equatable {
        public var opcode: Opcode
        public var isFinal: Bool
        public var payload: [UInt8]
    }

    /// Close codes (RFC 6455, 7.4.1).
    public enum CloseCode: UInt16 {
        case normal = 1000, goingAway = 1001, protocolError = 1002, tooBig = 1009
    }

    public enum Reading: Equatable {
        /// A whole frame, `size` bytes of the input.
        case frame(Frame, size: Int)
        /// Not all of the frame has arrived yet.
        case incomplete
        /// The client broke the protocol: close the connection with `code`.
        case refused(CloseCode, String)
    }

    /// The frame that starts at `start` in `bytes`.
    public static func read(_ bytes: [UInt8], at start: Int, maxPayload: Int) -> Reading {
        let available = bytes.count - start
        guard available >= 2 else { return .incomplete }
        let first = bytes[start], second = bytes[start + 1]
        guard first & 0x70 == 0 else { return .refused(.protocolError, "a reserved bit set") }
        guard let opcode = Opcode(rawValue: first & 0x0F) else { return .refused(.protocolError, "an unknown opcode \(first & 0x0F)") }
        guard second & 0x80 != 0 else { return .refused(.protocolError, "an unmasked client frame") }
        var length = UInt64(second & 0x7F)
        var header = 2
        if length == 126 {
            guard available >= 4 else { return .incomplete }
            length = UInt64(bytes[start + 2]) << 8 | UInt64(bytes[start + 3])
            header = 4
        } else if length == 127 {
            guard available >= 10 else { return .incomplete }
            length = (2..<10).reduce(0) { $0 << 8 | UInt64(bytes[start + $1]) }
            header = 10
            guard length >> 63 == 0 else { return .refused(.protocolError, "a length with its top bit set") }
        }
        if opcode.isControl {
            guard first & 0x80 != 0 else { return .refused(.protocolError, "a fragmented control frame") }
            guard length <= 125 else { return .refused(.protocolError, "a control frame of \(length) bytes") }
        }
        // Compared before any arithmetic on it: the length can be anything up to 2^63 - 1.
        guard length <= UInt64(maxPayload) else { return .refused(.tooBig, "a frame of \(length) bytes") }
        let size = header + 4 + Int(length)
        guard available >= size else { return .incomplete }
        let mask = start + header
        let payload = (0..<Int(length)).map { bytes[mask + 4 + $0] ^ bytes[mask + $0 % 4] }
        return .frame(Frame(opcode: opcode, isFinal: first & 0x80 != 0, payload: payload), size: size)
    }

    /// A final, unmasked frame (a server's frames are never masked).
    public static func encode(_ opcode: Opcode, _ payload: [UInt8]) -> [UInt8] {
        var frame: [UInt8] = [0x80 | opcode.rawValue]
        if payload.count < 126 {
            frame.append(UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame += [126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(127)
            frame += (0..<8).map { UInt8(truncatingIfNeeded: UInt64(payload.count) >> (56 - 8 * UInt64($0))) }
        }
        return frame + payload
    }

    public static func text(_ text: String) -> [UInt8] {
        encode(.text, Array(text.utf8))
    }

    /// A close frame with `code` (and no reason).
    public static func close(_ code: UInt16) -> [UInt8] {
        encode(.close, [UInt8(code >> 8), UInt8(code & 0xFF)])
    }
}
