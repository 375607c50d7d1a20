// Binds the weights table (eval_weights.h) to the process's parameter registry
// (common::params()): every field becomes a parameter named eval.* or search.*, with its range
// and SPSA step. Call once before the command line is parsed (--param, --params, --list-params).
#pragma once

namespace arimaa {

void register_params();

}  // namespace arimaa
