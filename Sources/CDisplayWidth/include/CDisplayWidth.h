// The C library's wcwidth(3), which Swift's Glibc module does not export (it is an X/Open
// extension), for the column widths of `hangul browse`.
#ifndef CDISPLAYWIDTH_H
#define CDISPLAYWIDTH_H

/// The columns the code point takes under the C.UTF-8 locale (whatever the process's locale
/// is): 0, 1 or 2, or −1 for a non-printable one.
int cdisplaywidth_wcwidth(unsigned int codePoint);

#endif
