// How much memory a table may take: a request for more than the machine can give is refused
// up front, before any allocation. An allocation the kernel would grant on overcommit but could
// not back (the table is written in full) would otherwise end in the OOM killer, and under
// AddressSanitizer a huge request aborts instead of returning null.
#pragma once

#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <string>

namespace common {

// Bytes the system can still give without swapping: MemAvailable (Linux), else the physical
// memory; SIZE_MAX when unknown.
inline std::size_t available_memory_bytes() {
  std::ifstream meminfo("/proc/meminfo");
  std::string key;
  uint64_t kb = 0;
  std::string unit;
  while (meminfo >> key >> kb >> unit) {
    if (key == "MemAvailable:") return static_cast<std::size_t>(kb) * 1024;
  }
  const long pages = sysconf(_SC_PHYS_PAGES);
  const long page = sysconf(_SC_PAGE_SIZE);
  if (pages > 0 && page > 0) return static_cast<std::size_t>(pages) * static_cast<std::size_t>(page);
  return SIZE_MAX;
}

// Whether a table of `mb` megabytes may be allocated: at most 90% of what is available.
inline bool memory_fits_mb(std::size_t mb) {
  const std::size_t available_mb = available_memory_bytes() / (std::size_t{1} << 20);
  return mb <= available_mb / 10 * 9;
}

}  // namespace common
