# Appends the built-in lectures' Chinese characters to the page's Chinese words
# as the row "lecture.glyphs" (src/app/CMakeLists.txt): the page's binary leaves
# them out (builtin_lecture_glyphs() is empty there), and the atlas takes every
# row of the table once words-zh.txt is in.
#   cmake -DWORDS=site/words-zh.txt -DCHARS=lecture-chars.txt -P glyph_row.cmake
file(READ ${CHARS} _chars)
string(STRIP "${_chars}" _chars)
if(_chars MATCHES "[\t\n\\]")
  message(FATAL_ERROR "${CHARS}: a tab, a line break or a backslash among the lectures' characters")
endif()
file(APPEND ${WORDS} "lecture.glyphs\t${_chars}\n")
