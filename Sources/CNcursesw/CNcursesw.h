// ncursesw (Debian/Ubuntu `libncurses-dev`, pkg-config `ncursesw`) for the `hangul browse`
// screen. Only the CLI executable links it; `Hangul` and `SectionNavigation` never do.
//
// ncurses exposes some of its state as C globals (`stdscr`, `LINES`, `COLS`) and its mouse
// and attribute constants as function-like macros, which Swift cannot import (and Swift 6's
// strict concurrency rejects mutable globals); these static inline functions wrap them.
#ifndef CNCURSESW_H
#define CNCURSESW_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

static inline WINDOW *cncurses_stdscr(void) { return stdscr; }
static inline int cncurses_lines(void) { return LINES; }
static inline int cncurses_columns(void) { return COLS; }

static inline attr_t cncurses_attr_reverse(void) { return A_REVERSE; }
static inline attr_t cncurses_attr_bold(void) { return A_BOLD; }
static inline attr_t cncurses_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t cncurses_attr_dim(void) { return A_DIM; }
static inline attr_t cncurses_attr_normal(void) { return A_NORMAL; }
static inline attr_t cncurses_color_pair(short pair) { return (attr_t)COLOR_PAIR(pair); }

static inline mmask_t cncurses_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t cncurses_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cncurses_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t cncurses_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t cncurses_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t cncurses_button5_pressed(void) {
#ifdef BUTTON5_PRESSED
  return BUTTON5_PRESSED;
#else
  return 0;
#endif
}
static inline mmask_t cncurses_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }

/// Draws `count` wide characters at (y, x) with attributes `attributes`, clipped by ncurses.
static inline int cncurses_draw(int y, int x, const wchar_t *text, int count, attr_t attributes) {
  attr_t old_attributes;
  short old_pair;
  wattr_get(stdscr, &old_attributes, &old_pair, NULL);
  wattrset(stdscr, (int)attributes);
  int result = mvwaddnwstr(stdscr, y, x, text, count);
  wattrset(stdscr, (int)old_attributes);
  return result;
}

#endif
