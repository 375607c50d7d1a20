// Replays fuzz inputs through the targets' harness functions without libFuzzer (gcc builds):
//   fuzz_replay <target> <file or directory>...
// Every file (directories: every regular file in them, sorted) is run once; a crash or broken
// invariant aborts, which fails the ctest. Exit 2 on usage errors or unreadable paths.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "tests/fuzz/fuzz_util.h"

namespace fs = std::filesystem;

int main(int argc, char** argv) {
  const auto& all = fuzz::targets();
  auto usage = [&] {
    std::fprintf(stderr, "usage: fuzz_replay <target> <file or directory>...\ntargets:");
    for (const auto& t : all) std::fprintf(stderr, " %s", t.name);
    std::fprintf(stderr, "\n");
    return 2;
  };
  if (argc < 2) return usage();
  const auto it = std::find_if(all.begin(), all.end(), [&](const fuzz::Target& t) { return std::strcmp(t.name, argv[1]) == 0; });
  if (it == all.end()) return usage();

  std::vector<fs::path> files;
  for (int i = 2; i < argc; ++i) {
    const fs::path p(argv[i]);
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<fs::path> in_dir;
      for (const auto& e : fs::directory_iterator(p))
        if (e.is_regular_file()) in_dir.push_back(e.path());
      std::sort(in_dir.begin(), in_dir.end());
      files.insert(files.end(), in_dir.begin(), in_dir.end());
    } else if (fs::is_regular_file(p, ec)) {
      files.push_back(p);
    } else {
      std::fprintf(stderr, "fuzz_replay: no such file or directory: %s\n", argv[i]);
      return 2;
    }
  }
  for (const auto& f : files) {
    std::ifstream in(f, std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "fuzz_replay: cannot read %s\n", f.c_str());
      return 2;
    }
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::fprintf(stderr, "%s: %s (%zu bytes)\n", it->name, f.c_str(), bytes.size());
    it->fn(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
  }
  std::printf("%s: %zu inputs replayed\n", it->name, files.size());
  return 0;
}
