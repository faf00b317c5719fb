// The C entry points behind window.gtl (see shell.html): JSON strings in and out.
// Returned pointers stay valid until the next call of the same function; the
// page copies them at once (ccall with return type 'string').
#include <emscripten.h>

#include <cstdint>
#include <string>
#include <string_view>

#include "app/shell/app.hpp"
#include "app/kit/lazy_lesson.hpp"
#include "core/json.hpp"
#include "model/i18n.hpp"
extern "C" {
#include "qrcodegen.h"
}

namespace {
std::string g_state, g_dispatch, g_rect, g_texts, g_twin, g_words, g_twin_cmd, g_qr;
}

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* gtl_state() {
  g_state = gtl::app::App::current().state_json();
  return g_state.c_str();
}

// Asks for a frame soon (window.gtl.drawn): the idle loop otherwise draws only
// every half second, and a caller waiting for the frame that shows a change
// should not wait for the heartbeat.
EMSCRIPTEN_KEEPALIVE void gtl_wake() { gtl::app::App::current().wake(); }

// index.deferred.wasm is in (ok = 1) or could not be loaded (why): the lesson
// waiting for it is made on the next frame (kit/lazy_lesson.hpp).
EMSCRIPTEN_KEEPALIVE void gtl_lesson_code_arrived(int ok, const char* why) {
  gtl::app::lesson_code_arrived(ok != 0, why ? why : "");
  gtl::app::App::current().wake();
}

// The page has encoded an exported PNG (src/app/shell/ui_export.cpp): its size for
// the dialog's status line.
EMSCRIPTEN_KEEPALIVE void gtl_export_done(double bytes, int width, int height) {
  gtl::app::App::current().export_png_saved(static_cast<std::size_t>(bytes), width, height);
}

// The QR code of a text (the live class's join URL, web/page/live_page.js) with
// nayuki's QR Code generator, error correction level M (boosted when it fits),
// versions 1 to 15: {"size": n, "modules": "0101…"} (n×n modules, row by row,
// 1 = dark), or null when the text does not fit.
EMSCRIPTEN_KEEPALIVE const char* gtl_qr(const char* text) {
  constexpr int kMaxVersion = 15;
  static std::uint8_t temp[qrcodegen_BUFFER_LEN_FOR_VERSION(kMaxVersion)];
  static std::uint8_t qr[qrcodegen_BUFFER_LEN_FOR_VERSION(kMaxVersion)];
  if (!text || !qrcodegen_encodeText(text, temp, qr, qrcodegen_Ecc_MEDIUM, qrcodegen_VERSION_MIN, kMaxVersion,
                                     qrcodegen_Mask_AUTO, true)) {
    g_qr = "null";
    return g_qr.c_str();
  }
  const int n = qrcodegen_getSize(qr);
  g_qr = "{\"size\":" + std::to_string(n) + ",\"modules\":\"";
  g_qr.reserve(g_qr.size() + static_cast<std::size_t>(n) * n + 2);
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) g_qr += qrcodegen_getModule(qr, x, y) ? '1' : '0';
  g_qr += "\"}";
  return g_qr.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* gtl_dispatch(const char* action_json) {
  g_dispatch = gtl::app::App::current().dispatch_json(action_json ? action_json : "");
  return g_dispatch.c_str();
}

// {"x","y","w","h"} in CSS pixels relative to the canvas, or null.
EMSCRIPTEN_KEEPALIVE const char* gtl_item_rect(const char* id) {
  auto r = gtl::app::App::current().items().find(id ? id : "");
  if (!r) {
    g_rect = "null";
  } else {
    gtl::json::Writer w;
    w.begin_object().key("x").value(double(r->x)).key("y").value(double(r->y));
    w.key("w").value(double(r->w)).key("h").value(double(r->h)).end_object();
    g_rect = w.str();
  }
  return g_rect.c_str();
}

// {"harden.stopped.memory": "...", ...}: the notices the page shows after the
// module aborted, in the UI's current language. The page asks for them while the
// module runs, because nothing can be asked of it after an abort.
EMSCRIPTEN_KEEPALIVE const char* gtl_texts() {
  gtl::json::Writer w;
  w.begin_object();
  for (const auto& e : gtl::i18n::table(gtl::i18n::Lang::En)) {
    if (std::string_view(e.key).starts_with("harden.stopped.")) w.key(e.key).value(gtl::i18n::tr(e.key));
  }
  w.end_object();
  g_texts = w.str();
  return g_texts.c_str();
}

