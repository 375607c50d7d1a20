#!/usr/bin/env bash
# Soak test: many very fast games of each engine under game-match, normally with the Sanitize
# (ASan+UBSan) build, engine vs itself and vs a random player, and a summary of how games ended.
# Every crash, illegal move, time loss, hang, other forfeit, sanitizer report or runner failure
# makes the script exit 1. See tools/soak/README.md.
#
#   tools/soak/run.sh [--games N] [--build-dir DIR] [--out DIR] [--engines "arimaa havannah amazons"]
#                     [--concurrency N] [--seed S] [--timeout-margin-ms MS] [--keep]
#
#   --games N        games per engine (default 100), shared out over the segments below; every
#                    segment plays an even number of games, at least 2
#   --build-dir DIR  tree with the engines, tools/match/game-match and tests/match/match-fake-gtp
#                    (default build/Sanitize)
#   --out DIR        results, logs and engine stderr (default: a new directory under $TMPDIR or /tmp)
#   --timeout-margin-ms MS   passed to game-match only if given (its default is 1000 ms)
#   --keep           keep --out even when everything passed (it is always kept on failure)
#   SOAK_RANDOM_GTP_ARGS (environment): extra arguments of the GTP random player, to check that
#                    the summary catches failures, e.g. "--mode illegal --after 5"
set -uo pipefail

GAMES=100
BUILD=build/Sanitize
OUT=""
ENGINES="arimaa havannah amazons"
CONCURRENCY=2
SEED=1
MARGIN=""
KEEP=0

usage() { sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --games) GAMES=$2; shift 2 ;;
    --build-dir) BUILD=$2; shift 2 ;;
    --out) OUT=$2; shift 2 ;;
    --engines) ENGINES=$2; shift 2 ;;
    --concurrency) CONCURRENCY=$2; shift 2 ;;
    --seed) SEED=$2; shift 2 ;;
    --timeout-margin-ms) MARGIN=$2; shift 2 ;;
    --keep) KEEP=1; shift ;;
    -h|--help) usage ;;
    *) echo "run.sh: unknown argument $1" >&2; usage ;;
  esac
done
case "$GAMES" in ''|*[!0-9]*) echo "run.sh: --games must be a number" >&2; exit 2 ;; esac

BUILD=$(cd "$BUILD" 2>/dev/null && pwd) || { echo "run.sh: no build dir" >&2; exit 2; }
MATCH=$BUILD/tools/match/game-match
RANDOM_GTP=$BUILD/tests/match/match-fake-gtp
ARIMAA=$BUILD/arimaa-engine/arimaa-engine
HAVANNAH=$BUILD/havannah-engine/havannah-engine
AMAZONS=$BUILD/amazons-engine/amazons-engine
for f in "$MATCH" "$RANDOM_GTP" "$ARIMAA" "$HAVANNAH" "$AMAZONS"; do
  [ -x "$f" ] || { echo "run.sh: missing $f (build it first)" >&2; exit 2; }
done
if [ -z "$OUT" ]; then OUT=$(mktemp -d "${TMPDIR:-/tmp}/soak.XXXXXX"); fi
mkdir -p "$OUT" || exit 2
OUT=$(cd "$OUT" && pwd)

# Sanitizers: stop at the first error so that it shows up as a crash; leaks are reported at exit
# (into the engine's stderr file, which is scanned below).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

# Segments: weight (share of the engine's games, in percent) | opponent (self|random) | board size
# (- = default) | clock options | extra arguments of engine A (and of B in self-play).
# Clocks: mostly 20-50 ms per move; then banked clocks with 1 ms Fischer increments and tiny main
# times/reserves, and short byo-yomi. Our engines keep back 50 ms (GTP) / 150 ms (AEI) of every
# limit, so at a fixed 20-50 ms they search for their 1 ms minimum; the banked clocks make them
# actually search (tens of ms per move) and run their clocks down.
segments() {
  case "$1" in
    arimaa) cat <<'EOF'
25|self|-|--movetime-ms 20|
15|random|-|--movetime-ms 20|
10|self|-|--movetime-ms 50|
15|self|-|--tc-move 0.001 --tc-reserve 1.5 --tc-percent 100 --tc-max 2|
10|random|-|--tc-move 0.001 --tc-reserve 0.5 --tc-percent 100|
15|self|-|--tc-move 0.03 --tc-reserve 0.3 --tc-percent 50 --tc-max 0.6 --tc-turntime 0.2|
10|random|-|--movetime-ms 30|
EOF
    ;;
    havannah) cat <<'EOF'
