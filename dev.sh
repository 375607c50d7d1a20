#!/usr/bin/env bash
# One entry point for people and CI.
#   ./dev.sh demo    install what is missing, build Release, show each engine playing
#   ./dev.sh test    install what is missing, build Release and Sanitize (ASan+UBSan), run every test
#   ./dev.sh build [Release|Sanitize]
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(cmake g++ make libboost-program-options-dev doctest-dev libabsl-dev clang libclang-rt-14-dev parallel)
JOBS=$(nproc 2>/dev/null || echo 2)

install_deps() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "Installing: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

build() {
  local type=$1
  cmake -S . -B "build/$type" -DCMAKE_BUILD_TYPE="$type" >/dev/null
  cmake --build "build/$type" -j"$JOBS"
}

run_tests() {
  local type=$1
  echo "== tests ($type)"
  ctest --test-dir "build/$type" --output-on-failure -j"$JOBS" --timeout 600
}

case "${1:-}" in
  demo)
    install_deps
    build Release
    bash tools/demo.sh build/Release
    ;;
  test)
    install_deps
    build Release
    build Sanitize
    run_tests Release
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 run_tests Sanitize
    # Every libFuzzer target briefly (clang build in build/Fuzz), so the harness cannot rot;
    # longer runs: tools/fuzz 300. A lenient per-input timeout: CI machines are shared.
    FUZZ_TIMEOUT=5 bash tools/fuzz 5
    ;;
  build)
    install_deps
    build "${2:-Release}"
    ;;
  *)
    echo "usage: $0 demo|test|build [Release|Sanitize]" >&2
    exit 2
    ;;
esac
