#!/usr/bin/env bash
# Installs what scripts/wasm.sh links hangul.wasm and the page's module with, when missing:
# Debian's wasi-libc (crt1-command.o, crt1-reactor.o, libc.a) and compiler-rt's wasm32
# builtins (libclang-rt-dev-wasm32: what the compiler calls for 128-bit arithmetic). Safe to
# run again, and silent when they are there.
set -euo pipefail
builtins=$(find /usr/lib/llvm-*/lib/clang/*/lib/wasi -name libclang_rt.builtins-wasm32.a 2>/dev/null | head -1)
if [ ! -f /usr/lib/wasm32-wasi/libc.a ] || [ ! -f /usr/lib/wasm32-wasi/crt1-reactor.o ] || [ -z "$builtins" ]; then
  echo "scripts/wasm.sh needs wasi-libc and libclang-rt-dev-wasm32: installing with apt-get" >&2
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq wasi-libc libclang-rt-dev-wasm32 >/dev/null
fi
