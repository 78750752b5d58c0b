// Resources/Lexicon/compounds.txt, embedded as bytes (see include/CHangulResources.h).
#include "CHangulResources.h"
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char bytes[] = {
#embed "../../Resources/Lexicon/compounds.txt"
};

HangulResourceBytes hangul_resource_lexicon_compounds(void) { return (HangulResourceBytes){bytes, sizeof bytes}; }
