// Resources/Corpora/surnames.tsv, embedded as bytes (see include/CHangulResources.h).
#include "CHangulResources.h"
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char bytes[] = {
#embed "../../Resources/Corpora/surnames.tsv"
};

HangulResourceBytes hangul_resource_corpus_surnames(void) { return (HangulResourceBytes){bytes, sizeof bytes}; }
