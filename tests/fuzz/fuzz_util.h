// Shared by the libFuzzer targets in this directory and by the replay driver (replay_main.cpp)
// that runs their regression inputs under plain ctest.
//
// Each target defines `int fuzz_one(const uint8_t* data, std::size_t size)` in an anonymous
// namespace and ends with FUZZ_ENTRY(<target name>):
//  - in the libFuzzer build (clang, -fsanitize=fuzzer) that becomes LLVMFuzzerTestOneInput;
//  - with ENGINES_FUZZ_REPLAY (the gcc builds) it registers the function under the target's name
//    in one driver executable, so all targets share one link.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace fuzz {

using TargetFn = int (*)(const uint8_t*, std::size_t);

#ifdef ENGINES_FUZZ_REPLAY
struct Target {
  const char* name;
  TargetFn fn;
};
inline std::vector<Target>& targets() {
  static std::vector<Target> all;
  return all;
}
struct Registration {
  Registration(const char* name, TargetFn fn) { targets().push_back({name, fn}); }
};
#endif

// A broken invariant: report it and abort, which libFuzzer and the replay test both catch.
[[noreturn]] inline void fail(const char* what, std::string_view detail = {}) {
  std::fprintf(stderr, "FUZZ INVARIANT BROKEN: %s\n  %.*s\n", what, static_cast<int>(detail.size()), detail.data());
  std::abort();
}
inline void check(bool ok, const char* what, std::string_view detail = {}) {
  if (!ok) fail(what, detail);
}

// The input as the engine's line reader would deliver it: split on '\n' (std::getline), a last
// line without a newline still counts.
inline std::vector<std::string> split_lines(std::string_view text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    lines.emplace_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

inline std::string_view as_text(const uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// Splits off the first byte as a selector (which parser a notation target exercises).
inline bool take_selector(const uint8_t*& data, std::size_t& size, unsigned& selector) {
  if (size == 0) return false;
  selector = data[0];
  ++data;
  --size;
  return true;
}

}  // namespace fuzz

#ifdef ENGINES_FUZZ_REPLAY
#define FUZZ_ENTRY(name) static const ::fuzz::Registration fuzz_registration_##name(#name, &fuzz_one);
#else
#define FUZZ_ENTRY(name) \
  extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) { return fuzz_one(data, size); }
#endif
