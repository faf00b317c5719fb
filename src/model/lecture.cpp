#include "model/lecture.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "model/base64url.hpp"

namespace gtl::model {

namespace {

// Collects the first validation error with where it happened.
struct Checker {
  std::string error;
  bool failed() const { return !error.empty(); }
  void fail(std::string where, std::string what) {
    if (error.empty()) error = where.empty() ? what : where + ": " + what;
  }
};

std::string field_of(std::size_t slide, std::string_view field) {
  std::string s = slide == 0 ? std::string() : "slide " + std::to_string(slide) + ", ";
  return s + "field \"" + std::string(field) + "\"";
}

// {"en": "...", "zh": "..."} (or a plain string, taken as English).
std::optional<LocalText> local_text(const json::Value* v, const std::string& where, std::size_t max_bytes,
                                    Checker& c) {
  if (!v) {
    c.fail(where, "is missing");
    return std::nullopt;
  }
  LocalText t;
  if (v->is_string()) {
    t.en = v->string;
  } else if (v->is_object()) {
    for (const auto& [k, x] : v->object) {
      if (k != "en" && k != "zh") {
        c.fail(where, "has an unknown language \"" + k + "\" (\"en\" or \"zh\")");
        return std::nullopt;
      }
      if (!x.is_string()) {
        c.fail(where, "\"" + k + "\" must be a string");
        return std::nullopt;
      }
    }
    if (const json::Value* en = v->find("en")) t.en = en->string;
    if (const json::Value* zh = v->find("zh")) t.zh = zh->string;
  } else {
    c.fail(where, "must be {\"en\": \"...\", \"zh\": \"...\"}");
    return std::nullopt;
  }
  if (t.en.empty()) c.fail(where, "needs English text (\"en\")");
  else if (t.en.size() > max_bytes || t.zh.size() > max_bytes)
    c.fail(where, "is longer than " + std::to_string(max_bytes) + " bytes");
  if (c.failed()) return std::nullopt;
  return t;
}

std::vector<json::Value> action_list(const json::Value& slide, std::size_t index, std::string_view key,
                                     std::span<const std::string> actions, Checker& c) {
  const json::Value* v = slide.find(key);
  if (!v) return {};
  const std::string where = field_of(index, key);
  if (!v->is_array()) {
    c.fail(where, "must be a list of actions");
    return {};
  }
  if (v->array.size() > kLectureMaxActions) {
    c.fail(where, "has more than " + std::to_string(kLectureMaxActions) + " actions");
    return {};
  }
  for (std::size_t i = 0; i < v->array.size(); ++i) {
    const json::Value& a = v->array[i];
    const std::string at = where + " (action " + std::to_string(i + 1) + ")";
    const json::Value* type = a.find("type");
    if (!a.is_object() || !type || !type->is_string()) {
      c.fail(at, "must be an object with a string \"type\"");
      return {};
    }
    if (type->string.rfind("lecture.", 0) == 0) {
      c.fail(at, "\"" + type->string + "\" cannot run inside a slide");
      return {};
    }
    if (std::find(actions.begin(), actions.end(), type->string) == actions.end()) {
      c.fail(at, "unknown action type \"" + type->string + "\"");
      return {};
    }
  }
  return v->array;
}

// "about": a list of item names, each a short string of printable characters.
std::vector<std::string> about_list(const json::Value& slide, std::size_t index, Checker& c) {
  const json::Value* v = slide.find("about");
  if (!v) return {};
  const std::string where = field_of(index, "about");
  if (!v->is_array()) {
    c.fail(where, "must be a list of item names such as \"tile.12\" or \"tree.node:\"");
    return {};
  }
  if (v->array.size() > kLectureMaxAbout) {
    c.fail(where, "has more than " + std::to_string(kLectureMaxAbout) + " item names");
    return {};
  }
  std::vector<std::string> out;
  for (std::size_t i = 0; i < v->array.size(); ++i) {
    const json::Value& x = v->array[i];
    const bool printable = x.is_string() && std::all_of(x.string.begin(), x.string.end(), [](char ch) {
      return static_cast<unsigned char>(ch) > ' ' && ch != 0x7F;
    });
    if (!printable || x.string.empty() || x.string.size() > kLectureMaxItemName) {
      c.fail(where + " (name " + std::to_string(i + 1) + ")",
             "must be an item name of 1 to " + std::to_string(kLectureMaxItemName) + " characters without spaces");
      return {};
    }
    out.push_back(x.string);
  }
  return out;
}

void write_text(json::Writer& w, const LocalText& t) {
  w.begin_object().key("en").value(t.en);
  if (!t.zh.empty()) w.key("zh").value(t.zh);
  w.end_object();
}

}  // namespace

LectureParse parse_lecture(std::string_view json_text, std::span<const std::string> actions) {
  if (json_text.size() > kLectureMaxJsonBytes)
    return {std::nullopt, "the lecture is larger than " + std::to_string(kLectureMaxJsonBytes / 1024) + " KB"};
  json::ParseResult p = json::parse(json_text);
  if (!p.value) return {std::nullopt, "the lecture is not valid JSON (" + p.error + ")"};
  return lecture_from_value(*p.value, actions);
}

LectureParse lecture_from_value(const json::Value& v, std::span<const std::string> actions) {
  Checker c;
  if (!v.is_object()) return {std::nullopt, "a lecture must be a JSON object with \"title\" and \"slides\""};
  if (const json::Value* ver = v.find("version"); ver && !(ver->is_number() && ver->number == 1))
    return {std::nullopt, "field \"version\": this app reads lectures of version 1"};
  Lecture lec;
  if (const json::Value* id = v.find("id")) {
    if (!id->is_string()) return {std::nullopt, "field \"id\": must be a string"};
    lec.id = id->string;
  }
  auto title = local_text(v.find("title"), "field \"title\"", 200, c);
  if (!title) return {std::nullopt, c.error};
  lec.title = *title;
  const json::Value* slides = v.find("slides");
  if (!slides || !slides->is_array() || slides->array.empty())
    return {std::nullopt, "field \"slides\": must be a list of at least one slide"};
  if (slides->array.size() > kLectureMaxSlides)
    return {std::nullopt, "field \"slides\": more than " + std::to_string(kLectureMaxSlides) + " slides"};
  for (std::size_t i = 0; i < slides->array.size(); ++i) {
    const json::Value& s = slides->array[i];
    const std::size_t n = i + 1;
    if (!s.is_object()) return {std::nullopt, "slide " + std::to_string(n) + ": must be an object"};
    for (const auto& [k, x] : s.object)
      if (k != "text" && k != "link" && k != "view" && k != "enter" && k != "about")
        return {std::nullopt, "slide " + std::to_string(n) + ": unknown field \"" + k + "\""};
    Slide slide;
    auto text = local_text(s.find("text"), field_of(n, "text"), kLectureMaxTextBytes, c);
    if (!text) return {std::nullopt, c.error};
    slide.text = *text;
    const json::Value* link = s.find("link");
    if (!link || !link->is_string() || link->string.empty())
      return {std::nullopt, field_of(n, "link") + ": must be a share-link query such as \"?game=number&max=20\""};
    if (link->string.size() > kLectureMaxLinkBytes)
      return {std::nullopt, field_of(n, "link") + ": longer than " + std::to_string(kLectureMaxLinkBytes) + " bytes"};
    slide.link = link->string;
    slide.view = action_list(s, n, "view", actions, c);
    slide.enter = action_list(s, n, "enter", actions, c);
    slide.about = about_list(s, n, c);
    if (c.failed()) return {std::nullopt, c.error};
    lec.slides.push_back(std::move(slide));
  }
  return {std::move(lec), ""};
}

void write_value(json::Writer& w, const json::Value& v) {
  switch (v.type) {
    case json::Value::Type::Null: w.null(); break;
    case json::Value::Type::Bool: w.value(v.boolean); break;
    case json::Value::Type::Number:
      // Whole numbers (moves, depths, indices) stay whole in the text.
      if (v.number == std::floor(v.number) && std::fabs(v.number) < 9007199254740992.0)
        w.value(static_cast<std::int64_t>(v.number));
      else
        w.value(v.number);
      break;
    case json::Value::Type::String: w.value(v.string); break;
    case json::Value::Type::Array:
      w.begin_array();
      for (const auto& x : v.array) write_value(w, x);
      w.end_array();
      break;
    case json::Value::Type::Object:
      w.begin_object();
      for (const auto& [k, x] : v.object) {
        w.key(k);
        write_value(w, x);
      }
      w.end_object();
      break;
  }
}

std::string lecture_to_json(const Lecture& lecture) {
  json::Writer w;
  w.begin_object().key("version").value(1);
  if (!lecture.id.empty()) w.key("id").value(lecture.id);
  w.key("title");
  write_text(w, lecture.title);
  w.key("slides").begin_array();
  for (const Slide& s : lecture.slides) {
    w.begin_object().key("text");
    write_text(w, s.text);
    w.key("link").value(s.link);
    for (auto [key, list] : {std::pair{"view", &s.view}, std::pair{"enter", &s.enter}}) {
      w.key(key).begin_array();
      for (const auto& a : *list) write_value(w, a);
      w.end_array();
    }
    if (!s.about.empty()) {
      w.key("about").begin_array();
      for (const std::string& name : s.about) w.value(name);
      w.end_array();
    }
    w.end_object();
  }
  w.end_array().end_object();
  return w.str();
}

std::vector<std::string> slide_about(const Slide& slide) {
  return slide.about.empty() ? std::vector<std::string>{"tree.node:"} : slide.about;
}

bool item_matches(std::string_view pattern, std::string_view name) {
  if (!pattern.empty() && pattern.back() == '*') return name.starts_with(pattern.substr(0, pattern.size() - 1));
  return pattern == name;
}

std::string_view slide_corner_name(SlideCorner c) {
  switch (c) {
    case SlideCorner::TopRight: return "top-right";
    case SlideCorner::TopLeft: return "top-left";
    case SlideCorner::BottomRight: return "bottom-right";
    case SlideCorner::BottomLeft: return "bottom-left";
  }
  return "top-right";
}

PageBox slide_window_box(const PageBox& area, float w, float h, SlideCorner c) {
  const bool left = c == SlideCorner::TopLeft || c == SlideCorner::BottomLeft;
  const bool top = c == SlideCorner::TopLeft || c == SlideCorner::TopRight;
  const float x = left ? area.x + kSlideMargin : std::max(area.x, area.right() - kSlideMargin - w);
  const float y = top ? area.y + kSlideMargin : std::max(area.y, area.bottom() - kSlideMargin - h);
  return {x, y, w, h};
}

namespace {

bool overlaps(const PageBox& a, const PageBox& b) {
  return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

// The tallest window at corner `c` that keeps kSlideGap from every item in its column.
float room_at(const PageBox& area, float w, SlideCorner c, std::span<const PageBox> items) {
  const bool top = c == SlideCorner::TopLeft || c == SlideCorner::TopRight;
  const PageBox col = slide_window_box(area, w, area.h - 2 * kSlideMargin, c);
  float room = col.h;
  for (const PageBox& it : items) {
    if (!(it.x < col.right() + kSlideGap && col.x - kSlideGap < it.right())) continue;  // beside the column
    if (it.bottom() <= col.y || it.y >= col.bottom()) continue;                          // above or below the area
    room = std::min(room, top ? it.y - kSlideGap - col.y : col.bottom() - it.bottom() - kSlideGap);
  }
  return std::max(room, 0.0f);
}

}  // namespace

SlidePlacement place_slide_window(const PageBox& area, float w, float want_h, float min_h,
                                  std::span<const PageBox> items, std::optional<SlideCorner> keep) {
  std::vector<SlideCorner> order;
  if (keep) order.push_back(*keep);
  for (SlideCorner c : {SlideCorner::TopRight, SlideCorner::TopLeft, SlideCorner::BottomRight, SlideCorner::BottomLeft})
    if (c != keep) order.push_back(c);
  std::optional<SlidePlacement> roomiest;
  for (SlideCorner c : order) {
    const float room = room_at(area, w, c, items);
    if (room >= want_h) return {c, want_h, 0};
    if (room >= min_h && (!roomiest || room > roomiest->max_h)) roomiest = SlidePlacement{c, room, 0};
  }
  if (roomiest) return *roomiest;
  // Nowhere clear: the whole window where it covers the fewest items.
  SlidePlacement best{order.front(), want_h, items.size() + 1};
  for (SlideCorner c : order) {
    const PageBox box = slide_window_box(area, w, want_h, c);
    const auto n = static_cast<std::size_t>(
        std::count_if(items.begin(), items.end(), [&](const PageBox& it) { return overlaps(box, it); }));
    if (n < best.covered) best = {c, want_h, n};
  }
  return best;
}

std::size_t lecture_step(std::size_t index, std::ptrdiff_t delta, std::size_t count) {
  if (count == 0) return 0;
  const std::ptrdiff_t last = static_cast<std::ptrdiff_t>(count) - 1;
  return static_cast<std::size_t>(std::clamp(static_cast<std::ptrdiff_t>(index) + delta, std::ptrdiff_t{0}, last));
}

std::string lecture_query(std::string_view payload) { return "?lecture=" + std::string(payload); }

PayloadParse lecture_payload(std::string_view query) {
  if (!query.empty() && query.front() == '?') query.remove_prefix(1);
  while (!query.empty()) {
    const std::size_t amp = query.find('&');
    const std::string_view part = query.substr(0, amp);
    query = amp == std::string_view::npos ? std::string_view() : query.substr(amp + 1);
    if (part.rfind("lecture=", 0) != 0) continue;
    const std::string_view p = part.substr(8);
    if (p.empty()) return {std::nullopt, "the lecture link is empty"};
    if (p.size() > kLectureMaxLinkPayload)
      return {std::nullopt, "the lecture link is longer than " + std::to_string(kLectureMaxLinkPayload) +
                                " characters (share it as a file instead)"};
    if (!std::all_of(p.begin(), p.end(), is_base64url_char))
      return {std::nullopt, "the lecture link is damaged (it holds characters a lecture link never has)"};
    return {std::string(p), ""};
  }
  return {std::nullopt, "the link holds no lecture"};
}

std::string drop_query_key(std::string_view query, std::string_view key) {
  const bool q = !query.empty() && query.front() == '?';
  if (q) query.remove_prefix(1);
  std::string out;
  while (!query.empty()) {
    const std::size_t amp = query.find('&');
    const std::string_view part = query.substr(0, amp);
    query = amp == std::string_view::npos ? std::string_view() : query.substr(amp + 1);
    if (part.substr(0, part.find('=')) == key) continue;
    if (!out.empty()) out += '&';
    out += part;
  }
  return (q ? "?" : "") + out;
}

// ---- Markdown subset

namespace {

bool is_digit(char ch) { return ch >= '0' && ch <= '9'; }

// Splits plain text into runs, marking numbers: digits with an optional
// "..", "^", "," or "." joining more digits ("2..20", "10^18", "3,569,239").
void add_plain(std::vector<TextRun>& runs, std::string_view s, bool bold, bool italic) {
  std::size_t i = 0;
  auto push = [&](std::string_view t, bool number) {
    if (t.empty()) return;
    if (!runs.empty() && runs.back().bold == bold && runs.back().italic == italic && runs.back().number == number)
      runs.back().text += t;
    else
      runs.push_back({std::string(t), bold, italic, number});
  };
  while (i < s.size()) {
    // A digit starts a number unless it continues a word ("x2", "U+2190").
    const bool starts = is_digit(s[i]) && (i == 0 || !std::isalpha(static_cast<unsigned char>(s[i - 1])));
    if (!starts) {
      std::size_t j = i + 1;
      while (j < s.size() && !(is_digit(s[j]) && !std::isalpha(static_cast<unsigned char>(s[j - 1])))) ++j;
      push(s.substr(i, j - i), false);
      i = j;
      continue;
    }
    std::size_t j = i;
    while (j < s.size()) {
      if (is_digit(s[j])) { ++j; continue; }
      std::size_t sep = s.compare(j, 2, "..") == 0 ? 2 : (s[j] == '^' || s[j] == ',' || s[j] == '.') ? 1 : 0;
      if (sep && j + sep < s.size() && is_digit(s[j + sep])) { j += sep; continue; }
      break;
    }
    push(s.substr(i, j - i), true);
    i = j;
  }
}

std::vector<TextRun> parse_inline(std::string_view s) {
  std::vector<TextRun> runs;
  bool bold = false, italic = false;
  std::size_t start = 0, i = 0;
  while (i < s.size()) {
    const bool strong = s.compare(i, 2, "**") == 0;
    // A lone * or _ toggles italics only next to text (not "2 * 3", not snake_case).
    const bool em = !strong && (s[i] == '*' || s[i] == '_') &&
                    (italic ? i > 0 && s[i - 1] != ' '
                            : i + 1 < s.size() && s[i + 1] != ' ' &&
                                  (i == 0 || !std::isalnum(static_cast<unsigned char>(s[i - 1]))));
    if (!strong && !em) { ++i; continue; }
    add_plain(runs, s.substr(start, i - start), bold, italic);
    if (strong) bold = !bold;
    else italic = !italic;
    i += strong ? 2 : 1;
    start = i;
  }
  add_plain(runs, s.substr(start), bold, italic);
  return runs;
}

}  // namespace

std::vector<TextLine> parse_slide_text(std::string_view text) {
  std::vector<TextLine> lines;
  while (!text.empty()) {
    const std::size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    std::size_t lead = line.find_first_not_of(' ');
    if (lead == std::string_view::npos) {
      if (!lines.empty() && lines.back().kind != TextLine::Kind::Blank) lines.push_back({TextLine::Kind::Blank, 0, {}});
      continue;
    }
    line.remove_prefix(lead);
    TextLine out;
    if (line.size() >= 2 && (line[0] == '-' || line[0] == '*') && line[1] == ' ') {
      out.kind = TextLine::Kind::Bullet;
      line.remove_prefix(2);
    } else {
      std::size_t d = 0;
      while (d < line.size() && d < 3 && is_digit(line[d])) ++d;
      if (d > 0 && d + 1 < line.size() && line[d] == '.' && line[d + 1] == ' ') {
        out.kind = TextLine::Kind::Numbered;
        out.ordinal = std::stoi(std::string(line.substr(0, d)));
        line.remove_prefix(d + 2);
      }
    }
    out.runs = parse_inline(line);
    lines.push_back(std::move(out));
  }
  while (!lines.empty() && lines.back().kind == TextLine::Kind::Blank) lines.pop_back();
  return lines;
}

}  // namespace gtl::model
