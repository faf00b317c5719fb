#include "app/lectures/ui_lecture.hpp"

#include <algorithm>
#include <cmath>

#include "app/kit/item_registry.hpp"
#include "app/kit/key_presses.hpp"
#include "app/kit/share_link.hpp"
#include "app/kit/theme.hpp"
#include "app/kit/ui_flow.hpp"
#include "app/lectures/ui_lecture_json.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // key owners: the slide keys are taken from the timeline
#include "model/i18n.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using namespace lecture_json;

namespace {

// One wrapping unit of slide text: a word with its trailing spaces, or one CJK
// character (Chinese has no spaces, so it may break after any character).
std::vector<std::string_view> tokens(std::string_view s) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < s.size()) {
    const auto c = static_cast<unsigned char>(s[i]);
    std::size_t j = i;
    if (c >= 0xE0) {  // a 3- or 4-byte character: CJK and symbols
      j += c >= 0xF0 ? 4 : 3;
    } else {
      while (j < s.size() && s[j] != ' ' && static_cast<unsigned char>(s[j]) < 0xE0) ++j;
    }
    while (j < s.size() && s[j] == ' ') ++j;
    j = std::min(std::max(j, i + 1), s.size());
    out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

// Draws text with the run's style. Bold: drawn twice a pixel apart (one font is
// loaded); italic: the glyph quads are slanted after drawing.
void draw_styled(ImDrawList* dl, ImVec2 p, std::string_view t, const model::TextRun& run) {
  const ImU32 col = run.number ? ImGui::GetColorU32(theme::highlight_text()) : theme::ink();
  const int first = dl->VtxBuffer.Size;
  dl->AddText(p, col, t.data(), t.data() + t.size());
  if (run.bold) dl->AddText(ImVec2(p.x + 1, p.y), col, t.data(), t.data() + t.size());
  if (run.italic) {
    const float base = p.y + ImGui::GetFontSize();
    for (int i = first; i < dl->VtxBuffer.Size; ++i) dl->VtxBuffer[i].pos.x += (base - dl->VtxBuffer[i].pos.y) * 0.2f;
  }
}

}  // namespace

void LecturePanel::register_automation(Automation& a) {
  // Three alternative fields, read here: "id" and "link" strings, "json" an object
  // or its text; a wrong one gets the message of its field.
  a.on("lecture.open", "{type:'lecture.open', id} or {json} or {link} — open a lecture at its first slide (id: " +
           builtin_lecture_ids() + ")",
       {Param::any("id").optional(), Param::any("json").optional(), Param::any("link").optional()},
       [this](const Args& args) {
         if (args.has("id")) {
           const json::Value& id = args.any("id");
           if (!id.is_string()) return ActionResult::failure("field \"id\" must be " + builtin_lecture_ids());
           return open_builtin(id.string);
         }
         if (args.has("json")) {
           const json::Value& j = args.any("json");
           if (j.is_string()) return open_text(j.string);
           if (j.is_object()) return open_text(compact(j));
           return ActionResult::failure("field \"json\" must be the lecture (an object or its JSON text)");
         }
         if (args.has("link") && args.any("link").is_string()) return open_link_query(args.any("link").string);
         return ActionResult::failure("give \"id\" (" + builtin_lecture_ids() + "), \"json\" or \"link\"");
       });
  // "no lecture is open" comes before any complaint about "index", so the index
  // (its range the lecture's slides) is read here, not declared as an integer.
  a.on("lecture.go", "{type:'lecture.go', index} — go to a slide (0-based)", {Param::any("index").optional()},
       [this](const Args& args) {
         if (!lecture_) return ActionResult::failure("no lecture is open");
         std::string err;
         auto i = int_arg(args.action(), "index", 0, static_cast<std::int64_t>(lecture_->slides.size()) - 1, err);
         if (!i) return ActionResult::failure(err);
         return go(static_cast<std::size_t>(*i));
       });
  a.on("lecture.close", "{type:'lecture.close'} — close the lecture (the app stays where it is)", {},
       [this](const Args&) {
         close();
         return ActionResult::success();
       });
  a.on("lecture.addSlide", "{type:'lecture.addSlide', text} — add the current view as a slide after the shown one",
       {Param::text("text")}, [this](const Args& args) { return add_slide(args.text("text")); });
  a.on("lecture.export", "{type:'lecture.export'} — the lecture as {json, link}", {}, [this](const Args&) {
    if (!lecture_) return ActionResult::failure("no lecture is open");
    ActionResult r;
    r.data.emplace_back("json", json::escape(model::lecture_to_json(*lecture_)));
    r.data.emplace_back("link", json::escape(link_));
    return r;
  });
  a.section("lecture", [this](json::Writer& w) { write_state(w); });
}

