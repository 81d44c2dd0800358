/// One budget of decoded picture pixels across a catalog (issue: forty 8192x8192 pictures of
/// 84 KB each would otherwise hold gigabytes). Charged in file order, after the files are
/// parsed side by side, so which level is refused never depends on which thread ran first.
extension LevelCatalog {
    /// `results` with every level whose pictures no longer fit in `budget` pixels turned into
    /// an error naming the picture; the levels before it, and after it that still fit, keep
    /// their pictures.
    static func charging(_ results: [Result<Level, FormatError>], budget: Int) -> [Result<Level, FormatError>] {
        var left = budget
        return results.map { result in
            guard case .success(let level) = result else { return result }
            let cost = level.pictureCosts.reduce(0) { $0 + $1.pixels }
            guard cost > left, let picture = level.pictureCosts.first else {
                left -= cost
                return result
            }
            return .failure(FormatError(path: picture.field, reason:
                "\(picture.file) is \(picture.width)x\(picture.height) (\(picture.pixels) pixels as the camera sees it), "
                + "over the levels' picture budget: \(left) of its \(budget) pixels are left"))
        }
    }
}
