// An app file needs only `import ObservatoryWeb` to be served.
@_exported import ObservatoryUI
