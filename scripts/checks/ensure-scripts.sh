#!/usr/bin/env bash
# The scripts/environment/ensure-*.sh scripts against fake roots (HANGUL_ENSURE_ROOT) in a
# temporary folder, with HANGUL_ENSURE_DRY_RUN=1: in an empty root each exits 0 and names every
# package it installs; in a root holding everything each looks for (empty files, executable
# stubs, minimal .pc files), each is silent; in a root missing one package's files, or one file
# of a package, each names only that package; and with a root but no dry run, a missing package
# fails the script. An apt-get and a sudo that only record their calls come first on PATH: the
# check fails if any script ran them. Ends with the line "N passed, M failed"; exits 1 on a failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0

# Stand-ins for apt-get and sudo: they record the call and fail.
mkdir -p "$work/bin"
for tool in apt-get sudo; do
  printf '#!/usr/bin/env bash\necho "%s $*" >> "%s"\nexit 1\n' "$tool" "$work/apt-calls" > "$work/bin/$tool"
  chmod +x "$work/bin/$tool"
done
export PATH="$work/bin:$PATH"

# The packages each script installs (ensure-icu.sh runs ensure-terminal.sh and ensure-databases.sh).
scripts=(icu terminal databases wasi chromium wrk)
declare -A packages=(
  [icu]="pkg-config libicu-dev libncurses-dev tmux libsqlite3-dev postgresql"
  [terminal]="pkg-config libncurses-dev tmux"
  [databases]="libsqlite3-dev postgresql"
  [wasi]="wasi-libc libclang-rt-dev-wasm32 binaryen"
  [chromium]="chromium chromium-driver python3-selenium"
  [wrk]="wrk"
)

# Helpers that put what a package provides under ROOT: an empty file, an executable stub, a .pc file.
file() { mkdir -p "$(dirname "$1/$2")" && : > "$1/$2"; }
stub() { mkdir -p "$(dirname "$1/$2")" && printf '#!/bin/sh\nexit 0\n' > "$1/$2" && chmod +x "$1/$2"; }
pc() {
  mkdir -p "$1/usr/lib/x86_64-linux-gnu/pkgconfig"
  printf 'Name: %s\nDescription: a stand-in\nVersion: 1.0\n' "$2" > "$1/usr/lib/x86_64-linux-gnu/pkgconfig/$2.pc"
}
# What the scripts look for from PACKAGE, put under ROOT (its files but EXCEPT, when given).
provide() {
  local root=$1 package=$2 except=${3:-} path
  case "$package" in
    pkg-config) stub "$root" usr/bin/pkg-config ;;
    libicu-dev) pc "$root" icu-i18n ;;
    libncurses-dev) pc "$root" ncursesw ;;
    tmux) stub "$root" bin/tmux ;;
    libsqlite3-dev) file "$root" usr/include/sqlite3.h ;;
    postgresql) stub "$root" usr/lib/postgresql/15/bin/initdb ;;
    wasi-libc)
      for path in libc.a crt1-command.o crt1-reactor.o; do
        [ "$path" = "$except" ] || file "$root" "usr/lib/wasm32-wasi/$path"
      done
      ;;
    libclang-rt-dev-wasm32) file "$root" usr/lib/llvm-14/lib/clang/14.0.6/lib/wasi/libclang_rt.builtins-wasm32.a ;;
    binaryen) stub "$root" usr/bin/wasm-opt ;;
    chromium) stub "$root" usr/bin/chromium ;;
    chromium-driver) stub "$root" usr/bin/chromedriver ;;
    python3-selenium) file "$root" usr/lib/python3/dist-packages/selenium/__init__.py ;;
    wrk) stub "$root" usr/bin/wrk ;;
    *) echo "ensure-scripts: no files known for $package" >&2; exit 1 ;;
  esac
}
# A new empty root, its path on stdout.
fresh_root() { mktemp -d "$work/root.XXXXXX"; }

