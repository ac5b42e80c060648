/// The types this module declares, as Apple's platforms declare them
/// (identifiers, conformance, extensions, MIME types).
extension UTType {
    /// Item (`public.item`).
    public static let item = UTType(unchecked: "public.item")
    /// Content (`public.content`).
    public static let content = UTType(unchecked: "public.content")
    /// Composite content (`public.composite-content`).
    public static let compositeContent = UTType(unchecked: "public.composite-content")
    /// Data (`public.data`).
    public static let data = UTType(unchecked: "public.data")
    /// Folder (`public.directory`).
    public static let directory = UTType(unchecked: "public.directory")
    /// Folder (`public.folder`).
    public static let folder = UTType(unchecked: "public.folder")
    /// URL (`public.url`).
    public static let url = UTType(unchecked: "public.url")
    /// File URL (`public.file-url`).
    public static let fileURL = UTType(unchecked: "public.file-url")
    /// Text (`public.text`).
    public static let text = UTType(unchecked: "public.text")
    /// Plain text (`public.plain-text`).
    public static let plainText = UTType(unchecked: "public.plain-text")
    /// Unicode text (`public.utf8-plain-text`).
    public static let utf8PlainText = UTType(unchecked: "public.utf8-plain-text")
    /// Delimited text (`public.delimited-values-text`).
    public static let delimitedText = UTType(unchecked: "public.delimited-values-text")
    /// CSV document (`public.comma-separated-values-text`).
    public static let commaSeparatedText = UTType(unchecked: "public.comma-separated-values-text")
    /// Tab-separated text (`public.tab-separated-values-text`).
    public static let tabSeparatedText = UTType(unchecked: "public.tab-separated-values-text")
    /// Rich text document (`public.rtf`).
    public static let rtf = UTType(unchecked: "public.rtf")
    /// HTML document (`public.html`).
    public static let html = UTType(unchecked: "public.html")
    /// XML document (`public.xml`).
    public static let xml = UTType(unchecked: "public.xml")
    /// JSON document (`public.json`).
    public static let json = UTType(unchecked: "public.json")
    /// YAML document (`public.yaml`).
    public static let yaml = UTType(unchecked: "public.yaml")
    /// Source code (`public.source-code`).
    public static let sourceCode = UTType(unchecked: "public.source-code")
    /// Swift source (`public.swift-source`).
    public static let swiftSource = UTType(unchecked: "public.swift-source")
    /// Script (`public.script`).
    public static let script = UTType(unchecked: "public.script")
    /// JavaScript (`com.netscape.javascript-source`).
    public static let javaScript = UTType(unchecked: "com.netscape.javascript-source")
    /// Shell script (`public.shell-script`).
    public static let shellScript = UTType(unchecked: "public.shell-script")
    /// Python script (`public.python-script`).
    public static let pythonScript = UTType(unchecked: "public.python-script")
    /// Image (`public.image`).
    public static let image = UTType(unchecked: "public.image")
    /// PNG image (`public.png`).
    public static let png = UTType(unchecked: "public.png")
    /// JPEG image (`public.jpeg`).
    public static let jpeg = UTType(unchecked: "public.jpeg")
    /// GIF image (`com.compuserve.gif`).
    public static let gif = UTType(unchecked: "com.compuserve.gif")
    /// WebP image (`org.webmproject.webp`).
    public static let webP = UTType(unchecked: "org.webmproject.webp")
    /// HEIC image (`public.heic`).
    public static let heic = UTType(unchecked: "public.heic")
    /// HEIF image (`public.heif`).
    public static let heif = UTType(unchecked: "public.heif")
    /// TIFF image (`public.tiff`).
    public static let tiff = UTType(unchecked: "public.tiff")
    /// BMP image (`com.microsoft.bmp`).
    public static let bmp = UTType(unchecked: "com.microsoft.bmp")
    /// Icon (`com.microsoft.ico`).
    public static let ico = UTType(unchecked: "com.microsoft.ico")
    /// SVG image (`public.svg-image`).
    public static let svg = UTType(unchecked: "public.svg-image")
    /// Raw image (`public.camera-raw-image`).
    public static let rawImage = UTType(unchecked: "public.camera-raw-image")
    /// PDF document (`com.adobe.pdf`).
    public static let pdf = UTType(unchecked: "com.adobe.pdf")
    /// EPUB book (`org.idpf.epub-container`).
    public static let epub = UTType(unchecked: "org.idpf.epub-container")
    /// Audiovisual content (`public.audiovisual-content`).
    public static let audiovisualContent = UTType(unchecked: "public.audiovisual-content")
    /// Movie (`public.movie`).
    public static let movie = UTType(unchecked: "public.movie")
    /// Video (`public.video`).
    public static let video = UTType(unchecked: "public.video")
    /// Audio (`public.audio`).
    public static let audio = UTType(unchecked: "public.audio")
    /// QuickTime movie (`com.apple.quicktime-movie`).
    public static let quickTimeMovie = UTType(unchecked: "com.apple.quicktime-movie")
    /// MPEG-4 movie (`public.mpeg-4`).
    public static let mpeg4Movie = UTType(unchecked: "public.mpeg-4")
    /// MPEG-4 audio (`public.mpeg-4-audio`).
    public static let mpeg4Audio = UTType(unchecked: "public.mpeg-4-audio")
    /// MP3 audio (`public.mp3`).
    public static let mp3 = UTType(unchecked: "public.mp3")
    /// WAVE audio (`com.microsoft.waveform-audio`).
    public static let wav = UTType(unchecked: "com.microsoft.waveform-audio")
    /// Archive (`public.archive`).
    public static let archive = UTType(unchecked: "public.archive")
    /// ZIP archive (`public.zip-archive`).
    public static let zip = UTType(unchecked: "public.zip-archive")
    /// Gzip archive (`org.gnu.gnu-zip-archive`).
    public static let gzip = UTType(unchecked: "org.gnu.gnu-zip-archive")
    /// Spreadsheet (`public.spreadsheet`).
    public static let spreadsheet = UTType(unchecked: "public.spreadsheet")
    /// Presentation (`public.presentation`).
    public static let presentation = UTType(unchecked: "public.presentation")
    /// Database (`public.database`).
    public static let database = UTType(unchecked: "public.database")
    /// VCard (`public.vcard`).
    public static let vCard = UTType(unchecked: "public.vcard")
    /// Calendar event (`public.calendar-event`).
    public static let calendarEvent = UTType(unchecked: "public.calendar-event")
    /// Email message (`public.email-message`).
    public static let emailMessage = UTType(unchecked: "public.email-message")
    /// Font (`public.font`).
    public static let font = UTType(unchecked: "public.font")
    /// Log (`public.log`).
    public static let log = UTType(unchecked: "public.log")
    /// Property list (`com.apple.property-list`).
    public static let propertyList = UTType(unchecked: "com.apple.property-list")
    /// Markdown document (`net.daringfireball.markdown`).
    public static let markdown = UTType(unchecked: "net.daringfireball.markdown")
    /// SQLite database (`org.sqlite.sqlite3`).
    public static let sqlite = UTType(unchecked: "org.sqlite.sqlite3")
}

