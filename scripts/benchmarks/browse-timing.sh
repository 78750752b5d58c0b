#!/usr/bin/env bash
# Times a real `hangul browse` session on 1M names in tmux: the release binary with its
# hidden --timings option (each event's state update and frame, in µs), driven with
# send-keys and SGR mouse reports: scrolling, Tab, strip clicks, a search typed key by key
# with backspaces and the 2-set fallback, Enter, Esc, help, resizes. Prints a summary.
#   bash scripts/benchmarks/browse-timing.sh [COUNT]   (default 1000000 names)
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
bash scripts/environment/ensure-icu.sh
count="${1:-1000000}"
swift build -c release --product hangul >/dev/null
work="$(mktemp -d)"
tmux_() { TERM=xterm-256color tmux -S "$work/tmux.sock" "$@"; }
trap 'tmux_ kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
tmux_ -f /dev/null new-session -d -x 200 -y 60 -s t \
  "env TERM=xterm-256color LANG=C.UTF-8 .build/release/hangul browse --count $count --timings $work/timings.tsv; sleep 5"
wait_for() {  # wait until the pane shows $1 (a fixed string), up to 120 s
  for _ in $(seq 1 6000); do
    if tmux_ capture-pane -p -t t | grep -qF -- "$1"; then return 0; fi
    sleep 0.02
  done
  echo "timed out waiting for: $1" >&2
  tmux_ capture-pane -p -t t >&2
  exit 1
}
start=$(date +%s.%N)
wait_for "/$count · by name"
echo "screen up after $(echo "$(date +%s.%N) - $start" | bc) s (set-up of $count names)"
keys() { for k in "$@"; do tmux_ send-keys -t t "$k"; sleep 0.03; done; }
keys Down Down Down PageDown PageDown End Home Tab Tab Tab BTab
for row in 1 9 17 25 33 41 49 57; do tmux_ send-keys -t t -l $'\e[<0;200;'"$row"'M'; tmux_ send-keys -t t -l $'\e[<0;200;'"$row"'m'; sleep 0.03; done
tmux_ send-keys -t t -l /
for k in ㄱ ㅁ ㅅ; do tmux_ send-keys -t t -l "$k"; sleep 0.05; done
keys BSpace BSpace BSpace
for k in ㅇ ㅈ; do tmux_ send-keys -t t -l "$k"; sleep 0.05; done
keys Down Down Enter
tmux_ send-keys -t t -l /
for k in g h d r l f e h d; do tmux_ send-keys -t t -l "$k"; sleep 0.05; done
keys BSpace Escape
tmux_ send-keys -t t -l '?'; sleep 0.05; tmux_ send-keys -t t -l x
tmux_ resize-window -t t -x 80 -y 24; sleep 0.2
keys Tab
tmux_ resize-window -t t -x 200 -y 60; sleep 0.2
keys End q
for _ in $(seq 1 500); do [ -s "$work/timings.tsv" ] && break; sleep 0.02; done
sort -n "$work/timings.tsv" | awk -F'\t' '
  { t[NR] = $1; e[NR] = $2 }
  END {
    n = NR; if (n == 0) { print "no events recorded"; exit 1 }
    printf "%d events: median %.0f µs, p90 %.0f µs, max %.0f µs (%s)\n", n, t[int((n+1)/2)], t[int(n*0.9)], t[n], e[n]
    over = 0; for (i = 1; i <= n; i++) if (t[i] > 16000) over++
    printf "events over 16 ms: %d\n", over
  }'
echo "slowest five:"; sort -rn "$work/timings.tsv" | head -5
