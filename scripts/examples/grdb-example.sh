#!/usr/bin/env bash
# HangulSQLite on a GRDB DatabasePool (Examples/GRDBExample): the collation and functions
# registered on every connection of the pool, and a SQLiteNameStore on GRDB's writer, each
# answer checked against the in-memory library. GRDB is built here only, in its own scratch
# folder (.build-grdb, ignored by git): the main package never depends on it. GRDB_EXAMPLE_SCRATCH
# names another (CI shares the LinkingExample's, where Hangul is compiled already).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
# ICU, and (through scripts/environment/ensure-databases.sh) the system SQLite both GRDB and HangulSQLite link.
bash scripts/environment/ensure-icu.sh
scratch=${GRDB_EXAMPLE_SCRATCH:-.build-grdb}
swift build --package-path Examples/GRDBExample --scratch-path "$scratch"
"$scratch/debug/GRDBExample"
