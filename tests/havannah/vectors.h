// Reads the reference game files in tests/data/havannah.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace havannah_test {

struct VectorGame {
  std::string id;
  int base = 0;
  std::vector<std::string> moves;
  std::string result;  // white | black | draw | none
  int ply = 0;
};

inline std::vector<VectorGame> load_vector_games(const std::string& name) {
  std::ifstream in(std::string(TEST_DATA_DIR) + "/havannah/" + name);
  std::vector<VectorGame> games;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    std::vector<std::string> w;
    for (std::string s; words >> s;) w.push_back(s);
    if (w.size() < 4) continue;
    VectorGame g;
    g.id = w[0];
    g.base = std::stoi(w[1]);
    g.moves.assign(w.begin() + 2, w.end() - 2);
    if (g.moves.size() == 1 && g.moves[0] == "-") g.moves.clear();  // a game with no moves
    g.result = w[w.size() - 2];
    g.ply = std::stoi(w.back());
    games.push_back(std::move(g));
  }
  return games;
}

}  // namespace havannah_test
