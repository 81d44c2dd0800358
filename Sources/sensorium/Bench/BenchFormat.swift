import Foundation

/// Whole numbers for rates and multiples, so figures read the same in every line.
func format(_ value: Double) -> String { String(format: "%.0f", value) }
