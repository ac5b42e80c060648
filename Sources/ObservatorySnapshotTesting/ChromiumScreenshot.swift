import Foundation
import ObservatoryWeb

/// Takes a picture of a ``StaticPage`` in Chromium, through Python's
/// Playwright (the tools the browser tests use: Debian's `chromium` and
/// PyPI's `playwright`). The page's files are served to the browser from
/// memory, so no server runs.
public enum ChromiumScreenshot {
    /// Why pictures cannot be taken here, or nil when they can: Chromium or
    /// Playwright is missing.
    public static let unavailableReason: String? = unavailableReason(
        searching: (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init))

    /// Why pictures cannot be taken with the programs in `folders`, or nil.
    static func unavailableReason(searching folders: [String]) -> String? {
        let finds = { (name: String) in folders.contains { FileManager.default.isExecutableFile(atPath: $0 + "/" + name) } }
        guard finds("chromium") || finds("chromium-browser") else {
            return "Chromium is not installed: image snapshots need Debian's chromium (scripts/install-browser-deps)"
        }
        guard finds("python3"), run(["python3", "-c", "import playwright"]) == 0 else {
            return "Playwright for Python is not installed: image snapshots need PyPI's playwright (scripts/install-browser-deps)"
        }
        return nil
    }

    /// Whether pictures can be taken here.
    public static var isAvailable: Bool { unavailableReason == nil }

    /// A PNG of `page` in a window of `width` × `height` points at scale 1;
    /// with `cropToContent`, of the window's content alone.
    static func png(of page: StaticPage, width: Int, height: Int, colorScheme: String, cropToContent: Bool) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var manifest: [String: [String: String]] = [:]
        let document = folder.appendingPathComponent("index.html")
        try Data(page.document.utf8).write(to: document)
        manifest["/"] = ["file": document.path, "type": "text/html; charset=utf-8"]
        for (index, (path, resource)) in page.resources.enumerated() {
            let file = folder.appendingPathComponent("resource-\(index)")
            try Data(resource.body).write(to: file)
            manifest[path] = ["file": file.path, "type": resource.contentType]
        }
        let manifestFile = folder.appendingPathComponent("manifest.json")
        try JSONSerialization.data(withJSONObject: manifest).write(to: manifestFile)
        let output = folder.appendingPathComponent("snapshot.png")
        let status = run([
            "python3", "-c", script, manifestFile.path, String(width), String(height), colorScheme,
            cropToContent ? "content" : "window", output.path,
        ])
        guard status == 0, let data = try? Data(contentsOf: output) else {
            throw ScreenshotError(description: "Chromium could not take the picture (python3 exited with \(status))")
        }
        return data
    }

    /// A failure to take a picture.
    struct ScreenshotError: Error, CustomStringConvertible {
        let description: String
    }

    @discardableResult
    private static func run(_ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.standardError
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The browser's side: serves the manifest's files at a made-up origin,
    /// refuses HEAD (so that client.js, which finds no socket, never
    /// reloads), waits for the page to settle, and takes the picture.
    private static let script = #"""
import json, shutil, sys
from playwright.sync_api import sync_playwright
manifest = json.load(open(sys.argv[1]))
width, height, scheme, mode, out = int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5], sys.argv[6]
origin = "http://snapshot.observatory"
def serve(route):
    request = route.request
    path = request.url[len(origin):].split("?")[0] if request.url.startswith(origin) else None
    entry = manifest.get(path or "/") if path is not None else None
    if request.method != "GET" or entry is None:
        return route.fulfill(status=404, body="")
    with open(entry["file"], "rb") as f:
        route.fulfill(status=200, content_type=entry["type"], body=f.read())
with sync_playwright() as p:
    browser = p.chromium.launch(executable_path=shutil.which("chromium") or shutil.which("chromium-browser"))
    page = browser.new_page(viewport={"width": width, "height": height}, color_scheme=scheme, device_scale_factor=1)
    page.route("**/*", serve)
    page.goto(origin + "/")
    page.wait_for_load_state("load")
    # The symbols the page uses, and its fonts, before the picture.
    page.wait_for_function('''() => !document.querySelector('#observatory use[href^="#"]') || document.getElementById('o-icons')''')
    page.evaluate("() => document.fonts.ready.then(() => true)")
    page.wait_for_timeout(200)
    if mode == "content":
        page.locator("#observatory > .o-root > *").first.screenshot(path=out, animations="disabled", caret="hide")
    else:
        page.screenshot(path=out, animations="disabled", caret="hide")
    browser.close()
"""#
}
