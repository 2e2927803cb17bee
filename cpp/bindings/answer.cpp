#include "answer.hpp"

#include <emscripten/emscripten.h>

#include <algorithm>
#include <map>
#include <memory>
#include <vector>

#include "schema.hpp"
#include "trace_json.hpp"

using emscripten::val;

// Module.readTrace(metaId, metaPointer, metaLength, layoutId, numbers) called as a JavaScript function of the
// module, not through val: val's call looks every argument's type up on each call and builds the arguments'
// lists, at the teaching size a twentieth of lab.run. `numbers` is the address of the packed floats, or 0 and
// `array` the handle of a large run's Float32Array. Addresses cross as signed numbers: >>> 0 reads them whole.
using Handle = emscripten::EM_VAL;  // a JavaScript value held for C++ (val's own)
EM_JS(Handle, call_read_trace,
      (unsigned meta_id, const char* meta_at, size_t meta_length, unsigned layout_id, const float* numbers, Handle array), {
  return Emval.toHandle(Module['readTrace'](meta_id >>> 0, meta_at >>> 0, meta_length >>> 0, layout_id >>> 0,
                                            numbers ? numbers >>> 0 : Emval.toValue(array)));
});

namespace answer {
namespace {

// The layout (steps, tensor names, shapes and axes) depends only on a run's sizes, switches and keep list:
// this is that key, as raw bytes (formatting it as text took a twentieth of the 6-token trace). Step results
// (lab.step) have no dims: their tensors' names and shapes say it.
std::string layout_key(const attn::Trace& t) {
  const attn::Dims& d = t.dims;
  const attn::Config& c = t.config;
  const int numbers[] = {d.B, d.T, d.S, d.d_model, d.h, d.d_k, d.d_v, int(c.mask), c.cross_attention, c.bias,
                         t.from_text, t.source_from_text, c.block, d.d_ff, d.h_kv, int(c.positional), c.window,
                         c.flash.on, c.flash.block_q, c.flash.block_k, t.weights_held};
  std::string key(reinterpret_cast<const char*>(numbers), sizeof numbers);
  key.append(reinterpret_cast<const char*>(&c.rope_base), sizeof c.rope_base);  // the RoPE steps' formulas show it
  for (const auto& name : c.keep) key.append(name).push_back('\0');
  if (d.B > 0) return key;
  for (const auto& [name, tensor] : t.tensors) {
    key.append(2, '\0').append(name).push_back('\0');
    for (size_t n : tensor.values.shape()) key.append(reinterpret_cast<const char*>(&n), sizeof n);
  }
  return key;
}

std::string layout_json(const attn::Trace& t) {
  attn::JsonWriter layout;
  layout.raw("{").key("steps");
  attn::write_steps_json(layout, t.steps);
  layout.raw(",").key("tensors").raw("[");
  bool first = true;
  for (const auto& [name, tensor] : t.tensors) {
    layout.raw(first ? "" : ",");
    first = false;
    std::vector<size_t> shape(tensor.values.shape().begin(), tensor.values.shape().end());
    layout.raw("[").str(name).raw(",").integers(shape).raw(",").strings(tensor.axes).raw("]");
  }
  layout.raw("]}");
  return layout.out;
}

// The layouts made so far, by key and by id; a learner's session visits a handful of shapes, so the oldest
// go past 64 (a run's own layout is always the newest, so layoutText right after it always finds it).
struct Layouts {
  std::map<std::string, unsigned> ids;
  std::map<unsigned, std::string> texts;
  unsigned next = 1;

