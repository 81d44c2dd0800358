import FoundationEssentials

/// Whole numbers for rates and multiples, so figures read the same in every line.
func format(_ value: Double) -> String { String(value, decimals: 0) }
