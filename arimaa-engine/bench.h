// `arimaa-engine bench`: fixed positions searched to a fixed depth with one thread; prints the
// total node count (the search signature) and the speed.
#pragma once

#include <iosfwd>

namespace arimaa {

// depth in steps; 0 = the default bench depth.
void run_bench(std::ostream& out, int depth, int hash_mb);

}  // namespace arimaa
