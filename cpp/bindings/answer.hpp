// What crosses the boundary back to JavaScript, described once (answer.js reads it):
//   a trace   lab.run's plain object, built by answer.js's readTrace(metaId, metaPointer, metaLength, layoutId,
//             numbers) during the call: meta is JSON text {config, tokens, sourceTokens, fullyMaskedRows, notes,
//             noteMessages?, flash?} in the engine's memory, and metaId its number (an id never names two texts,
//             so JavaScript parses each once; 0 for a long text, read from its text); numbers every tensor's floats one after another in
//             the layout's order (the address of a small run's, or a large run's own Float32Array);
//             layoutId names the layout (JSON text {steps, tensors: [[name, shape, axes], …]}) that
//             layoutText(id) gives: runs of one shape share it, so JavaScript parses it once per id (an id
//             never names two layouts). Views of the engine's memory are copied before the call returns.
//   a refusal {refused: {field, message, key, values}}: answer.js throws it as a RangeError.
// Only the bindings include this file (it speaks emscripten::val).
#pragma once
#include <emscripten/val.h>

#include <string>

#include "config.hpp"
#include "trace.hpp"

namespace answer {

emscripten::val trace(const attn::Trace& trace);
emscripten::val refusal(const attn::Error& error);

// The layout text of `id` as trace() numbered it ("" for an id this instance never made).
std::string layout_text(unsigned id);

}  // namespace answer
