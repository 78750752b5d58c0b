#!/usr/bin/env bash
# Installs what scripts/wasm.sh links hangul.wasm and the page's module with, when missing:
# Debian's wasi-libc (crt1-command.o, crt1-reactor.o, libc.a), compiler-rt's wasm32 builtins
# (libclang-rt-dev-wasm32: what the compiler calls for 128-bit arithmetic) and binaryen's
# wasm-opt. Safe to run again, and silent when they are there (scripts/environment/ensure-lib.sh:
# HANGUL_ENSURE_ROOT, HANGUL_ENSURE_DRY_RUN).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure-lib.sh"
look() {
  ensure_file /usr/lib/wasm32-wasi/libc.a || ensure_need wasi-libc
  ensure_file /usr/lib/wasm32-wasi/crt1-command.o || ensure_need wasi-libc
  ensure_file /usr/lib/wasm32-wasi/crt1-reactor.o || ensure_need wasi-libc
  ensure_file "/usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a" || ensure_need libclang-rt-dev-wasm32
  ensure_command wasm-opt || ensure_need binaryen
}
ensure_packages "scripts/wasm.sh" look
