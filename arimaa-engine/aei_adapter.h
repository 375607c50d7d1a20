// Binds arimaa::Engine to the shared AEI session (protocol/aei): option names, the depth
// limit, and info/log output. Part of the executable only.
#pragma once

#include <string>
#include <string_view>

#include "arimaa-engine/engine.h"
#include "protocol/aei/session.h"

namespace arimaa {

class AeiAdapter : public protocol::AeiEngine {
 public:
  explicit AeiAdapter(Engine& engine) : engine_(engine) {}

  std::string name() const override;
  std::string author() const override { return "board-engines"; }
  std::string version() const override;

  void new_game() override { engine_.new_game(); }
  std::optional<std::string> set_position(std::string_view args) override { return engine_.set_position(args); }
  std::optional<std::string> make_move(std::string_view move) override { return engine_.make_move(move); }
  OptionResult set_option(std::string_view name, std::string_view value, std::string& message) override;

  int side_to_move() const override { return engine_.game().position().side(); }
  int turn_number() const override { return engine_.game().turn_number(); }
  common::TimeOptions time_options() const override;
  void adjust_limits(common::SearchLimits& limits) const override;

  std::string search(common::SearchControl& control, protocol::AeiOutput& out) override;

 private:
  Engine& engine_;
};

}  // namespace arimaa
