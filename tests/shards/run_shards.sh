#!/usr/bin/env bash
# run_shards.sh GAME_MATCH FAKE_GTP: one match played whole, then as 4 shards under GNU
# parallel; the merged table and every game (index, result, moves) must be the single run's.
set -euo pipefail
GM=$1
FAKE=$2
command -v parallel >/dev/null || { echo "GNU parallel is not installed (apt-get install parallel): skipped"; exit 77; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# Havannah base 4, 32 games; the fakes play seeded random moves, a fresh process per game, so a
# game depends only on its index (opening of its pair, colours) and the seeds.
MATCH=(--game havannah --size 4 --games 32 --seed 7 --restart --movetime-ms 1000 --quiet
       --engine "cmd=$FAKE --game havannah --seed 5" name=one
       --engine "cmd=$FAKE --game havannah --seed 6" name=two)

"$GM" "${MATCH[@]}" --concurrency 2 --results "$WORK/single.jsonl" > "$WORK/single.txt"
# The way a user spreads it over hosts: parallel -S host1,host2 ... (here: this machine).
parallel --halt now,fail=1 -j 4 "$GM" "${MATCH[@]@Q}" --shard {}/4 --results "$WORK/shard-{}.jsonl" '>' /dev/null \
  ::: 1 2 3 4
"$GM" merge "$WORK"/shard-*.jsonl > "$WORK/merged.txt"

fail=0
# The table, less the time per move (the only figure that depends on the machine's speed).
if ! diff <(grep -v 'time per move' "$WORK/single.txt") <(grep -v 'time per move' "$WORK/merged.txt"); then
  echo "FAIL: the merged table differs from the single run's"; fail=1
fi
# The SPRT line over the merged pairs equals the single run's.
sprt=(--sprt elo0=0 elo1=10 alpha=0.05 beta=0.05)
"$GM" merge "${sprt[@]}" "$WORK/single.jsonl" | grep '^SPRT' > "$WORK/single.sprt"
"$GM" merge "${sprt[@]}" "$WORK"/shard-*.jsonl | grep '^SPRT' > "$WORK/merged.sprt"
if ! [ -s "$WORK/merged.sprt" ] || ! diff "$WORK/single.sprt" "$WORK/merged.sprt"; then
  echo "FAIL: the merged SPRT line differs or is missing"; fail=1
fi
# Every game the same: index, colours, result, moves.
games() {
  cat "$@" | grep '"type":"game"' |
    sed -E 's/.*"index":([0-9]+).*"a_side":([01]).*"result":"([^"]*)".*"moves":"([^"]*)".*/\1 \2 \3 \4/' | sort -n
}
if ! diff <(games "$WORK/single.jsonl") <(games "$WORK"/shard-*.jsonl); then
  echo "FAIL: the shards' games differ from the single run's"; fail=1
fi
n=$(games "$WORK"/shard-*.jsonl | wc -l)
[ "$n" -eq 32 ] || { echo "FAIL: $n games in the shards, expected 32"; fail=1; }
# Each shard played whole pairs only: shard K holds pairs p with p % 4 = K-1.
for k in 1 2 3 4; do
  if grep '"type":"game"' "$WORK/shard-$k.jsonl" | sed -E 's/.*"pair":([0-9]+).*/\1/' | awk -v k=$k '$1 % 4 != k - 1 {bad=1} END {exit bad}'; then :; else
    echo "FAIL: shard $k played a pair of another shard"; fail=1
  fi
done
# The Slurm recipe (tools/cluster/match.sbatch) run as 4 array tasks would run it, one after another.
for k in 1 2 3 4; do
  SLURM_ARRAY_TASK_ID=$k SLURM_ARRAY_TASK_MIN=1 SLURM_ARRAY_TASK_COUNT=4 GAME_MATCH=$GM RESULTS_DIR=$WORK/slurm \
    bash "$(dirname "$0")/../../tools/cluster/match.sbatch" "${MATCH[@]}" > /dev/null 2>&1 || { echo "FAIL: match.sbatch task $k"; fail=1; }
done
if ! diff <(grep -v 'time per move' "$WORK/merged.txt") <("$GM" merge "$WORK"/slurm/shard-*.jsonl | grep -v 'time per move'); then
  echo "FAIL: the Slurm array's merged table differs"; fail=1
fi
# A missing shard is named, and merging a shard twice is refused.
"$GM" merge "$WORK/shard-1.jsonl" "$WORK/shard-2.jsonl" 2> "$WORK/missing.err" > /dev/null
grep -q "16 of 32 games are in none of the files" "$WORK/missing.err" || { echo "FAIL: missing games not reported"; cat "$WORK/missing.err"; fail=1; }
if "$GM" merge "$WORK/shard-1.jsonl" "$WORK/shard-1.jsonl" > /dev/null 2> "$WORK/twice.err"; then
  echo "FAIL: a shard merged twice was accepted"; fail=1
fi
grep -q "comes twice" "$WORK/twice.err" || { echo "FAIL: no reason for the refused merge"; cat "$WORK/twice.err"; fail=1; }
[ $fail -eq 0 ] && { cat "$WORK/merged.txt" "$WORK/merged.sprt"; echo "OK: 4 shards under GNU parallel (and as a Slurm array) merged into the single run's table"; }
exit $fail
