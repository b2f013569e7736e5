import Model
import Observation

/// The selected result in the pane beside the list (``PreviewPane``): its picture at the pane's size, shown at once
/// where memory has it and fetched otherwise (``PhotoPicture``), its title, and what is known of it — creator, date,
/// licence and source — every line safe to print.
@MainActor
@Observable
public final class ResultPreview {
    /// The picture, fitted to the pane's picture area: the selected photo's once the keys have rested, the one before
    /// until then.
    public var pictureState: ImageState { hold.held ?? picture.state }
    /// The selected photo's picture.
    let picture: PhotoPicture
    private let hold: PictureHold
    /// The photo's title.
    public private(set) var title = ""
    /// A line each: "by …", "taken …", the licence, where the photo comes from; those unknown are left out.
    public private(set) var details: [String] = []

    /// The photo shown.
    @ObservationIgnored private var shownID: String?

    init(picture: PhotoPicture, hold: PictureHold) {
        self.picture = picture
        self.hold = hold
    }

    /// Shows `photo` from `source`, its picture in `area`.
    func show(_ photo: Photo, in area: PhotoPicture.Area, source: String) {
        if shownID != nil, photo.id != shownID { hold.moved(from: pictureState) }
        picture.show(photo, in: area)
        guard photo.id != shownID else { return }
        shownID = photo.id
        title = photo.displayTitle
        let owner = photo.displayOwner
        let license = photo.knownLicense.map { TerminalText.singleLine($0.name) }
        details = [
            owner.isEmpty ? nil : "by " + owner,
            photo.taken.map { "taken " + DisplayFormat.day($0) },
            license,
            TerminalText.singleLine(photo.sourceName ?? source),
        ].compactMap { $0 }
    }
}
