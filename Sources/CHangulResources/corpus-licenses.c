// Resources/Corpora/LICENSES.md, embedded as bytes (see include/CHangulResources.h).
#include "CHangulResources.h"
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char bytes[] = {
#embed "../../Resources/Corpora/LICENSES.md"
};

HangulResourceBytes hangul_resource_corpus_licenses(void) { return (HangulResourceBytes){bytes, sizeof bytes}; }
