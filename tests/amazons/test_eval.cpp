#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>

#include "amazons-engine/eval.h"
#include "amazons-engine/game.h"
#include "amazons-engine/movegen.h"
#include "amazons-engine/territory.h"
#include "test_helpers.h"

namespace amazons {
namespace {

constexpr int kInf = std::numeric_limits<int>::max();

// Per-square breadth-first distances, the textbook definition the set-wide fills must match.
std::vector<int> distances(const Board& b, int side, bool queen_moves) {
  std::vector<int> dist(kNumSquares, kInf);
  std::deque<Square> queue;
  for (int i = 0; i < b.queen_count(side); ++i) {
    dist[b.queen(side, i)] = 0;
    queue.push_back(b.queen(side, i));
  }
  const Bitboard empty = b.empties();
  while (!queue.empty()) {
    const Square s = queue.front();
    queue.pop_front();
    auto visit = [&](Square t) {
      if (empty.test(t) && dist[t] == kInf) {
        dist[t] = dist[s] + 1;
        queue.push_back(t);
      }
    };
    if (queen_moves) {
      for_each_reach(b, s, 0, 0, visit);
    } else {
      for_each_square(neighbours(Bitboard::square(s)) & empty, visit);
    }
  }
  return dist;
}

TerritoryTerms reference_terms(const Board& b) {
  const auto qw = distances(b, kWhite, true), qb = distances(b, kBlack, true);
  const auto kw = distances(b, kWhite, false), kb = distances(b, kBlack, false);
  const double tempo = b.side_to_move() == kWhite ? kTempo : -kTempo;
  auto delta = [&](int w, int bl) {
    if (w == kInf && bl == kInf) return 0.0;
    if (w == bl) return tempo;
    return w < bl ? 1.0 : -1.0;
  };
  auto pow2 = [](int d) { return d == kInf ? 0.0 : std::ldexp(1.0, -d); };
  TerritoryTerms t;
  for_each_square(b.empties(), [&](Square s) {
    t.t1 += delta(qw[s], qb[s]);
    t.t2 += delta(kw[s], kb[s]);
    t.c1 += 2 * (pow2(qw[s]) - pow2(qb[s]));
    if (kw[s] != kInf || kb[s] != kInf) {
      const double diff = kb[s] == kInf ? 6 : kw[s] == kInf ? -6 : kb[s] - kw[s];
      t.c2 += std::clamp(diff / 6.0, -1.0, 1.0);
    }
    if (qw[s] != kInf && qb[s] != kInf && std::abs(qw[s] - qb[s]) <= 3) t.w += pow2(std::abs(qw[s] - qb[s]));
  });
  return t;
}

Board mirrored(const Board& b) {
  Board m = Board::empty(b.size(), b.side_to_move() ^ 1);
  const int n = b.size();
  for (int row = 0; row < n; ++row) {
    for (int col = 0; col < n; ++col) {
      const Piece p = b.at(make_square(row, col));
      const Piece q = p == Piece::kWhiteQueen ? Piece::kBlackQueen : p == Piece::kBlackQueen ? Piece::kWhiteQueen : p;
      if (q != Piece::kEmpty) m.put(make_square(n - 1 - row, col), q);
    }
  }
  return m;
}

TEST_CASE("territory terms equal the per-square definitions") {
  auto vectors = test::random_positions();
  int checked = 0;
  for (std::size_t i = 0; i < vectors.size(); i += test::kSlowBuild ? 5 : 1) {
    const Board b = test::fen(vectors[i].fen);
    INFO(vectors[i].fen);
    SideLayers layers;
    compute_layers(b, layers);
    const TerritoryTerms got = territory_terms(layers, b.side_to_move());
    const TerritoryTerms want = reference_terms(b);
    CHECK(got.t1 == doctest::Approx(want.t1));
    CHECK(got.t2 == doctest::Approx(want.t2));
    CHECK(got.c1 == doctest::Approx(want.c1));
    CHECK(got.c2 == doctest::Approx(want.c2));
    CHECK(got.w == doctest::Approx(want.w));
    ++checked;
  }
  CHECK(checked > 20);
}

TEST_CASE("evaluation is colour symmetric and sensible") {
  for (const auto& v : test::random_positions()) {
    const Board b = test::fen(v.fen);
    INFO(v.fen);
    CHECK(evaluate(b) == evaluate(mirrored(b)));
    CHECK(std::abs(evaluate(b)) < common::kScoreMateBound);
  }
  // At the start the side to move has the move (and the tempo), nothing else.
  const Board start(10);
  const int bonus = kDefaultEvalWeights.move_bonus_open;
  CHECK(evaluate(start) >= bonus);
  CHECK(evaluate(start) < bonus + 300);
  // Walling in a queen is bad for its owner.
  const Board trapped = test::fen("3q2q3/10/10/q8q/10/10/Q8Q/10/2***5/2*Q*1Q3 b");
  CHECK(evaluate_white(trapped) < -500);
}

TEST_CASE("selective generation keeps legal, distinct, well-ordered moves") {
  const Game game(Board(10));
  MoveList list;
  game.generate_for_search(list, 3, 1);
  REQUIRE(list.size() == static_cast<std::size_t>(kDefaultSearchParams.ab.deep.moves));
  std::vector<int32_t> scores(list.size());
  game.score_moves(list, scores.data());
  CHECK(std::is_sorted(scores.begin(), scores.end(), std::greater<>()));
  for (std::size_t i = 0; i < list.size(); ++i) {
    CHECK(is_legal(game.board(), list[i]));
    for (std::size_t j = 0; j < i; ++j) CHECK_FALSE(list[i] == list[j]);
    // The cached scores are the evaluation after the move.
    Board b = game.board();
    b.make(list[i]);
    CHECK(scores[i] == -evaluate(b) * 16);
  }
  MoveList full;
  game.generate(full);
  CHECK(full.size() == 2176);
}

TEST_CASE("selective generation with an arrow limit evaluates only the best arrows by the cheap score") {
  SearchParams params;
  params.ab.arrows = 3;
  Game game(Board(10));
  game.set_params(&params);
  MoveList list;
  game.generate_for_search(list, 3, 1);
  REQUIRE(list.size() == static_cast<std::size_t>(params.ab.deep.moves));
  for (std::size_t i = 0; i < list.size(); ++i) {
    const Move m = list[i];
    CHECK(is_legal(game.board(), m));
    // The arrow is one of the three the cheap score keeps for this queen move.
    Board slid = game.board();
    slid.slide_queen(m.from, m.to);
    Bitboard arrows{};
    for_each_reach(slid, m.to, 0, 0, [&](Square a) { arrows.set(a); });
    const Bitboard kept = best_arrows(slid, arrows, 3);
    CHECK(kept.count() == 3);
    CHECK((kept - arrows).none());
    CHECK(kept.test(m.arrow));
  }
  // Keeping at least as many arrows as there are keeps them all.
  Board slid(10);
  slid.slide_queen(make_square(0, 3), make_square(6, 3));
  Bitboard arrows{};
  for_each_reach(slid, make_square(6, 3), 0, 0, [&](Square a) { arrows.set(a); });
  CHECK(best_arrows(slid, arrows, 100) == arrows);
}

TEST_CASE("settled positions are decided for MCTS only when asked, by their exact counts") {
  // White fills 7 squares, Black 2 (test_regions): White wins whoever moves.
  for (const char* f : {"q2***/******/******/******/Q3**/4** w", "q2***/******/******/******/Q3**/4** b"}) {
    Game game(test::fen(f));
    CHECK(game.outcome() == common::Outcome::kOngoing);
    game.set_settled_terminal(true);
    CHECK(game.outcome() == (game.side_to_move() == kWhite ? common::Outcome::kWin : common::Outcome::kLoss));
  }
  Game open(Board(10));
  open.set_settled_terminal(true);
  CHECK(open.outcome() == common::Outcome::kOngoing);
}

TEST_CASE("a defective region only one side can enter counts by its fill, when asked") {
  // White's b1 queen owns a2 and c1 but can use only one of them; the top is contested.
  const Board b = test::fen("q5/6/5Q/******/1*****/*Q1*** w");
  EvalWeights with;
  with.private_defects = 1;
  const EvalDetail plain = evaluate_detail(b);
  const EvalDetail counted = evaluate_detail(b, with);
  REQUIRE_FALSE(counted.settled);
  CHECK(plain.defects[kWhite] == 0);
  CHECK(counted.defects[kWhite] == 1);
  CHECK(counted.defects[kBlack] == 0);
  CHECK(counted.terms.t1 == doctest::Approx(plain.terms.t1 - 1));
  CHECK(counted.terms.t2 == doctest::Approx(plain.terms.t2 - 1));
  CHECK(counted.terms.c2 == doctest::Approx(plain.terms.c2 - 1));
  CHECK(counted.white_score < plain.white_score);
  // The same for Black, mirrored: the sign turns.
  const EvalDetail black = evaluate_detail(mirrored(b), with);
  CHECK(black.defects[kBlack] == 1);
  CHECK(black.white_score == -counted.white_score);
}

TEST_CASE("MCTS priors follow the one-ply evaluation") {
  Game game(Board(10));
  game.set_generate_filter(Game::Filter::kSelective, 20);
  MoveList list;
  game.generate(list);
  REQUIRE(list.size() == 20);
  std::vector<float> value(list.size()), weight(list.size());
  game.priors(list, value.data(), weight.data());
  for (std::size_t i = 0; i < list.size(); ++i) {
    CHECK(value[i] > 0.0f);
    CHECK(value[i] < 1.0f);
    CHECK(weight[i] == kDefaultSearchParams.mcts.prior_weight);
    if (i > 0) CHECK(value[i] <= value[i - 1]);  // the selective list is best first
  }
}

TEST_CASE("game end: the side without a move loses") {
  // White's only queen is boxed in; Black still has moves.
  const Game over(test::fen("q5/6/6/6/**4/Q*4 w"));
  CHECK(over.outcome() == common::Outcome::kLoss);
  MoveList list;
  over.generate(list);
  CHECK(list.empty());
  over.generate_for_search(list, 2, 1);
  CHECK(list.empty());
  const Game alive(test::fen("q5/6/6/6/**4/Q*4 b"));
  CHECK(alive.outcome() == common::Outcome::kOngoing);
}

TEST_CASE("playouts return a result for White in [0, 1] and leave a trace") {
  common::Rng rng(7);
  common::PlayoutTrace trace;
  double total = 0;
  for (int i = 0; i < 50; ++i) {
    Game g(Board(10));
    trace.clear();
    const float r = g.playout(rng, trace);
    CHECK(r >= 0.0f);
    CHECK(r <= 1.0f);
    CHECK(trace.size() == kDefaultSearchParams.mcts.playout_plies);
    for (int k = 0; k < trace.size(); ++k) CHECK(trace.index(k) < Game::kAmafSize);
    total += r;
  }
  CHECK(total / 50 > 0.2);
  CHECK(total / 50 < 0.8);
  // A lost side to move at the start of a playout loses it.
  Game lost(test::fen("q5/6/6/6/**4/Q*4 w"));
  CHECK(lost.playout(rng, trace) == 0.0f);
}

TEST_CASE("random moves are legal") {
  common::Rng rng(99);
  for (const auto& v : test::random_positions()) {
    const Board b = test::fen(v.fen);
    Move m;
    const bool any = random_move(b, rng, m);
    CHECK(any == (v.perft1 > 0));
    if (any) CHECK(is_legal(b, m));
  }
}

}  // namespace
}  // namespace amazons
