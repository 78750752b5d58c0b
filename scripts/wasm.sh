#!/usr/bin/env bash
# The package in WebAssembly and on iOS's architecture, with the toolchain alone:
#   1. Examples/WebAssembly compiled in Embedded Swift for wasm32-unknown-none-wasm (release,
#      no ICU: the built-in tables), linked with Debian's wasi-libc (installed through apt
#      when missing) into the WASI command `hangul.wasm`;
#   2. the page (Examples/WebAssembly/Page) copied beside it;
#   3. every pure target (CHangulResources in C; SectionNavigation, HangulCore, HangulCollationTables,
#      Hangul, HangulNavigation, HangulCorpus in Embedded Swift) compiled for arm64-apple-ios18.0,
#      one by one (compile only: there is no iOS SDK on Linux to link with);
#   4. with --hangul PATH: hangul.wasm under wasmkit against that native `hangul`
#      (scripts/checks/compare-wasm.py: the same bytes and exit codes), and the page in headless
#      Chromium (Examples/WebAssembly/Tests/page_test.py under Debian's /usr/bin/python3, with
#      python3-selenium and chromium-driver; Chromium installed through apt when missing): its
#      list and search against that `hangul`, its navigation against the native library
#      (Examples/WebAssembly/Replay, compiled here with SectionNavigation).
# The last line of output is the folder with hangul.wasm and the page (git-ignored); serve it
# with any static file server and open index.html.
# Both modules ship without DWARF and without the name section (llvm-objcopy --strip-all);
# their sizes, raw and after gzip -9, are printed. With --debug-info they stay as the linker
# wrote them, DWARF and function names included, for a debugger or a profiler.
# With --page-only, only the page (hangul-page.wasm and its files) and the native replay of its
# navigation ($scratch/replay/page-replay) are built: what the directory server's check needs.
# With --ready-file PATH, PATH is created as soon as those two are built, before the iOS compile
# checks and the tests, so that a check run beside this one can start with the page.
# Usage: bash scripts/wasm.sh [--hangul PATH_TO_NATIVE_HANGUL] [--page-only] [--scratch-path DIR] [--ready-file PATH]
#                            [--debug-info]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
root=$PWD
scratch=$root/.build-wasm
native=""
page_only=0
debug_info=0
ready=""
while [ $# -gt 0 ]; do
  case "$1" in
    --hangul) native=$(realpath "$2"); shift 2 ;;
    --scratch-path) scratch=$(realpath -m "$2"); shift 2 ;;
    --page-only) page_only=1; shift ;;
    --debug-info) debug_info=1; shift ;;
    --ready-file) ready=$(realpath -m "$2"); shift 2 ;;
    *) echo "usage: bash scripts/wasm.sh [--hangul PATH] [--page-only] [--scratch-path DIR] [--ready-file PATH] [--debug-info]" >&2; exit 64 ;;
  esac