// The accessible twin (web/page/a11y.js, app/shell/a11y.hpp): ImGui's items, named
// items' rectangles and the ARIA tree of the last frame.
EMSCRIPTEN_KEEPALIVE const char* gtl_twin() {
  g_twin = gtl::app::App::current().twin_json();
  return g_twin.c_str();
}

// A command of the twin: {"op": "activate"|"type"|"reveal"|"close", "id": <ImGui id>, "text"}.
// Answers {"ok": true} or {"ok": false, "error"}; applied before the next frame.
EMSCRIPTEN_KEEPALIVE const char* gtl_twin_command(const char* command) {
  gtl::app::App& app = gtl::app::App::current();
  gtl::json::Writer w;
  std::string error;
  const gtl::json::ParseResult parsed = gtl::json::parse(command ? command : "");
  const std::optional<gtl::json::Value>& v = parsed.value;
  const gtl::json::Value* op = v ? v->find("op") : nullptr;
  const gtl::json::Value* id = v ? v->find("id") : nullptr;
  bool ok = false;
  if (!op || !op->is_string() || !id || !id->is_number() || id->number < 0 || id->number > 4294967295.0) {
    error = "a twin command is {op, id}";
  } else {
    const auto imid = static_cast<unsigned>(id->number);
    const gtl::json::Value* text = v->find("text");
    if (op->string == "activate") ok = app.a11y().activate(imid);
    else if (op->string == "reveal") ok = app.a11y().reveal(imid);
    else if (op->string == "close") ok = app.a11y().close_menu(imid);
    else if (op->string == "type") ok = app.a11y().type_into(imid, text && text->is_string() ? text->string : "");
    else error = "unknown twin command";
    if (!ok && error.empty()) error = "no such item in the last frame";
  }
  app.wake();
  w.begin_object().key("ok").value(ok);
  if (!ok) w.key("error").value(error);
  w.end_object();
  g_twin_cmd = w.str();
  return g_twin_cmd.c_str();
}

// The twin's own words in the UI's language: the shell's "a11y.*" rows, and
// each lesson's "<game>.a11y.*" rows (its controls' names in words).
EMSCRIPTEN_KEEPALIVE const char* gtl_twin_words() {
  gtl::json::Writer w;
  w.begin_object();
  for (const auto& e : gtl::i18n::table(gtl::i18n::Lang::En)) {
    if (std::string_view(e.key).starts_with("a11y.")) w.key(e.key).value(gtl::i18n::tr(e.key));
  }
  for (const auto& lesson : gtl::app::App::current().lessons()) {
    for (const auto& e : lesson->strings(gtl::i18n::Lang::En))
      if (std::string_view(e.key).find(".a11y.") != std::string_view::npos) w.key(e.key).value(gtl::i18n::tr(e.key));
  }
  w.end_object();
  g_words = w.str();
  return g_words.c_str();
}

// The shell's rows whose key starts with `prefix` ("live."), in the UI's
// language, as {key: text}: the page's scripts that keep no words of their own
// (web/page/live_page.js). Chinese is the UI's language only once its rows are in.
EMSCRIPTEN_KEEPALIVE const char* gtl_words(const char* prefix) {
  const std::string_view want = prefix ? prefix : "";
  gtl::json::Writer w;
  w.begin_object();
  for (const auto& e : gtl::i18n::table(gtl::i18n::Lang::En))
    if (!want.empty() && std::string_view(e.key).starts_with(want)) w.key(e.key).value(gtl::i18n::tr(e.key));
  w.end_object();
  g_words = w.str();
  return g_words.c_str();
}

// The page's prefers-reduced-motion and where its keyboard focus is (the twin or not).
EMSCRIPTEN_KEEPALIVE void gtl_set_reduced_motion(int on) { gtl::app::App::current().set_system_reduced_motion(on != 0); }
EMSCRIPTEN_KEEPALIVE void gtl_set_twin_focus(int on) { gtl::app::App::current().set_twin_focus(on != 0); }

// Answers of web/page/lecture.js: a lecture's compressed link (for lecture.export and
// "Copy the lecture link"), or why a lecture link or file could not be read.
EMSCRIPTEN_KEEPALIVE void gtl_lecture_deflated(double revision, const char* payload) {
  gtl::app::App::current().lecture().deflated(static_cast<std::uint64_t>(revision), payload ? payload : "");
  gtl::app::App::current().wake();
}

EMSCRIPTEN_KEEPALIVE void gtl_lecture_failed(const char* why) {
  gtl::app::App::current().lecture().failed(why ? why : "");
  gtl::app::App::current().wake();
}

}  // extern "C"
