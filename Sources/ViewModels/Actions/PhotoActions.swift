import Foundation
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
    @ObservationIgnored private var download: Task<Void, Never>?
    /// A page not on Flickr whose host was shown: the next open of it goes ahead.
    @ObservationIgnored private var confirmedPage: URL?

    init(services: any ViewModelServices) {
        self.services = services
    }

    /// A download runs (Esc cancels it rather than going back).
    var isDownloading: Bool { download != nil }

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
            let again = services.keys.label([.openInBrowser], in: .detail) ?? "open"
            return tell("This page is on \(link.host), not Flickr: press \(again) again to open it")
        }
        confirmedPage = nil
        let copy = services.keys.label([.copyLink], in: .detail).map { " (\($0) copies the link)" } ?? ""
        tell(services.browser.open(link)
            ? "Opening " + link.url.absoluteString + " in the browser"
            : "No browser to open it with: set $BROWSER or install xdg-open" + copy)
    }

    /// Puts the photo's page URL on the clipboard.
    func copyLink(_ photo: Photo) {
        guard let link = pageLink(of: photo, missing: "copy the link of", refused: "Did not copy the link") else { return }
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
        guard download == nil else { return }
        guard let largest = photo.sizes.last else { return tell("This photo has no image to download") }
        let downloads = services.downloads
        let photos = services.photos
        progressed(nil, title: photo.displayTitle)
        download = Task { [weak self] in
            let outcome: String
            do {
                var license = license ?? License.flickr(id: photo.licenseID)
                if license == nil, let id = photo.licenseID { license = try? await photos.licenses().first { $0.id == id } }
                let saved = try await downloads.download(largest, of: photo, license: license) { fraction in
                    Task { @MainActor in self?.progressed(fraction, title: photo.displayTitle) }
                }
                // Where first, then what: a long title is what gets cut.
                outcome = "Saved in \(DisplayFormat.folder(downloads.folder.path)): \(saved.name) (\(max(saved.bytes / 1024, 1)) KiB), "
                    + "its credit and licence beside it"
            } catch where error.isCancellation {
                outcome = "Download cancelled; nothing was saved"
            } catch HTTPError.stalled {
                let limit = PhotoDownloader.stallLimit
                outcome = "Download failed: it stalled (under \(limit.bytes / 1024) KB a second for \(limit.seconds) s); nothing was saved"
            } catch HTTPError.timedOut {
                outcome = "Download failed: the server did not answer in time; nothing was saved"
            } catch let error as FileError {
                outcome = "Not saved: \(error.description)"
            } catch {
                outcome = "Download failed: " + UserMessage.describe(error)
            }
            self?.download = nil
            self?.downloadStatus = nil
            self?.tell(outcome)
        }
    }

    /// Stops the running download (its partial file is removed); false when none runs.
    func cancelDownload() -> Bool {
        guard let download else { return false }
        download.cancel()
        return true
    }

    /// "Downloading “title” ▕████░░░░▏ 45% — Esc cancels"; no bar while the length is unknown.
    private func progressed(_ fraction: Double?, title: String) {
        guard download != nil || fraction == nil else { return }
        let bar = fraction.map { fraction in
            let filled = Int((fraction * 20).rounded(.down))
            return " ▕" + String(repeating: "█", count: filled) + String(repeating: "░", count: 20 - filled) + "▏ \(Int(fraction * 100))%"
        } ?? "…"
        let cancel = services.keys.label(.back, in: .detail, preferring: .escape).map { " — \($0) cancels" } ?? ""
        let status = TerminalText.singleLine("Downloading “\(title)”") + bar + cancel
        if status != downloadStatus { downloadStatus = status }
    }
}
