# Third-party libraries for the app: Dear ImGui (both builds) and SDL2.
# Sources come from Debian source packages unpacked by scripts/setup.sh into
# GTL_THIRD_PARTY_DIR; nothing third-party is committed to this repository.
#
# Targets:
#   gtl::sdl2   — web: SDL2 compiled from source here; native: Debian's libsdl2-dev
#   gtl::qrcodegen — web only: nayuki's QR Code generator (its C version,
#                 c/qrcodegen.c), for the live class's join QR code
#                 (src/app/platform/web_api.cpp gtl_qr)
#   gtl::imgui  — Dear ImGui core + its SDL2 platform backend + imgui_stdlib
#                 (std::string text inputs that grow with their content). The
#                 renderer is the app's own (src/app/platform/gl_renderer.*), which never
#                 reads GL state back.

set(IMGUI_DIR "${GTL_THIRD_PARTY_DIR}/imgui")
set(SDL2_SRC_DIR "${GTL_THIRD_PARTY_DIR}/SDL2")
set(QRCODEGEN_DIR "${GTL_THIRD_PARTY_DIR}/qrcodegen/c")

if(NOT EXISTS "${IMGUI_DIR}/imgui.h")
  message(FATAL_ERROR "Dear ImGui sources not found in ${IMGUI_DIR}. Run scripts/setup.sh first.")
endif()

if(EMSCRIPTEN)
  if(NOT EXISTS "${SDL2_SRC_DIR}/include/SDL.h")
    message(FATAL_ERROR "SDL2 sources not found in ${SDL2_SRC_DIR}. Run scripts/setup.sh first.")
  endif()
  # Emscripten's own SDL2 port list (tools/ports/sdl2.py of 3.1.6) plus the files
  # SDL 2.26 added since; the generic (single-threaded) thread backend.
  set(_sdl_sources
    SDL.c SDL_assert.c SDL_dataqueue.c SDL_error.c SDL_hints.c SDL_log.c SDL_guid.c SDL_list.c SDL_utils.c
    atomic/SDL_atomic.c atomic/SDL_spinlock.c
    audio/SDL_audio.c audio/SDL_audiocvt.c audio/SDL_audiodev.c audio/SDL_audiotypecvt.c audio/SDL_mixer.c
    audio/SDL_wave.c audio/emscripten/SDL_emscriptenaudio.c audio/disk/SDL_diskaudio.c audio/dummy/SDL_dummyaudio.c
    cpuinfo/SDL_cpuinfo.c dynapi/SDL_dynapi.c
    events/SDL_clipboardevents.c events/SDL_displayevents.c events/SDL_dropevents.c events/SDL_events.c
    events/SDL_gesture.c events/SDL_keyboard.c events/SDL_mouse.c events/SDL_quit.c events/SDL_touch.c
    events/SDL_windowevents.c
    file/SDL_rwops.c filesystem/emscripten/SDL_sysfilesystem.c
    haptic/SDL_haptic.c haptic/dummy/SDL_syshaptic.c
    joystick/SDL_gamecontroller.c joystick/SDL_joystick.c joystick/controller_type.c
    joystick/emscripten/SDL_sysjoystick.c
    loadso/dlopen/SDL_sysloadso.c locale/SDL_locale.c locale/emscripten/SDL_syslocale.c
    main/dummy/SDL_dummy_main.c misc/SDL_url.c misc/dummy/SDL_sysurl.c
    power/SDL_power.c power/emscripten/SDL_syspower.c
    render/SDL_d3dmath.c render/SDL_render.c render/SDL_yuv_sw.c
    render/opengl/SDL_render_gl.c render/opengl/SDL_shaders_gl.c render/opengles/SDL_render_gles.c
    render/opengles2/SDL_render_gles2.c render/opengles2/SDL_shaders_gles2.c
    render/software/SDL_blendfillrect.c render/software/SDL_blendline.c render/software/SDL_blendpoint.c
    render/software/SDL_drawline.c render/software/SDL_drawpoint.c render/software/SDL_render_sw.c
    render/software/SDL_rotate.c render/software/SDL_triangle.c
    sensor/SDL_sensor.c sensor/dummy/SDL_dummysensor.c
    stdlib/SDL_crc16.c stdlib/SDL_crc32.c stdlib/SDL_getenv.c stdlib/SDL_iconv.c stdlib/SDL_malloc.c
    stdlib/SDL_qsort.c stdlib/SDL_stdlib.c stdlib/SDL_string.c stdlib/SDL_strtokr.c
    thread/SDL_thread.c thread/generic/SDL_syscond.c thread/generic/SDL_sysmutex.c
    thread/generic/SDL_syssem.c thread/generic/SDL_systhread.c thread/generic/SDL_systls.c
    timer/SDL_timer.c timer/unix/SDL_systimer.c
    video/SDL_RLEaccel.c video/SDL_blit.c video/SDL_blit_0.c video/SDL_blit_1.c video/SDL_blit_A.c
    video/SDL_blit_N.c video/SDL_blit_auto.c video/SDL_blit_copy.c video/SDL_blit_slow.c video/SDL_bmp.c
    video/SDL_clipboard.c video/SDL_egl.c video/SDL_fillrect.c video/SDL_pixels.c video/SDL_rect.c
    video/SDL_shape.c video/SDL_stretch.c video/SDL_surface.c video/SDL_video.c video/SDL_yuv.c
    video/emscripten/SDL_emscriptenevents.c video/emscripten/SDL_emscriptenframebuffer.c
    video/emscripten/SDL_emscriptenmouse.c video/emscripten/SDL_emscriptenopengles.c
    video/emscripten/SDL_emscriptenvideo.c
    video/dummy/SDL_nullevents.c video/dummy/SDL_nullframebuffer.c video/dummy/SDL_nullvideo.c
    video/yuv2rgb/yuv_rgb.c)
  list(TRANSFORM _sdl_sources PREPEND "${SDL2_SRC_DIR}/src/")
  add_library(gtl_sdl2 STATIC ${_sdl_sources})
  # SDL's stock include/SDL_config.h selects SDL_config_emscripten.h. Keeping this
  # include directory on the target matters: without it <SDL.h> silently resolves
  # to Emscripten's built-in SDL 1.x headers.
  target_include_directories(gtl_sdl2 SYSTEM PUBLIC "${SDL2_SRC_DIR}/include")
  # -O2, or for size with the rest of the page when the web build is (CMakeLists.txt).
  if(GTL_WEB_OPT MATCHES "^-O[sz]$")
    target_compile_options(gtl_sdl2 PRIVATE -w)
  else()
    target_compile_options(gtl_sdl2 PRIVATE -w -O2)
  endif()
  # SDL's own switch for builds that need no software blitting, RLE, YUV or
  # software renderer (SDL_internal.h): the page draws with its own GL renderer
  # (src/app/platform/gl_renderer.cpp), and the generic blitter still converts the odd
  # surface. The optimised blitters were 200 KB of the -O3 wasm (docs/size.md).
  if(GTL_WEB_LEAN_SDL)
    target_compile_definitions(gtl_sdl2 PRIVATE SDL_LEAN_AND_MEAN=1)
  endif()
  add_library(gtl::sdl2 ALIAS gtl_sdl2)
