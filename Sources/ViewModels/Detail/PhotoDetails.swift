import Model

/// What opening a photo fetches beside what the results knew: its full information (or why it could not be had),
/// its counts, and the licences' names.
struct PhotoDetails: Sendable {
    let info: Result<Photo, any Error>
    let counts: PhotoCounts?
    let licenses: [License]?
}
