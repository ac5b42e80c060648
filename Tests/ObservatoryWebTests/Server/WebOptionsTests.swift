import ArgumentParser
import Testing
@testable import ObservatoryWeb

@Observable final class FlagStore {
    var habits: [String]
    init(habits: [String]) { self.habits = habits }
}

/// An app with a flag of its own, as in `WebApp`'s documentation.
struct FlagApp: WebApp {
    struct Options: ParsableArguments {
        @Flag var demoData = false
    }
    @State private var store: FlagStore

    init(options: Options) {
        _store = State(initialValue: FlagStore(habits: options.demoData ? ["Read", "Walk"] : []))
    }
    init() { self.init(options: Options()) }

    var demoData: Bool { !store.habits.isEmpty }

    var body: some Scene { WindowGroup { Text("\(store.habits.count) habits") } }
}

/// A command that embeds the server's options, as in `WebOptions`'s documentation.
struct ServeCommand: AsyncParsableCommand {
    @OptionGroup var web: WebOptions
    @Flag var verbose = false

    func run() async throws {
        if verbose { print("options: \(web)") }
        try await WebHost.run(PlainWebApp.self, options: web)
    }
}

/// An app without options.
struct PlainWebApp: WebApp {
    var body: some Scene { WindowGroup { Text("plain") } }
}

@Suite("Options: flags, environment variables, precedence")
struct WebOptionsTests {
    private func configuration(
        _ arguments: [String],
        environment: [String: String] = [:]
    ) throws -> WebConfiguration {
        // `parse` validates against the real environment; `configuration` is
        // then asked with the test's.
        try WebOptions.parse(arguments).configuration(environment: environment)
    }

    @Test func defaults() throws {
        let configuration = try configuration([])
        #expect(configuration == WebConfiguration())
        #expect(configuration.host == "127.0.0.1")
        #expect(configuration.port == 8080)
        #expect(configuration.gracePeriod == .seconds(300))
        #expect(configuration.inspect == false)
        #expect(configuration.maxMessageSize == 64 * 1024)
    }

    @Test func flags() throws {
        let configuration = try configuration(["--host", "0.0.0.0", "--port", "3000", "--grace-period", "1.5", "--inspect"])
        #expect(configuration.host == "0.0.0.0")
        #expect(configuration.port == 3000)
        #expect(configuration.gracePeriod == .milliseconds(1500))
        #expect(configuration.inspect)
    }

    @Test func environmentVariables() throws {
        let configuration = try configuration([], environment: [
            "OBSERVATORY_HOST": "::1",
            "OBSERVATORY_PORT": "9000",
            "OBSERVATORY_GRACE_PERIOD": "20",
        ])
        #expect(configuration.host == "::1")
        #expect(configuration.port == 9000)
        #expect(configuration.gracePeriod == .seconds(20))
    }

    @Test func flagsWinOverEnvironmentVariables() throws {
        let environment = ["OBSERVATORY_HOST": "0.0.0.0", "OBSERVATORY_PORT": "9000", "OBSERVATORY_GRACE_PERIOD": "20"]
        let both = try configuration(["--host", "localhost", "--port", "3000", "--grace-period", "5"], environment: environment)
        #expect(both.host == "localhost")
        #expect(both.port == 3000)
        #expect(both.gracePeriod == .seconds(5))
        // Each option on its own: the flag given wins, the others come from the environment.
        let mixed = try configuration(["--port", "3000"], environment: environment)
        #expect(mixed.host == "0.0.0.0")
        #expect(mixed.port == 3000)
        #expect(mixed.gracePeriod == .seconds(20))
    }

