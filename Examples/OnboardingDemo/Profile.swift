/// What the onboarding flow returns: who the person is and what they like.
struct Profile: Sendable, CustomStringConvertible {
  let name: String
  let allowsNotifications: Bool
  let interests: [String]

  var description: String {
    "\(name), notifications \(allowsNotifications ? "on" : "off"), likes "
      + interests.joined(separator: " and ")
  }
}