void LecturePanel::write_state(json::Writer& w) const {
  if (!lecture_) {
    w.null();
    return;
  }
  w.begin_object();
  w.key("id").value(lecture_->id);
  w.key("title").value(lecture_->title.in(i18n::lang()));
  w.key("index").value(static_cast<std::uint64_t>(index_));
  w.key("count").value(static_cast<std::uint64_t>(lecture_->slides.size()));
  w.key("text").value(current_text());
  w.key("writing").value(writing_);
  // What the slide window keeps clear of, where it is and how many of those it covers.
  w.key("about").begin_array();
  for (const std::string& name : model::slide_about(lecture_->slides[index_])) w.value(name);
  w.end_array();
  // The drawn items those names stand for (a few hundred at most: a tree's named boxes are capped).
  w.key("aboutItems").begin_array();
  for (const auto& [name, r] : about_items()) w.value(name);
  w.end_array();
  w.key("corner").value(moved_by_user_ || writing_ ? std::string_view("moved") : model::slide_corner_name(placement_.corner));
  w.key("covered").value(static_cast<std::uint64_t>(placement_.covered));
  w.end_object();
}

std::string LecturePanel::current_text() const {
  return lecture_ ? lecture_->slides[index_].text.in(i18n::lang()) : std::string();
}

std::vector<std::string> LecturePanel::slide_actions() const {
  std::vector<std::string> out = host_.action_types();
  std::erase_if(out, [](const std::string& t) { return t.rfind("lecture.", 0) == 0; });
  return out;
}

ActionResult LecturePanel::open_builtin(std::string_view id) {
  const BuiltinLecture* l = find_builtin_lecture(id);
  if (!l) return ActionResult::failure("there is no built-in lecture \"" + std::string(id) + "\" (" + builtin_lecture_ids() + ")");
  if (!l->json.empty()) return open_text(l->json);
  // Not compiled in (the page fetches its lectures): opened
  // when the file is in, a moment later.
  if (!host_.fetch) return ActionResult::failure("the lecture \"" + std::string(id) + "\" is fetched by the web page");
  host_.fetch(std::string(id));  // answered by open_text() or failed()
  ActionResult r = ActionResult::success();
  r.data.emplace_back("pending", "true");
  return r;
}

ActionResult LecturePanel::open_text(std::string_view json_text) {
  const std::vector<std::string> actions = slide_actions();
  model::LectureParse p = model::parse_lecture(json_text, actions);
  if (p.lecture) {
    // The links are the app's words too: a slide that names an impossible
    // position is refused here, not when the class reaches it.
    for (std::size_t i = 0; i < p.lecture->slides.size() && p.error.empty(); ++i) {
      if (std::string e = host_.check_link(p.lecture->slides[i].link); !e.empty())
        p.error = "slide " + std::to_string(i + 1) + ", field \"link\": " + e;
    }
  }
  if (!p.error.empty()) {
    failed(p.error);
    return ActionResult::failure(p.error);
  }
  return open(std::move(*p.lecture));
}

ActionResult LecturePanel::open_link_query(std::string_view query) {
  const model::PayloadParse p = model::lecture_payload(query);
  if (!p.payload) {
    failed(p.error);
    return ActionResult::failure(p.error);
  }
  if (!host_.inflate) return ActionResult::failure("lecture links are opened by the web page (it decompresses them)");
  host_.inflate(*p.payload);  // answered by open_text() or failed()
  return ActionResult::success();
}

void LecturePanel::failed(const std::string& why) {
  if (host_.notice) host_.notice(tr_fmt("lecture.notice.broken", why));
}

ActionResult LecturePanel::open(model::Lecture lecture) {
  lecture_ = std::move(lecture);
  index_ = 0;
  pending_.reset();
  writing_ = false;
  changed(false);
  return go(0);
}

