/// The game's levels folder is not there: the data tree was found wrongly or is incomplete.
public struct MissingGameData: Error, CustomStringConvertible {
    public let path: String
    public var description: String {
        "\(path): the game's levels folder is missing; set SENSORIUM_DATA to the folder holding Levels/ and Resources/"
    }
}
