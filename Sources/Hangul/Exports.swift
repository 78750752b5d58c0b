// `Hangul` is the module users import: the pure Swift core comes with it.
@_exported import HangulCore
