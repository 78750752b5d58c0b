#define _XOPEN_SOURCE 700
#include <wchar.h>
#include "CDisplayWidth.h"

int cdisplaywidth_wcwidth(unsigned int codePoint) { return wcwidth((wchar_t)codePoint); }
