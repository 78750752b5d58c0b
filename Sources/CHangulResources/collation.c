// Resources/ICUTables/collation.bin, embedded as bytes (see include/CHangulResources.h).
#include "CHangulResources.h"
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char bytes[] = {
#embed "../../Resources/ICUTables/collation.bin"
};

HangulResourceBytes hangul_resource_collation(void) { return (HangulResourceBytes){bytes, sizeof bytes}; }