  unsigned id_of(const attn::Trace& t) {
    std::string key = layout_key(t);
    auto found = ids.find(key);
    if (found != ids.end()) return found->second;
    if (texts.size() >= 64) {
      const unsigned oldest = texts.begin()->first;
      texts.erase(texts.begin());
      for (auto it = ids.begin(); it != ids.end(); ++it)
        if (it->second == oldest) {
          ids.erase(it);
          break;
        }
    }
    texts.emplace(next, layout_json(t));
    ids.emplace(std::move(key), next);
    return next++;
  }
};
Layouts layouts;

// trace.config as JSON, written again only when a setting changed: a learner re-runs one configuration again
// and again (every edit of a weight, every animation of its steps), and writing it took a fourteenth of the
// 6-token trace.
const std::string& config_json(const attn::Config& config) {
  static attn::Config last;
  static std::string text;
  if (text.empty() || !attn::same_settings(config, last)) {
    attn::JsonWriter j;
    attn::write_config_json(j, config);
    text = std::move(j.out);
    last = config;
  }
  return text;
}

// A number for each meta text, so JavaScript parses each once and never decodes it again (decoding it and
// finding it by its text took a twentieth of the 6-token trace). A number never names two texts: past 64 the
// list starts over with new numbers. A long text (a large run's, whose parse is lost in its computing) gets 0:
// read it from its text.
unsigned meta_id(const std::string& text) {
  static std::map<std::string, unsigned> ids;
  static unsigned next = 1;
  if (text.size() > 8192) return 0;
  auto found = ids.find(text);
  if (found != ids.end()) return found->second;
  if (ids.size() >= 64) ids.clear();
  ids.emplace(text, next);
  return next++;
}

val read_trace(unsigned meta_id, const std::string& meta, unsigned layout_id, const float* numbers, const val& array) {
  return val::take_ownership(call_read_trace(meta_id, meta.data(), meta.size(), layout_id, numbers, array.as_handle()));
}

}  // namespace

// answer.js's readTrace(metaId, metaPointer, metaLength, layoutId, numbers) builds lab.run's object while this call
// holds the trace, so it reads the engine's memory directly: the meta text at its address, and a small run's
// numbers (packed side by side, given as their address) in one copy; a large run's numbers arrive as one new
// Float32Array filled tensor by tensor, so they are never held twice in the engine. (Addresses, not views:
// each view would be one more object made across the boundary, at the teaching size a tenth of lab.run.)
val trace(const attn::Trace& t) {
  attn::JsonWriter meta;
  meta.out.reserve(1024);  // the teaching size's text fits: no regrowing while it is written
  meta.raw("{");
  attn::write_trace_members_json(meta, t, config_json(t.config));
  meta.raw("}");
  const unsigned meta_number = meta_id(meta.out);
  const unsigned layout_id = layouts.id_of(t);
  size_t total = 0;
  for (const auto& entry : t.tensors) total += entry.second.values.size();
  constexpr size_t pack_limit = 16384;  // floats: above this, a copy per tensor costs little beside the copying
  if (total <= pack_limit) {
    std::unique_ptr<float[]> packed(new float[total]);  // not zeroed: every float is written next
    float* next = packed.get();
    for (const auto& entry : t.tensors) next = std::copy_n(entry.second.values.data(), entry.second.values.size(), next);
    return read_trace(meta_number, meta.out, layout_id, packed.get(), val::undefined());
  }
  val numbers = val::global("Float32Array").new_(total);
  size_t offset = 0;
  for (const auto& entry : t.tensors) {
    const size_t n = entry.second.values.size();
    numbers.call<void>("set", val(emscripten::typed_memory_view(n, entry.second.values.data())), offset);
    offset += n;
  }
  return read_trace(meta_number, meta.out, layout_id, nullptr, numbers);
}

val refusal(const attn::Error& error) {
  val problem = val::object();
  problem.set("field", error.field);
  problem.set("message", error.message);
  if (!error.key.empty()) {  // the page says it in the learner's language (web/src/i18n/engine-text.js)
    val values = val::object();
    for (const auto& [name, value] : error.values) values.set(name, value);
    problem.set("key", error.key);
    problem.set("values", values);
  }
  val out = val::object();
  out.set("refused", problem);
  return out;
}

std::string layout_text(unsigned id) {
  auto found = layouts.texts.find(id);
  return found == layouts.texts.end() ? std::string() : found->second;
}

}  // namespace answer
