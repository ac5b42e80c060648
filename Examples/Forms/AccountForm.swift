// Article 000, §4.1: Create Account stays disabled until the account is valid.
import ObservatoryUI

@available(iOS 17.0, *)
struct AccountForm: View {
    @State private var account = Account()

    var body: some View {
        @Bindable var account = account
        Form {
            TextField("Email", text: $account.email)
                .keyboardType(.emailAddress)
            SecureField("Password (8+)", text: $account.password)
            Button("Create Account") { /* submit */ }
                .disabled(!account.isValid)
        }
    }
}
