// Command-line options every engine shares, with the same names and meanings:
// --help, --version, --threads, --hash-mb, --seed, --log-file; and a leading sub-command word
// (e.g. "bench", "perft"). Each engine adds its own options to the same description.
#pragma once

#include <boost/program_options.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace protocol {

struct CommonOptions {
  int threads = 1;
  int hash_mb = 64;
  uint64_t seed = 1;
  std::string log_file;
  std::string command;  // "" = speak the protocol on stdin/stdout
};

class CommandLine {
 public:
  // `usage` is the first --help line, e.g. "arimaa-engine [bench|perft] [options]".
  CommandLine(std::string program, std::string version, std::string usage);

  boost::program_options::options_description& options() { return desc_; }
  // Parses argv. Returns an exit code when the program should end now (--help, --version, a bad
  // option: message on stderr), nullopt to go on. `commands` are the accepted sub-commands.
  std::optional<int> parse(int argc, const char* const* argv, const std::vector<std::string>& commands);

  const CommonOptions& common() const { return common_; }
  const boost::program_options::variables_map& values() const { return vm_; }

 private:
  std::string program_, version_, usage_;
  boost::program_options::options_description desc_;
  boost::program_options::variables_map vm_;
  CommonOptions common_;
};

}  // namespace protocol
