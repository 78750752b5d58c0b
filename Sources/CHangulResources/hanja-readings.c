// Resources/ICUTables/hanja-readings.bin, embedded as bytes (see include/CHangulResources.h).
#include "CHangulResources.h"
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char bytes[] = {
#embed "../../Resources/ICUTables/hanja-readings.bin"
};

HangulResourceBytes hangul_resource_hanja_readings(void) { return (HangulResourceBytes){bytes, sizeof bytes}; }
