// Article 000, §4.1 "Forms with live validation": the account being created.
import ObservatoryUI

@available(iOS 17.0, *)
@Observable
final class Account {
    var email = ""
    var password = ""

    var isValid: Bool {
        email.contains("@") && password.count >= 8
    }
}
