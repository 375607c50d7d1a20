
#include "amazons-engine/gtp_adapter.h"
#include "amazons-engine/params.h"
#include "common/params/params.h"
#include "protocol/gtp/engine.h"
#include "test_helpers.h"

namespace amazons {
namespace {

struct Session {
  protocol::GtpEngine engine{"amazons-engine", "test"};
  GtpAdapter adapter;

  explicit Session(EngineOptions options = {}) : adapter(engine, with_test_limits(options)) {}
  static EngineOptions with_test_limits(EngineOptions o) {
    o.player.hash_mb = 4;
    o.max_depth = 2;
    o.move_time_ms = 3000;
    return o;
  }
  std::string ask(const std::string& line) { return engine.execute(line); }
};

// "= <move>\n\n" with a move in canonical notation on a board of `size`.
bool is_move_reply(const std::string& reply, int size) {
  if (reply.size() < 6 || reply.rfind("= ", 0) != 0 || reply.substr(reply.size() - 2) != "\n\n") return false;
  const std::string text = reply.substr(2, reply.size() - 4);
  const auto m = parse_move(text, size);
  return m && move_to_string(*m) == text;
}

TEST_CASE("gtp: position commands") {
  Session s;
  CHECK(s.ask("fen") == "= 3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w\n\n");
  CHECK(s.ask("play w d1 d7 g7") == "=\n\n");
  CHECK(s.ask("play b d10-c9(h4)") == "=\n\n");
  CHECK(s.ask("fen") == "= 6q3/2q7/10/q2Q2*2q/10/10/Q6*1Q/10/10/6Q3 w\n\n");
  CHECK(s.ask("legal_moves count") == "= 1750\n\n");
  CHECK(s.ask("perft 2") == "= 2609173\n\n");
  CHECK(s.ask("undo") == "=\n\n");
  CHECK(s.ask("undo") == "=\n\n");
  CHECK(s.ask("undo").rfind("? cannot undo", 0) == 0);
  CHECK(s.ask("boardsize 8") == "=\n\n");
  const std::string moves = s.ask("legal_moves");
  CHECK(std::count(moves.begin(), moves.end(), ' ') == 1232);  // "= " plus 1231 separators
  CHECK(s.ask("loadfen 2q2q2/8/q6q/8/8/Q6Q/8/2Q2Q2 w") == "=\n\n");
  CHECK(s.ask("fen") == "= 2q2q2/8/q6q/8/8/Q6Q/8/2Q2Q2 w\n\n");
}

TEST_CASE("gtp: rejected commands leave the position unchanged") {
  Session s;
  const std::string before = s.ask("fen");
  for (const char* bad : {"play b d10-c9/h4", "play w d1-d7", "play w d1-e3/e4", "play w a7-a6/a5", "play x d1-d7/g7",
                          "genmove b", "loadfen 3q2q3/10 w", "loadfen 3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 z",
                          "boardsize 4", "boardsize 13", "perft 9", "undo"}) {
    INFO(bad);
    const std::string reply = s.ask(bad);
    CHECK(reply.rfind("? ", 0) == 0);
    CHECK(s.ask("fen") == before);
  }
}

TEST_CASE("gtp: genmove plays a legal move with either search") {
  for (const char* algorithm : {"alphabeta", "mcts"}) {
    INFO(algorithm);
    Session s;
    CHECK(s.ask("boardsize 6") == "=\n\n");
    CHECK(s.ask(std::string("algorithm ") + algorithm) == "=\n\n");
    CHECK(s.ask("time_settings 0 1 1") == "=\n\n");
    const std::string reply = s.ask("genmove w");
    CHECK(is_move_reply(reply, 6));
    CHECK(s.adapter.game().board().side_to_move() == kBlack);
  }
}

TEST_CASE("gtp: the end of the game") {
  Session s;
  CHECK(s.ask("loadfen ****1q/*****1/******/******/1*****/*Q1*** w") == "=\n\n");
  CHECK(s.ask("final_score") == "= B+1\n\n");
  const std::string reply = s.ask("genmove w");
  CHECK((reply == "= b1-a2/b1\n\n" || reply == "= b1-c1/b1\n\n"));
  CHECK(s.ask("genmove b").rfind("= f6-", 0) == 0);
  CHECK(s.ask("genmove w") == "= resign\n\n");
  CHECK(s.ask("play w b1-a2/b1").rfind("? game is over", 0) == 0);
  CHECK(s.ask("final_score") == "= B+1\n\n");
}

TEST_CASE("gtp: a param set between moves is what the next genmove searches with") {
  register_params();
  Session s;
  CHECK(s.adapter.player().config().search.mcts.width == kDefaultSearchParams.mcts.width);
  CHECK(s.ask("param mcts.width 9") == "=\n\n");
  CHECK(s.ask("param eval.c1 48") == "=\n\n");
  CHECK(s.ask("param eval.c1 -1").rfind("? eval.c1 must lie in", 0) == 0);
  CHECK(s.ask("boardsize 6") == "=\n\n");
  CHECK(s.ask("algorithm alphabeta") == "=\n\n");  // the test limits: depth 2
  CHECK(is_move_reply(s.ask("genmove w"), 6));
  const SearchParams& used = s.adapter.player().config().search;
  CHECK(used.mcts.width == 9);
  CHECK(used.eval.c1 == 48);
  CHECK(used.eval.c2 == kDefaultSearchParams.eval.c2);
  // A new player (bench, the command line) starts from the live values too.
  CHECK(with_params({}).search.mcts.width == 9);
  common::params().reset_defaults();
  CHECK(with_params({}).search.mcts.width == kDefaultSearchParams.mcts.width);
  CHECK(is_move_reply(s.ask("genmove b"), 6));
  CHECK(s.adapter.player().config().search.eval.c1 == kDefaultSearchParams.eval.c1);
}

}  // namespace
}  // namespace amazons
