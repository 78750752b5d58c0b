// The files of Resources/ that the package's pure modules read, as bytes in the binary. Each
// file is embedded as it is (C23 `#embed`, resolved against the sources' folder), so the data
// stays data: nothing is generated from it, and compiling it costs no more than copying it.
// Each file has its own source file and its own object, so a linker that drops unreferenced
// sections keeps only the files the program reads (wasm-ld does: the page's hangul-page.wasm
// carries neither the gazetteer nor the corpora's licences).
#ifndef CHANGULRESOURCES_H
#define CHANGULRESOURCES_H

/// A file's bytes: `count` bytes from `bytes`, valid for the life of the program.
typedef struct {
  const unsigned char *_Nonnull bytes;
  long count;
} HangulResourceBytes;

/// `Resources/ICUTables/normalization.bin`.
HangulResourceBytes hangul_resource_normalization(void);
/// `Resources/ICUTables/hanja-readings.bin`.
HangulResourceBytes hangul_resource_hanja_readings(void);
/// `Resources/ICUTables/collation.bin`.
HangulResourceBytes hangul_resource_collation(void);
/// `Resources/Gazetteer/units.txt`.
HangulResourceBytes hangul_resource_gazetteer_units(void);
/// `Resources/Lexicon/compounds.txt`.
HangulResourceBytes hangul_resource_lexicon_compounds(void);
/// `Resources/Lexicon/phrase-words.txt`.
HangulResourceBytes hangul_resource_lexicon_phrase_words(void);
/// `Resources/Corpora/surnames.tsv`.
HangulResourceBytes hangul_resource_corpus_surnames(void);
/// `Resources/Corpora/given.tsv`.
HangulResourceBytes hangul_resource_corpus_given_names(void);
/// `Resources/Corpora/LICENSES.md`.
HangulResourceBytes hangul_resource_corpus_licenses(void);

#endif
