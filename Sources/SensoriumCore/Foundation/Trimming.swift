extension StringProtocol {
    /// Without the white space (spaces, tabs and, when `newlines`, line breaks) at either end:
    /// `trimmingCharacters(in: .whitespaces)` and `.whitespacesAndNewlines`, which need all of
    /// Foundation.
    public func trimmingWhitespace(newlines: Bool = true) -> String {
        let isTrimmed: (Character) -> Bool = { $0.isWhitespace && (newlines || !$0.isNewline) }
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
