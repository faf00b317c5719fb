// Platform layer: window, GL context, event pump and the main loop, for the
// browser (Emscripten, WebGL2) and the desktop (SDL2 + OpenGL 3). Everything the
// user sees is built by gtl::app::App; this file only hosts it.
//
// Idle throttling: a frame is drawn when input arrived, an animation runs, an
// automation action came in, or during a few frames after any of these (ImGui
// needs them to settle hover and focus). Otherwise the loop draws at most two
// frames a second, so a laptop in class stays cool. While a solve runs in the
// worker and nothing else moves, it draws ten a second (the progress bar).
#include <SDL.h>
static_assert(SDL_MAJOR_VERSION == 2, "SDL2 headers expected (not Emscripten's built-in SDL 1)");

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>

#include "app/shell/app.hpp"
#include "app/shell/frame_digest.hpp"
#include "app/platform/app_args.hpp"
#include "app/lessons/registry.hpp"
#include "app/platform/gl_renderer.hpp"
#include "app/platform/worker_solve_job.hpp"
#include "app/kit/key_presses.hpp"
#include "app/kit/lazy_lesson.hpp"
#include "app/kit/theme.hpp"
#include "core/judge_io.hpp"
#include "model/i18n.hpp"
#include "imgui.h"
#include "imgui_internal.h"  // GImGui->InputEventsQueue: input ImGui has not consumed yet
#include "imgui_impl_sdl2.h"

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#include <emscripten.h>
#include <emscripten/html5.h>
#else
#include <SDL_opengl.h>
#endif

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kSettleFrames = 8;            // frames drawn after the last wake-up
constexpr int kWaitSettleFrames = 2;        // after a wake-up while only a worker solve runs
constexpr double kIdleRedrawSeconds = 0.5;  // heartbeat while idle
constexpr double kWaitRedrawSeconds = 0.1;  // while only a worker solve runs (App::only_waiting)

struct Host {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  gtl::app::App* app = nullptr;
  bool quit = false;
  int settle = kSettleFrames;
  Clock::time_point last_draw{};
  float font_scale = 0;
  float font_px = 0;
  long frames_left = -1;  // native --frames N: stop after N frames
  bool first_frame_done = false;
  bool drew_last = false;  // the last loop iteration drew a frame
  std::string shown_link;  // the share link last written to the address bar
  std::uint64_t shown_digest = 0;  // the frame on the screen (frame_digest)
  bool exposed = true;             // the window's pixels must be drawn again (desktop: uncovered, resized)
  gtl::app::GlRenderer renderer;
};

Host g_host;

float pixel_ratio() {
#ifdef __EMSCRIPTEN__
  return static_cast<float>(emscripten_get_device_pixel_ratio());
#else
  int w = 0, dw = 0, h = 0, dh = 0;
  SDL_GetWindowSize(g_host.window, &w, &h);
  SDL_GL_GetDrawableSize(g_host.window, &dw, &dh);
  return w > 0 ? static_cast<float>(dw) / static_cast<float>(w) : 1.0f;
#endif
}

// Fonts are rasterised at device pixels, so text stays crisp on HiDPI screens
// and projectors; rebuilt when the pixel ratio or the chosen text size changes.
void refresh_fonts() {
  float scale = pixel_ratio();
  if (scale <= 0) scale = 1;
  const float px = g_host.app->settings().font_px;  // View > Text size
  // A language change (or the CJK font arriving) also rebuilds the atlas.
  if (scale == g_host.font_scale && px == g_host.font_px && !gtl::app::theme::fonts_stale()) return;
  g_host.font_scale = scale;
  g_host.font_px = px;
  gtl::app::theme::load_fonts(px, scale);
  g_host.renderer.upload_fonts();
}

