/// The core's examples (`HangulCore`, re-exported by `Hangul`) use the names of Hangul's.
typealias HangulCoreDocExamples = HangulDocExamples
