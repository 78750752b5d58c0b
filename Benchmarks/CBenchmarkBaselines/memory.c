#include "CBenchmarkBaselines.h"
#include <malloc.h>

size_t baseline_allocated_bytes(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}
