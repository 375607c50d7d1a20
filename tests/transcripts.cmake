# add_transcript_tests(<engine target> <directory> [NAME <label>] [ARGS <engine args>...] [WILL_FAIL])
#
# Registers one ctest test per <directory>/*.txt golden transcript, named
# transcript_<label>_<file stem> (label defaults to the engine target's name), running
#   transcript-runner <file> -- $<TARGET_FILE:engine> <args...>
# The transcript format is described in tests/transcripts/README.md. Files added later are picked
# up at the next build (CONFIGURE_DEPENDS). WILL_FAIL marks transcripts that must fail (used to test
# the runner itself): the test passes only when the runner reports a transcript failure. The transcript-runner target is defined in tests/protocol, which
# tests/CMakeLists.txt adds before the game test directories.
function(add_transcript_tests ENGINE_TARGET DIR)
  cmake_parse_arguments(PARSE_ARGV 2 TT "WILL_FAIL" "NAME" "ARGS")
  if(TT_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "add_transcript_tests: unexpected arguments ${TT_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT TT_NAME)
    set(TT_NAME ${ENGINE_TARGET})
  endif()
  file(GLOB transcripts CONFIGURE_DEPENDS ${DIR}/*.txt)
  list(SORT transcripts)
  foreach(transcript ${transcripts})
    get_filename_component(stem ${transcript} NAME_WLE)
    set(test_name transcript_${TT_NAME}_${stem})
    add_test(NAME ${test_name}
      COMMAND $<TARGET_FILE:transcript-runner> ${transcript} -- $<TARGET_FILE:${ENGINE_TARGET}> ${TT_ARGS})
    # The runner has its own per-line timeouts; this only guards against a runner bug.
    set_tests_properties(${test_name} PROPERTIES TIMEOUT 120 LABELS transcript)
    if(TT_WILL_FAIL)
      # Must fail as a transcript failure (the runner's report), not as a parse error or a crash of
      # the runner, which a bare WILL_FAIL would also accept.
      set_tests_properties(${test_name} PROPERTIES PASS_REGULAR_EXPRESSION "transcript failed")
    endif()
  endforeach()
endfunction()
