#define _GNU_SOURCE
#include <locale.h>
#include <pthread.h>
#include <wchar.h>
#include "CDisplayWidth.h"

// wcwidth answers by LC_CTYPE, so the widths are taken under a UTF-8 locale of their own
// (C.UTF-8), whatever the process's locale is: the same answer in a test, a benchmark and
// the screen, which sets the process locale for ncurses as well.
static locale_t utf8_locale;
static pthread_once_t utf8_locale_once = PTHREAD_ONCE_INIT;

static void open_utf8_locale(void) {
  utf8_locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
  if (utf8_locale == (locale_t)0) utf8_locale = newlocale(LC_CTYPE_MASK, "en_US.UTF-8", (locale_t)0);
}

int cdisplaywidth_wcwidth(unsigned int codePoint) {
  pthread_once(&utf8_locale_once, open_utf8_locale);
  if (utf8_locale == (locale_t)0) return wcwidth((wchar_t)codePoint);
  locale_t previous = uselocale(utf8_locale);
  int width = wcwidth((wchar_t)codePoint);
  uselocale(previous);
  return width;
}
