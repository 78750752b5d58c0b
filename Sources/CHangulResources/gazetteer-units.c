// Resources/Gazetteer/units.txt, embedded as bytes (see include/CHangulResources.h).
#include "CHangulResources.h"
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char bytes[] = {
#embed "../../Resources/Gazetteer/units.txt"
};

HangulResourceBytes hangul_resource_gazetteer_units(void) { return (HangulResourceBytes){bytes, sizeof bytes}; }
