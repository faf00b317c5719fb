#include "app/lessons/payoff/lesson.hpp"

#include <algorithm>
#include <cctype>
#include <memory>

#include "app/kit/settings.hpp"
#include "core/graph_builder.hpp"
#include "core/payoff_efg.hpp"
#include "model/lesson_words.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using namespace payoff_view;

namespace {

constexpr double kRiseSeconds = 0.5;   // a payoff vector rising to its node
constexpr double kPlayPause = 0.9;     // between steps while induction plays (at speed 1)
constexpr std::size_t kTwinMaxNodes = 500;  // the twin's cells for the tree
constexpr std::size_t kMaxFileBytes = 1 << 20;  // an .efg the page opens (a course's games are a few KB)

// The payoff tree as a gtl::Game for the shell's tree panel: positions are
// node ids, a move is the id of the node it leads to (so share links'
// moves= name nodes, and a move's label is that node's action), and every
// leaf reads as a draw: win and lose mean nothing for payoff vectors.
struct PanelGame {
  using Position = std::uint32_t;
  using Move = std::int64_t;
  std::shared_ptr<const Game> g;
  std::vector<std::string> labels, describe_texts;
  std::vector<int> heights;

  Position start() const { return 0; }
  const std::vector<int>& moves(Position p) const { return g->nodes[p].children; }
  Position play(Position, Move m) const { return static_cast<Position>(m); }
  Outcome terminal_outcome(Position) const { return Outcome::Draw; }
  std::uint32_t measure(Position p) const { return static_cast<std::uint32_t>(heights[p]); }
  std::string short_label(Position p) const { return labels[p]; }
  std::string describe(Position p) const { return describe_texts[p]; }
  std::string move_label(Move m) const {
    const payoff::Node& n = g->nodes[static_cast<std::size_t>(m)];
    return g->infoset_of(g->nodes[static_cast<std::size_t>(n.parent)]).actions[static_cast<std::size_t>(n.action)];
  }
};

// A classic's label in the UI's language: its textbook name as a key of the
// lesson's words ("Not trust" -> payoff.w.not_trust, "Offer 2" ->
// payoff.w.offer with 2); one-letter names (Selten's A, D, L, R) stay.
std::string classic_word(const std::string& label) {
  if (label.rfind("Offer ", 0) == 0) return tr_fmt("payoff.w.offer", label.substr(6));
  if (label.size() < 2) return label;
  std::string key = "payoff.w.";
  for (char c : label) key += c == ' ' ? '_' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const char* t = tr(key);
  return key == t ? label : std::string(t);
}

void translate_labels(Game& g) {
  for (std::string& p : g.players) p = classic_word(p);
  for (auto& sets : g.infosets)
    for (payoff::Infoset& set : sets)
      for (std::string& a : set.actions) a = classic_word(a);
}

}  // namespace

