// Tunable parameters: every search or evaluation weight worth tuning is declared once, with its
// range and SPSA step, bound to the variable the engine reads (a plain int or float, so hot
// paths pay nothing). One registry per process, the way Stockfish's tune options work; the
// protocol layer lists and sets them (GTP `params`/`param`, AEI `setoption`, `--param`,
// `--params FILE`, `--list-params`) and the tuner drives them by name.
//
//   common::params().add_int("eval.trap_control", &g_weights.trap_control, 0, 400, 20, "...");
//
// The default is the variable's value when it is registered, so registering changes nothing.
// Values are only set between searches (the protocols refuse while one runs).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace common {

struct ParamInfo {
  std::string name;
  double value = 0;
  double default_value = 0;
  double min = 0;
  double max = 0;
  double step = 0;  // SPSA perturbation size (c_end in the usual notation)
  bool integer = true;
  std::string help;
};

class ParamRegistry {
 public:
  // Names are unique: a second registration of a name replaces the first's binding (an engine
  // object built twice, e.g. in tests, rebinds rather than fails). min <= default <= max, and
  // names are lower-case letters, digits and . _ - (AEI lowercases option names): otherwise
  // std::invalid_argument, so a bad registration stops the engine at start-up.
  void add_int(const std::string& name, int* target, int min, int max, int step, std::string help = {});
  void add_float(const std::string& name, float* target, double min, double max, double step, std::string help = {});
  // Called after every successful change (e.g. to rebuild derived tables).
  void on_change(std::function<void()> hook) { hooks_.push_back(std::move(hook)); }

  bool empty() const { return params_.empty(); }
  bool contains(const std::string& name) const { return params_.count(name) > 0; }
  // Sorted by name.
  std::vector<ParamInfo> list() const;
  std::optional<ParamInfo> find(const std::string& name) const;

  // Each returns an error message (nothing changed) or nullopt. Integers take integral text
  // only; floats any decimal number; both must lie within [min, max].
  std::optional<std::string> set(const std::string& name, const std::string& value);
  // "NAME=VALUE" (as --param takes it).
  std::optional<std::string> set_assignment(const std::string& assignment);
  // A parameter file: one "NAME VALUE" or "NAME=VALUE" per line, '#' starts a comment. Checked
  // whole before anything is applied: a bad line changes nothing.
  std::optional<std::string> load_file(const std::string& path);
  std::optional<std::string> load_text(const std::string& text);
  // The current values in the file format load_file reads.
  std::string to_text() const;
  void reset_defaults();

 private:
  struct Entry {
    ParamInfo info;
    int* int_target = nullptr;
    float* float_target = nullptr;
  };
  std::optional<std::string> check(const std::string& name, const std::string& value, double* parsed) const;
  void store(Entry& e, double v);
  void changed();

  std::map<std::string, Entry> params_;
  std::vector<std::function<void()>> hooks_;
};

// The process's registry.
ParamRegistry& params();

// One line per parameter for listings (GTP params, AEI "log Debug: param ...", --list-params):
//   "name value default D min M max X step S int|float"
std::string format_param(const ParamInfo& p);
// Reads a line format_param wrote (what a tuner learns from an engine); nullopt if it is not one.
std::optional<ParamInfo> parse_param(const std::string& line);

}  // namespace common
