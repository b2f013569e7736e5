/// The answer of `POST /v1/auth_tokens/token/`.
struct OpenverseToken: Codable {
    let accessToken: String
    /// Seconds it is good for.
    let expiresIn: Int?

    enum CodingKeys: String, CodingKey {
        case accessToken = "access_token", expiresIn = "expires_in"
    }
}
