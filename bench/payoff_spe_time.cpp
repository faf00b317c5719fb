// Times read_efg and solve_spe (count all, list one) on one .efg file, with a
// plain backward induction of the same tree as the in-run baseline: built
// natively, or with Emscripten for WebAssembly under Node (V8, the page's
// engine), to estimate the page's figure without the page:
//   NODE_PATH=/usr/share/nodejs emcc -O3 -std=c++20 -sALLOW_MEMORY_GROWTH -sMAXIMUM_MEMORY=4GB -sNODERAWFS \
//     -Isrc bench/payoff_spe_time.cpp src/core/payoff_{efg_read,efg_write,game,rational,spe}.cpp \
//     src/core/judge_io.cpp -o /tmp/spe_time.js
//   node /tmp/spe_time.js FILE.efg
// or for Chromium itself (web/bench/payoff_spe_page.mjs runs it through the
// project's server, as the page is): the same sources with
//   -sENVIRONMENT=web --preload-file FILE.efg@tree.efg -o DIR/spe_time.html
// and no argument: the program then reads tree.efg.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "core/payoff_efg.hpp"
#include "core/payoff_spe.hpp"

namespace {

using namespace gtl::payoff;

double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

// One SPE by the first best action at each node (the benchmark's baseline).
int plain_induction(const Game& g) {
  const std::vector<Rational> totals = path_totals(g);
  const std::size_t n = g.players.size();
  std::vector<const Rational*> value(g.nodes.size());
  for (std::size_t v = g.nodes.size(); v-- > 0;) {
    const Node& node = g.nodes[v];
    if (node.kind == NodeKind::Terminal) {
      value[v] = &totals[v * n];
      continue;
    }
    const int i = node.player - 1;
    int c = 0;
    for (int a = 1; a < static_cast<int>(node.children.size()); ++a)
      if (value[node.children[a]][i] > value[node.children[c]][i]) c = a;
    value[v] = value[node.children[c]];
  }
  return static_cast<int>(value[0][0].num());
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 2) return std::fprintf(stderr, "usage: payoff_spe_time [FILE.efg]  (default: tree.efg)\n"), 2;
  std::ifstream in(argc == 2 ? argv[1] : "tree.efg", std::ios::binary);
  if (!in) return std::fprintf(stderr, "cannot read %s\n", argc == 2 ? argv[1] : "tree.efg"), 2;
  std::stringstream text;
  text << in.rdbuf();
  for (int run = 0; run < 3; ++run) {
    double t0 = now();
    const EfgRead r = read_efg(text.str());
    if (!r.game) return std::fprintf(stderr, "%s\n", r.error->text().c_str()), 1;
    double t1 = now();
    Work w;
    w.limit = std::uint64_t{1} << 40;
    const SpeResult s = solve_spe(*r.game, w, 1);
    double t2 = now();
    const int root = plain_induction(*r.game);
    double t3 = now();
    std::printf("nodes %zu  read %.3f s  spe %.3f s (count %llu%s, %zu listed)  plain induction %.3f s (%d)\n",
                r.game->nodes.size(), t1 - t0, t2 - t1, static_cast<unsigned long long>(s.count),
                s.count_saturated ? " saturated" : "", s.listed.size(), t3 - t2, root);
  }
  return 0;
}