done
out=$scratch/page
wasi=/usr/lib/wasm32-wasi
builtins() { find /usr/lib/llvm-*/lib/clang/*/lib/wasi -name libclang_rt.builtins-wasm32.a 2>/dev/null | sort -V | tail -1; }
# wasi-libc (the C library, the start files) and compiler-rt's wasm32 builtins.
bash scripts/environment/ensure-wasi.sh
toolchain_lib=$(dirname "$(dirname "$(realpath "$(command -v swift)")")")/lib/swift/embedded
# Embedded Swift, whole-module, no stack protector (wasi-libc has no __stack_chk_guard); the
# link: no default start files or libraries (clang's would be a wasm32-unknown-none's), but
# WASI's command start-up, its libc, the embedded Unicode tables and compiler-rt's builtins.
embedded=(-Xswiftc -enable-experimental-feature -Xswiftc Embedded -Xswiftc -wmo -Xswiftc -Xfrontend -Xswiftc -disable-stack-protector
  -Xcc -fno-stack-protector)
libraries=(-Xswiftc -Xclang-linker -Xswiftc -nostdlib -Xlinker -L"$wasi" -Xlinker -lc
  -Xlinker "$toolchain_lib/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a" -Xlinker "$(builtins)")
# A command starts at _start (crt1-command.o); the page's module is a reactor: the page calls
# _initialize, then its exported functions (crt1-reactor.o, no entry point).
link=(-Xlinker "$wasi/crt1-command.o" "${libraries[@]}")
reactor=(-Xlinker "$wasi/crt1-reactor.o" -Xlinker --no-entry "${libraries[@]}")

bin=$scratch/wasm32-unknown-none-wasm/release
# lean MODULE: the module as it is downloaded. llvm-objcopy --strip-all removes every custom
# section but target_features: the DWARF sections, the name section and producers. The code,
# the data, the imports and the exports stay as the linker wrote them.
lean() {
  if [ "$debug_info" = 0 ]; then llvm-objcopy --strip-all "$1"; fi
}
# sizes MODULE: its size raw and after gzip -9, in bytes.
sizes() { echo "$(stat -c %s "$1") bytes, $(gzip -9c "$1" | wc -c) gzipped"; }
mkdir -p "$out"
if [ "$page_only" = 0 ]; then
  echo "== hangul.wasm: Examples/WebAssembly in Embedded Swift for wasm32-unknown-none-wasm (release)" >&2
  start=$SECONDS
  swift build --package-path Examples/WebAssembly --scratch-path "$scratch" --triple wasm32-unknown-none-wasm \
    -c release --product HangulWasm "${embedded[@]}" "${link[@]}" >&2
  cp "$bin/HangulWasm.wasm" "$out/hangul.wasm" 2>/dev/null || cp "$bin/HangulWasm" "$out/hangul.wasm"
  lean "$out/hangul.wasm"
  echo "hangul.wasm: $(sizes "$out/hangul.wasm"), built in $((SECONDS - start)) s" >&2
fi

echo "== the page: Examples/WebAssembly/Page and hangul-page.wasm (a reactor the page calls)" >&2
start=$SECONDS
swift build --package-path Examples/WebAssembly --scratch-path "$scratch" --triple wasm32-unknown-none-wasm \
  -c release --product HangulPage "${embedded[@]}" "${reactor[@]}" >&2
cp "$bin/HangulPage.wasm" "$out/hangul-page.wasm" 2>/dev/null || cp "$bin/HangulPage" "$out/hangul-page.wasm"
lean "$out/hangul-page.wasm"
cp -R Examples/WebAssembly/Page/. "$out/"
echo "hangul-page.wasm: $(sizes "$out/hangul-page.wasm"), built in $((SECONDS - start)) s" >&2

# The page's navigation, compiled natively with SectionNavigation: the oracle of its browser
# tests (Examples/WebAssembly/Replay).
start=$SECONDS
replay=$scratch/replay
mkdir -p "$replay"
swiftc -O -wmo -parse-as-library -package-name swift_hangul -module-name SectionNavigation -emit-module \
  -emit-module-path "$replay/SectionNavigation.swiftmodule" -c Sources/SectionNavigation/*.swift \
  -o "$replay/SectionNavigation.o"
swiftc -O -module-name PageReplay -I "$replay" Examples/WebAssembly/Replay/main.swift \
  Examples/WebAssembly/Sources/HangulPage/ListNavigation.swift "$replay/SectionNavigation.o" -o "$replay/page-replay"
echo "the page's native replay: built in $((SECONDS - start)) s" >&2
[ -z "$ready" ] || touch "$ready"
if [ "$page_only" = 1 ]; then
  echo "$out"
  exit 0
fi
echo "hangul.wasm compose ㅎㅏㄴㄱㅡㄹ: $(wasmkit run "$out/hangul.wasm" compose ㅎㅏㄴㄱㅡㄹ)" >&2

echo "== arm64-apple-ios18.0: each pure target compiled in Embedded Swift (compile only)" >&2
start=$SECONDS
ios=$scratch/ios
mkdir -p "$ios"
# The embedded resources (a C target): compiled for the same triple.
for source in Sources/CHangulResources/*.c; do
  clang -target arm64-apple-ios18.0 -O2 -I Sources/CHangulResources/include -c "$source" \
    -o "$ios/CHangulResources-$(basename "$source" .c).o"
done
echo "arm64-apple-ios18.0: CHangulResources compiles" >&2
# A target whose object is newer than its sources is not compiled again, unless a target before
# it (one it may import) was.
compiled_one=0
for target in SectionNavigation HangulCore HangulCollationTables Hangul HangulNavigation HangulCorpus; do
  sources=()
  while IFS= read -r -d '' f; do sources+=("$f"); done < <(find "Sources/$target" -name '*.swift' -print0 | sort -z)
  if [ "$compiled_one" = 0 ] && [ -f "$ios/$target.o" ] && [ -z "$(find "${sources[@]}" -newer "$ios/$target.o")" ]; then
    echo "arm64-apple-ios18.0: $target compiles (up to date)" >&2
    continue
  fi
  compiled_one=1
  swiftc -target arm64-apple-ios18.0 -enable-experimental-feature Embedded -wmo -Onone -parse-as-library \
    -package-name swift_hangul -module-name "$target" -emit-module -emit-module-path "$ios/$target.swiftmodule" \
    -I "$ios" -I Sources/CHangulResources/include -c "${sources[@]}" -o "$ios/$target.o"
  echo "arm64-apple-ios18.0: $target compiles" >&2
done
echo "arm64-apple-ios18.0: every pure target in $((SECONDS - start)) s" >&2

if [ -n "$native" ]; then
  echo "== hangul.wasm under wasmkit against $native" >&2
  start=$SECONDS
  python3 scripts/checks/compare-wasm.py "$out/hangul.wasm" "$native" "$(command -v wasmkit)" >&2
  echo "hangul.wasm under wasmkit: compared in $((SECONDS - start)) s" >&2
  start=$SECONDS
  echo "== the page in headless Chromium against $native and the native navigation" >&2
  bash scripts/environment/ensure-chromium.sh
  /usr/bin/python3 Examples/WebAssembly/Tests/page_test.py --page "$out" --hangul "$native" --replay "$replay/page-replay" >&2
  echo "the page in Chromium: tested in $((SECONDS - start)) s" >&2
fi
echo "$out"
