// The lecture writer (Lecture › Write a lecture): a slide's text, what it
// captures of the app (the lesson, its start, the moves, the tree's expansion,
// the settings) and the entry actions it runs when shown; Add slide, and the
// lecture as JSON and as a link.
#include <algorithm>
#include <cmath>

#include "app/kit/item_registry.hpp"
#include "app/kit/share_link.hpp"
#include "app/kit/theme.hpp"
#include "app/lectures/ui_lecture.hpp"
#include "app/lectures/ui_lecture_json.hpp"
#include "imgui.h"
#include "model/i18n.hpp"

namespace gtl::app {

using i18n::tr;
using i18n::tr_fmt;
using namespace lecture_json;

namespace {

// The entry actions a writer can add to a slide, with their one number (if any).
struct EntryTemplate {
  const char* key;    // i18n key of the list entry
  const char* type;   // the window.gtl action
  const char* field;  // its number field, or nullptr
  int lo, hi, start;
  std::vector<std::pair<const char*, json::Value>> fixed;  // fields that are always the same
};

const std::vector<EntryTemplate>& entry_templates() {
  static const std::vector<EntryTemplate> t = {
      {"lecture.entry.move", "move", "value", 0, 1'000'000, 2, {}},
      {"lecture.entry.expand", "tree.expand", "depth", 1, 8, 2, {}},
      {"lecture.entry.pv", "tree.expandPV", nullptr, 0, 0, 0, {}},
      {"lecture.entry.fit", "tree.fit", nullptr, 0, 0, 0, {}},
      {"lecture.entry.inductionMemo", "teach.induction", nullptr, 0, 0, 0,
       {{"order", str("memo")}, {"from", str("current")}}},
      {"lecture.entry.inductionRetro", "teach.induction", nullptr, 0, 0, 0,
       {{"order", str("retrograde")}, {"from", str("current")}}},
      {"lecture.entry.inductionStep", "teach.step", "to", 0, 100000, 12, {}},
      {"lecture.entry.quizLeft", "quiz.start", "movesLeft", 1, 6, 1, {}},
      {"lecture.entry.quizDepth", "quiz.start", "depth", 1, 6, 1, {}},
      {"lecture.entry.play", "play.start", nullptr, 0, 0, 0, {{"human", str("first")}}},
      {"lecture.entry.hintsOff", "hints", nullptr, 0, 0, 0, {{"on", boolean(false)}}},
      {"lecture.entry.presentation", "view.presentation", nullptr, 0, 0, 0, {{"on", boolean(true)}}},
      {"lecture.entry.langEn", "lang", nullptr, 0, 0, 0, {{"lang", str("en")}}},
      {"lecture.entry.langZh", "lang", nullptr, 0, 0, 0, {{"lang", str("zh")}}},
  };
  return t;
}

// InputText on a std::string (ImGui's misc/cpp helper is not part of the build).
bool input_string(const char* label, std::string& s, bool multiline, ImVec2 size) {
  auto resize = [](ImGuiInputTextCallbackData* d) {
    if (d->EventFlag == ImGuiInputTextFlags_CallbackResize) {
      auto* str = static_cast<std::string*>(d->UserData);
      str->resize(static_cast<std::size_t>(d->BufTextLen));
      d->Buf = str->data();
    }
    return 0;
  };
  const ImGuiInputTextFlags f = ImGuiInputTextFlags_CallbackResize;
  return multiline ? ImGui::InputTextMultiline(label, s.data(), s.capacity() + 1, size, f, resize, &s)
                   : ImGui::InputText(label, s.data(), s.capacity() + 1, f, resize, &s);
}

}  // namespace

// The current view in the app's own words: read back from the public state.
model::Slide LecturePanel::capture(std::string text) const {
  model::Slide s;
  s.text.en = std::move(text);
  // The viewer's language is theirs: the slide's text carries both.
  s.link = model::drop_query_key(host_.share_link(), "lang");
  const json::ParseResult st = json::parse(host_.state_json());
  if (!st.value) return s;
  const std::vector<std::string> known = slide_actions();
  auto add = [&](json::Value a) {
    if (std::find(known.begin(), known.end(), a.find("type")->string) != known.end()) s.view.push_back(std::move(a));
  };
  if (const json::Value* tree = st.value->find("tree")) {
    if (const json::Value* mode = tree->find("mode"); mode && mode->is_string())
      add(object({{"type", str("tree.mode")}, {"mode", *mode}}));
    if (const json::Value* group = tree->find("group"); group && group->type == json::Value::Type::Bool)
      add(object({{"type", str("tree.group")}, {"on", *group}}));
    add(action("tree.collapseAll"));
    // The expanded tree or DAG (null past the cap: then the slide keeps the
    // current line and the focus only).
    if (const json::Value* lines = tree->find("restore"); lines && lines->is_array() && !lines->array.empty())
      add(object({{"type", str("tree.restore")}, {"lines", *lines}}));
    if (const json::Value* sel = tree->find("selected"); sel && sel->is_array()) {
      add(object({{"type", str("tree.focus")}, {"path", *sel}}));
      // A slide written with a position selected talks about that position:
      // its window keeps clear of it (without "about" it keeps clear of the start).
      if (!sel->array.empty()) s.about = {"tree.selected"};
    }
  }
  if (const json::Value* set = st.value->find("settings")) {
    if (const json::Value* h = set->find("hints"); h && h->type == json::Value::Type::Bool)
      add(object({{"type", str("hints")}, {"on", *h}}));
    if (const json::Value* sp = set->find("animSpeed"); sp && sp->is_number())
      add(object({{"type", str("anim.speed")}, {"value", num(std::round(sp->number * 10) / 10)}}));
  }
  return s;
}

ActionResult LecturePanel::add_slide(std::string text) {
  if (text.size() > model::kLectureMaxTextBytes)
    return ActionResult::failure("field \"text\" is longer than " + std::to_string(model::kLectureMaxTextBytes) + " bytes");
  if (lecture_ && lecture_->slides.size() >= model::kLectureMaxSlides)
    return ActionResult::failure("a lecture has at most " + std::to_string(model::kLectureMaxSlides) + " slides");
  model::Slide slide = capture(text.empty() ? std::string(tr("lecture.newSlideText")) : std::move(text));
  if (!lecture_) {
    lecture_ = model::Lecture{};
    lecture_->title.en = tr("lecture.untitled");
    lecture_->slides.push_back(std::move(slide));
    index_ = 0;
  } else {
    lecture_->slides.insert(lecture_->slides.begin() + static_cast<std::ptrdiff_t>(index_) + 1, std::move(slide));
    ++index_;
  }
  changed();
  return ActionResult::success();
}

void LecturePanel::draw_writer() {
  model::Lecture& lec = *lecture_;
  const i18n::Lang lang = i18n::lang();
  ImGui::Separator();
  ImGui::TextDisabled("%s", tr("lecture.writer"));
  if (ImGui::Button(tr("lecture.add"))) add_slide("");
  track_item("lecture.add");
  ImGui::SameLine();
  if (ImGui::Button(tr("lecture.recapture"))) {
    model::Slide fresh = capture("");
    fresh.text = lec.slides[index_].text;
    fresh.enter = lec.slides[index_].enter;
    // What the slide was written to talk about stays; a slide that named
    // nothing takes what is selected now.
    if (!lec.slides[index_].about.empty()) fresh.about = lec.slides[index_].about;
    lec.slides[index_] = std::move(fresh);
    changed();
  }
  track_item("lecture.recapture");

  ImGui::SetNextItemWidth(-1);
  if (input_string("##title", lec.title.in(lang), false, ImVec2(0, 0))) changed();
  track_item("lecture.title");
  std::string& text = lec.slides[index_].text.in(lang);
  if (input_string("##text", text, true, ImVec2(-1, ImGui::GetTextLineHeight() * 6))) {
    if (text.size() > model::kLectureMaxTextBytes) text.resize(model::kLectureMaxTextBytes);
    changed();
  }
  track_item("lecture.text");
  ImGui::TextDisabled("%s", tr("lecture.text.help"));
  draw_slide_order();
  draw_entry_actions();
  draw_saving();
}

// Reorder, duplicate, delete the shown slide.
void LecturePanel::draw_slide_order() {
  model::Lecture& lec = *lecture_;
  const std::size_t count = lec.slides.size();
  auto moved = [&](std::size_t to) {
    std::swap(lec.slides[index_], lec.slides[to]);
    index_ = to;
    changed();
  };
  ImGui::BeginDisabled(index_ == 0);
  if (ImGui::Button(tr("lecture.up"))) moved(index_ - 1);
  ImGui::EndDisabled();
  track_item("lecture.up");
  ImGui::SameLine();
  ImGui::BeginDisabled(index_ + 1 >= count);
  if (ImGui::Button(tr("lecture.down"))) moved(index_ + 1);
  ImGui::EndDisabled();
  track_item("lecture.down");
  ImGui::SameLine();
  ImGui::BeginDisabled(count >= model::kLectureMaxSlides);
  if (ImGui::Button(tr("lecture.duplicate"))) {
    lec.slides.insert(lec.slides.begin() + static_cast<std::ptrdiff_t>(index_) + 1, lec.slides[index_]);
    ++index_;
    changed();
  }
  ImGui::EndDisabled();
  track_item("lecture.duplicate");
  ImGui::SameLine();
  ImGui::BeginDisabled(count <= 1);
  if (ImGui::Button(tr("lecture.delete"))) {
    lec.slides.erase(lec.slides.begin() + static_cast<std::ptrdiff_t>(index_));
    index_ = std::min(index_, lec.slides.size() - 1);
    pending_ = index_;
    changed();
  }
  ImGui::EndDisabled();
  track_item("lecture.delete");
}

// Saving and sharing: the JSON file, opening one, the lecture's link.
void LecturePanel::draw_saving() {
  const model::Lecture& lec = *lecture_;
  ImGui::Separator();
  if (host_.download) {
    if (ImGui::Button(tr("lecture.save")))
      host_.download((lec.id.empty() ? std::string("lecture") : lec.id) + ".json", model::lecture_to_json(lec));
    track_item("lecture.save");
    ImGui::SameLine();
  }
  if (host_.upload) {
    if (ImGui::Button(tr("lecture.openFile"))) host_.upload();
    track_item("lecture.openFile");
    ImGui::SameLine();
  }
  ImGui::BeginDisabled(link_.empty() || !host_.copy);
  if (ImGui::Button(tr("lecture.copyLink")) && host_.copy) host_.copy(link_);
  ImGui::EndDisabled();
  track_item("lecture.copyLink");
  if (link_too_long_)
    ImGui::TextWrapped("%s", tr_fmt("lecture.link.tooLong", model::kLectureMaxLinkPayload).c_str());
  else if (!link_.empty())
    ImGui::TextDisabled("%s", tr_fmt("lecture.link.size", link_.size(), model::kLectureMaxLinkPayload).c_str());
}

void LecturePanel::draw_entry_actions() {
  model::Slide& slide = lecture_->slides[index_];
  ImGui::TextDisabled("%s", tr("lecture.entry"));
  std::optional<std::size_t> remove;
  for (std::size_t i = 0; i < slide.enter.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    if (theme::small_button("x")) remove = i;
    track_item("lecture.entry.remove." + std::to_string(i + 1));
    ImGui::SameLine();
    ImGui::TextWrapped("%s", compact(slide.enter[i]).c_str());
    ImGui::PopID();
  }
  if (remove) {
    slide.enter.erase(slide.enter.begin() + static_cast<std::ptrdiff_t>(*remove));
    changed();
  }
  // Only the actions this build has (the language switch comes with the language feature).
  const std::vector<std::string> known = slide_actions();
  std::vector<const EntryTemplate*> offered;
  for (const EntryTemplate& t : entry_templates())
    if (std::find(known.begin(), known.end(), t.type) != known.end()) offered.push_back(&t);
  if (offered.empty()) return;
  entry_choice_ = std::clamp(entry_choice_, 0, static_cast<int>(offered.size()) - 1);
  ImGui::SetNextItemWidth(-ImGui::GetFontSize() * 9);
  if (ImGui::BeginCombo("##entry", tr(offered[static_cast<std::size_t>(entry_choice_)]->key))) {
    for (std::size_t i = 0; i < offered.size(); ++i) {
      if (ImGui::Selectable(tr(offered[i]->key), static_cast<int>(i) == entry_choice_)) {
        entry_choice_ = static_cast<int>(i);
        entry_value_ = offered[i]->start;
      }
      track_item("lecture.entry.option." + std::to_string(i + 1));
    }
    ImGui::EndCombo();
  }
  track_item("lecture.entry.choice");
  const EntryTemplate& chosen = *offered[static_cast<std::size_t>(entry_choice_)];  // after this frame's choice
  if (chosen.field) {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(theme::int_field_width(3, ImGui::GetFontSize() * 5));
    ImGui::InputInt("##entryValue", &entry_value_);
    entry_value_ = std::clamp(entry_value_, chosen.lo, chosen.hi);
    track_item("lecture.entry.value");
  }
  ImGui::SameLine();
  ImGui::BeginDisabled(slide.enter.size() >= model::kLectureMaxActions);
  if (ImGui::Button(tr("lecture.entry.add"))) {
    json::Value a = action(chosen.type);
    for (const auto& [k, v] : chosen.fixed) a.object[k] = v;
    if (chosen.field) a.object[chosen.field] = num(entry_value_);
    slide.enter.push_back(std::move(a));
    changed();
  }
  ImGui::EndDisabled();
  track_item("lecture.entry.add");
}

}  // namespace gtl::app
