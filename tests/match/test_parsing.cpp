// Command lines, --engine specs, results-file JSON lines and openings-file lines.
#include <doctest/doctest.h>

#include "tools/match/engine_spec.h"
#include "tools/match/json_line.h"
#include "tools/match/openings.h"

using namespace match;

TEST_CASE("Command lines split like a shell") {
  std::string error;
  auto words = split_command(R"(./engine --name "two words" 'single quoted' a\ b "x\"y")", &error);
  REQUIRE(words);
  CHECK(*words == std::vector<std::string>{"./engine", "--name", "two words", "single quoted", "a b", "x\"y"});
  CHECK(split_command("  ", &error)->empty());
  CHECK_FALSE(split_command("./engine \"unterminated", &error));
  CHECK(error.find("unterminated") != std::string::npos);
}

TEST_CASE("--engine key=value words") {
  std::string error;
  auto spec = parse_engine_spec({"cmd=./arimaa-engine --threads 2", "name=new", "option.hash=64", "option.depth=8",
                                 "dir=/tmp", "stderr=new.log"},
                                &error);
  REQUIRE(spec);
  CHECK(spec->argv == std::vector<std::string>{"./arimaa-engine", "--threads", "2"});
  CHECK(spec->name == "new");
  CHECK(spec->working_dir == "/tmp");
  CHECK(spec->stderr_path == "new.log");
  REQUIRE(spec->options.size() == 2);
  CHECK(spec->options[0] == std::pair<std::string, std::string>("hash", "64"));
  CHECK(spec->options[1] == std::pair<std::string, std::string>("depth", "8"));
  CHECK_FALSE(parse_engine_spec({"name=x"}, &error));
  CHECK(error.find("cmd") != std::string::npos);
  CHECK_FALSE(parse_engine_spec({"cmd=x", "colour=red"}, &error));
  CHECK_FALSE(parse_engine_spec({"cmd=x", "justaword"}, &error));
}

TEST_CASE("JSON lines round trip") {
  JsonLineWriter w;
  w.add("type", "game").add("index", 12).add("score", 0.5).add("ok", true).add("text", "a \"quoted\"\\ line\nnext\t!");
  const std::string line = w.str();
  CHECK(line.find('\n') == std::string::npos);
  auto parsed = JsonLine::parse(line);
  REQUIRE(parsed);
  CHECK(parsed->get("type") == "game");
  CHECK(parsed->get_int("index") == 12);
  CHECK(parsed->get_double("score") == doctest::Approx(0.5));
  CHECK(parsed->get("ok") == "true");
  CHECK(parsed->get("text") == "a \"quoted\"\\ line\nnext\t!");
  CHECK(parsed->get("missing", "none") == "none");
  CHECK(JsonLine::parse(R"({"u":"\u00e9"})")->get("u") == "\xc3\xa9");
  CHECK_FALSE(JsonLine::parse("{\"a\":1"));
  CHECK_FALSE(JsonLine::parse("{\"a\":\"open}"));
  CHECK_FALSE(JsonLine::parse("[1,2]"));
}

TEST_CASE("Openings-file lines") {
  CHECK(split_opening_line("e5; f7 ;g6", GameKind::kHavannah) == std::vector<std::string>{"e5", "f7", "g6"});
  CHECK(split_opening_line("  e5 f7  ", GameKind::kHavannah) == std::vector<std::string>{"e5", "f7"});
  CHECK(split_opening_line("d1-d7/g7; d10 c9 h4", GameKind::kAmazons) ==
        std::vector<std::string>{"d1-d7/g7", "d10 c9 h4"});
  CHECK(split_opening_line("Ra1 Rb1; ra8 rb8", GameKind::kArimaa) == std::vector<std::string>{"Ra1 Rb1", "ra8 rb8"});
  CHECK(split_opening_line(R"(1g Ra1 Rb1\n1s ra8 rb8\n2g Ra1n)", GameKind::kArimaa) ==
        std::vector<std::string>{"Ra1 Rb1", "ra8 rb8", "Ra1n"});
}
