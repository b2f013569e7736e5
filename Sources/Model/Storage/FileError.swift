import FoundationEssentials
import Glibc

/// A file or folder flickterm could not create, write or use, as a sentence naming it — never a Foundation
/// error's text.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file or folder, home shown as `~`.
    public let path: String
    /// What was wrong, as the end of a sentence ("the disk is full").
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The error for `errno` value `code` on `path`.
    public init(path: String, code: Int32) {
        self.init(path: path, reason: FileError.reason(for: code))
    }

    /// A Foundation file error as a sentence naming its file (never its own text, which names domains and codes).
    public init(foundation error: CocoaError) {
        let code: Int32 = if let underlying = FileError.errno(of: error) {
            underlying
        } else {
            switch error.code {
            case .fileWriteOutOfSpace: ENOSPC
            case .fileWriteVolumeReadOnly: EROFS
            case .fileWriteNoPermission, .fileReadNoPermission: EACCES
            case .fileWriteFileExists: EEXIST
            case .fileNoSuchFile, .fileReadNoSuchFile: ENOENT
            default: EIO
            }
        }
        self.init(path: error.filePath ?? error.url?.path ?? "a file", code: code)
    }

    public var description: String { "\(DisplayFormat.folder(path)): \(reason)" }

    /// The `errno` value under a Foundation file error, if it says one (a `POSIXError` on Linux, under
    /// `NSUnderlyingErrorKey`, spelt out: the constant and `NSError` bring Foundation's internationalisation, ICU,
    /// 34 MB of the binary, with them).
    static func errno(of error: CocoaError) -> Int32? {
        (error.userInfo["NSUnderlyingError"] as? POSIXError)?.code.rawValue
    }

    /// `code` in words.
    static func reason(for code: Int32) -> String {
        switch code {
        case ENOSPC, EDQUOT: "the disk is full"
        case EROFS: "the disk is read-only"
        case EACCES, EPERM: "flickterm may not write there"
        case ELOOP: "it is a symbolic link, and flickterm never writes through one"
        case ENOTDIR: "a file is in the way where a folder should be"
        case EISDIR: "it is a folder"
        case EEXIST: "something of that name is already there"
        case EFBIG: "the file would be too large"
        case ENAMETOOLONG: "the name is too long"
        case ENOENT: "a folder on the way is missing"
        case EIO: "the disk reported an input/output error"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
