// A minimal XML reader for the SVG export tests: well-formedness, elements
// with their attributes and text, classes, and what lies inside a group;
// written here, not with the writer's own code. Plus a palette whose every
// colour is distinct, so a test can tell which was used.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "model/svg_export.hpp"

namespace gtl::model::svg_check {

// ------------------------------------------------------------------ a minimal XML reader
struct Element {
  std::string name;
  std::map<std::string, std::string> attrs;
  std::string text;  // character data directly inside, entities decoded
  int parent = -1;
};

struct Xml {
  bool ok = false;
  std::string error;
  std::vector<Element> elements;
};

inline bool is_name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == ':' || c == '.';
}

// Decodes the five named entities and numeric ones; false on a bare '&' or '<'.
inline bool decode(std::string_view s, std::string& out) {
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '<') return false;
    if (s[i] != '&') {
      out += s[i];
      continue;
    }
    const std::size_t semi = s.find(';', i);
    if (semi == std::string_view::npos) return false;
    const std::string_view ent = s.substr(i + 1, semi - i - 1);
    static const std::map<std::string_view, char> named{{"amp", '&'}, {"lt", '<'}, {"gt", '>'}, {"quot", '"'}, {"apos", '\''}};
    if (auto it = named.find(ent); it != named.end()) out += it->second;
    else if (ent.size() > 1 && ent[0] == '#') out += '?';
    else return false;
    i = semi;
  }
  return true;
}

inline Xml parse_xml(const std::string& doc) {
  Xml x;
  std::vector<int> open;
  std::size_t i = 0;
  auto fail = [&](const std::string& why) {
    x.error = why + " at byte " + std::to_string(i);
    return x;
  };
  if (doc.rfind("<?xml", 0) == 0) i = doc.find("?>") + 2;
  bool root_seen = false;
  while (i < doc.size()) {
    if (doc[i] != '<') {
      const std::size_t end = doc.find('<', i);
      const std::string_view chunk(doc.data() + i, (end == std::string::npos ? doc.size() : end) - i);
      std::string text;
      if (!decode(chunk, text)) return fail("bad character data");
      if (open.empty()) {
        if (text.find_first_not_of(" \n\t\r") != std::string::npos) return fail("text outside the root");
      } else {
        x.elements[static_cast<std::size_t>(open.back())].text += text;
      }
      i += chunk.size();
      continue;
    }
    if (doc.compare(i, 4, "<!--") == 0) {
      const std::size_t end = doc.find("-->", i);
      if (end == std::string::npos) return fail("unclosed comment");
      i = end + 3;
      continue;
    }
    if (doc.compare(i, 2, "</") == 0) {
      std::size_t j = i + 2;
      while (j < doc.size() && is_name_char(doc[j])) ++j;
      const std::string name = doc.substr(i + 2, j - i - 2);
      if (j >= doc.size() || doc[j] != '>') return fail("bad end tag");
      if (open.empty() || x.elements[static_cast<std::size_t>(open.back())].name != name)
        return fail("end tag </" + name + "> does not match");
      open.pop_back();
      i = j + 1;
      continue;
    }
    std::size_t j = i + 1;
    while (j < doc.size() && is_name_char(doc[j])) ++j;
    Element e;
    e.name = doc.substr(i + 1, j - i - 1);
    if (e.name.empty()) return fail("empty tag name");
    if (open.empty() && root_seen) return fail("a second root element");
    root_seen = true;
    e.parent = open.empty() ? -1 : open.back();
    bool self_closing = false;
    while (true) {
      while (j < doc.size() && std::isspace(static_cast<unsigned char>(doc[j]))) ++j;
      if (j >= doc.size()) return fail("unclosed tag");
      if (doc[j] == '>') { ++j; break; }
      if (doc.compare(j, 2, "/>") == 0) { j += 2; self_closing = true; break; }
      const std::size_t a = j;
      while (j < doc.size() && is_name_char(doc[j])) ++j;
      const std::string key = doc.substr(a, j - a);
      if (key.empty() || j + 1 >= doc.size() || doc[j] != '=' || doc[j + 1] != '"') return fail("bad attribute");
      const std::size_t close = doc.find('"', j + 2);
      if (close == std::string::npos) return fail("unclosed attribute");
      std::string value;
      if (!decode(std::string_view(doc).substr(j + 2, close - j - 2), value)) return fail("bad attribute value");
      if (!e.attrs.emplace(key, value).second) return fail("attribute " + key + " twice");
      j = close + 1;
    }
    x.elements.push_back(std::move(e));
    if (!self_closing) open.push_back(static_cast<int>(x.elements.size() - 1));
    i = j;
  }
  if (!open.empty()) return fail("unclosed element <" + x.elements[static_cast<std::size_t>(open.back())].name + ">");
  if (!root_seen) return fail("no root element");
  x.ok = true;
  return x;
}

inline bool has_class(const Element& e, std::string_view cls) {
  auto it = e.attrs.find("class");
  if (it == e.attrs.end()) return false;
  const std::string& c = it->second;
  std::size_t p = 0;
  while (p <= c.size()) {
    const std::size_t q = std::min(c.find(' ', p), c.size());
    if (std::string_view(c).substr(p, q - p) == cls) return true;
    p = q + 1;
  }
  return false;
}

inline std::vector<const Element*> with_class(const Xml& x, std::string_view name, std::string_view cls) {
  std::vector<const Element*> out;
  for (const Element& e : x.elements)
    if (e.name == name && has_class(e, cls)) out.push_back(&e);
  return out;
}

// Elements below the one at index `g` (any depth).
inline std::vector<const Element*> inside(const Xml& x, const Element* g) {
  std::vector<const Element*> out;
  const auto gi = static_cast<int>(g - x.elements.data());
  for (const Element& e : x.elements)
    for (int p = e.parent; p >= 0; p = x.elements[static_cast<std::size_t>(p)].parent)
      if (p == gi) {
        out.push_back(&e);
        break;
      }
  return out;
}

// A palette whose every colour is distinct, so a test can tell which was used.
inline SvgPalette test_palette() {
  SvgPalette p;
  p.win = 0x0000A1, p.lose = 0x0000A2, p.draw = 0x0000A3, p.unknown = 0x0000A4;
  p.win_ink = 0x0000B1, p.lose_ink = 0x0000B2, p.draw_ink = 0x0000B3, p.unknown_ink = 0x0000B4;
  p.highlight = 0x0000C1, p.edge = 0x0000C2, p.first = 0x0000C5;
  p.second = 0x0000C6;
  return p;
}

}  // namespace gtl::model::svg_check
