#include "CBenchmarkBaselines.h"
#include <malloc.h>
#include <stdio.h>
#include <string.h>

size_t baseline_allocated_bytes(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}

void baseline_release_free_memory(void) { malloc_trim(0); }

/// The value in kB of the line `key` ("VmRSS:", "VmHWM:") of /proc/self/status, or -1.
static long status_kb(const char *key) {
  FILE *f = fopen("/proc/self/status", "r");
  if (f == NULL) return -1;
  char line[256];
  long value = -1;
  size_t n = strlen(key);
  while (fgets(line, sizeof line, f) != NULL) {
    if (strncmp(line, key, n) == 0) { sscanf(line + n, "%ld", &value); break; }
  }
  fclose(f);
  return value;
}

int baseline_reset_peak_rss(void) {
  FILE *f = fopen("/proc/self/clear_refs", "w");
  if (f == NULL) return 0;
  int ok = fputs("5", f) >= 0;
  return fclose(f) == 0 && ok;
}

long baseline_rss_bytes(void) {
  long kb = status_kb("VmRSS:");
  return kb < 0 ? -1 : kb * 1024;
}

long baseline_peak_rss_bytes(void) {
  long kb = status_kb("VmHWM:");
  return kb < 0 ? -1 : kb * 1024;
}
