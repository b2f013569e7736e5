import FoundationEssentials
import Model
import Observation

/// What can be done with a photo wherever it shows — the selected one on the results, the one on the detail
/// screen: open its page in a browser, copy its link, download it with its credit and licence beside it.
/// Each says how it went in one line (``notice``); a download shows its progress (``downloadStatus``) until
/// it ends or is cancelled.
@MainActor
@Observable
public final class PhotoActions {
    /// The outcome of the last action (the page opened, the link copied, the file saved or not); cleared by
    /// the next key.
    public private(set) var notice: String?
    /// The running download's line: what, how far, how to stop it; `nil` when none runs.
    public private(set) var downloadStatus: String?

    @ObservationIgnored private let services: any ViewModelServices
    /// Saving a photo's largest size, its progress told as it comes.
    @ObservationIgnored private lazy var download = Action<(photo: Photo, license: License?), PhotoDownloader.SavedFile> { [weak self, services] input in
        try await PhotoActions.save(input.photo, license: input.license, services: services) { self?.progressed($0, title: input.photo.displayTitle) }
    }
    /// A page not on Flickr whose host was shown: the next open of it goes ahead.
    @ObservationIgnored private var confirmedPage: URL?

    init(services: any ViewModelServices) {
        self.services = services
    }

    /// A download runs (Esc cancels it rather than going back).
    var isDownloading: Bool { download.isExecuting }

    /// The foot of a screen while something is to be said: the download's progress, else the notice.
    var statusLine: StatusLine? {
        if let downloadStatus { return StatusLine(downloadStatus, tone: .progress) }
        return notice.map { StatusLine($0, tone: .notice) }
    }

    /// Shows `sentence` as the notice (one line).
    func tell(_ sentence: String?) {
        notice = sentence.map(TerminalText.singleLine)
    }

    func dismissNotice() {
        if notice != nil { notice = nil }
    }

    /// Opens the photo's page with the browser, or says there is nothing to open it with. A page that is not
    /// Flickr's shows its host first and opens on a second press.
    func openInBrowser(_ photo: Photo) {
        guard let link = pageLink(of: photo, missing: "open", refused: "Did not open the page") else { return }
        if !link.isFlickr, confirmedPage != link.url {
            confirmedPage = link.url
            let again = services.settings.keys.label([.openInBrowser], in: .detail) ?? "open"
            return tell("This page is on \(link.host), not Flickr: press \(again) again to open it")
        }
        confirmedPage = nil
        let copy = services.settings.keys.label([.copyLink], in: .detail).map { " (\($0) copies the link)" } ?? ""
        tell(services.browser.open(link)
            ? "Opening " + link.url.absoluteString + " in the browser"
            : "No browser to open it with: set $BROWSER or install xdg-open" + copy)
    }

    /// Puts the photo's page URL on the clipboard.
    func copyLink(_ photo: Photo) {
        guard let link = pageLink(of: photo, missing: "copy the link of", refused: "Did not copy the link") else { return }
        // From a source that licenses each photo itself (Openverse, Commons), with the credit its licence asks for.
        if photo.license != nil, let attribution = photo.attribution {
            services.clipboard.copy(attribution + " " + link.url.absoluteString)
            return tell("Copied the credit and " + link.url.absoluteString)
        }
        services.clipboard.copy(link.url.absoluteString)
        tell("Copied " + link.url.absoluteString)
    }

    /// The photo's page as a link fit for a browser or the clipboard; else `nil`, and the notice says why.
    private func pageLink(of photo: Photo, missing what: String, refused: String) -> PageLink? {
        guard let pageURL = photo.pageURL else {
            tell("This photo has no web page to \(what)")
            return nil
        }
        do {
            return try PageLink(pageURL)
        } catch {
            switch error {
            case .notWeb(let scheme?): tell(refused + ": its address is a \(scheme): link, not a web page")
            case .notWeb(nil): tell(refused + ": its address is not a web address")
            case .tooLong(let characters): tell(refused + ": its address is \(characters) characters long (at most \(PageLink.maximumLength))")
            case .noHost: tell(refused + ": its address names no host")
            }
            return nil
        }
    }

    /// Saves the largest size of `photo` with a `.txt` of its credit and licence; `license` is looked up
    /// when not given. One download at a time.
    func download(_ photo: Photo, license: License?) {
        guard !download.isExecuting else { return }
        guard !photo.sizes.isEmpty else { return tell("This photo has no image to download") }
        progressed(nil, title: photo.displayTitle)
        let folder = services.downloads.folder
        download.start((photo, license)) { [weak self] result in
            self?.downloadStatus = nil
            switch result {
            case .success(let saved):
                // Where first, then what: a long title is what gets cut.
                self?.tell("Saved in \(DisplayFormat.folder(folder.path)): \(saved.name) (\(max(saved.bytes / 1024, 1)) KiB), its credit and licence beside it")
            case .failure(let error):
                self?.tell(PhotoActions.failure(error))
            }
        }
    }

    /// Saves the largest size of the photo, with its licence looked up when not given; tells ``progressed(_:title:)``
    /// of each fraction as it comes (one stream, read here on the main actor).
    private static func save(
        _ photo: Photo, license: License?, services: any ViewModelServices, progressed: @escaping @MainActor (Double?) -> Void
    ) async throws -> PhotoDownloader.SavedFile {
        guard let largest = photo.sizes.last else { throw CancellationError() }
        let (downloads, photos) = (services.downloads, services.photos)
        var license = license ?? photo.knownLicense
        if license == nil, let id = photo.licenseID { license = try? await photos.licenses().first { $0.id == id } }
        let (fractions, reporter) = AsyncStream.makeStream(of: Double?.self, bufferingPolicy: .bufferingNewest(1))
        async let saved = { [license] in
            defer { reporter.finish() }
            return try await downloads.download(largest, of: photo, license: license) { _ = reporter.yield($0) }
        }()
        for await fraction in fractions { progressed(fraction) }
        return try await saved
    }

    /// Why a download saved nothing, in a line.
    private static func failure(_ error: any Error) -> String {
        switch error {
        case HTTPError.stalled:
            let limit = PhotoDownloader.stallLimit
            return "Download failed: it stalled (under \(limit.bytes / 1024) KB a second for \(limit.seconds) s); nothing was saved"
        case HTTPError.timedOut: return "Download failed: the server did not answer in time; nothing was saved"
        case let error as FileError: return "Not saved: \(error.description)"
        default: return "Download failed: " + UserMessage.describe(error)
        }
    }

    /// Stops the running download (nothing is saved); false when none runs.
    func cancelDownload() -> Bool {
        guard download.isExecuting else { return false }
        download.cancel()
        downloadStatus = nil
        tell("Download cancelled; nothing was saved")
        return true
    }

    /// "Downloading “title” ▕████░░░░▏ 45% — Esc cancels"; no bar while the length is unknown.
    private func progressed(_ fraction: Double?, title: String) {
        guard download.isExecuting || fraction == nil else { return }
        let bar = fraction.map { fraction in
            let filled = Int((fraction * 20).rounded(.down))
            return " ▕" + String(repeating: "█", count: filled) + String(repeating: "░", count: 20 - filled) + "▏ \(Int(fraction * 100))%"
        } ?? "…"
        let cancel = services.settings.keys.label(.back, in: .detail, preferring: .escape).map { " — \($0) cancels" } ?? ""
        let status = TerminalText.singleLine("Downloading “\(title)”") + bar + cancel
        if status != downloadStatus { downloadStatus = status }
    }
}
