#include "CBenchmarkBaselines.h"

// Compatibility jamo for the 19 initials, as the last two UTF-8 bytes after 0xE3.
static const uint8_t initial_utf8[19][2] = {
  {0x84, 0xB1}, {0x84, 0xB2}, {0x84, 0xB4}, {0x84, 0xB7}, {0x84, 0xB8}, {0x84, 0xB9},
  {0x85, 0x81}, {0x85, 0x82}, {0x85, 0x83}, {0x85, 0x85}, {0x85, 0x86}, {0x85, 0x87},
  {0x85, 0x88}, {0x85, 0x89}, {0x85, 0x8A}, {0x85, 0x8B}, {0x85, 0x8C}, {0x85, 0x8D},
  {0x85, 0x8E},
};

size_t baseline_choseong_utf8(const uint8_t *text, size_t length, uint8_t *out) {
  size_t i = 0, o = 0;
  while (i < length) {
    uint8_t b = text[i];
    if (b >= 0xEA && b <= 0xED && i + 2 < length) {
      uint32_t cp = ((uint32_t)(b & 0x0F) << 12) | ((uint32_t)(text[i + 1] & 0x3F) << 6) |
                    (uint32_t)(text[i + 2] & 0x3F);
      if (cp >= 0xAC00 && cp <= 0xD7A3) {
        uint32_t l = (cp - 0xAC00) / 588;
        out[o] = 0xE3; out[o + 1] = initial_utf8[l][0]; out[o + 2] = initial_utf8[l][1];
        o += 3; i += 3;
        continue;
      }
    }
    out[o++] = b;
    i++;
  }
  return o;
}

void baseline_choseong_batch(const uint8_t *text, const int64_t *starts, int32_t count,
                             uint8_t *out, int64_t *out_starts) {
  int64_t o = 0;
  for (int32_t k = 0; k < count; k++) {
    out_starts[k] = o;
    o += (int64_t)baseline_choseong_utf8(text + starts[k], (size_t)(starts[k + 1] - starts[k]),
                                         out + o);
  }
  out_starts[count] = o;
}