// The page's side of opening and saving files: a file input created when the
// button is pressed (as lecture files are opened), read as text and handed
// back through the automation's payoff.load; a download through a Blob.
#ifdef __EMSCRIPTEN__
EM_JS(void, gtl_payoff_pick_file, (), {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = '.efg,text/plain';
  input.addEventListener('change', async () => {
    const f = input.files && input.files[0];
    if (!f) return;
    const text = f.size > (1 << 20) ? '' : await f.text();
    window.gtl.dispatch({ type: 'payoff.load', text: text || ' ', file: f.name });
  });
  input.click();
});
EM_JS(void, gtl_payoff_download, (const char* name, const char* text), {
  const url = URL.createObjectURL(new Blob([UTF8ToString(text)], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = UTF8ToString(name);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
});
// A .efg file dropped anywhere on the page opens in this lesson.
EM_JS(void, gtl_payoff_listen_for_drops, (), {
  const isEfg = (f) => f && f.name.toLowerCase().endsWith('.efg');
  document.addEventListener('dragover', (e) => {
    if (e.dataTransfer && [...e.dataTransfer.items].some((i) => i.kind === 'file')) e.preventDefault();
  });
  document.addEventListener('drop', async (e) => {
    const f = e.dataTransfer && e.dataTransfer.files && e.dataTransfer.files[0];
    if (!isEfg(f)) return;
    e.preventDefault();
    const text = f.size > (1 << 20) ? ' ' : await f.text();
    window.gtl.dispatch({ type: 'view', view: 'payoff' });
    window.gtl.dispatch({ type: 'payoff.load', text: text || ' ', file: f.name });
  });
});
#endif

// ------------------------------------------------------------------ the game

PayoffLesson::PayoffLesson(const LessonContext& context) : settings_(context.settings), say_(context.say) {
  std::string err;
  open_classic("centipede", err);
#ifdef __EMSCRIPTEN__
  gtl_payoff_listen_for_drops();
#endif
}

PayoffLesson::~PayoffLesson() = default;

[[gnu::noinline]] std::unique_ptr<Lesson> PayoffLesson::make(const LessonContext& context) {
  return std::make_unique<PayoffLesson>(context);
}

std::span<const i18n::Entry> PayoffLesson::strings(i18n::Lang lang) const {
  return lang == i18n::Lang::Zh ? payoff_words::zh() : payoff_words::en();
}

bool PayoffLesson::open_classic(std::string_view name, std::string& error) {
  std::optional<Game> g = classic_game(name);
  if (!g) {
    error = tr_fmt("payoff.err_name", std::string(name));
    return false;
  }
  translate_labels(*g);
  history_.clear();
  set_game(std::move(*g), std::string(name));
  labels_lang_ = i18n::lang();
  return true;
}

bool PayoffLesson::load_efg(std::string_view text, const std::string& file_name, std::string& error) {
  if (text.size() > kMaxFileBytes) {
    error = tr_fmt("payoff.err_big", text.size() >> 10, kMaxFileBytes >> 10);
  } else if (payoff::EfgRead r = payoff::read_efg(text); !r.game) {
    error = tr_fmt("payoff.err_file", r.error ? r.error->text() : std::string());
  } else if (r.game->nodes.size() > kTreeMaxPositions) {  // the tree is drawn whole
    error = tr_fmt("payoff.err_nodes", r.game->nodes.size(), kTreeMaxPositions);
  } else {
    file_name_ = file_name.empty() ? std::string("game.efg") : file_name;
    history_.clear();
    set_game(std::move(*r.game), "file");
    message_.clear();
    say(tr_fmt("payoff.loaded", file_name_, game_.nodes.size(), game_.player_count()));
    return true;
  }
  message_ = error;
  say(error);
  return false;
}

Vec PayoffLesson::leaf_payoffs(std::size_t v) const {
  const std::size_t np = game_.players.size();
  return Vec(totals_.begin() + static_cast<std::ptrdiff_t>(v * np), totals_.begin() + static_cast<std::ptrdiff_t>((v + 1) * np));
}

std::string PayoffLesson::efg_text() const { return payoff::write_efg(game_); }

void PayoffLesson::set_game(Game g, std::string name, bool keep_view) {
  stop_quiz("payoff.quiz_stopped_game");  // its questions were about the old game
  game_ = std::move(g);
  name_ = std::move(name);
  ++revision_;
  fields_.clear();
  layout_ = layout_tree(game_);
  totals_ = payoff::path_totals(game_);
  members_ = payoff::set_members(game_);
  // Chance probabilities typed one at a time may not sum to 1 yet: the
  // solvers wait, and the caption names the node.
  const std::optional<int> off = payoff::probability_problem(game_);
  blocked_ = off.has_value();
  if (off) {
    analysis_ = Analysis{};
    analysis_.spe.refusal = analysis_.form_refusal = tr_fmt("payoff.e.sum", *off);
  } else {
    analysis_ = analyse(game_);
  }
  matrix_.reset();
  if (analysis_.form && analysis_.form->players() == 2) matrix_ = matrix_of(*analysis_.form);
  timeline_.clear();
  spe_ = 0;
  show_ = PayoffShow::Induction;
  nash_ = mixed_ = -1;
  cell_.clear();
  // A game of imperfect information opens on its mixed equilibrium, the
  // one thing backward induction cannot give.
  if (analysis_.imperfect && analysis_.behaviour) show_ = PayoffShow::Mixed;
  if (!keep_view) {
    zoom_ = 1.0f;
    pan_x_ = pan_y_ = 0;
    selected_ = -1;
  }
  if (selected_ >= static_cast<int>(game_.nodes.size())) selected_ = -1;
  rebuild_steps();
}

void PayoffLesson::rebuild_steps() {
  steps_.clear();
  if (!analysis_.spe.listed.empty())
    steps_ = induction_steps(game_, layout_, analysis_.spe.listed[static_cast<std::size_t>(spe_)]);
  step_ = 0;
  playing_ = false;
  rise_ = 1.0;
}

bool PayoffLesson::set_step(int step) {
  if (step < 0 || step > steps() || quizzing()) return false;
  const bool forward = step == step_ + 1;
  step_ = step;
  show_ = PayoffShow::Induction;
  rise_ = forward && settings_.anim() > 0 ? 0.0 : 1.0;
  if (step_ == steps()) playing_ = false;
  say_heard(caption());
  return true;
}

bool PayoffLesson::set_spe(int index) {
  if (index < 0 || index >= static_cast<int>(analysis_.spe.listed.size()) || quizzing()) return false;
  const int at = step_;
  spe_ = index;
  rebuild_steps();
  step_ = at;  // the same step of the other equilibrium: the tie's two branches compare
  show_ = PayoffShow::Induction;
  say_heard(tr_fmt("payoff.spe_which", spe_ + 1, analysis_.spe.count) + ": " +
      vector_text(analysis_.spe.payoffs[static_cast<std::size_t>(spe_)]));
  return true;
}

bool PayoffLesson::show_nash(int index) {
  if (index < -1 || index >= static_cast<int>(analysis_.nash.size()) || quizzing()) return false;
  nash_ = index;
  show_ = index < 0 ? PayoffShow::Induction : PayoffShow::Nash;
  if (index >= 0) say_heard(caption());
  return true;
}

bool PayoffLesson::select_cell(const std::vector<std::size_t>& plans) {
  if (!analysis_.form || plans.size() != analysis_.form->players() || quizzing()) return false;
  for (std::size_t i = 0; i < plans.size(); ++i)
    if (plans[i] >= analysis_.form->plans[i].size()) return false;
  cell_ = plans;
  show_ = PayoffShow::Cell;
  say_heard(caption());
  return true;
}

bool PayoffLesson::show_mixed(int index) {
  if (index < -1 || index >= static_cast<int>(analysis_.mixed.size()) || quizzing()) return false;
  if (index == -1 && !analysis_.behaviour) return false;
  mixed_ = index;
  show_ = PayoffShow::Mixed;
  say_heard(caption());
  return true;
}

std::optional<PureProfile> PayoffLesson::shown_profile() const {
  if (show_ == PayoffShow::Nash && nash_ >= 0 && analysis_.form)
    return profile_of(*analysis_.form, analysis_.nash[static_cast<std::size_t>(nash_)]);
  if (show_ == PayoffShow::Cell && !cell_.empty() && analysis_.form) return profile_of(*analysis_.form, cell_);
  return std::nullopt;
}

std::string PayoffLesson::branch_probability(int node, int action) const {
  if (show_ != PayoffShow::Mixed || answers_hidden()) return {};
  const payoff::Node& v = game_.nodes[static_cast<std::size_t>(node)];
  if (v.kind != payoff::NodeKind::Personal) return {};
  const auto p = static_cast<std::size_t>(v.player - 1), h = static_cast<std::size_t>(v.infoset);
  if (mixed_ < 0) {
    if (!analysis_.behaviour) return {};
    return number_text((*analysis_.behaviour)[p][h][static_cast<std::size_t>(action)]);
  }
  // A mixed strategy of the strategic form, as the probability its plans give the action.
  const payoff::MixedProfile& m = analysis_.mixed[static_cast<std::size_t>(mixed_)];
  Rational at_set = 0, on_action = 0;
  for (std::size_t k = 0; k < analysis_.form->plans[p].size(); ++k) {
    const int a = analysis_.form->plans[p][k][h];
    if (a < 0) continue;
    at_set += m[p][k];
    if (a == action) on_action += m[p][k];
  }
  return at_set.is_zero() ? std::string("–") : number_text(on_action / at_set);
}

// ------------------------------------------------------------------ moves, time

bool PayoffLesson::play(std::int64_t move, std::string& error) {
  const std::vector<std::int64_t> line = timeline_.line();
  const int at = line.empty() ? 0 : static_cast<int>(line.back());
  const auto& kids = game_.nodes[static_cast<std::size_t>(at)].children;
  if (std::find(kids.begin(), kids.end(), move) == kids.end()) {
    error = tr_fmt("payoff.err_move", move);
    return false;
  }
  timeline_.play(move);
  return true;
}

void PayoffLesson::update(double seconds) {
  // A classic's players and actions follow the UI's language (a file's stay
  // as written); nothing solved depends on them, so the rest is kept.
  if (name_ != "file" && name_ != "edit" && labels_lang_ != i18n::lang()) {
    if (std::optional<Game> g = classic_game(name_)) {
      translate_labels(*g);
      game_.players = std::move(g->players);
      game_.infosets = std::move(g->infosets);
      ++revision_;
    }
    labels_lang_ = i18n::lang();
  }
  if (rise_ < 1.0) {
    const double speed = settings_.anim();
    rise_ = speed > 0 ? std::min(1.0, rise_ + seconds * speed / kRiseSeconds) : 1.0;
  }
  if (!playing_ || rise_ < 1.0) return;
  play_wait_ += seconds * std::max(0.25f, settings_.anim_speed);
  if (play_wait_ < kPlayPause) return;
  play_wait_ = 0;
  if (step_ < steps()) set_step(step_ + 1);
  else playing_ = false;
}

void PayoffLesson::say(const std::string& text) const {
  if (say_ && !text.empty()) say_(text);
}

void PayoffLesson::say_heard(const std::string& text) const {
  if (text.empty()) return;
  heard_ = text;
  ++heard_id_;
}

// ------------------------------------------------------------------ words

std::string PayoffLesson::player_word(int player) const {
  if (player == 0) return tr("payoff.chance");
  const std::string number = tr_fmt("payoff.player", player);
  const std::string label = player_label(game_, player, "");
  return label.empty() ? number : number + " (" + label + ")";
}

std::string PayoffLesson::title() const {
  const std::string what = name_ == "file"   ? file_name_
                           : name_ == "edit" ? std::string(tr("payoff.e.game"))
                                             : std::string(tr(("payoff.classic." + name_).c_str()));
  return tr_fmt("payoff.title_fmt", what);
}

bool PayoffLesson::answers_hidden() const { return quiz_.has_value() || settings_.class_hidden; }

std::vector<const InductionStep*> PayoffLesson::solved_steps() const {
  std::vector<const InductionStep*> solved(game_.nodes.size(), nullptr);
  if (answers_hidden()) return solved;
  for (int k = 0; k < step_; ++k) {
    const InductionStep& s = steps_[static_cast<std::size_t>(k)];
    solved[static_cast<std::size_t>(s.node)] = &s;
  }
  return solved;
}

std::string PayoffLesson::caption() const {
  if (quiz_) {  // the question, or the score: nothing solved is described
    const auto& qs = quiz_->questions();
    if (quiz_at_ < static_cast<int>(qs.size())) return quiz_prompt(qs[static_cast<std::size_t>(quiz_at_)]);
    return tr_fmt("payoff.quiz_score", quiz_->score().correct, qs.size());
  }
  if (answers_hidden()) return tr(hidden_note());
  if (show_ == PayoffShow::Nash || show_ == PayoffShow::Cell) {
    const std::optional<PureProfile> p = shown_profile();
    if (!p) return {};
    const auto values = profile_values(game_, *p);
    std::string s = tr_fmt("payoff.profile_gives", values[0] ? vector_text(*values[0]) : std::string("?"));
    if (!analysis_.imperfect)
      for (int v : noncredible_nodes(game_, *p)) {
        const payoff::Node& n = game_.nodes[static_cast<std::size_t>(v)];
        const int a = (*p)[static_cast<std::size_t>(n.player - 1)][static_cast<std::size_t>(n.infoset)];
        s += " " + tr_fmt("payoff.threat", player_word(n.player), game_.infoset_of(n).actions[static_cast<std::size_t>(a)]);
      }
    return s;
  }
  if (show_ == PayoffShow::Mixed) {
    if (mixed_ >= 0 && analysis_.form)
      return tr_fmt("payoff.mixed_gives", mixed_ + 1,
                    vector_text(payoff::mixed_payoffs(*analysis_.form, analysis_.mixed[static_cast<std::size_t>(mixed_)])));
    if (analysis_.behaviour)
      return tr_fmt("payoff.behaviour_gives", vector_text(payoff::behaviour_payoffs(game_, *analysis_.behaviour)));
    return {};
  }
  if (analysis_.imperfect) {
    for (std::size_t p = 1; p < members_.size(); ++p)
      for (const auto& set : members_[p])
        if (set.size() > 1) return tr_fmt("payoff.imperfect", player_word(static_cast<int>(p)), set.size());
    return *analysis_.imperfect;
  }
  if (analysis_.spe.refusal) return *analysis_.spe.refusal;
  if (step_ == 0) return tr("payoff.start_hint");
  const InductionStep& s = steps_[static_cast<std::size_t>(step_ - 1)];
  const payoff::Node& n = game_.nodes[static_cast<std::size_t>(s.node)];
  if (n.kind == payoff::NodeKind::Chance) return tr_fmt("payoff.chance_step", vector_text(s.value));
  const auto& actions = game_.infoset_of(n).actions;
  std::string text = tr_fmt("payoff.decide", player_word(n.player), actions[static_cast<std::size_t>(s.action)], vector_text(s.value));
  if (s.best.size() > 1) {
    std::vector<std::string> tied;
    for (int a : s.best) tied.push_back(actions[static_cast<std::size_t>(a)]);
    text += " " + tr_fmt("payoff.tie", player_word(n.player), model::word_list(tied, "list.and"), analysis_.spe.count);
  }
  if (step_ == steps()) text += " " + tr_fmt("payoff.solved", vector_text(s.value));
  return text;
}

// ------------------------------------------------------------------ files

void PayoffLesson::open_file_dialog() {
#ifdef __EMSCRIPTEN__
  gtl_payoff_pick_file();
#endif
}

void PayoffLesson::download_efg() const {
  const std::string file = name_ == "file" ? file_name_ : name_ == "edit" ? std::string("game.efg") : name_ + ".efg";
#ifdef __EMSCRIPTEN__
  gtl_payoff_download(file.c_str(), efg_text().c_str());
#endif
  say(tr_fmt("payoff.downloaded", file));
}

// ------------------------------------------------------------------ tree panel, hooks, links

Lesson::TreeSource PayoffLesson::tree_source() const {
  std::string key = "payoff:" + std::string(i18n::code(i18n::lang())) + ":" + name_ + ":" + std::to_string(revision_);
  PanelGame panel;
  panel.g = std::make_shared<const Game>(game_);
  panel.heights = layout_.height;
  for (std::size_t v = 0; v < game_.nodes.size(); ++v) {
    const payoff::Node& n = game_.nodes[v];
    std::string s;
    if (n.kind == payoff::NodeKind::Terminal)
      s = vector_text(leaf_payoffs(v));
    else
      s = n.kind == payoff::NodeKind::Chance ? std::string(tr("payoff.chance_mark")) : tr_fmt("payoff.player_mark", n.player);
    panel.labels.push_back(s);
    panel.describe_texts.push_back(node_words(static_cast<int>(v)));
  }
  return {std::move(key), [panel] {
            PositionGraph g = build_graph(panel, panel.start(), GraphOptions{kTreeMaxPositions + 1, true});
            g.outcomes = false;  // payoffs, not win / lose / draw: the panel draws the labels, neutral
            return g;
          }};
}

LessonHooks PayoffLesson::hooks() {
  LessonHooks h;
  auto here = [this] {
    const std::vector<std::int64_t> line = timeline_.line();
    return line.empty() ? 0 : static_cast<int>(line.back());
  };
  h.game_over = [this, here] { return game_.nodes[static_cast<std::size_t>(here())].children.empty(); };
  // The shown subgame-perfect equilibrium's action (the first action at
  // chance nodes and where there is none).
  h.best_move = [this, here]() -> std::optional<std::int64_t> {
    const payoff::Node& n = game_.nodes[static_cast<std::size_t>(here())];
    if (n.children.empty()) return std::nullopt;
    int a = 0;
    if (n.kind == payoff::NodeKind::Personal && !analysis_.spe.listed.empty())
      a = std::max(0, analysis_.spe.listed[static_cast<std::size_t>(spe_)][static_cast<std::size_t>(n.player - 1)]
                                           [static_cast<std::size_t>(n.infoset)]);
    return n.children[static_cast<std::size_t>(a)];
  };
  h.play = [this](std::int64_t m) {
    std::string err;
    return play(m, err);
  };
  h.side_name = [this](int side) { return player_word(side + 1); };
  h.animating = [this] { return rise_ < 1.0; };
  h.load_small = [this] {  // entry deterrence: five nodes, two Nash equilibria, one threat
    std::string err;
    open_classic("entry", err);
  };
  h.verdict = [this] { return caption(); };
  h.outcome_quiz = [] { return false; };  // its quiz asks for choices and payoffs (quiz_panel.cpp)
  return h;
}

// A member, not a free function, so that web/tools/split_wasm.mjs defers it
// with the .efg reader it calls (a function of index.wasm would keep them there).
std::optional<Game> PayoffLesson::efg_from_link(const std::string& payload, std::string& why) {
  EfgLink l = read_efg_link(payload, kTreeMaxPositions);
  switch (l.problem) {
    case LinkProblem::None: return std::move(l.game);
    case LinkProblem::TooLong: why = tr_fmt("payoff.e.link_long", payload.size(), kMaxEfgLinkChars); break;
    case LinkProblem::NotBase64: why = tr("payoff.e.link_bad"); break;
    case LinkProblem::Damaged: why = tr("payoff.e.link_damaged"); break;
    case LinkProblem::BadFile: why = tr_fmt("payoff.err_file", l.file_error); break;
    case LinkProblem::TooBig: why = tr("payoff.e.link_bad"); break;
  }
  return std::nullopt;
}

std::string PayoffLesson::check_link(const LinkArgs& args) const {
  if (std::optional<std::string> bad = args.unknown_key({"name", "efg"})) return std::move(*bad);
  if (const std::string* n = args.find("name"); n && !classic_game(*n)) return tr_fmt("payoff.err_name", args.quoted("name"));
  if (const std::string* e = args.find("efg")) {
    std::string why;
    if (!efg_from_link(*e, why)) return why;
  }
  return {};
}

bool PayoffLesson::open_link(const LinkArgs& args, std::string& error) {
  if (const std::string* e = args.find("efg")) {
    std::optional<Game> g = efg_from_link(*e, error);
    if (!g) return false;
    history_.clear();
    set_game(std::move(*g), "edit");
    return true;
  }
  const std::string* n = args.find("name");
  return open_classic(n ? *n : std::string("centipede"), error);
}

// An edited or opened game travels in the link as its .efg text in base64url
// (efg=), when it fits (link_too_long() says when it does not: the link then
// opens the first classic, and the game is shared as a file).
LinkArgs PayoffLesson::link_args() const {
  LinkArgs args;
  if (name_ != "file" && name_ != "edit") args.add("name", name_);
  else if (std::string e = efg_link_text(game_); e.size() <= kMaxEfgLinkChars) args.add("efg", std::move(e));
  return args;
}

bool PayoffLesson::link_too_long() const {
  return (name_ == "file" || name_ == "edit") && efg_link_text(game_).size() > kMaxEfgLinkChars;
}

// ------------------------------------------------------------------ automation

void PayoffLesson::register_automation(Automation& a) {
  a.on("payoff.open", "{type:'payoff.open', name} — a classic: centipede, ultimatum, entry, trust, bos, poker, horse",
       {Param::text("name")}, [this](const Args& args) {
         std::string err;
         if (!open_classic(args.text("name"), err)) return ActionResult::failure(err);
         return ActionResult::success();
       });
  a.on("payoff.load", "{type:'payoff.load', text, file?} — a Gambit .efg file's text (refused with its line and column)",
       {Param::text("text"), Param::text("file").optional()}, [this](const Args& args) {
         std::string err;
         if (!load_efg(args.text("text"), args.text_or("file", ""), err)) return ActionResult::failure(err);
         return ActionResult::success();
       });
  a.on("payoff.efg", "{type:'payoff.efg', download?} — the game as EFG 2 R text (and a download in the page)",
       {Param::boolean("download").optional()}, [this](const Args& args) {
         if (args.boolean_or("download", false)) download_efg();
         ActionResult r;
         r.data.emplace_back("text", json::escape(efg_text()));
         return r;
       });
  a.on("payoff.induction", "{type:'payoff.induction', to} — show backward induction after `to` steps (0..steps)",
       {Param::integer("to", 0, [this] { return static_cast<std::int64_t>(steps()); })}, [this](const Args& args) {
         if (quizzing()) return ActionResult::failure(tr("payoff.quiz_hidden"));
         playing_ = false;
         set_step(static_cast<int>(args.integer("to")));
         rise_ = 1.0;
         return ActionResult::success();
       });
  a.on("payoff.step", "{type:'payoff.step', delta} — backward induction forward (1) or back (-1)",
       {Param::integer("delta", -1'000, 1'000)}, [this](const Args& args) {
         if (quizzing()) return ActionResult::failure(tr("payoff.quiz_hidden"));
         playing_ = false;
         set_step(std::clamp(step_ + static_cast<int>(args.integer("delta")), 0, steps()));
         return ActionResult::success();
       });
  a.on("payoff.play", "{type:'payoff.play', on?} — play backward induction step by step (toggles without on)",
       {Param::boolean("on").optional()}, [this](const Args& args) {
         if (quizzing()) return ActionResult::failure(tr("payoff.quiz_hidden"));
         playing_ = args.boolean_or("on", !playing_) && steps() > 0;
         if (playing_ && step_ == steps()) set_step(0);
         show_ = PayoffShow::Induction;
         return ActionResult::success();
       });
  register_choices(a);
  register_edit_actions(a);
  register_quiz_actions(a);
  a.section("payoff", [this](json::Writer& w) { write_state(w); });
}

void PayoffLesson::register_choices(Automation& a) {
  auto fail_unless = [](bool ok, const char* key) { return ok ? ActionResult::success() : ActionResult::failure(tr(key)); };
  a.on("payoff.spe", "{type:'payoff.spe', index} — follow the index-th listed subgame-perfect equilibrium (0-based)",
       {Param::integer("index", 0, 1'000'000)},
       [this, fail_unless](const Args& args) { return fail_unless(set_spe(static_cast<int>(args.integer("index"))), "payoff.err_index"); });
  a.on("payoff.nash", "{type:'payoff.nash', index} — show the index-th pure Nash equilibrium on the tree (-1: none)",
       {Param::integer("index", -1, 1'000'000)},
       [this, fail_unless](const Args& args) { return fail_unless(show_nash(static_cast<int>(args.integer("index"))), "payoff.err_index"); });
  a.on("payoff.cell", "{type:'payoff.cell', plans:[...]} — select the strategic form's profile (a plan index per player)",
       {Param::int_list("plans", 0, 1'000'000, 16)}, [this, fail_unless](const Args& args) {
         const auto& l = args.int_list("plans");
         return fail_unless(select_cell(std::vector<std::size_t>(l.begin(), l.end())), "payoff.err_index");
       });
  a.on("payoff.mixed", "{type:'payoff.mixed', index} — show a mixed equilibrium (-1: the tree's, in behaviour strategies)",
       {Param::integer("index", -1, 1'000'000)},
       [this, fail_unless](const Args& args) { return fail_unless(show_mixed(static_cast<int>(args.integer("index"))), "payoff.err_index"); });
  a.on("payoff.zoom", "{type:'payoff.zoom', value} — the tree's zoom (1 = fit the area)",
       {Param::integer("value", 1, 8)}, [this](const Args& args) {
         zoom_ = static_cast<float>(args.integer("value"));
         pan_x_ = pan_y_ = 0;
         return ActionResult::success();
       });
}

namespace {

void write_vec(json::Writer& w, const Vec& v) {
  w.begin_array();
  for (const Rational& r : v) w.value(r.str());
  w.end_array();
}

void write_mixed(json::Writer& w, const payoff::MixedProfile& m) {
  w.begin_array();
  for (const auto& player : m) write_vec(w, player);
  w.end_array();
}

}  // namespace

void PayoffLesson::write_state(json::Writer& w) const {
  w.begin_object();
  w.key("name").value(name_);
  w.key("file").value(file_name_);
  w.key("title").value(game_.title);
  w.key("players").value(game_.player_count());
  w.key("perfectInformation").value(!analysis_.imperfect.has_value());
  w.key("showing").value(show_ == PayoffShow::Induction ? "induction" : show_ == PayoffShow::Nash ? "nash"
                         : show_ == PayoffShow::Cell   ? "cell" : "mixed");
  w.key("step").value(step_);
  w.key("steps").value(steps());
  w.key("playing").value(playing_);
  w.key("caption").value(caption());
  w.key("message").value(message_);
  w.key("selected").value(selected_);
  w.key("canUndo").value(history_.can_undo());
  w.key("canRedo").value(history_.can_redo());
  w.key("linkTooLong").value(link_too_long());
  w.key("zoom").value(static_cast<double>(zoom_));
  w.key("spe").begin_object();
  w.key("count").value(analysis_.spe.count);
  w.key("index").value(spe_);
  w.key("payoffs").begin_array();
  if (!answers_hidden())  // a question asks for them
    for (const Vec& v : analysis_.spe.payoffs) write_vec(w, v);
  w.end_array();
  w.key("refusal").value(analysis_.imperfect.value_or(analysis_.spe.refusal.value_or("")));
  w.end_object();
  w.key("nash").begin_array();
  for (std::size_t i = 0; i < (answers_hidden() ? 0 : analysis_.nash.size()); ++i) {
    w.begin_object().key("plans").begin_array();
    for (std::size_t k : analysis_.nash[i]) w.value(static_cast<std::uint64_t>(k));
    w.end_array().key("subgamePerfect").value(static_cast<bool>(analysis_.nash_spe[i]));
    const PureProfile p = profile_of(*analysis_.form, analysis_.nash[i]);
    w.key("threats").begin_array();
    if (!analysis_.imperfect)
      for (int v : noncredible_nodes(game_, p)) w.value(v);
    w.end_array().end_object();
  }
  w.end_array();
  w.key("nashIndex").value(nash_);
  w.key("mixedIndex").value(mixed_);
  w.key("mixed").begin_array();
  for (const auto& m : analysis_.mixed) write_mixed(w, m);
  w.end_array();
  w.key("behaviour");
  if (analysis_.behaviour) {
    w.begin_array();
    for (const auto& player : *analysis_.behaviour) write_mixed(w, player);
    w.end_array();
  } else {
    w.null();
  }
  write_strategic(w);
  write_nodes(w);
  write_quiz(w);
  w.end_object();
}

void PayoffLesson::write_strategic(json::Writer& w) const {
  w.key("strategic");
  if (!analysis_.form) {
    w.begin_object().key("refusal").value(analysis_.form_refusal.value_or("")).end_object();
    return;
  }
  w.begin_object().key("plans").begin_array();
  for (std::size_t i = 0; i < analysis_.form->players(); ++i) {
    w.begin_array();
    for (const auto& plan : analysis_.form->plans[i]) w.value(plan_words(game_, static_cast<int>(i + 1), plan));
    w.end_array();
  }
  w.end_array();
  w.key("cell").begin_array();
  for (std::size_t k : cell_) w.value(static_cast<std::uint64_t>(k));
  w.end_array();
  if (matrix_) {
    w.key("matrix").begin_array();
    for (std::size_t r = 0; r < matrix_->rows; ++r) {
      w.begin_array();
      for (std::size_t c = 0; c < matrix_->cols; ++c) {
        const Cell& cell = matrix_->at(r, c);
        w.begin_object().key("payoffs");
        write_vec(w, cell.pay);
        const bool marks = !answers_hidden();  // best responses and equilibria: hidden while a question asks
        w.key("best1").value(marks && cell.best1).key("best2").value(marks && cell.best2).key("nash").value(marks && cell.nash()).end_object();
      }
      w.end_array();
    }
    w.end_array();
  }
  w.end_object();
}

// Each node: its kind, player, layout slot, the induction's value and choice
// once its step is shown, and what the shown profile or equilibrium does there.
void PayoffLesson::write_nodes(json::Writer& w) const {
  const std::vector<const InductionStep*> solved = solved_steps();
  const std::optional<PureProfile> shown = answers_hidden() ? std::nullopt : shown_profile();
  w.key("nodes").begin_array();
  for (std::size_t v = 0; v < game_.nodes.size(); ++v) {
    const payoff::Node& n = game_.nodes[v];
    w.begin_object();
    w.key("kind").value(n.kind == payoff::NodeKind::Terminal ? "leaf" : n.kind == payoff::NodeKind::Chance ? "chance" : "player");
    w.key("player").value(n.player);
    w.key("set").value(n.infoset);
    w.key("x").value(static_cast<double>(layout_.x[v])).key("depth").value(layout_.depth[v]);
    if (n.kind == payoff::NodeKind::Terminal) {
      w.key("payoffs");
      write_vec(w, leaf_payoffs(v));
    } else {
      w.key("actions").begin_array();
      for (std::size_t a = 0; a < n.children.size(); ++a) {
        w.begin_object().key("label").value(game_.infoset_of(n).actions[a]);
        if (n.kind == payoff::NodeKind::Chance) w.key("probability").value(game_.infoset_of(n).probs[a].str());
        else if (const std::string p = branch_probability(static_cast<int>(v), static_cast<int>(a)); !p.empty()) w.key("probability").value(p);
        w.end_object();
      }
      w.end_array();
    }
    if (const InductionStep* s = solved[v]) {
      w.key("value");
      write_vec(w, s->value);
      w.key("chosen").value(s->action).key("tied").value(static_cast<int>(s->best.size()));
    }
    if (shown && n.kind == payoff::NodeKind::Personal)
      w.key("plan").value((*shown)[static_cast<std::size_t>(n.player - 1)][static_cast<std::size_t>(n.infoset)]);
    w.end_object();
  }
  w.end_array();
}

// ------------------------------------------------------------------ the accessible twin

std::string PayoffLesson::node_words(int v) const {
  const payoff::Node& n = game_.nodes[static_cast<std::size_t>(v)];
  if (n.kind == payoff::NodeKind::Terminal) {
    return tr_fmt("payoff.twin_leaf", vector_text(leaf_payoffs(static_cast<std::size_t>(v))));
  }
  const payoff::Infoset& set = game_.infoset_of(n);
  std::vector<std::string> actions;
  for (std::size_t a = 0; a < set.actions.size(); ++a)
    actions.push_back(n.kind == payoff::NodeKind::Chance ? set.actions[a] + " " + number_text(set.probs[a]) : set.actions[a]);
  std::string s = tr_fmt("payoff.twin_inner", player_word(n.player), model::word_list(actions, "list.or"));
  const auto& members = members_[static_cast<std::size_t>(n.player)][static_cast<std::size_t>(n.infoset)];
  if (n.kind == payoff::NodeKind::Personal && members.size() > 1) s += " " + tr_fmt("payoff.twin_set", members.size());
  return s;
}

TwinBoard PayoffLesson::twin_board() const {
  TwinBoard b;
  b.label = tr("payoff.board");
  b.said = heard_;
  b.said_id = heard_id_;
  const std::vector<const InductionStep*> solved = solved_steps();
  // One cell a node, as far as a reader can take in (a file's tree may be huge).
  const std::size_t shown_nodes = std::min<std::size_t>(game_.nodes.size(), kTwinMaxNodes);
  for (std::size_t v = 0; v < shown_nodes; ++v) {
    TwinCell c;
    c.key = "n" + std::to_string(v);
    c.name = node_words(static_cast<int>(v));
    if (const InductionStep* s = solved[v]) {
      c.name += " " + tr_fmt("payoff.twin_value", vector_text(s->value));
      if (s->action >= 0)
        c.name += " " + tr_fmt("payoff.twin_choice", game_.infoset_of(game_.nodes[v]).actions[static_cast<std::size_t>(s->action)]);
      if (s->best.size() > 1) c.name += std::string(" ") + tr("payoff.twin_tie");
    }
    c.item = "payoff.node." + std::to_string(v);
    c.value = std::to_string(v);
    // Activating a node shows backward induction up to the step that decides it
    // (a leaf, decided by its payoffs, keeps the induction where it is).
    int decides = step_;
    for (std::size_t k = 0; k < steps_.size(); ++k)
      if (steps_[k].node == static_cast<int>(v)) decides = static_cast<int>(k) + 1;
    c.action = "{\"type\":\"payoff.induction\",\"to\":" + std::to_string(decides) + "}";
    if (answers_hidden()) {  // while a question asks, a node shows no induction (the quiz's node says so)
      c.action = R"({"type":"payoff.edit.select","node":)" + std::to_string(v) + "}";
      if (static_cast<int>(v) == quiz_node()) c.name += std::string(" ") + tr("payoff.quiz_twin_node");
    }
    // E selects the node for the editor, as a click on the tree does.
    c.keys.emplace_back("e", R"({"type":"payoff.edit.select","node":)" + std::to_string(v) + "}");
    if (static_cast<int>(v) == selected_) c.name += std::string(" ") + tr("payoff.e.twin_selected");
    b.cells.push_back(std::move(c));
  }
  // The moves of the timeline in words: who chose which action ("Player 1 (Alice): Take").
  for (const std::int64_t m : timeline_.moves()) {
    const payoff::Node& child = game_.nodes[static_cast<std::size_t>(m)];
    const payoff::Node& parent = game_.nodes[static_cast<std::size_t>(child.parent)];
    b.moves.push_back(tr_fmt("payoff.twin_move", player_word(parent.player),
                             game_.infoset_of(parent).actions[static_cast<std::size_t>(child.action)]));
  }
  if (!matrix_) return b;
  const auto& plans = analysis_.form->plans;
  for (std::size_t r = 0; r < matrix_->rows; ++r)
    for (std::size_t col = 0; col < matrix_->cols; ++col) {
      const Cell& cell = matrix_->at(r, col);
      TwinCell c;
      c.key = "c" + std::to_string(r) + "_" + std::to_string(col);
      c.name = tr_fmt("payoff.twin_cell", plan_words(game_, 1, plans[0][r]), plan_words(game_, 2, plans[1][col]), vector_text(cell.pay));
      if (answers_hidden()) {}  // no marks while a question asks
      else if (cell.nash()) c.name += std::string(" ") + tr("payoff.twin_nash");
      else if (cell.best1 || cell.best2) c.name += " " + tr_fmt("payoff.twin_best", player_word(cell.best1 ? 1 : 2));
      c.item = "payoff.cell." + std::to_string(r) + "." + std::to_string(col);
      c.action = R"({"type":"payoff.cell","plans":[)" + std::to_string(r) + "," + std::to_string(col) + "]}";
      c.pressed = show_ == PayoffShow::Cell && cell_ == std::vector<std::size_t>{r, col} ? 1 : 0;
      b.cells.push_back(std::move(c));
    }
  return b;
}

// The actions at the shown decision node (its label, else its number from 1),
// asked as "Which action does Player 2 choose?"; the right ones are those some
// subgame-perfect equilibrium of the node's subgame takes (every tied one),
// with the quiz's reason. A tree too large for the per-node sets falls back to
// the listed equilibria, without a reason. None at chance nodes, at the end, or
// while no equilibrium is listed.
std::optional<ClassMoves> PayoffLesson::class_moves() const {
  const std::vector<std::int64_t> line = timeline_.line();
  const int v = line.empty() ? 0 : static_cast<int>(line.back());
  const payoff::Node& n = game_.nodes[static_cast<std::size_t>(v)];
  if (n.kind != payoff::NodeKind::Personal || analysis_.spe.listed.empty()) return std::nullopt;
  const std::vector<std::string>& actions = game_.infoset_of(n).actions;
  ClassMoves c;
  c.prompt = tr_fmt("payoff.class_ask", player_word(n.player));
  c.none = false;  // some action is always subgame perfect
  for (std::size_t a = 0; a < n.children.size(); ++a)
    c.options.push_back(a < actions.size() && !actions[a].empty() ? actions[a] : std::to_string(a + 1));
  const payoff::SpeValues* values = spe_values();
  for (std::size_t a = 0; a < c.options.size(); ++a) {
    bool right = false;
    if (values) right = action_is_subgame_perfect(game_, *values, v, static_cast<int>(a));
    else
      for (const payoff::PureProfile& spe : analysis_.spe.listed)
        right = right || spe[static_cast<std::size_t>(n.player - 1)][static_cast<std::size_t>(n.infoset)] == static_cast<int>(a);
    if (right) c.right.push_back(c.options[a]);
  }
  c.reason = node_reason(v, true);
  return c;
}

}  // namespace gtl::app
