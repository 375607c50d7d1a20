#include "protocol/cli/options.h"

#include <iostream>

#include "common/params/params.h"
#include "common/util/memory.h"
#include "protocol/io/log.h"

namespace po = boost::program_options;

namespace protocol {

CommandLine::CommandLine(std::string program, std::string version, std::string usage)
    : program_(std::move(program)), version_(std::move(version)), usage_(std::move(usage)), desc_("Options") {
  desc_.add_options()
      ("help,h", "print this help and exit")
      ("version", "print the version and exit")
      ("threads", po::value<int>(&common_.threads)->default_value(1), "search threads (1-64)")
      ("hash-mb", po::value<int>(&common_.hash_mb)->default_value(64), "transposition table / tree memory in MB (1-65536)")
      ("seed", po::value<uint64_t>(&common_.seed)->default_value(1), "random seed (setups, openings, playouts)")
      ("log-file", po::value<std::string>(&common_.log_file), "append diagnostics to this file instead of stderr")
      ("param", po::value<std::vector<std::string>>()->composing(), "set a tunable parameter: --param NAME=VALUE (repeatable; see --list-params)")
      ("params", po::value<std::string>(), "read tunable parameters from a file of NAME VALUE lines (as game-tune writes)")
      ("list-params", "print every tunable parameter (name value default min max step) and exit");
}

std::optional<int> CommandLine::parse(int argc, const char* const* argv, const std::vector<std::string>& commands) {
  po::options_description all;
  all.add(desc_);
  all.add_options()("command", po::value<std::string>(&common_.command), "sub-command");
  po::positional_options_description positional;
  positional.add("command", 1);
  try {
    po::store(po::command_line_parser(argc, argv).options(all).positional(positional).run(), vm_);
    po::notify(vm_);
  } catch (const po::error& e) {
    std::cerr << program_ << ": " << e.what() << "\nTry '" << program_ << " --help'.\n";
    return 2;
  }
  if (vm_.count("help")) {
    std::cout << "Usage: " << usage_ << "\n\n" << desc_ << "\n";
    return 0;
  }
  if (vm_.count("version")) {
    std::cout << program_ << " " << version_ << "\n";
    return 0;
  }
  auto fail = [&](const std::string& message) {
    std::cerr << program_ << ": " << message << "\nTry '" << program_ << " --help'.\n";
    return 2;
  };
  if (common_.threads < 1 || common_.threads > 64) return fail("--threads must be between 1 and 64");
  if (common_.hash_mb < 1 || common_.hash_mb > 65536) return fail("--hash-mb must be between 1 and 65536");
  if (!common::memory_fits_mb(static_cast<std::size_t>(common_.hash_mb)))
    return fail("--hash-mb " + std::to_string(common_.hash_mb) + ": more memory than this machine has available (" +
                std::to_string(common::available_memory_bytes() >> 20) + " MB)");
  if (!common_.command.empty()) {
    bool known = false;
    for (const auto& c : commands) known |= c == common_.command;
    if (!known) return fail("unknown command '" + common_.command + "'");
  }
  // Parameters: the file first, then single assignments on top of it.
  common::ParamRegistry& registry = common::params();
  if (vm_.count("params"))
    if (auto error = registry.load_file(vm_["params"].as<std::string>())) return fail("--params: " + *error);
  if (vm_.count("param"))
    for (const auto& assignment : vm_["param"].as<std::vector<std::string>>())
      if (auto error = registry.set_assignment(assignment)) return fail("--param: " + *error);
  if (vm_.count("list-params")) {
    for (const auto& p : registry.list()) std::cout << common::format_param(p) << "\n";
    return 0;
  }
  if (!common_.log_file.empty() && !set_log_file(common_.log_file)) return fail("cannot open log file " + common_.log_file);
  return std::nullopt;
}

}  // namespace protocol
