import Foundation

// libFuzzer's two entry points. This directory is compiled with every core source into one
// executable by `scripts/fuzz.sh`, never by SwiftPM: `-sanitize=fuzzer` supplies `main`.

/// Runs once before any input: an unknown or missing target stops the run at once instead of
/// fuzzing nothing.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutableRawPointer?, _ argv: UnsafeMutableRawPointer?) -> CInt {
    _ = FuzzTarget.selected
    return 0
}

/// One input: hands the bytes to the chosen parser. A trap, a sanitizer report, a timeout or an
/// out-of-memory is what libFuzzer records as a finding; a thrown error is the parser working.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.selected.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
