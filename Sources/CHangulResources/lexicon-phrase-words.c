// Resources/Lexicon/phrase-words.txt, embedded as bytes (see include/CHangulResources.h).
#include "CHangulResources.h"
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char bytes[] = {
#embed "../../Resources/Lexicon/phrase-words.txt"
};

HangulResourceBytes hangul_resource_lexicon_phrase_words(void) { return (HangulResourceBytes){bytes, sizeof bytes}; }
