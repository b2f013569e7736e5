import Model

/// The images a kitty terminal holds for the app, each under an id, with the frame each was last shown in, so that
/// the one shown longest ago is given up first.
struct KittyImages {
    private struct Held {
        let id: Int
        var shown: Int
    }

    private var held: [RGBImage: Held] = [:]
    /// Frames drawn so far.
    private var frames = 0

    var count: Int { held.count }
    var isEmpty: Bool { held.isEmpty }
    /// The ids in use.
    var ids: Set<Int> { Set(held.values.map(\.id)) }

    func id(of image: RGBImage) -> Int? { held[image]?.id }

    /// Notes that the terminal holds `image` under `id`.
    mutating func hold(_ image: RGBImage, id: Int) {
        held[image] = Held(id: id, shown: frames)
    }

    /// Forgets `image`; returns the id it had.
    mutating func release(_ image: RGBImage) -> Int? { held.removeValue(forKey: image)?.id }

    mutating func releaseAll() { held = [:] }

    /// The image shown longest ago that none of `placements` shows.
    func leastRecentlyShown(sparing placements: [PicturePlacement]) -> RGBImage? {
        let spared = Set(placements.map(\.image))
        return held.filter { !spared.contains($0.key) }.min { $0.value.shown < $1.value.shown }?.key
    }

    /// Notes that `placements` are shown in a new frame.
    mutating func noteShown(_ placements: [PicturePlacement]) {
        frames += 1
        for placement in placements { held[placement.image]?.shown = frames }
    }
}
