// Diagnostics go to stderr, or to the file named by --log-file; never to stdout, which belongs
// to the protocol.
#pragma once

#include <string>
#include <string_view>

namespace protocol {

// Returns false (and keeps logging to stderr) if the file cannot be opened.
bool set_log_file(const std::string& path);
void log_line(std::string_view text);

}  // namespace protocol