void LecturePanel::close() {
  lecture_.reset();
  pending_.reset();
  writing_ = false;
  link_.clear();
}

void LecturePanel::changed(bool edited) {
  if (edited && lecture_) lecture_->id.clear();  // a changed built-in lecture is the writer's own
  ++revision_;
  link_.clear();
  link_too_long_ = false;
  if (lecture_ && host_.deflate) host_.deflate(revision_, model::lecture_to_json(*lecture_));
}

void LecturePanel::deflated(std::uint64_t revision, const std::string& payload) {
  if (revision != revision_ || !lecture_) return;  // an answer for content that changed since
  link_revision_ = revision;
  link_ = payload.size() <= model::kLectureMaxLinkPayload ? model::lecture_query(payload) : std::string();
  link_too_long_ = payload.size() > model::kLectureMaxLinkPayload;
}

ActionResult LecturePanel::go(std::size_t index) {
  if (!lecture_ || index >= lecture_->slides.size()) return ActionResult::failure("no such slide");
  index_ = index;
  moved_by_user_ = false;  // a new slide places its window again
  ActionResult r = apply(lecture_->slides[index], index + 1);
  if (!r.ok) failed(r.error);
  return r;
}

// A clean slate (no teaching mode, the slide's game and position), then the
// slide's view and entry actions in order — all through the automation path.
ActionResult LecturePanel::apply(const model::Slide& slide, std::size_t number) {
  const std::string at = "slide " + std::to_string(number);
  if (ActionResult r = host_.run(action("teach.stop")); !r.ok) return ActionResult::failure(at + ": " + r.error);
  if (ActionResult r = host_.run(object({{"type", str("link.open")}, {"query", str(slide.link)}})); !r.ok)
    return ActionResult::failure(at + ", field \"link\": " + r.error);
  for (auto [key, list] : {std::pair{"view", &slide.view}, std::pair{"enter", &slide.enter}}) {
    for (std::size_t i = 0; i < list->size(); ++i) {
      ActionResult r = host_.run((*list)[i]);
      if (!r.ok)
        return ActionResult::failure(at + ", field \"" + key + "\" (action " + std::to_string(i + 1) + ", " +
                                     (*list)[i].find("type")->string + "): " + r.error);
    }
  }
  return ActionResult::success();
}

void LecturePanel::handle_keys() {
  if (!lecture_) return;
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;
  // While Tab moves a focus ring the arrows belong to the focused widget; while
  // writing they stay the timeline's (the writer sets up positions with them).
  const bool arrows = !writing_ && !(io.ConfigFlags & ImGuiConfigFlags_NavEnableKeyboard);
  int step = keys::steps(ImGuiKey_PageDown, ImGuiKey_PageUp);
  if (arrows) step += keys::steps(ImGuiKey_RightArrow, ImGuiKey_LeftArrow);
  // The timeline must not step the game with the same key press.
  for (ImGuiKey k : {ImGuiKey_PageDown, ImGuiKey_PageUp}) ImGui::SetKeyOwner(k, ImGuiKeyOwner_Any, ImGuiInputFlags_LockThisFrame);
  if (arrows)
    for (ImGuiKey k : {ImGuiKey_RightArrow, ImGuiKey_LeftArrow})
      ImGui::SetKeyOwner(k, ImGuiKeyOwner_Any, ImGuiInputFlags_LockThisFrame);
  if (step != 0) pending_ = model::lecture_step(pending_.value_or(index_), step, lecture_->slides.size());
}

void LecturePanel::update() {
  if (!pending_ || !lecture_) return;
  const std::size_t i = *pending_;
  pending_.reset();
  go(i);
}

// The built-in lectures' titles for the menu, in the lessons' order (a lecture
// whose folder is no lesson's comes last).
void LecturePanel::read_builtin_titles() {
  const std::vector<std::string> order = host_.lesson_order ? host_.lesson_order() : std::vector<std::string>{};
  const auto rank = [&](std::string_view id) {
    return static_cast<std::size_t>(std::find(order.begin(), order.end(), id) - order.begin());
  };
  // A lecture named "payoff-centipede" belongs to the lesson "payoff".
  const auto lesson_of = [](std::string_view id) { return id.substr(0, id.find('-')); };
  std::vector<BuiltinLecture> all(builtin_lectures().begin(), builtin_lectures().end());
  std::stable_sort(all.begin(), all.end(),
                   [&](const BuiltinLecture& a, const BuiltinLecture& b) { return rank(lesson_of(a.id)) < rank(lesson_of(b.id)); });
  for (const BuiltinLecture& l : all)
    builtin_titles_.emplace_back(std::string(l.id), model::LocalText{std::string(l.title_en), std::string(l.title_zh)});
}