else()
  find_package(SDL2 REQUIRED)
  find_package(OpenGL REQUIRED)
  add_library(gtl_sdl2 INTERFACE)
  target_link_libraries(gtl_sdl2 INTERFACE SDL2::SDL2 OpenGL::GL)
  add_library(gtl::sdl2 ALIAS gtl_sdl2)
endif()

# ImGui's word wrap breaks only at blanks and after ASCII punctuation, so
# Chinese paragraphs broke badly. The build compiles a copy of imgui_draw.cpp
# with cmake/imgui_cjk_wrap.inc in front of the wrap function and one call in
# its loop (see that file); the configure step stops if Debian's source no
# longer has the line it hooks into.
file(READ "${IMGUI_DIR}/imgui_draw.cpp" _gtl_draw)
file(READ "${CMAKE_CURRENT_LIST_DIR}/imgui_cjk_wrap.inc" _gtl_wrap)
set(_gtl_fn "const char* ImFont::CalcWordWrapPositionA(")
set(_gtl_hook "            inside_word = (c != '.' && c != ',' && c != ';' && c != '!' && c != '?' && c != '\\\"');\n")
string(FIND "${_gtl_draw}" "${_gtl_fn}" _gtl_fn_at)
string(FIND "${_gtl_draw}" "${_gtl_hook}" _gtl_hook_at)
if(_gtl_fn_at LESS 0 OR _gtl_hook_at LESS 0)
  message(FATAL_ERROR "ImGui's CalcWordWrapPositionA is not as cmake/imgui_cjk_wrap.inc expects (${IMGUI_DIR}/imgui_draw.cpp)")
endif()
string(REPLACE "${_gtl_fn}" "${_gtl_wrap}${_gtl_fn}" _gtl_draw "${_gtl_draw}")
string(REPLACE "${_gtl_hook}"
  "${_gtl_hook}            inside_word = GtlWrapInsideWord(c, inside_word, &word_end, next_s, text_end);\n"
  _gtl_draw "${_gtl_draw}")
