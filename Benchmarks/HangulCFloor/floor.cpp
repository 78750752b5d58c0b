// hangul-c-floor: what a C (and, for sorting, C++) programmer writes to do the arithmetic of
// a `hangul` command over a file of lines, as a whole process. The benchmark runner
// (Benchmarks/HangulBenchmarks/CLIBenchmark.swift) times the `hangul` binary against these,
// alternating. Each reads standard input (or FILE) with large read(2) calls and writes with
// large write(2) calls; none validates UTF-8 or handles anything but ASCII and modern
// syllables (on other text they are simply wrong), which is the floor's advantage.
//
//   hangul-c-floor choseong            initial consonant of each syllable, other bytes copied
//   hangul-c-floor decompose           each syllable into compatibility jamo (jamo level)
//   hangul-c-floor copy                each syllable recognised, every byte copied (compose's floor)
//   hangul-c-floor search QUERY FILE   lines whose choseong contains QUERY's (memmem), in file order
//   hangul-c-floor sort FILE           non-empty lines in ICU `ko` order: sort keys, std::sort, write
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <unicode/ucol.h>
#include <unicode/ustring.h>

#include <algorithm>
#include <vector>

static uint8_t *read_all(int fd, size_t *length) {
  size_t capacity = 1 << 24, used = 0;
  uint8_t *data = (uint8_t *)malloc(capacity);
  for (;;) {
    if (capacity - used < (1 << 20)) data = (uint8_t *)realloc(data, capacity *= 2);
    ssize_t n = read(fd, data + used, capacity - used);
    if (n <= 0) break;
    used += (size_t)n;
  }
  *length = used;
  return data;
}

static void write_all(const uint8_t *p, size_t n) {
  while (n > 0) {
    ssize_t w = write(1, p, n);
    if (w <= 0) return;
    p += w;
    n -= (size_t)w;
  }
}

// Streams standard input through `transform` block by block (each block ends at a newline,
// so no syllable is cut), writing 1 MiB blocks.
typedef size_t (*transform_fn)(const uint8_t *, size_t, uint8_t *);
static int stream(transform_fn transform, size_t expansion) {
  const size_t block = 1 << 20;
  uint8_t *in = (uint8_t *)malloc(block + 4);
  uint8_t *out = (uint8_t *)malloc(block * expansion + 64);
  size_t pending = 0;
  for (;;) {
    ssize_t n = read(0, in + pending, block - pending);
    if (n < 0) return 1;
    size_t have = pending + (size_t)n;
    size_t cut = have;
    if (n > 0) {
      while (cut > 0 && in[cut - 1] != '\n') cut--;
      if (cut == 0) cut = have;  // a line longer than the block: the floor does not care
    }
    write_all(out, transform(in, cut, out));
    memmove(in, in + cut, have - cut);
    pending = have - cut;
    if (n == 0) break;
  }
  return 0;
}

static const uint8_t initial_tail[19][2] = {
  {0x84, 0xB1}, {0x84, 0xB2}, {0x84, 0xB4}, {0x84, 0xB7}, {0x84, 0xB8}, {0x84, 0xB9}, {0x85, 0x81},
  {0x85, 0x82}, {0x85, 0x83}, {0x85, 0x85}, {0x85, 0x86}, {0x85, 0x87}, {0x85, 0x88}, {0x85, 0x89},
  {0x85, 0x8A}, {0x85, 0x8B}, {0x85, 0x8C}, {0x85, 0x8D}, {0x85, 0x8E},
};

static inline int32_t syllable_at(const uint8_t *t, size_t i, size_t n) {
  uint8_t b = t[i];
  if (b < 0xEA || b > 0xED || i + 2 >= n) return -1;
  uint32_t cp = ((uint32_t)(b & 0x0F) << 12) | ((uint32_t)(t[i + 1] & 0x3F) << 6) | (t[i + 2] & 0x3F);
  return cp >= 0xAC00 && cp <= 0xD7A3 ? (int32_t)(cp - 0xAC00) : -1;
}

