#!/usr/bin/env bash
# Shows each engine answering its protocol handshake and playing a short game against itself
# (through game-match, with the final board and the game record). Run by `./dev.sh demo`.
#   tools/demo.sh <build-dir>        e.g. tools/demo.sh build/Release
# An engine that is not built yet is skipped with a message.
set -uo pipefail

BUILD=${1:?usage: tools/demo.sh <build-dir>}
MATCH="$BUILD/tools/match/game-match"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

banner() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# Sends protocol lines to an engine and prints both sides of the exchange. The last line
# (quit) waits a little: a quit already queued would cut a genmove short, as a controller's
# quit should.
exchange() {
  local engine=$1
  shift
  local last=${*: -1}
  local input
  input=$(printf '%s\n' "$@")
  printf '%s\n' "$input" | sed 's/^/> /'
  { printf '%s\n' "${@:1:$#-1}"; sleep 2; printf '%s\n' "$last"; } | timeout 20 "$engine" 2>/dev/null | sed 's/^/< /'
}

# A self-play game through the match runner: game-match prints the result and the board, then
# the record it wrote is shown.
self_play() {
  local game=$1 engine=$2
  shift 2
  if [ ! -x "$MATCH" ]; then
    echo "game-match is not built ($MATCH): skipping the self-play game"
    return
  fi
  "$MATCH" --game "$game" --games 1 --seed 7 --show-board --status off --records "$WORK/$game" \
    --engine "cmd=$engine" name=first --engine "cmd=$engine" name=second "$@"
  echo "-- game record:"
  cat "$WORK/$game"/game-00001.* 2>/dev/null
}

run_engine_demo() {
  local game=$1 engine="$BUILD/$1-engine/$1-engine"
  if [ ! -x "$engine" ]; then
    banner "$game: $engine is not built yet, skipping"
    return
  fi
  case $game in
    arimaa)
      banner "arimaa-engine: AEI handshake"
      exchange "$engine" aei isready quit
      banner "arimaa-engine: a short self-play game (random setups, 10 turns, 0.3 s per turn)"
      self_play arimaa "$engine" --movetime-ms 300 --max-moves 10
      ;;
    havannah)
      banner "havannah-engine: GTP handshake and a first move"
      exchange "$engine" protocol_version name version "boardsize 5" "play w c3" "genmove b" showboard quit
      banner "havannah-engine: a self-play game on base 5 (0.2 s per move)"
      self_play havannah "$engine" --size 5 --movetime-ms 200
      ;;
    amazons)
      banner "amazons-engine: GTP handshake and a first move"
      exchange "$engine" protocol_version name version "boardsize 6" "genmove w" showboard quit
      banner "amazons-engine: a self-play game on 6x6 (0.2 s per move)"
      self_play amazons "$engine" --size 6 --movetime-ms 200
      ;;
  esac
}

for game in arimaa havannah amazons; do
  run_engine_demo "$game"
done
echo
echo "More: $MATCH --help, and tools/match/README.md for engine-vs-engine matches."