# ImGui's built-in ProggyClean font (12 KB of base85 text, about 9 KB on the
# wire even with Brotli) is only the fallback when no font file loads. The web
# build embeds DejaVu Sans in the same binary (src/app/CMakeLists.txt), so there
# the fallback can never be reached: with GTL_NO_DEFAULT_FONT (web, lean ImGui)
# the data is unreferenced and dropped, and AddFontDefault returns NULL.
set(_gtl_proggy "    return proggy_clean_ttf_compressed_data_base85;\n")
set(_gtl_default "    const char* ttf_compressed_base85 = GetDefaultCompressedFontDataTTFBase85();\n")
string(FIND "${_gtl_draw}" "${_gtl_proggy}" _gtl_proggy_at)
string(FIND "${_gtl_draw}" "${_gtl_default}" _gtl_default_at)
if(_gtl_proggy_at LESS 0 OR _gtl_default_at LESS 0)
  message(FATAL_ERROR "ImGui's default font is not where cmake/ThirdParty.cmake expects it (${IMGUI_DIR}/imgui_draw.cpp)")
endif()
string(REPLACE "${_gtl_proggy}"
  "#ifdef GTL_NO_DEFAULT_FONT\n    return NULL;\n#else\n${_gtl_proggy}#endif\n" _gtl_draw "${_gtl_draw}")
string(REPLACE "${_gtl_default}"
  "${_gtl_default}    if (ttf_compressed_base85 == NULL) return NULL;\n" _gtl_draw "${_gtl_draw}")
file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/imgui_cjk/imgui_draw.cpp.new" "${_gtl_draw}")
configure_file("${CMAKE_CURRENT_BINARY_DIR}/imgui_cjk/imgui_draw.cpp.new" "${CMAKE_CURRENT_BINARY_DIR}/imgui_cjk/imgui_draw.cpp" COPYONLY)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${IMGUI_DIR}/imgui_draw.cpp" "${CMAKE_CURRENT_LIST_DIR}/imgui_cjk_wrap.inc")

add_library(gtl_imgui STATIC
  ${IMGUI_DIR}/imgui.cpp ${CMAKE_CURRENT_BINARY_DIR}/imgui_cjk/imgui_draw.cpp ${IMGUI_DIR}/imgui_tables.cpp
  ${IMGUI_DIR}/imgui_widgets.cpp ${IMGUI_DIR}/imgui_demo.cpp ${IMGUI_DIR}/misc/cpp/imgui_stdlib.cpp
  ${IMGUI_DIR}/backends/imgui_impl_sdl2.cpp
  # ImGui's item hooks, forwarded to the accessible twin (src/app/kit/imgui_item_hooks.hpp).
  ${PROJECT_SOURCE_DIR}/src/app/kit/imgui_item_hooks.cpp)
target_include_directories(gtl_imgui SYSTEM PUBLIC ${IMGUI_DIR} ${IMGUI_DIR}/backends ${IMGUI_DIR}/misc/cpp)
target_include_directories(gtl_imgui PRIVATE ${PROJECT_SOURCE_DIR}/src)
# Every item ImGui lays out is reported to those hooks (id, rectangle, label,
# checked / open state): the page mirrors them into its DOM for screen readers
# and the keyboard (docs/accessibility.md).
target_compile_definitions(gtl_imgui PUBLIC IMGUI_ENABLE_TEST_ENGINE)
target_link_libraries(gtl_imgui PUBLIC gtl::sdl2)
target_compile_options(gtl_imgui PRIVATE -w)
# The page never opens ImGui's demo, metrics or debug windows (no call in src/):
# compiled out of the web build, where every byte is downloaded. They change
# only ImGui's own .cpp files (imgui.h is the same), hence PRIVATE.
if(EMSCRIPTEN AND GTL_WEB_LEAN_IMGUI)
  target_compile_definitions(gtl_imgui PRIVATE IMGUI_DISABLE_DEMO_WINDOWS IMGUI_DISABLE_DEBUG_TOOLS GTL_NO_DEFAULT_FONT)
endif()
add_library(gtl::imgui ALIAS gtl_imgui)

# nayuki's QR Code generator: one source file, web only (the page draws the
# live class's join QR code from gtl_qr; the desktop app has no live class).
# The library's C version, not its C++ one: the same encoder with caller-owned
# buffers and no exceptions or std::vector<bool>. The C++ version made
# index.wasm 81,538 bytes larger (its exception classes and libc++ code).
if(EMSCRIPTEN)
  if(NOT EXISTS "${QRCODEGEN_DIR}/qrcodegen.c")
    message(FATAL_ERROR "QR Code generator sources not found in ${QRCODEGEN_DIR}. Run scripts/setup.sh first.")
  endif()
  add_library(gtl_qrcodegen STATIC ${QRCODEGEN_DIR}/qrcodegen.c)
  target_include_directories(gtl_qrcodegen SYSTEM PUBLIC ${QRCODEGEN_DIR})
  target_compile_options(gtl_qrcodegen PRIVATE -w)
  add_library(gtl::qrcodegen ALIAS gtl_qrcodegen)
endif()