void draw_frame() {
  auto start = Clock::now();
  refresh_fonts();
  ImGui_ImplSDL2_NewFrame();
  g_host.app->before_new_frame();
  ImGui::NewFrame();
  g_host.app->frame();
  ImGui::Render();
  ImGuiIO& io = ImGui::GetIO();
  // The side panels' background: they draw none of their own (app.cpp, kPanelFlags).
  const gtl::app::theme::Rgb bg = gtl::app::theme::colors().window_bg;
  // A frame whose pixels would be the last frame's is not drawn again
  // (app/shell/frame_digest.hpp): the screen keeps showing it. Unless the
  // canvas lost its pixels: its size was set (shell.html says so).
#ifdef __EMSCRIPTEN__
  if (EM_ASM_INT({ const r = Module.gtlRepaint; Module.gtlRepaint = false; return r ? 1 : 0; })) g_host.exposed = true;
#endif
  const std::uint64_t digest =
      gtl::app::frame_digest(*ImGui::GetDrawData(), (g_host.renderer.fonts_generation() << 24) ^ bg);
  if (digest != g_host.shown_digest || g_host.exposed) {
    g_host.shown_digest = digest;
    g_host.exposed = false;
    glViewport(0, 0, static_cast<int>(io.DisplaySize.x * io.DisplayFramebufferScale.x),
               static_cast<int>(io.DisplaySize.y * io.DisplayFramebufferScale.y));
    glClearColor(((bg >> 16) & 0xFF) / 255.0f, ((bg >> 8) & 0xFF) / 255.0f, (bg & 0xFF) / 255.0f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    g_host.renderer.render(*ImGui::GetDrawData());
    SDL_GL_SwapWindow(g_host.window);
    g_host.app->count_picture();
  }
  g_host.app->set_frame_ms(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
  g_host.last_draw = Clock::now();
#ifdef __EMSCRIPTEN__
  if (!g_host.first_frame_done) {
    EM_ASM({ if (Module.gtlFirstFrame) Module.gtlFirstFrame(); });
    gtl::app::prewarm_solve_worker();
  }
  // The page's own key handler (Shift+F: full screen) must not fire while the user types.
  // The accessible twin (web/page/a11y.js) learns that a frame was drawn, and
  // whether things are in motion: it mirrors what changed a few times a second
  // at most, and only once the motion has ended.
  // window.gtl.drawn() counts the frames drawn (Module.gtlFrameNo).
  EM_ASM({ Module.gtlTextInput = !!$0; Module.gtlFrameNo = $1; if (Module.gtlDrew) Module.gtlDrew($1, !!$2); }, io.WantTextInput,
         static_cast<double>(g_host.app->frame_count()), g_host.app->in_motion());
  // The hints choice, remembered for the next visit (connect_platform reads it).
  if (static int saved_hints = -1; saved_hints != int(g_host.app->settings().hints)) {
    saved_hints = int(g_host.app->settings().hints);
    EM_ASM({ try { localStorage.setItem('gtl.hints', $0 ? '1' : '0'); } catch (e) {} }, saved_hints);
  }
  // The address bar always holds the share link of the shown position.
  if (std::string link = g_host.app->share_link(); link != g_host.shown_link) {
    g_host.shown_link = link;
    EM_ASM({ try { history.replaceState(null, "", UTF8ToString($0)); } catch (e) {} }, link.c_str());
  }
#endif
  g_host.first_frame_done = true;
}

// The keys whose auto-repeat steps something (app/kit/key_presses.hpp);
// imgui_impl_sdl2 keeps its own keycode map private.
ImGuiKey repeat_key(SDL_Keycode k) {
  switch (k) {
    case SDLK_LEFT: return ImGuiKey_LeftArrow;
    case SDLK_RIGHT: return ImGuiKey_RightArrow;
    case SDLK_PAGEUP: return ImGuiKey_PageUp;
    case SDLK_PAGEDOWN: return ImGuiKey_PageDown;
    case SDLK_SPACE: return ImGuiKey_Space;
    case SDLK_EQUALS: return ImGuiKey_Equal;
    case SDLK_MINUS: return ImGuiKey_Minus;
    case SDLK_KP_PLUS: return ImGuiKey_KeypadAdd;
    case SDLK_KP_MINUS: return ImGuiKey_KeypadSubtract;
    default: return ImGuiKey_None;
  }
}

void loop_iteration() {
  SDL_Event e;
  bool input = false;
  while (SDL_PollEvent(&e)) {
    ImGui_ImplSDL2_ProcessEvent(&e);
    input = true;
    if (e.type == SDL_QUIT) g_host.quit = true;
    // ImGui drops a held key's repeated keydown; the app's stepping keys count it.
    if (e.type == SDL_KEYDOWN && e.key.repeat) gtl::app::keys::repeated(repeat_key(e.key.keysym.sym));
    if (e.type == SDL_FINGERDOWN || e.type == SDL_FINGERMOTION || e.type == SDL_FINGERUP) {
      // Touch: every finger goes to the tree's gesture recogniser (pan, pinch,
      // tap, double tap, long press: TreePanel::touch_*). SDL normalises a
      // finger to the canvas's CSS size (on the web) or the window, which is
      // the window size ImGui works in: the same CSS pixels as the mouse and
      // window.gtl.itemRect, at any devicePixelRatio. The first finger also
      // arrives as SDL's touch mouse, which ImGui's backend marks as such.
      int w = 0, h = 0;
      SDL_GetWindowSize(g_host.window, &w, &h);
      const float x = e.tfinger.x * static_cast<float>(w), y = e.tfinger.y * static_cast<float>(h);
      const auto finger = static_cast<std::int64_t>(e.tfinger.fingerId);
      const double ms = e.tfinger.timestamp;
      gtl::app::TreePanel& tree = g_host.app->tree();
      if (e.type == SDL_FINGERDOWN) tree.touch_down(finger, x, y, ms);
      else if (e.type == SDL_FINGERMOTION) tree.touch_move(finger, x, y, ms);
      else tree.touch_up(finger, x, y, ms);
    }
    if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_CLOSE) g_host.quit = true;
    if (e.type == SDL_WINDOWEVENT && (e.window.event == SDL_WINDOWEVENT_EXPOSED || e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED))
      g_host.exposed = true;
  }
  // A finger held still becomes a long press with time alone: that needs a frame too.
  if (g_host.app->tree().touch_tick(static_cast<double>(SDL_GetTicks64()))) input = true;
  // ImGui trickles fast input (one key or button change per frame, so a quick
  // press-release is never lost); whatever it still holds must be drawn through
  // now, not at the idle heartbeat: typing 140 characters at 15 ms a key queues
  // ~400 frames of events after SDL's queue is already empty.
  const bool queued = !GImGui->InputEventsQueue.empty();
  const bool woken = g_host.app->take_wake();
  const double since_draw = std::chrono::duration<double>(Clock::now() - g_host.last_draw).count();
  bool draw = false;
  // Not working on the page yet: a worker solve is polled (or a job given its
  // slice), and may hand over to work on the page at once (the solved table
  // arrives), which then waits for the next iteration's slice.
  const bool was_working = g_host.app->page_working();
  if (!was_working) g_host.app->work();
  if (was_working || g_host.app->page_working()) {
    // Work on the main thread (a table being copied in, a tree being built, a
    // DAG laid out in steps): an iteration runs one slice of it or draws one
    // frame, never both, so no task holds a slice and the browser's wait for
    // that frame together. Frames show its progress bar every
    // kWaitRedrawSeconds, or answer input; never two in a row, so the work
    // goes on under a moving mouse.
    draw = was_working && !g_host.drew_last && (input || queued || woken || since_draw >= kWaitRedrawSeconds);
    if (was_working && !draw) g_host.app->work();
    g_host.settle = kSettleFrames;  // the frames after the work ends show its result
  } else {
    // A solve in the worker with nothing else moving redraws its progress bar
    // at kWaitRedrawSeconds; input still draws at once.
    const bool waiting = g_host.app->only_waiting();
    // An action that starts such a solve needs a frame or two to show its
    // progress bar, not the full settle: every frame drawn now competes with
    // the worker for the CPU.
    if (input || queued) g_host.settle = kSettleFrames;
    else if (woken || (g_host.app->animating() && !waiting))
      g_host.settle = std::max(g_host.settle, waiting ? kWaitSettleFrames : kSettleFrames);
    const bool heartbeat = since_draw >= (waiting ? kWaitRedrawSeconds : kIdleRedrawSeconds);
    draw = g_host.settle > 0 || heartbeat || g_host.frames_left >= 0;
    if (draw && g_host.settle > 0) --g_host.settle;
  }
  g_host.drew_last = draw;
  if (draw) {
    draw_frame();
    if (g_host.frames_left > 0 && --g_host.frames_left == 0) g_host.quit = true;
  }
#ifdef __EMSCRIPTEN__
  if (g_host.quit) emscripten_cancel_main_loop();
#endif
}

[[noreturn]] void fatal(const char* what) {
  std::fprintf(stderr, "game-tree-lab: %s: %s\n", what, SDL_GetError());
#ifdef __EMSCRIPTEN__
  EM_ASM({ if (Module.gtlFatal) Module.gtlFatal(UTF8ToString($0)); }, what);
#endif
  std::exit(1);
}

// SDL, the window and its GL context (WebGL2 / OpenGL 3); returns the GLSL
// version the renderer's shaders are written for.
const char* create_window() {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) fatal("SDL_Init failed");

#ifdef __EMSCRIPTEN__
  const char* glsl_version = "#version 300 es";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#else
  const char* glsl_version = "#version 130";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#endif
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  // ImGui draws in painter's order: no depth or stencil buffer to allocate,
  // clear or store each frame (SDL asks for a 16-bit depth buffer by default).
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
  auto flags = static_cast<SDL_WindowFlags>(SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  g_host.window = SDL_CreateWindow("Game Tree Lab", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 720, flags);
  if (!g_host.window) fatal("could not create the window");
  g_host.gl = SDL_GL_CreateContext(g_host.window);
  if (!g_host.gl) fatal("could not create an OpenGL context (WebGL2 / OpenGL 3 needed)");
  SDL_GL_MakeCurrent(g_host.window, g_host.gl);
#ifndef __EMSCRIPTEN__
  SDL_GL_SetSwapInterval(1);  // on the web the browser paces frames (rAF)
#endif
  return glsl_version;
}

// Dear ImGui's context, style, SDL backend and the app's own renderer.
void init_imgui(const char* glsl_version) {
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // layout is fixed; nothing to persist
  // Keyboard navigation stays off until the user presses Tab (App::before_new_frame).
  gtl::app::theme::apply_style(1.0f);
  ImGui_ImplSDL2_InitForOpenGL(g_host.window, g_host.gl);
  if (!g_host.renderer.init(glsl_version)) fatal("could not set up the renderer (shaders)");
}

// The app's hooks into the platform: the page's live class, clipboard and
// preferences (colour scheme, motion, pointer, language) on the web; the
// clipboard and full screen on the desktop.
void connect_platform(gtl::app::App& app) {
#ifdef __EMSCRIPTEN__
  // After the frame (a timeout): the page's live class reads the app's state.
  app.live_class = [](const char* what) {
    EM_ASM({
      const what = UTF8ToString($0);
      setTimeout(() => { if (window.gtl && gtl.livePage) gtl.livePage.open(what); }, 0);
    }, what);
  };
  // Hints as the user last left them on this device (a teacher who starts
  // without them keeps that choice; first launch: on). Saved on each change
  // (draw_frame).
  const int stored_hints = EM_ASM_INT({
    try { const v = localStorage.getItem('gtl.hints'); return v === '0' ? 0 : v === '1' ? 1 : -1; } catch (e) { return -1; }
  });
  if (stored_hints >= 0) app.settings().hints = stored_hints == 1;
  // A page beside the app (Help › About's notices.txt), in a new tab.
  app.open_page = [](const char* url) {
    EM_ASM({ window.open(new URL(UTF8ToString($0), location.href).href, '_blank', 'noopener'); }, url);
  };
  app.copy_to_clipboard = [](const std::string& query) {
    EM_ASM({
      const url = location.origin + location.pathname + UTF8ToString($0);
      if (navigator.clipboard) navigator.clipboard.writeText(url).catch(() => {});
    }, query.c_str());
  };
  // The browser's colour-scheme preference picks the first theme.
  if (EM_ASM_INT({ return window.matchMedia && matchMedia('(prefers-color-scheme: light)').matches ? 1 : 0; }))
    app.set_theme(gtl::app::theme::ThemeName::Light);
  // prefers-reduced-motion: reduce: nothing animates (View › Motion overrides it;
  // web/page/a11y.js passes later changes of the preference).
  app.set_system_reduced_motion(
      EM_ASM_INT({ return window.matchMedia && matchMedia('(prefers-reduced-motion: reduce)').matches ? 1 : 0; }) != 0);
  // A finger as the primary pointer (phones, tablets): the touch forms of the page.
  app.set_coarse_pointer(EM_ASM_INT({ return window.matchMedia && matchMedia('(pointer: coarse)').matches ? 1 : 0; }) != 0);
  // The browser's language picks the first language (a share link's lang= wins later).
  char browser_lang[32] = {};
  EM_ASM({ stringToUTF8(navigator.language || "", $0, $1); }, browser_lang, sizeof browser_lang);
  if (auto l = gtl::i18n::parse_lang(browser_lang)) app.set_lang(*l);
#else
  app.copy_to_clipboard = [](const std::string& query) { SDL_SetClipboardText(query.c_str()); };
  app.toggle_fullscreen = [] {
    const bool full = (SDL_GetWindowFlags(g_host.window) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
    SDL_SetWindowFullscreen(g_host.window, full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
  };
#endif
}

// Lectures: the page compresses links, downloads and reads files (web/page/lecture.js).
void connect_lecture(gtl::app::App& app) {
  gtl::app::LecturePanel::Host& lecture = app.lecture().host();
  lecture.copy = app.copy_to_clipboard;
#ifdef __EMSCRIPTEN__
  lecture.deflate = [](std::uint64_t revision, const std::string& json) {
    EM_ASM({ if (window.gtlLecture) gtlLecture.deflate($0, UTF8ToString($1)); }, static_cast<double>(revision), json.c_str());
  };
  lecture.inflate = [](const std::string& payload) {
    EM_ASM({
      if (window.gtlLecture) gtlLecture.inflate(UTF8ToString($0));
      else Module.ccall('gtl_lecture_failed', null, ['string'], ['the page could not load lecture.js']);
    }, payload.c_str());
  };
  lecture.fetch = [](const std::string& id) {
    EM_ASM({
      if (window.gtlLecture && gtlLecture.fetchBuiltin) gtlLecture.fetchBuiltin(UTF8ToString($0));
      else Module.ccall('gtl_lecture_failed', null, ['string'], ['the page cannot fetch lectures']);
    }, id.c_str());
  };
  lecture.download = [](const std::string& name, const std::string& text) {
    EM_ASM({ if (window.gtlLecture) gtlLecture.download(UTF8ToString($0), UTF8ToString($1)); }, name.c_str(), text.c_str());
  };
  lecture.upload = [] { EM_ASM({ if (window.gtlLecture) gtlLecture.upload(); }); };
#endif
}

}  // namespace

int main(int argc, char** argv) {
  const gtl::app::ParsedArgs parsed = gtl::app::parse_app_args(std::span<char* const>(argv + 1, argc - 1));
  if (!parsed.args) {
    std::fprintf(stderr, "game-tree-lab: %s\n", parsed.error.c_str());
    return 2;
  }
  if (parsed.args->help) {
    std::fputs(gtl::app::kAppHelp, stdout);
    return 0;
  }
  g_host.frames_left = parsed.args->frames;
  const std::string& link = parsed.args->link;
  // On the web the page's query string is the share link: shell.html opens it
  // (link.open) right after the first frame, before gtl.ready resolves.
#ifdef __EMSCRIPTEN__
  // SDL listens for keys on the canvas only (not the whole window), so the
  // page's other controls (the accessible twin, web/page/a11y.js) get their keys and
  // Tab can leave the canvas (no keyboard trap, WCAG 2.1.2).
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
#endif
  const char* glsl_version = create_window();
  init_imgui(glsl_version);

#ifdef __EMSCRIPTEN__
  gtl::app::use_worker_solve();  // large boards solve in the worker (lessons/number/solve_jobs.hpp: set_off_page_solve)
  // The payoff lesson's code is in index.deferred.wasm, fetched when the lesson
  // is first shown (kit/lazy_lesson.hpp; shell.html's gtlLoadLessonCode answers
  // through gtl_lesson_code_arrived, web_api.cpp).
  gtl::app::set_lesson_code_loader([] { EM_ASM({ Module.gtlLoadLessonCode(); }); });
#endif
  gtl::app::App app(gtl::app::make_lessons);
  g_host.app = &app;
  app.set_loop_runs_work(true);  // loop_iteration: a slice or a frame per iteration
  connect_platform(app);
  connect_lecture(app);
  if (!link.empty() && link != "?") {
    auto r = app.open_link(link);
    // The message may quote the link: no control characters reach the terminal.
    if (!r.ok) std::fprintf(stderr, "game-tree-lab: %s\n", gtl::judge::printable(r.error).c_str());
  }

#ifdef __EMSCRIPTEN__
  emscripten_set_main_loop(loop_iteration, 0, true);
#else
  while (!g_host.quit) {
    if (g_host.settle == 0 && g_host.frames_left < 0 && !app.animating()) SDL_WaitEventTimeout(nullptr, 250);
    loop_iteration();
  }
  g_host.renderer.shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(g_host.gl);
  SDL_DestroyWindow(g_host.window);
  SDL_Quit();
#endif
  return 0;
}
