#include "CICU.h"

int32_t cicu_grown_capacity(int32_t units, int32_t factor, int32_t extra) {
  if (units < 0 || factor < 0 || extra < 0) return 0;
  int64_t grown = (int64_t)units * factor + extra;
  return grown > INT32_MAX ? INT32_MAX : (int32_t)grown;
}
