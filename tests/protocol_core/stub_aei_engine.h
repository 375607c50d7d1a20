// The AEI engine the session tests drive: every identity, position and move call succeeds and
// every option is unknown, so that a test overrides only what it examines.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "protocol/aei/session.h"

namespace test_support {

class StubAeiEngine : public protocol::AeiEngine {
 public:
  std::string name() const override { return "idle"; }
  std::string author() const override { return "tests"; }
  std::string version() const override { return "0"; }
  void new_game() override {}
  std::optional<std::string> set_position(std::string_view) override { return std::nullopt; }
  std::optional<std::string> make_move(std::string_view) override { return std::nullopt; }
  OptionResult set_option(std::string_view, std::string_view, std::string&) override { return OptionResult::kUnknown; }
  int side_to_move() const override { return 0; }
  int turn_number() const override { return 1; }
};

}  // namespace test_support
