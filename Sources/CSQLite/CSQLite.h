// The system SQLite (Debian/Ubuntu `libsqlite3-dev`), for the HangulSQLite target only.
#include <sqlite3.h>
