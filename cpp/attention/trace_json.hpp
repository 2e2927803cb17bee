// Writes a trace as JSON (for the command-line tool and for fixtures shared with the JavaScript tests).
#pragma once
#include <ostream>

#include "trace.hpp"

namespace attn {

void write_trace_json(std::ostream& out, const Trace& trace);

}  // namespace attn