static size_t choseong(const uint8_t *t, size_t n, uint8_t *out) {
  size_t i = 0, o = 0;
  while (i < n) {
    int32_t s = syllable_at(t, i, n);
    if (s >= 0) {
      out[o] = 0xE3;
      out[o + 1] = initial_tail[s / 588][0];
      out[o + 2] = initial_tail[s / 588][1];
      o += 3;
      i += 3;
    } else {
      out[o++] = t[i++];
    }
  }
  return o;
}

static size_t copy(const uint8_t *t, size_t n, uint8_t *out) {
  size_t i = 0;
  while (i < n) i += syllable_at(t, i, n) >= 0 ? 3 : 1;
  memcpy(out, t, n);
  return n;
}

// Jamo level: compound vowels and finals split, doubles kept (값 → ㄱㅏㅂㅅ, 과 → ㄱㅗㅏ).
static const uint16_t initials[19] = {0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141,
                                      0x3142, 0x3143, 0x3145, 0x3146, 0x3147, 0x3148, 0x3149,
                                      0x314A, 0x314B, 0x314C, 0x314D, 0x314E};
static const uint16_t medials[21][2] = {
  {0x314F, 0}, {0x3150, 0}, {0x3151, 0}, {0x3152, 0}, {0x3153, 0}, {0x3154, 0}, {0x3155, 0},
  {0x3156, 0}, {0x3157, 0}, {0x3157, 0x314F}, {0x3157, 0x3150}, {0x3157, 0x3163}, {0x315B, 0},
  {0x315C, 0}, {0x315C, 0x3153}, {0x315C, 0x3154}, {0x315C, 0x3163}, {0x3160, 0}, {0x3161, 0},
  {0x3161, 0x3163}, {0x3163, 0},
};
static const uint16_t finals[28][2] = {
  {0, 0}, {0x3131, 0}, {0x3132, 0}, {0x3131, 0x3145}, {0x3134, 0}, {0x3134, 0x3148},
  {0x3134, 0x314E}, {0x3137, 0}, {0x3139, 0}, {0x3139, 0x3131}, {0x3139, 0x3141},
  {0x3139, 0x3142}, {0x3139, 0x3145}, {0x3139, 0x314C}, {0x3139, 0x314D}, {0x3139, 0x314E},
  {0x3141, 0}, {0x3142, 0}, {0x3142, 0x3145}, {0x3145, 0}, {0x3146, 0}, {0x3147, 0}, {0x3148, 0},
  {0x314A, 0}, {0x314B, 0}, {0x314C, 0}, {0x314D, 0}, {0x314E, 0},
};

static inline size_t put3(uint8_t *out, uint16_t cp) {
  if (cp == 0) return 0;
  out[0] = (uint8_t)(0xE0 | (cp >> 12));
  out[1] = (uint8_t)(0x80 | ((cp >> 6) & 0x3F));
  out[2] = (uint8_t)(0x80 | (cp & 0x3F));
  return 3;
}

static size_t decompose(const uint8_t *t, size_t n, uint8_t *out) {
  size_t i = 0, o = 0;
  while (i < n) {
    int32_t s = syllable_at(t, i, n);
    if (s >= 0) {
      o += put3(out + o, initials[s / 588]);
      o += put3(out + o, medials[(s % 588) / 28][0]);
      o += put3(out + o, medials[(s % 588) / 28][1]);
      o += put3(out + o, finals[s % 28][0]);
      o += put3(out + o, finals[s % 28][1]);
      i += 3;
    } else {
      out[o++] = t[i++];
    }
  }
  return o;
}

