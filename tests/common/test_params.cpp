#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>
#include <string>

#include "common/params/params.h"

using common::ParamRegistry;

TEST_CASE("Params: registration keeps the default and binds the variable") {
  ParamRegistry r;
  int weight = 120;
  float explore = 0.4f;
  r.add_int("eval.weight", &weight, 0, 400, 20, "a weight");
  r.add_float("mcts.explore", &explore, 0.0, 2.0, 0.05);
  CHECK(weight == 120);
  REQUIRE(r.find("eval.weight"));
  CHECK(r.find("eval.weight")->default_value == 120);
  CHECK(r.find("mcts.explore")->value == doctest::Approx(0.4));
  CHECK(r.list().size() == 2);
  CHECK(r.list()[0].name == "eval.weight");  // sorted

  CHECK_FALSE(r.set("eval.weight", "200"));
  CHECK(weight == 200);
  CHECK_FALSE(r.set("mcts.explore", " 0.75 "));
  CHECK(explore == doctest::Approx(0.75f));
  CHECK(r.find("eval.weight")->default_value == 120);
  r.reset_defaults();
  CHECK(weight == 120);
  CHECK(explore == doctest::Approx(0.4f));
}

TEST_CASE("Params: bad values are refused and change nothing") {
  ParamRegistry r;
  int weight = 10;
  float explore = 0.5f;
  r.add_int("w", &weight, 0, 100, 5);
  r.add_float("x", &explore, 0.0, 1.0, 0.1);
  int hooks = 0;
  r.on_change([&] { ++hooks; });
  CHECK(r.set("w", "101"));
  CHECK(r.set("w", "-1"));
  CHECK(r.set("w", "1.5"));  // an integer parameter takes integers only
  CHECK(r.set("w", "abc"));
  CHECK(r.set("w", ""));
  CHECK(r.set("x", "nan"));
  CHECK(r.set("x", "1.01"));
  CHECK(r.set("nope", "1"));
  CHECK(r.set_assignment("w"));
  CHECK(weight == 10);
  CHECK(explore == doctest::Approx(0.5f));
  CHECK(hooks == 0);
  CHECK_FALSE(r.set_assignment("w=42"));
  CHECK(weight == 42);
  CHECK(hooks == 1);
  const auto error = r.set("w", "500");
  REQUIRE(error);
  CHECK(error->find("[0, 100]") != std::string::npos);
}

TEST_CASE("Params: a file is applied whole or not at all, and round-trips") {
  ParamRegistry r;
  int a = 1, b = 2;
  float c = 0.25f;
  r.add_int("a", &a, 0, 10, 1);
  r.add_int("b", &b, 0, 10, 1);
  r.add_float("c", &c, 0.0, 1.0, 0.05);
  CHECK_FALSE(r.load_text("# tuned\na 3\nb=4   # comment\n\nc 0.5\n"));
  CHECK(a == 3);
  CHECK(b == 4);
  CHECK(c == doctest::Approx(0.5f));
  // One bad line: nothing changes, and the line is named.
  const auto error = r.load_text("a 5\nb 11\n");
  REQUIRE(error);
  CHECK(error->find("line 2") != std::string::npos);
  CHECK(a == 3);
  CHECK(r.load_text("a 5 6\n"));
  CHECK(r.load_text("zzz 1\n"));

  const std::string path = "test_params_roundtrip.txt";
  { std::ofstream(path) << r.to_text(); }
  r.reset_defaults();
  CHECK(a == 1);
  CHECK_FALSE(r.load_file(path));
  CHECK(a == 3);
  CHECK(b == 4);
  CHECK(c == doctest::Approx(0.5f));
  std::remove(path.c_str());
  CHECK(r.load_file("/nonexistent/params.txt"));
}

TEST_CASE("Params: the listing line names every field") {
  ParamRegistry r;
  float x = 0.4f;
  r.add_float("mcts.explore", &x, 0.0, 2.0, 0.05);
  CHECK(common::format_param(*r.find("mcts.explore")) == "mcts.explore 0.4 default 0.4 min 0 max 2 step 0.05 float");
}

TEST_CASE("Params: a listing line reads back (what a tuner learns from an engine)") {
  ParamRegistry r;
  float x = 0.4f;
  int w = 120;
  r.add_float("mcts.explore", &x, 0.0, 2.0, 0.05);
  r.add_int("eval.w", &w, -50, 400, 20);
  for (const auto& p : r.list()) {
    const auto back = common::parse_param(common::format_param(p));
    REQUIRE(back);
    CHECK(back->name == p.name);
    CHECK(back->value == doctest::Approx(p.value));
    CHECK(back->default_value == doctest::Approx(p.default_value));
    CHECK(back->min == p.min);
    CHECK(back->max == p.max);
    CHECK(back->step == doctest::Approx(p.step));
    CHECK(back->integer == p.integer);
  }
  CHECK_FALSE(common::parse_param("mcts.explore 0.4 default 0.4 min 0 max 2 step 0.05"));
  CHECK_FALSE(common::parse_param("mcts.explore x default 0.4 min 0 max 2 step 0.05 float"));
  CHECK_FALSE(common::parse_param("mcts.explore 0.4 default 0.4 min 3 max 2 step 0.05 float"));
  CHECK_FALSE(common::parse_param("mcts.explore 0.4 default 0.4 min 0 max 2 step 0 float"));
  CHECK_FALSE(common::parse_param(""));
}
