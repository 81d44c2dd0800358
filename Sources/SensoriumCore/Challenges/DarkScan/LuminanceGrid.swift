/// The dark-scan picture: one brightness per grid cell after the pipeline's lift, 0 black ...
/// 255 white. The drawing sizes each cell's black square by its darkness; the progress maths
/// and the quadrilateral detector read it.
public struct LuminanceGrid: Equatable, Sendable {
    public let columns: Int
    public let rows: Int
    /// `columns * rows` brightness bytes, row-major from the top-left.
    public var values: [UInt8]

    public init(columns: Int, rows: Int, values: [UInt8]) {
        precondition(columns > 0 && rows > 0 && values.count == columns * rows, "grid size mismatch")
        self.columns = columns
        self.rows = rows
        self.values = values
    }

    /// A grid of one brightness everywhere.
    public init(columns: Int, rows: Int, brightness: UInt8 = 255) {
        self.init(columns: columns, rows: rows, values: [UInt8](repeating: brightness, count: columns * rows))
    }

    public subscript(column: Int, row: Int) -> UInt8 { values[row * columns + column] }

    /// 0.0 white ... 1.0 black.
    public func darkness(column: Int, row: Int) -> Double {
        1 - Double(self[column, row]) / 255
    }

    /// The grid's own bytes, as a frame (the detector and `sensorium scan` read grids that way).
    public var frame: LuminanceFrame { LuminanceFrame(width: columns, height: rows, pixels: values) }
}
