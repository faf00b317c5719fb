# The page's parsers as libFuzzer targets (included by fuzz/CMakeLists.txt, which
# defines gtl_add_fuzzer and the bounded run in scripts/fuzz.sh). Each target has
# a seed corpus in fuzz/corpus/<name>/ and a dictionary fuzz/<name>.dict.
#   share_link   — parse_share_link: what a pasted or typed link can do
#   action_json  — json::parse and Automation::dispatch: what window.gtl.dispatch can be handed
#   link_unpack  — model::unpack: the packed game of a payoff link (efg=z.…)
if(TARGET gtl_app_lib)
  gtl_add_fuzzer(share_link ${CMAKE_CURRENT_LIST_DIR}/share_link_fuzzer.cpp gtl_app_lib)
  gtl_add_fuzzer(action_json ${CMAKE_CURRENT_LIST_DIR}/action_json_fuzzer.cpp gtl_app_lib)
endif()
if(TARGET gtl_model)
  gtl_add_fuzzer(link_unpack ${CMAKE_CURRENT_LIST_DIR}/link_unpack_fuzzer.cpp gtl_model)
endif()