std::string builtin_lecture_ids() {
  std::string out;
  const auto all = builtin_lectures();
  for (std::size_t i = 0; i < all.size(); ++i)
    out += (i == 0 ? "" : i + 1 == all.size() ? " or " : ", ") + ("\"" + std::string(all[i].id) + "\"");
  return out;
}

void LecturePanel::draw_menu() {
  const bool open_menu = ImGui::BeginMenu(tr("lecture.menu"));
  track_item("menu.lecture");
  if (!open_menu) return;
  if (builtin_titles_.empty()) read_builtin_titles();
  for (const auto& [id, title] : builtin_titles_) {
    if (ImGui::MenuItem(title.in(i18n::lang()).c_str())) open_builtin(id);
    track_item("lecture.menu." + id);
  }
  ImGui::Separator();
  if (ImGui::MenuItem(tr("lecture.menu.new"))) {
    close();
    add_slide("");
    writing_ = true;
  }
  track_item("lecture.menu.new");
  if (host_.upload) {
    if (ImGui::MenuItem(tr("lecture.menu.openFile"))) host_.upload();
    track_item("lecture.menu.openFile");
  }
  if (ImGui::MenuItem(tr("lecture.menu.close"), nullptr, false, lecture_.has_value())) close();
  ImGui::EndMenu();
}

float LecturePanel::draw_slide_text(const std::string& text, float width) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float line_h = ImGui::GetTextLineHeightWithSpacing();
  const float indent = ImGui::GetFontSize() * 1.4f;
  float y = 0;
  for (const model::TextLine& line : model::parse_slide_text(text)) {
    if (line.kind == model::TextLine::Kind::Blank) {
      y += line_h * 0.5f;
      continue;
    }
    float left = 0;
    if (line.kind != model::TextLine::Kind::Paragraph) {
      const std::string mark = line.kind == model::TextLine::Kind::Bullet ? "\xE2\x80\xA2" : std::to_string(line.ordinal) + ".";
      dl->AddText(ImVec2(origin.x + indent * 0.25f, origin.y + y), theme::ink(), mark.c_str());
      left = indent;
    }
    float x = left;
    for (const model::TextRun& run : line.runs) {
      for (std::string_view t : tokens(run.text)) {
        const std::string_view word = t.substr(0, t.find_last_not_of(' ') + 1);
        const float w = text_width(word);
        if (x > left && x + w > width) {
          x = left;
          y += line_h;
          if (word.empty()) continue;  // no spaces at the start of a line
        }
        draw_styled(dl, ImVec2(origin.x + x, origin.y + y), t, run);
        x += text_width(t);
      }
    }
    y += line_h;
  }
  ImGui::Dummy(ImVec2(width, std::max(y, line_h)));
  return std::max(y, line_h);
}

