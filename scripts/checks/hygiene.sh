#!/usr/bin/env bash
# The package surface and the hygiene rules, from the toolchain's own view: the exported
# products (swift package dump-package), every public symbol documented with an example
# (swift package dump-symbol-graph), and no public type named like a standard-library type
# (the toolchain's Swift.swiftinterface), see scripts/checks/check-public-surface.py; and
# every script named in scripts/README.md, every shell script executable; and the
# scripts/environment/ensure-*.sh scripts on fake roots (scripts/checks/ensure-scripts.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/environment/ensure-icu.sh
mkdir -p .build
swift package dump-package > .build/package.json
# The C targets fail to emit a graph (SwiftPM passes them -std=c++17) and make the command exit
# non-zero; the checker fails if any Swift library target's graph is missing. Every trait is
# on, as in the test build before it (no rebuild), and every library target builds either way.
rm -rf .build/*-linux-gnu/symbolgraph
swift package --enable-all-traits dump-symbol-graph --skip-synthesized-members > .build/symbolgraph.log 2>&1 || true
swiftc=$(command -v swiftc)
interface=$(ls "$(dirname "$(dirname "$swiftc")")"/lib/swift/linux/Swift.swiftmodule/*-linux-gnu.swiftinterface | grep -v private | head -1)
graphs=$(ls -d .build/*-linux-gnu/symbolgraph | head -1)
python3 scripts/checks/check-public-surface.py "$graphs" "$interface" .build/package.json
# scripts/: every file that git tracks is named in scripts/README.md (by its path from its
# section's folder, or its name), but the copy of the shared oracle tools, and every shell
# script is executable in git.
unlisted=0
while IFS=$'\t' read -r meta path; do
  relative=${path#scripts/}
  case "$relative" in README.md | data/fixtures/tools/*) continue ;; esac
  if ! grep -qF -e "\`$relative\`" -e "\`${relative#*/}\`" -e "\`$(basename "$relative")\`" scripts/README.md; then
    echo "hygiene: scripts/README.md does not name $path" >&2
    unlisted=1
  fi
  if [[ "$relative" == *.sh ]] && [ "${meta%% *}" != 100755 ]; then
    echo "hygiene: $path is not executable in git (git update-index --chmod=+x $path)" >&2
    unlisted=1
  fi
done < <(git ls-files -s scripts)
[ "$unlisted" = 0 ]
echo "hygiene: every script is named in scripts/README.md, and every shell script is executable"
# What each scripts/environment/ensure-*.sh script finds missing and would install, on fake roots.
bash scripts/checks/ensure-scripts.sh
# The page's protocol: Examples/WebAssembly/PROTOCOL.md against the module, its JavaScript and the replay.
python3 scripts/checks/page-protocol.py