20|self|-|--movetime-ms 20|
15|random|-|--movetime-ms 20|
10|self|-|--movetime-ms 50|
15|self|-|--tc-main 1 --tc-increment 0.001|
5|random|-|--tc-main 0.3 --tc-increment 0.001|
10|self|5|--tc-main 0.3 --tc-byoyomi 0.05 --tc-periods 2|
5|self|6|--movetime-ms 30|--search alphabeta
5|random|4|--tc-main 0.2 --tc-increment 0.001|
5|self|3|--movetime-ms 20|
5|self|10|--movetime-ms 20|
5|random|5|--tc-main 0.2 --tc-byoyomi 0.03 --tc-stones 5|
EOF
    ;;
    amazons) cat <<'EOF'
20|self|-|--movetime-ms 20|
15|random|-|--movetime-ms 20|
10|self|-|--movetime-ms 50|
10|self|-|--tc-main 1 --tc-increment 0.001|
5|random|-|--tc-main 0.3 --tc-increment 0.001|
10|self|8|--tc-main 0.3 --tc-byoyomi 0.03 --tc-periods 2|
5|self|8|--movetime-ms 30|--algorithm alphabeta
5|random|6|--tc-main 0.2 --tc-increment 0.001|--algorithm alphabeta
10|self|6|--movetime-ms 20|
5|random|12|--movetime-ms 20|
5|random|7|--tc-main 0.2 --tc-byoyomi 0.03 --tc-stones 5|
EOF
    ;;
  esac
}

engine_path() { case "$1" in arimaa) echo "$ARIMAA" ;; havannah) echo "$HAVANNAH" ;; amazons) echo "$AMAZONS" ;; esac; }
random_cmd() {  # $1 game, $2 seed
  case "$1" in
    arimaa) echo "$ARIMAA --random --seed $2" ;;
    *) echo "$RANDOM_GTP --game $1 --seed $2 ${SOAK_RANDOM_GTP_ARGS:-}" ;;
  esac
}

# Field of a flat JSON line written by game-match ("key":"value" or "key":number).
jfield() { sed -n -e "s/.*\"$1\":\"\([^\"]*\)\".*/\1/p;t" -e "s/.*\"$1\":\([^,}]*\).*/\1/p"; }

FAIL=0
T_ALL=$(date +%s)
SUMMARY=$OUT/summary.txt
: >"$SUMMARY"
say() { echo "$*" | tee -a "$SUMMARY"; }

say "soak: build $BUILD, $GAMES games per engine, concurrency $CONCURRENCY, seed $SEED, output $OUT"
say "$(date -u '+%Y-%m-%d %H:%M:%S UTC')"
declare -A TOT
for key in games w d l crash illegal time hang other sanitizer runner; do TOT[$key]=0; done