check() {
  if [ "$1" = ok ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: $2" >&2
  fi
}
# Runs ensure-SCRIPT.sh under ROOT with the dry run; sets status and output (stderr and stdout).
run() {
  status=0
  output=$(HANGUL_ENSURE_ROOT=$2 HANGUL_ENSURE_DRY_RUN=${3:-1} bash "scripts/environment/ensure-$1.sh" 2>&1) || status=$?
}
# The packages the last run said it would install, sorted, one line.
named() {
  sed -n 's/^ensure-[a-z]*\.sh: would install \(.*\) with apt-get, for .*/\1/p' <<< "$output" | tr ' ' '\n' | sed '/^$/d' | sort -u | tr '\n' ' '
}
sorted() { tr ' ' '\n' <<< "$1" | sed '/^$/d' | sort -u | tr '\n' ' '; }
# Asserts that the last run of ensure-SCRIPT.sh (CASE) exited 0 and named exactly PACKAGES.
expect_named() {
  local script=$1 case=$2 want
  want=$(sorted "$3")
  [ "$status" = 0 ] && check ok || check failed "ensure-$script.sh ($case) exited $status: $output"
  [ "$(named)" = "$want" ] && check ok || check failed "ensure-$script.sh ($case) named [$(named)], not [$want]: $output"
  # Every line of its output is one of the would-install lines.
  if grep -qv ': would install .* with apt-get, for ' <<< "$output"; then
    check failed "ensure-$script.sh ($case) printed something else: $output"
  else
    check ok
  fi
}

for script in "${scripts[@]}"; do
  # An empty root: every package.
  root=$(fresh_root)
  run "$script" "$root"
  expect_named "$script" "empty root" "${packages[$script]}"

  # Everything there: silent, exit 0.
  root=$(fresh_root)
  for package in ${packages[$script]}; do provide "$root" "$package"; done
  run "$script" "$root"
  [ "$status" = 0 ] && [ -z "$output" ] && check ok || check failed "ensure-$script.sh (everything there) exited $status, printed: $output"
  # The same root with a trailing slash.
  run "$script" "$root/"
  [ "$status" = 0 ] && [ -z "$output" ] && check ok || check failed "ensure-$script.sh (root with a trailing /) exited $status, printed: $output"

  # One package missing: only that one.
  for missing in ${packages[$script]}; do
    root=$(fresh_root)
    for package in ${packages[$script]}; do
      [ "$package" = "$missing" ] || provide "$root" "$package"
    done
    run "$script" "$root"
    expect_named "$script" "without $missing" "$missing"
  done
done

# One file of a package missing names that package.
for except in libc.a crt1-command.o crt1-reactor.o; do
  root=$(fresh_root)
  provide "$root" wasi-libc "$except"
  provide "$root" libclang-rt-dev-wasm32
  provide "$root" binaryen
  run wasi "$root"
  expect_named wasi "without usr/lib/wasm32-wasi/$except" wasi-libc
done
# Two of three missing names those two.
root=$(fresh_root)
provide "$root" chromium
run chromium "$root"
expect_named chromium "only chromium there" "chromium-driver python3-selenium"
# A .pc file in usr/share/pkgconfig counts as in the multiarch folder.
root=$(fresh_root)
provide "$root" pkg-config
provide "$root" tmux
mkdir -p "$root/usr/share/pkgconfig"
printf 'Name: ncursesw\nDescription: a stand-in\nVersion: 1.0\n' > "$root/usr/share/pkgconfig/ncursesw.pc"
run terminal "$root"
[ "$status" = 0 ] && [ -z "$output" ] && check ok || check failed "ensure-terminal.sh (ncursesw.pc in usr/share/pkgconfig) exited $status, printed: $output"
# A command that is not executable does not count.
root=$(fresh_root)
provide "$root" binaryen
chmod -x "$root/usr/bin/wasm-opt"
run wasi "$root"
expect_named wasi "wasm-opt not executable" "wasi-libc libclang-rt-dev-wasm32 binaryen"

# A root without the dry run: a missing package fails the script, which names it and installs nothing.
root=$(fresh_root)
run wasi "$root" 0
[ "$status" != 0 ] && check ok || check failed "ensure-wasi.sh (a root, no dry run) exited 0: $output"
grep -q 'wasi-libc libclang-rt-dev-wasm32 binaryen missing in' <<< "$output" && check ok \
  || check failed "ensure-wasi.sh (a root, no dry run) did not name the packages: $output"

# No script ran apt-get or sudo.
if [ -s "$work/apt-calls" ]; then
  check failed "apt-get or sudo ran: $(cat "$work/apt-calls")"
else
  check ok
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
