#!/usr/bin/env bash
# Installs wrk (Debian's HTTP load generator), when missing: the load benchmarks of the directory
# server (scripts/benchmarks/directory-server-load.sh, standbys-load.sh) run it. Safe to run
# again, and silent when it is there (scripts/environment/ensure-lib.sh: HANGUL_ENSURE_ROOT,
# HANGUL_ENSURE_DRY_RUN).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure-lib.sh"
look() {
  ensure_command wrk || ensure_need wrk
}
ensure_packages "the directory server's load benchmarks" look
