// Placeholder while the data-file support is written.
enum ExampleSupportPlaceholder {}
