import Itinerary

@testable import ItineraryFlowSpecs

/// Flow specs the flow spec tests share.
enum FlowSpecExamples {
  /// The checkout flow of the article on the flow format.
  static let checkout = """
    {
      "name": "checkout",
      "summary": "Pay for the cart: an address sheet, then a payment cover.",
      "start": "cart",
      "ending": "unwindToStart",
      "abandon": "cancelled",
      "stages": [
        { "name": "cart", "route": "cart", "answers": { "checkout": "address" } },
        { "name": "address", "route": "addressForm", "style": "sheet",
          "parameters": { "country": "FR" },
          "answers": { "saved": "payment", "cancel": "cart" } },
        { "name": "payment", "route": "payment", "style": "cover", "dismissible": false,
          "answers": { "paid": "paid", "declined": "payment", "verify": "verify" } },
        { "name": "verify", "flow": "verify-email", "answers": { "verified": "paid" } }
      ],
      "ends": [
        { "name": "paid", "output": { "status": "paid" }, "swapModule": "main" },
        { "name": "cancelled", "output": "cancelled" }
      ]
    }
    """

  /// The sub-flow the checkout runs.
  static let verifyEmail = FlowSpec(
    name: "verify-email", start: "code",
    stages: [screen("code", ["sent": "verified"])], ends: [FlowSpecEnd("verified")])

  /// A push screen stage whose route is its name.
  static func screen(
    _ name: String, _ answers: KeyValuePairs<String, String>, style: FlowSpecStyle = .push
  ) -> FlowSpecStage {
    FlowSpecStage(
      name, kind: .screen(route: name, parameters: "{}", style: style),
      answers: answers.map { FlowSpecAnswer($0.key, next: $0.value) })
  }

  /// A sub-flow stage.
  static func subflow(
    _ name: String, runs flow: String, _ answers: KeyValuePairs<String, String>
  ) -> FlowSpecStage {
    FlowSpecStage(
      name, kind: .subflow(flow), answers: answers.map { FlowSpecAnswer($0.key, next: $0.value) })
  }
}
