// Not in the articles: the list that leads to each of their form patterns.
import ObservatoryUI

struct FormsRoot: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Article 000") {
                    NavigationLink("Account form") { AccountForm().navigationTitle("Create Account") }
                    NavigationLink("Settings form") { SettingsForm().navigationTitle("Settings") }
                    NavigationLink("People search") { PeopleView().navigationTitle("People") }
                    NavigationLink("Labeled toggle") { NotificationsView().navigationTitle("Notifications") }
                    NavigationLink("Notes") { NotesView().navigationTitle("Notes") }
                }
                Section("Article 002") {
                    NavigationLink("Shared settings") { ContentView().navigationTitle("Appearance") }
                }
            }
            .navigationTitle("Forms")
        }
    }
}
