// The profile screen's subviews before the migration. Each holds its model
// with @ObservedObject, so each re-runs on every write to that model.
import ObservatoryUI

extension BeforeMigration {
    struct HeaderView: View {
        @ObservedObject var vm: ProfileViewModel
        @State private var runs = EvaluationCounter()

        var body: some View {
            HeaderContent(username: vm.username, avatarURL: vm.avatarURL, count: runs.tick()) {
                vm.followerCount += 1
            }
        }
    }

    struct StatsRow: View {
        @ObservedObject var vm: ProfileViewModel
        @State private var runs = EvaluationCounter()

        var body: some View {
            StatsContent(followers: vm.followerCount, following: vm.followingCount, count: runs.tick())
        }
    }

    struct BioSection: View {
        @ObservedObject var vm: ProfileViewModel
        @State private var runs = EvaluationCounter()

        var body: some View {
            BioContent(bio: vm.bio, count: runs.tick())
        }
    }

    struct ProfileEditView: View {
        @ObservedObject var vm: ProfileViewModel

        var body: some View {
            TextField("Username", text: $vm.username)
            TextField("Bio", text: $vm.bio, axis: .vertical)
        }
    }
}