void LecturePanel::draw(float left, float top, float width, float height) {
  if (!lecture_) return;
  const float w = std::clamp(width * 0.4f, std::min(300.0f, width - 16), 640.0f);
  place_window(left, top, width, height, w);
  ImGui::SetNextWindowSize(ImVec2(w, 0), ImGuiCond_Always);
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, std::max(200.0f, height * (writing_ ? 0.95f : 0.75f))));
  ImGui::SetNextWindowCollapsed(false, ImGuiCond_Appearing);  // a newly opened lecture shows its text
  const std::string title = lecture_->title.in(i18n::lang()) + "###lecture";
  const bool shown = ImGui::Begin(title.c_str(), nullptr, ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing);
  {
    const ImVec2 p = ImGui::GetWindowPos(), s = ImGui::GetWindowSize();
    record_item("lecture.panel", Rect{p.x, p.y, s.x, s.y});
    if (GImGui->MovingWindow == ImGui::GetCurrentWindow()) moved_by_user_ = true;  // dragged: it stays there
  }
  if (!shown) {
    ImGui::End();
    return;
  }
  const std::size_t count = lecture_->slides.size();
  ImGui::BeginDisabled(index_ == 0);
  if (ImGui::Button(tr("lecture.prev"))) pending_ = index_ - 1;
  ImGui::EndDisabled();
  track_item("lecture.prev");
  ImGui::SameLine();
  ImGui::BeginDisabled(index_ + 1 >= count);
  if (ImGui::Button(tr("lecture.next"))) pending_ = index_ + 1;
  ImGui::EndDisabled();
  track_item("lecture.next");
  ImGui::SameLine();
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(theme::muted_ink()), "%s",
                     tr_fmt("lecture.progress", index_ + 1, count).c_str());
  track_item("lecture.progress");
  ImGui::Separator();
  // The text scrolls in its own region, so the buttons below stay on screen in a
  // small window: at most 45 % of the canvas (the lesson and the tree keep the rest).
  // Placed where room is short, the window is shorter and its text scrolls.
  float text_h = std::min(text_h_, std::max(3 * ImGui::GetTextLineHeightWithSpacing(), height * 0.45f));
  if (!moved_by_user_ && !writing_)
    text_h = std::min(text_h, std::max(2 * ImGui::GetTextLineHeightWithSpacing(), placement_.max_h - chrome_h_));
  ImGui::BeginChild("slideText", ImVec2(0, text_h), false);
  text_h_ = draw_slide_text(current_text(), ImGui::GetContentRegionAvail().x) + ImGui::GetStyle().ItemSpacing.y;
  ImGui::EndChild();
  ImGui::Separator();
  if (ImGui::Button(tr("lecture.back"))) pending_ = index_;
  track_item("lecture.back");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("lecture.back.tip"));
  ImGui::SameLine();
  if (ImGui::Button(writing_ ? tr("lecture.write.done") : tr("lecture.write"))) writing_ = !writing_;
  track_item("lecture.write");
  ImGui::SameLine();
  if (ImGui::Button(tr("lecture.close"))) {
    close();
    ImGui::End();
    return;
  }
  track_item("lecture.close");
  if (writing_) draw_writer();
  // The window fits its content: the end of this frame's content (the cursor,
  // less the last item's spacing) and the bottom padding, less the text region.
  const ImGuiStyle& style = ImGui::GetStyle();
  chrome_h_ = ImGui::GetCursorPosY() - style.ItemSpacing.y + style.WindowPadding.y - text_h;
  ImGui::End();
}

std::vector<std::pair<std::string, Rect>> LecturePanel::about_items() const {
  std::vector<std::pair<std::string, Rect>> out;
  if (!host_.drawn_items) return out;
  for (const std::string& name : model::slide_about(lecture_->slides[index_]))
    for (auto& item : host_.drawn_items(name)) out.push_back(std::move(item));
  return out;
}

// The slide window goes to the corner where it covers none of the items its
// slide talks about (model::place_slide_window), re-checked every frame (the
// tree settles, a move animates) but kept in its corner while that stays clear.
// A bottom corner pins the window's bottom edge (pivot 1): it grows upwards.
void LecturePanel::place_window(float left, float top, float width, float height, float w) {
  if (moved_by_user_ || writing_) {
    ImGui::SetNextWindowPos(ImVec2(left + width - w - model::kSlideMargin, top + model::kSlideMargin), ImGuiCond_Appearing);
    return;
  }
  const float line_h = ImGui::GetTextLineHeightWithSpacing();
  const float want = chrome_h_ + std::min(text_h_, std::max(3 * line_h, height * 0.45f));
  std::vector<model::PageBox> items;
  for (const auto& [name, r] : about_items()) items.push_back({r.x, r.y, r.w, r.h});
  const model::PageBox area{left, top, width, height};
  placement_ = model::place_slide_window(area, w, want, chrome_h_ + 2 * line_h, items, corner_);
  corner_ = placement_.corner;
  const model::PageBox box = model::slide_window_box(area, w, 0, placement_.corner);
  const bool bottom = placement_.corner == model::SlideCorner::BottomLeft || placement_.corner == model::SlideCorner::BottomRight;
  ImGui::SetNextWindowPos(ImVec2(box.x, bottom ? area.bottom() - model::kSlideMargin : box.y), ImGuiCond_Always,
                          ImVec2(0, bottom ? 1.0f : 0.0f));
}

}  // namespace gtl::app
