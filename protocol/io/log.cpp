#include "protocol/io/log.h"

#include <fstream>
#include <iostream>
#include <mutex>

namespace protocol {

namespace {
std::mutex g_mutex;
std::ofstream g_file;
}  // namespace

bool set_log_file(const std::string& path) {
  std::lock_guard lock(g_mutex);
  if (g_file.is_open()) g_file.close();
  if (path.empty()) return true;
  g_file.open(path, std::ios::app);
  return g_file.is_open();
}

void log_line(std::string_view text) {
  std::lock_guard lock(g_mutex);
  std::ostream& out = g_file.is_open() ? static_cast<std::ostream&>(g_file) : std::cerr;
  out << text << '\n';
  out.flush();
}

}  // namespace protocol
