import FoundationEssentials

/// The server side of an RFC 6455 opening handshake: the client's request, complete once its
/// header ends, and the answer: `101 Switching Protocols`, whose `Sec-WebSocket-Accept` is the
/// base64 SHA-1 of the client's key and the protocol's fixed GUID, or a refusal.
public enum WebSocketHandshake {
    static let guid = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

    /// The origins LiveSplit One runs from: the web app, and the desktop app's Tauri webview
    /// (`tauri://localhost` on Linux and macOS; on Windows `http://tauri.localhost` with Tauri 2,
    /// `https://tauri.localhost` before it). A browser sends its page's origin with every
    /// WebSocket request; a native client sends none.
    static let liveSplitOneOrigins: Set<String> = ["https://one.livesplit.org", "tauri://localhost", "http://tauri.localhost",
                                                   "https://tauri.localhost"]

    public enum Answer: Equatable {
        /// The 101 answer: the connection is a WebSocket from now on.
        case accepted(String)
        /// An HTTP error answer, after which the connection is closed, and why (one line).
        case refused(String, reason: String)
    }

    /// The answer to a complete request (`bytes` holds at least its header). Not a WebSocket
    /// upgrade: 400. From a web page that is not LiveSplit One: 403. While LiveSplit One is
    /// connected (`isTaken`): 409, and the connected client stays.
    public static func answer(to bytes: [UInt8], isTaken: Bool) -> Answer {
        let text = String(decoding: bytes, as: UTF8.self)
        var headers: [String: String] = [:]
        for line in text.components(separatedBy: "\r\n").dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2 { headers[parts[0].trimmingWhitespace(newlines: false).lowercased()] = parts[1].trimmingWhitespace(newlines: false) }
        }
        guard text.hasPrefix("GET "), headers["upgrade"]?.lowercased().contains("websocket") == true,
              let key = headers["sec-websocket-key"], !key.isEmpty else {
            return .refused(refusal(400, "Bad Request"), reason: "not a WebSocket request")
        }
        if let origin = headers["origin"], !liveSplitOneOrigins.contains(origin.lowercased()) {
            return .refused(refusal(403, "Forbidden"), reason: "refused a WebSocket from \(TerminalText.quoted(origin))")
        }
        if isTaken { return .refused(refusal(409, "Conflict"), reason: "refused a second client: LiveSplit One is connected") }
        return .accepted("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                         + "Sec-WebSocket-Accept: \(accept(key: key))\r\n\r\n")
    }

    private static func refusal(_ status: Int, _ phrase: String) -> String {
        "HTTP/1.1 \(status) \(phrase)\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"
    }

    static func accept(key: String) -> String {
        Data(SHA1.digest(Array((key + guid).utf8))).base64EncodedString()
    }

    /// The end of the request's header (the index after its blank line), once it has arrived.
    public static func headerEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        return (0...(bytes.count - 4)).first { bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10 }.map { $0 + 4 }
    }
}
