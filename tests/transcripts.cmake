# Placeholder until the transcript runner exists: registers nothing.
function(add_transcript_tests)
endfunction()