static int search(const char *query, const char *path) {
  int fd = open(path, O_RDONLY);
  if (fd < 0) return 66;
  size_t n;
  uint8_t *data = read_all(fd, &n);
  size_t qn = strlen(query);
  uint8_t *q = (uint8_t *)malloc(qn + 1);
  size_t qc = choseong((const uint8_t *)query, qn, q);
  uint8_t *line_choseong = (uint8_t *)malloc(1 << 16);
  std::vector<uint8_t> out;
  size_t start = 0;
  while (start < n) {
    const uint8_t *nl = (const uint8_t *)memchr(data + start, '\n', n - start);
    size_t end = nl ? (size_t)(nl - data) : n;
    size_t len = end - start;
    if (len > 0 && len < (1 << 16)) {
      size_t c = choseong(data + start, len, line_choseong);
      if (memmem(line_choseong, c, q, qc)) {
        out.insert(out.end(), data + start, data + end);
        out.push_back('\n');
      }
    }
    start = end + 1;
  }
  write_all(out.data(), out.size());
  return 0;
}

static const uint8_t *g_keys;
static const size_t *g_key_offsets;

static int sort(const char *path) {
  int fd = path ? open(path, O_RDONLY) : 0;
  if (fd < 0) return 66;
  size_t n;
  uint8_t *data = read_all(fd, &n);
  std::vector<size_t> starts, lengths;
  size_t start = 0;
  while (start < n) {
    const uint8_t *nl = (const uint8_t *)memchr(data + start, '\n', n - start);
    size_t end = nl ? (size_t)(nl - data) : n;
    if (end > start) {
      starts.push_back(start);
      lengths.push_back(end - start);
    }
    start = end + 1;
  }
  UErrorCode ec = U_ZERO_ERROR;
  UCollator *coll = ucol_open("ko", &ec);
  if (U_FAILURE(ec)) return 70;
  size_t count = starts.size(), capacity = count * 32 + 1024, used = 0;
  uint8_t *keys = (uint8_t *)malloc(capacity);
  size_t *offsets = (size_t *)malloc(sizeof(size_t) * (count + 1));
  UChar units[1024];
  for (size_t i = 0; i < count; i++) {
    int32_t u = 0;
    ec = U_ZERO_ERROR;
    u_strFromUTF8(units, 1024, &u, (const char *)data + starts[i], (int32_t)lengths[i], &ec);
    if (U_FAILURE(ec)) u = 0;  // the floor reads short lines only
    for (;;) {
      int32_t need = ucol_getSortKey(coll, units, u, keys + used, (int32_t)(capacity - used));
      if ((size_t)need <= capacity - used) {
        offsets[i] = used;
        used += (size_t)need;
        break;
      }
      keys = (uint8_t *)realloc(keys, capacity *= 2);
    }
  }
  g_keys = keys;
  g_key_offsets = offsets;
  std::vector<uint32_t> order(count);
  for (size_t i = 0; i < count; i++) order[i] = (uint32_t)i;
  std::sort(order.begin(), order.end(), [](uint32_t a, uint32_t b) {
    int r = strcmp((const char *)g_keys + g_key_offsets[a], (const char *)g_keys + g_key_offsets[b]);
    return r != 0 ? r < 0 : a < b;
  });
  std::vector<uint8_t> out;
  out.reserve(n + count);
  for (uint32_t i : order) {
    out.insert(out.end(), data + starts[i], data + starts[i] + lengths[i]);
    out.push_back('\n');
  }
  write_all(out.data(), out.size());
  ucol_close(coll);
  return 0;
}

int main(int argc, char **argv) {
  if (argc >= 2 && !strcmp(argv[1], "choseong")) return stream(choseong, 1);
  if (argc >= 2 && !strcmp(argv[1], "decompose")) return stream(decompose, 5);
  if (argc >= 2 && !strcmp(argv[1], "copy")) return stream(copy, 1);
  if (argc == 4 && !strcmp(argv[1], "search")) return search(argv[2], argv[3]);
  if (argc >= 2 && !strcmp(argv[1], "sort")) return sort(argc >= 3 ? argv[2] : NULL);
  fprintf(stderr, "usage: hangul-c-floor choseong|decompose|copy  |  search QUERY FILE  |  sort [FILE]\n");
  return 2;
}