    @Test func processName() throws {
        #expect(try configuration([]).processName == nil)
        #expect(try configuration(["--process-name", "p2"]).processName == "p2")
        #expect(try configuration([], environment: ["OBSERVATORY_PROCESS_NAME": "web_3"]).processName == "web_3")
        #expect(try configuration(["--process-name", "p1"], environment: ["OBSERVATORY_PROCESS_NAME": "p9"]).processName == "p1")
        // A `-` would end the name inside a window id; a long name, an empty one, or other characters are refused.
        for bad in ["p-2", "", "p 2", "p/2", String(repeating: "p", count: 17), "é"] {
            do {
                _ = try WebOptions.parse(["--process-name", bad])
                Issue.record("--process-name \(bad) was accepted")
            } catch {
                let message = WebOptions.message(for: error)
                #expect(message.contains("--process-name"), "\(message)")
                #expect(message.contains("1 to 16 letters, digits or _"), "\(message)")
            }
        }
        #expect(throws: WebOptionsError(source: "OBSERVATORY_PROCESS_NAME", value: "a-b", expected: "1 to 16 letters, digits or _")) {
            try WebOptions.parse([]).configuration(environment: ["OBSERVATORY_PROCESS_NAME": "a-b"])
        }
    }

    @Test func emptyEnvironmentVariablesCountAsUnset() throws {
        let configuration = try configuration([], environment: ["OBSERVATORY_PORT": "", "OBSERVATORY_HOST": " "])
        #expect(configuration.port == 8080)
        #expect(configuration.host == "127.0.0.1")
    }

    @Test func startupURL() {
        #expect(WebServer.url(host: "127.0.0.1", port: 8080) == "http://127.0.0.1:8080")
        #expect(WebServer.url(host: "::1", port: 3000) == "http://[::1]:3000")
        #expect(WebServer.url(host: "[::1]", port: 3000) == "http://[::1]:3000")
    }

    @Test func portZeroAsksForAnyFreePort() throws {
        #expect(try configuration(["--port", "0"]).port == 0)
    }

    @Test func invalidPortFlagIsAClearError() {
        for arguments in [["--port", "70000"], ["--port=-1"]] {
            do {
                _ = try WebOptions.parse(arguments)
                Issue.record("\(arguments) was accepted")
            } catch {
                let message = WebOptions.message(for: error)
                #expect(message.contains("--port"), "\(message)")
                #expect(message.contains("0 to 65535"), "\(message)")
                #expect(WebOptions.exitCode(for: error) != .success)
            }
        }
        // Not a number: the parser's own message names the option.
        #expect(throws: (any Error).self) { try WebOptions.parse(["--port", "http"]) }
        do {
            _ = try WebOptions.parse(["--port", "http"])
        } catch {
            #expect(WebOptions.message(for: error).contains("--port"))
        }
    }

    @Test func invalidEnvironmentVariablesNameTheVariable() throws {
        let options = try WebOptions.parse([])
        #expect(throws: WebOptionsError(
            source: "OBSERVATORY_PORT", value: "eighty", expected: "a port number from 0 to 65535"
        )) {
            try options.configuration(environment: ["OBSERVATORY_PORT": "eighty"])
        }
        #expect(throws: WebOptionsError(
            source: "OBSERVATORY_PORT", value: "65536", expected: "a port number from 0 to 65535"
        )) {
            try options.configuration(environment: ["OBSERVATORY_PORT": "65536"])
        }
        #expect(throws: WebOptionsError.self) {
            try options.configuration(environment: ["OBSERVATORY_GRACE_PERIOD": "-3"])
        }
        #expect(throws: WebOptionsError.self) {
            try options.configuration(environment: ["OBSERVATORY_GRACE_PERIOD": "soon"])
        }
        #expect(throws: WebOptionsError.self) {
            try options.configuration(environment: ["OBSERVATORY_HOST": "http://example.com/"])
        }
        // A valid flag is not rescued by the environment, nor spoiled by it.
        #expect(try WebOptions.parse(["--port", "1234"]).configuration(environment: ["OBSERVATORY_PORT": "x"]).port == 1234)
        let error = WebOptionsError(source: "OBSERVATORY_PORT", value: "eighty", expected: "a port number from 0 to 65535")
        #expect(error.description == #"invalid value "eighty" for OBSERVATORY_PORT: expected a port number from 0 to 65535"#)
    }

    @Test func inspectFromTheEnvironment() throws {
        for value in ["1", "true", "YES", "on", " 1 "] {
            #expect(try configuration([], environment: ["OBSERVATORY_INSPECT": value]).inspect, "\(value)")
        }
        for value in ["0", "false", "no", "Off", ""] {
            #expect(try !configuration([], environment: ["OBSERVATORY_INSPECT": value]).inspect, "\(value)")
        }
        // The flag wins, and is not spoiled by an invalid variable.
        #expect(try configuration(["--inspect"], environment: ["OBSERVATORY_INSPECT": "0"]).inspect)
        #expect(try configuration(["--inspect"], environment: ["OBSERVATORY_INSPECT": "maybe"]).inspect)
        #expect(throws: WebOptionsError(source: "OBSERVATORY_INSPECT", value: "maybe", expected: "1 or 0")) {
            try configuration([], environment: ["OBSERVATORY_INSPECT": "maybe"])
        }
    }

    @Test func invalidGracePeriodFlag() {
        do {
            _ = try WebOptions.parse(["--grace-period=-1"])
            Issue.record("a negative grace period was accepted")
        } catch {
            #expect(WebOptions.message(for: error).contains("--grace-period"))
        }
    }

    @Test func unknownArgumentsAreAnErrorNotACrash() {
        #expect(throws: (any Error).self) { try WebOptions.parse(["--demo-data"]) }
        #expect(throws: (any Error).self) { try WebCommandLine<PlainWebApp.Options>.parse(["--demo-data"]) }
    }

    @Test func webAppOptionsAreParsedNextToTheServersOptions() throws {
        let arguments = try WebCommandLine<FlagApp.Options>.parse(["--port", "4000", "--demo-data", "--inspect"])
        #expect(arguments.app.demoData)
        #expect(try arguments.web.configuration(environment: [:]).port == 4000)
        #expect(try arguments.web.configuration(environment: [:]).inspect)
        #expect(try WebCommandLine<FlagApp.Options>.parse([]).app.demoData == false)
        // The help lists both groups.
        let help = WebCommandLine<FlagApp.Options>.helpMessage()
        #expect(help.contains("--grace-period"))
        #expect(help.contains("--demo-data"))
    }

    @Test func optionsEmbedInAnAppsOwnCommand() throws {
        let command = try ServeCommand.parse(["--verbose", "--port", "5000", "--host", "0.0.0.0"])
        #expect(command.verbose)
        let configuration = try command.web.configuration(environment: [:])
        #expect(configuration.port == 5000)
        #expect(configuration.host == "0.0.0.0")
    }

    @MainActor
    @Test func webAppInitWithOptions() throws {
        #expect(FlagApp(options: try FlagApp.Options.parse(["--demo-data"])).demoData)
        // Without options of its own, `init(options:)` is `init()`.
        _ = PlainWebApp(options: NoAppOptions())
    }
}