for game in $ENGINES; do
  engine=$(engine_path "$game")
  [ -n "$engine" ] || { echo "run.sh: unknown engine $game" >&2; exit 2; }
  declare -A E
  for key in games w d l crash illegal time hang other sanitizer runner; do E[$key]=0; done
  t0=$(date +%s)
  mapfile -t segs < <(segments "$game")
  i=0
  for seg in "${segs[@]}"; do
    i=$((i + 1))
    IFS='|' read -r weight opponent size clock extra <<<"$seg"
    n=$(( (GAMES * weight + 199) / 200 * 2 ))   # even, rounded up, at least 2
    [ "$n" -lt 2 ] && n=2
    tag=$game-$(printf %02d $i)
    seed=$((SEED * 100 + i))
    args=(--game "$game" --games "$n" --concurrency "$CONCURRENCY" --seed "$seed" -q --status off
          --results "$OUT/$tag.jsonl")
    [ "$size" != "-" ] && args+=(--size "$size")
    [ -n "$MARGIN" ] && args+=(--timeout-margin-ms "$MARGIN")
    # shellcheck disable=SC2206
    args+=($clock)
    args+=(--engine "cmd=$engine --seed $seed $extra" "name=$game-A" "stderr=$OUT/$tag.A.stderr")
    if [ "$opponent" = self ]; then
      args+=(--engine "cmd=$engine --seed $((seed + 1000)) $extra" "name=$game-B" "stderr=$OUT/$tag.B.stderr")
    else
      args+=(--engine "cmd=$(random_cmd "$game" $((seed + 1000)))" "name=random" "stderr=$OUT/$tag.B.stderr")
    fi
    rm -f "$OUT/$tag.jsonl" "$OUT/$tag.A.stderr" "$OUT/$tag.B.stderr"   # game-match appends to stderr files
    echo "$MATCH ${args[*]}" >"$OUT/$tag.cmd"
    s0=$(date +%s.%N)
    "$MATCH" "${args[@]}" >"$OUT/$tag.log" 2>&1
    rc=$?
    secs=$(awk -v a="$s0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')

    # Count what the results file says.
    local_games=0; w=0; d=0; l=0; crash=0; illegal=0; tim=0; hang=0; other=0
    while IFS= read -r line; do
      case "$line" in *'"type":"game"'*) ;; *) continue ;; esac
      local_games=$((local_games + 1))
      score=$(jfield score_a <<<"$line")
      case "$score" in 1) w=$((w + 1)) ;; 0) l=$((l + 1)) ;; *) d=$((d + 1)) ;; esac
      fault=$(jfield fault <<<"$line")
      [ -z "$fault" ] && continue
      reason=$(jfield reason <<<"$line")
      case "$reason" in
        crash) crash=$((crash + 1)) ;;
        illegal-move|unparsable-move) illegal=$((illegal + 1)) ;;
        time) tim=$((tim + 1)) ;;
        hang) hang=$((hang + 1)) ;;
        *) other=$((other + 1)) ;;
      esac
      echo "FORFEIT $tag game $(jfield index <<<"$line"): $reason by $fault ($(jfield "$fault" <<<"$line")): $(jfield detail <<<"$line")" | tee -a "$SUMMARY"
    done <"$OUT/$tag.jsonl"
    sanitizer=$(cat "$OUT/$tag".*.stderr 2>/dev/null |
                grep -c -E 'ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:|UndefinedBehaviorSanitizer' || true)
    runner=0
    if [ "$rc" -ne 0 ] || [ "$local_games" -ne "$n" ]; then
      runner=1
      say "RUNNER $tag: game-match exit $rc, $local_games of $n games (see $OUT/$tag.log)"
    fi
    [ "$sanitizer" -gt 0 ] && say "SANITIZER $tag: $sanitizer report line(s) in $OUT/$tag.*.stderr"
    opp=$opponent; [ "$opponent" = self ] && opp="itself"
    say "$(printf '%-12s %3d games  +%d =%d -%d  vs %-6s size %-2s %-62s %6ss  crash %d illegal %d time %d hang %d other %d' \
      "$tag" "$local_games" "$w" "$d" "$l" "$opp" "$size" "$clock${extra:+ [$extra]}" "$secs" \
      "$crash" "$illegal" "$tim" "$hang" "$other")"
    E[games]=$((E[games] + local_games)); E[w]=$((E[w] + w)); E[d]=$((E[d] + d)); E[l]=$((E[l] + l))
    E[crash]=$((E[crash] + crash)); E[illegal]=$((E[illegal] + illegal)); E[time]=$((E[time] + tim))
    E[hang]=$((E[hang] + hang)); E[other]=$((E[other] + other)); E[sanitizer]=$((E[sanitizer] + sanitizer))
    E[runner]=$((E[runner] + runner))
  done
  t1=$(date +%s)
  say "$(printf '%-12s %3d games  +%d =%d -%d (engine A)  crashes %d  illegal moves %d  time losses %d  hangs %d  other forfeits %d  sanitizer reports %d  runner failures %d  wall %ds' \
    "$game TOTAL" "${E[games]}" "${E[w]}" "${E[d]}" "${E[l]}" "${E[crash]}" "${E[illegal]}" "${E[time]}" "${E[hang]}" \
    "${E[other]}" "${E[sanitizer]}" "${E[runner]}" $((t1 - t0)))"
  for key in "${!E[@]}"; do TOT[$key]=$((TOT[$key] + E[$key])); done
  unset E
done

T_END=$(date +%s)
bad=$((TOT[crash] + TOT[illegal] + TOT[time] + TOT[hang] + TOT[other] + TOT[sanitizer] + TOT[runner]))
say "ALL: ${TOT[games]} games, crashes ${TOT[crash]}, illegal moves ${TOT[illegal]}, time losses ${TOT[time]}, hangs ${TOT[hang]}, other forfeits ${TOT[other]}, sanitizer reports ${TOT[sanitizer]}, runner failures ${TOT[runner]}, wall $((T_END - T_ALL))s"
if [ "$bad" -ne 0 ]; then
  say "SOAK FAILED (details in $OUT)"
  exit 1
fi
say "SOAK PASSED"
[ "$KEEP" -eq 0 ] && rm -rf "$OUT"
exit 0