extension UTTypeRegistry {
    /// The declared types' declarations.
    static let builtIn: [UTTypeDeclaration] = [
        UTTypeDeclaration(identifier: "public.item", conformsTo: [], tags: [:], description: "item"),
        UTTypeDeclaration(identifier: "public.content", conformsTo: [], tags: [:], description: "content"),
        UTTypeDeclaration(identifier: "public.composite-content", conformsTo: ["public.content"], tags: [:], description: "composite content"),
        UTTypeDeclaration(identifier: "public.data", conformsTo: ["public.item"], tags: [.mimeType: ["application/octet-stream"]], description: "data"),
        UTTypeDeclaration(identifier: "public.directory", conformsTo: ["public.item"], tags: [:], description: "folder"),
        UTTypeDeclaration(identifier: "public.folder", conformsTo: ["public.directory"], tags: [:], description: "folder"),
        UTTypeDeclaration(identifier: "public.url", conformsTo: ["public.data"], tags: [:], description: "URL"),
        UTTypeDeclaration(identifier: "public.file-url", conformsTo: ["public.url"], tags: [:], description: "file URL"),
        UTTypeDeclaration(identifier: "public.text", conformsTo: ["public.data", "public.content"], tags: [.mimeType: ["text/*"]], description: "text"),
        UTTypeDeclaration(identifier: "public.plain-text", conformsTo: ["public.text"], tags: [.filenameExtension: ["txt", "text"], .mimeType: ["text/plain"]], description: "plain text"),
        UTTypeDeclaration(identifier: "public.utf8-plain-text", conformsTo: ["public.plain-text"], tags: [.mimeType: ["text/plain;charset=utf-8"]], description: "Unicode text"),
        UTTypeDeclaration(identifier: "public.delimited-values-text", conformsTo: ["public.text"], tags: [:], description: "delimited text"),
        UTTypeDeclaration(identifier: "public.comma-separated-values-text", conformsTo: ["public.delimited-values-text"], tags: [.filenameExtension: ["csv"], .mimeType: ["text/csv"]], description: "CSV document"),
        UTTypeDeclaration(identifier: "public.tab-separated-values-text", conformsTo: ["public.delimited-values-text"], tags: [.filenameExtension: ["tsv"], .mimeType: ["text/tab-separated-values"]], description: "tab-separated text"),
        UTTypeDeclaration(identifier: "public.rtf", conformsTo: ["public.text"], tags: [.filenameExtension: ["rtf"], .mimeType: ["text/rtf"]], description: "rich text document"),
        UTTypeDeclaration(identifier: "public.html", conformsTo: ["public.text"], tags: [.filenameExtension: ["html", "htm"], .mimeType: ["text/html"]], description: "HTML document"),
        UTTypeDeclaration(identifier: "public.xml", conformsTo: ["public.text"], tags: [.filenameExtension: ["xml"], .mimeType: ["application/xml", "text/xml"]], description: "XML document"),
        UTTypeDeclaration(identifier: "public.json", conformsTo: ["public.text"], tags: [.filenameExtension: ["json"], .mimeType: ["application/json"]], description: "JSON document"),
        UTTypeDeclaration(identifier: "public.yaml", conformsTo: ["public.text"], tags: [.filenameExtension: ["yaml", "yml"], .mimeType: ["application/x-yaml"]], description: "YAML document"),
        UTTypeDeclaration(identifier: "public.source-code", conformsTo: ["public.plain-text"], tags: [:], description: "source code"),
        UTTypeDeclaration(identifier: "public.swift-source", conformsTo: ["public.source-code"], tags: [.filenameExtension: ["swift"]], description: "Swift source"),
        UTTypeDeclaration(identifier: "public.script", conformsTo: ["public.source-code"], tags: [:], description: "script"),
        UTTypeDeclaration(identifier: "com.netscape.javascript-source", conformsTo: ["public.script"], tags: [.filenameExtension: ["js"], .mimeType: ["text/javascript"]], description: "JavaScript"),
        UTTypeDeclaration(identifier: "public.shell-script", conformsTo: ["public.script"], tags: [.filenameExtension: ["sh"], .mimeType: ["application/x-sh"]], description: "shell script"),
        UTTypeDeclaration(identifier: "public.python-script", conformsTo: ["public.script"], tags: [.filenameExtension: ["py"], .mimeType: ["text/x-python-script"]], description: "Python script"),
        UTTypeDeclaration(identifier: "public.image", conformsTo: ["public.data", "public.content"], tags: [.mimeType: ["image/*"]], description: "image"),
        UTTypeDeclaration(identifier: "public.png", conformsTo: ["public.image"], tags: [.filenameExtension: ["png"], .mimeType: ["image/png"]], description: "PNG image"),
        UTTypeDeclaration(identifier: "public.jpeg", conformsTo: ["public.image"], tags: [.filenameExtension: ["jpg", "jpeg"], .mimeType: ["image/jpeg"]], description: "JPEG image"),
        UTTypeDeclaration(identifier: "com.compuserve.gif", conformsTo: ["public.image"], tags: [.filenameExtension: ["gif"], .mimeType: ["image/gif"]], description: "GIF image"),
        UTTypeDeclaration(identifier: "org.webmproject.webp", conformsTo: ["public.image"], tags: [.filenameExtension: ["webp"], .mimeType: ["image/webp"]], description: "WebP image"),
        UTTypeDeclaration(identifier: "public.heic", conformsTo: ["public.image"], tags: [.filenameExtension: ["heic"], .mimeType: ["image/heic"]], description: "HEIC image"),
        UTTypeDeclaration(identifier: "public.heif", conformsTo: ["public.image"], tags: [.filenameExtension: ["heif"], .mimeType: ["image/heif"]], description: "HEIF image"),
        UTTypeDeclaration(identifier: "public.tiff", conformsTo: ["public.image"], tags: [.filenameExtension: ["tiff", "tif"], .mimeType: ["image/tiff"]], description: "TIFF image"),
        UTTypeDeclaration(identifier: "com.microsoft.bmp", conformsTo: ["public.image"], tags: [.filenameExtension: ["bmp"], .mimeType: ["image/bmp"]], description: "BMP image"),
        UTTypeDeclaration(identifier: "com.microsoft.ico", conformsTo: ["public.image"], tags: [.filenameExtension: ["ico"], .mimeType: ["image/vnd.microsoft.icon"]], description: "icon"),
        UTTypeDeclaration(identifier: "public.svg-image", conformsTo: ["public.image", "public.xml"], tags: [.filenameExtension: ["svg"], .mimeType: ["image/svg+xml"]], description: "SVG image"),
        UTTypeDeclaration(identifier: "public.camera-raw-image", conformsTo: ["public.image"], tags: [.filenameExtension: ["dng"]], description: "raw image"),
        UTTypeDeclaration(identifier: "com.adobe.pdf", conformsTo: ["public.data", "public.composite-content"], tags: [.filenameExtension: ["pdf"], .mimeType: ["application/pdf"]], description: "PDF document"),
        UTTypeDeclaration(identifier: "org.idpf.epub-container", conformsTo: ["public.data", "public.composite-content"], tags: [.filenameExtension: ["epub"], .mimeType: ["application/epub+zip"]], description: "EPUB book"),
        UTTypeDeclaration(identifier: "public.audiovisual-content", conformsTo: ["public.data", "public.content"], tags: [:], description: "audiovisual content"),
        UTTypeDeclaration(identifier: "public.movie", conformsTo: ["public.audiovisual-content"], tags: [.mimeType: ["video/*"]], description: "movie"),
        UTTypeDeclaration(identifier: "public.video", conformsTo: ["public.movie"], tags: [:], description: "video"),
        UTTypeDeclaration(identifier: "public.audio", conformsTo: ["public.audiovisual-content"], tags: [.mimeType: ["audio/*"]], description: "audio"),
        UTTypeDeclaration(identifier: "com.apple.quicktime-movie", conformsTo: ["public.movie"], tags: [.filenameExtension: ["mov"], .mimeType: ["video/quicktime"]], description: "QuickTime movie"),
        UTTypeDeclaration(identifier: "public.mpeg-4", conformsTo: ["public.movie"], tags: [.filenameExtension: ["mp4"], .mimeType: ["video/mp4"]], description: "MPEG-4 movie"),
        UTTypeDeclaration(identifier: "public.mpeg-4-audio", conformsTo: ["public.audio"], tags: [.filenameExtension: ["m4a"], .mimeType: ["audio/mp4"]], description: "MPEG-4 audio"),
        UTTypeDeclaration(identifier: "public.mp3", conformsTo: ["public.audio"], tags: [.filenameExtension: ["mp3"], .mimeType: ["audio/mpeg"]], description: "MP3 audio"),
        UTTypeDeclaration(identifier: "com.microsoft.waveform-audio", conformsTo: ["public.audio"], tags: [.filenameExtension: ["wav"], .mimeType: ["audio/wav"]], description: "WAVE audio"),
        UTTypeDeclaration(identifier: "public.archive", conformsTo: ["public.data"], tags: [:], description: "archive"),
        UTTypeDeclaration(identifier: "public.zip-archive", conformsTo: ["public.archive"], tags: [.filenameExtension: ["zip"], .mimeType: ["application/zip"]], description: "ZIP archive"),
        UTTypeDeclaration(identifier: "org.gnu.gnu-zip-archive", conformsTo: ["public.archive"], tags: [.filenameExtension: ["gz"], .mimeType: ["application/gzip"]], description: "gzip archive"),
        UTTypeDeclaration(identifier: "public.spreadsheet", conformsTo: ["public.content"], tags: [:], description: "spreadsheet"),
        UTTypeDeclaration(identifier: "public.presentation", conformsTo: ["public.composite-content"], tags: [:], description: "presentation"),
        UTTypeDeclaration(identifier: "public.database", conformsTo: ["public.data"], tags: [:], description: "database"),
        UTTypeDeclaration(identifier: "public.vcard", conformsTo: ["public.text"], tags: [.filenameExtension: ["vcf"], .mimeType: ["text/vcard"]], description: "vCard"),
        UTTypeDeclaration(identifier: "public.calendar-event", conformsTo: ["public.item"], tags: [.filenameExtension: ["ics"], .mimeType: ["text/calendar"]], description: "calendar event"),
        UTTypeDeclaration(identifier: "public.email-message", conformsTo: ["public.data"], tags: [.filenameExtension: ["eml"], .mimeType: ["message/rfc822"]], description: "email message"),
        UTTypeDeclaration(identifier: "public.font", conformsTo: ["public.data"], tags: [.filenameExtension: ["ttf", "otf"], .mimeType: ["font/ttf", "font/otf"]], description: "font"),
        UTTypeDeclaration(identifier: "public.log", conformsTo: ["public.plain-text"], tags: [.filenameExtension: ["log"]], description: "log"),
        UTTypeDeclaration(identifier: "com.apple.property-list", conformsTo: ["public.data"], tags: [.filenameExtension: ["plist"]], description: "property list"),
        UTTypeDeclaration(identifier: "net.daringfireball.markdown", conformsTo: ["public.plain-text"], tags: [.filenameExtension: ["md", "markdown"], .mimeType: ["text/markdown"]], description: "Markdown document"),
        UTTypeDeclaration(identifier: "org.sqlite.sqlite3", conformsTo: ["public.database"], tags: [.filenameExtension: ["sqlite", "sqlite3", "db"], .mimeType: ["application/vnd.sqlite3"]], description: "SQLite database"),
    ]
}
