import SwiftUI
struct Placeholder: View { var body: some View { Text("x") } }
