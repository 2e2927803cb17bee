// The Embind boundary: the only file that includes emscripten/*. JavaScript objects in, plain
// objects with Float32Array copies out (JS never owes a .delete()); errors as values for api.js to throw.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "attention.hpp"
#include "schema.hpp"
#include "step_call.hpp"
#include "steps.hpp"
#include "decode.hpp"
#include "flat.hpp"
#include "trace_json.hpp"

using emscripten::val;

namespace {

// Reads JavaScript values into the engine's types, keeping the first problem found (no C++ exceptions:
// emcc builds without them, and a throw would abort the instance). Each setting is read by its schema entry:
// the value becomes an attn::RawValue and attn::set_setting checks it by the entry's type, as the CLI's
// key=value text is checked, so both refuse a bad value with the same field and message.
class Reader {
 public:
  std::optional<attn::Error> error;

  // An array of numbers (nested arrays are flattened) or a typed array, as floats.
  std::vector<float> numbers(const val& v, const std::string& field) {
    val flat = v;
    if (val::global("Array").call<bool>("isArray", v)) flat = v.call<val>("flat", val(1e9));
    else if (!val::global("ArrayBuffer").call<bool>("isView", v) || v.instanceof(val::global("DataView")))
      return fail(field, "reader.numbers", "{field} must be an array of numbers or a Float32Array; got {got}", got(v)),
             std::vector<float>{};
    size_t n = flat["length"].as<size_t>();
    if (double(n) > attn::Limits::max_values)
      return fail(field, "reader.tooMany", "{field} has far too many values ({count})", {{"count", std::to_string(n)}}),
             std::vector<float>{};
    std::vector<float> out(n);
    val(emscripten::typed_memory_view(n, out.data())).call<void>("set", flat);  // writes straight into `out`
    return out;  // non-numbers became NaN, which the engine names by index
  }

  attn::Config config(const val& js) {
    attn::Config c;
    if (js.isUndefined() || js.isNull()) return c;
    if (js.typeOf().as<std::string>() != "object")
      return fail("config", "reader.config", "config must be an object; got {got}", got(js)), c;
    val keys = val::global("Object").call<val>("keys", js);
    for (size_t i = 0, n = keys["length"].as<size_t>(); i < n && !error; ++i) {
      std::string key = keys[i].as<std::string>();
      val v = js[key];
      if (v.isUndefined()) continue;
      const attn::SettingInfo* setting = attn::setting_named(key);
      if (!setting) {
        error = attn::not_a_setting(key);
        break;
      }
      attn::RawValue raw = value(v, *setting);
      if (!error) error = attn::set_setting(c, *setting, raw);
    }
    return c;
  }

  attn::Inputs inputs(const val& js) {
    attn::Inputs out;
    if (js.isUndefined() || js.isNull()) return out;
    if (js.typeOf().as<std::string>() != "object")
      return fail("inputs", "reader.inputs", "inputs must be an object; got {got}", got(js)), out;
    val keys = val::global("Object").call<val>("keys", js);
    for (size_t i = 0, n = keys["length"].as<size_t>(); i < n && !error; ++i) {
      std::string key = keys[i].as<std::string>();
      val v = js[key];
      if (!v.isUndefined()) out[key] = numbers(v, "inputs." + key);
    }
    return out;
  }

 private:
  // A JavaScript value as the engine's RawValue. Lists are read as the setting's type wants them: names as
  // text (each must be text), the others as numbers; an object's keys become members (flash's blocks).
  attn::RawValue value(const val& v, const attn::SettingInfo& setting) {
    using Kind = attn::RawValue::Kind;
    attn::RawValue raw;
    raw.got = got(v);
    const std::string type = v.typeOf().as<std::string>(), wants = setting.type;
    const bool array = val::global("Array").call<bool>("isArray", v);
    if (type == "number") raw.kind = Kind::number, raw.number = v.as<double>();
    else if (type == "boolean") raw.kind = Kind::boolean, raw.boolean = v.as<bool>();
    else if (type == "string") raw.kind = Kind::text, raw.text = v.as<std::string>();
    else if (wants == "names" && array) {
      raw.kind = Kind::texts;
      for (size_t j = 0, m = v["length"].as<size_t>(); j < m && !error; ++j) {
        if (!v[j].isString()) fail(setting.name, "reader.text", "{field} must be text; got {got}", got(v[j]));
        else raw.texts.push_back(v[j].as<std::string>());
      }
    } else if (wants == "flash" && type == "object" && !v.isNull() && !array) {
      raw.kind = Kind::object;
      val keys = val::global("Object").call<val>("keys", v);
      for (size_t j = 0, m = keys["length"].as<size_t>(); j < m; ++j) {
        std::string key = keys[j].as<std::string>();
        attn::RawValue member;
        member.got = got(v[key]);
        if (v[key].isNumber()) member.kind = Kind::number, member.number = v[key].as<double>();
        raw.members.push_back({key, std::move(member)});
      }
    } else if (wants != "names" && (array || val::global("ArrayBuffer").call<bool>("isView", v))) {
      raw.kind = Kind::numbers, raw.numbers = numbers(v, setting.name);
    }
    return raw;
  }

  // The first problem found, as an Error with its key; {field} is the field's name.
  void fail(const std::string& field, const char* key, const char* english, attn::Values values) {
    if (error) return;
    values.insert(values.begin(), {"field", field});
    error = attn::Error{field, attn::say(key, english, std::move(values))};
  }

  // What a wrong value was, as {got} (English) with the key that says it (got.text: {gotText}, got.type: {gotType});
  // numbers, booleans and null are written as JavaScript writes them, in every language.
  static attn::Values got(const val& v) {
    std::string type = v.typeOf().as<std::string>();
    if (type == "string") {
      std::string text = v.as<std::string>().substr(0, 40);
      return {{"got", "the text \"" + text + "\""}, {"gotKey", "got.text"}, {"gotText", text}};
    }
    if (type == "number" || type == "boolean") return {{"got", val::global("String")(v).as<std::string>()}};
    if (v.isNull()) return {{"got", "null"}};
    if (val::global("Array").call<bool>("isArray", v)) return {{"got", "an array"}, {"gotKey", "got.array"}};
    return {{"got", "a value of type " + type}, {"gotKey", "got.type"}, {"gotType", type}};
  }
};

// The last run, kept alive until api.js has copied it out (then releaseRun frees it).
// `header` is what api.js reads from the heap, as uint32:
//   [0] meta JSON pointer, [1] its length: {config, tokens, sourceTokens, fullyMaskedRows}
//   [2] layout JSON pointer, [3] its length: {steps, tensors: [[name, shape, axes], ...]}; empty when the
//       layout is the previous run's (api.js keeps the last one parsed)
//   [4] number of tensors, [5] pointer to (data pointer, length) pairs in the order of layout.tensors
//   [6] the layout's id: it changes whenever a layout text is sent
struct Flat {
  attn::Trace trace;
  std::string meta, layout;
  std::vector<uint32_t> tensors;
  std::vector<float> packed;  // a small run's numbers, one tensor after another (see pack_small)
  uint32_t header[7] = {};
};
Flat* last = nullptr;

// The steps and the tensors' names and shapes depend only on the sizes, switches and keep list of a run,
// so consecutive runs of the same shape send them once.
std::string layout_key(const attn::Trace& t) {
  const attn::Dims& d = t.dims;
  attn::JsonWriter key;
  key.integers(std::vector<int>{d.B, d.T, d.S, d.d_model, d.h, d.d_k, d.d_v, int(t.config.mask),
                                t.config.cross_attention, t.config.bias, t.from_text, t.source_from_text,
                                t.config.block, d.d_ff, d.h_kv, int(t.config.positional), t.config.window,
                                t.config.flash.on, t.config.flash.block_q, t.config.flash.block_k});
  key.number(t.config.rope_base).strings(t.config.keep);  // the RoPE steps' formulas show the base
  if (d.B > 0) return key.out;  // a run: its sizes and switches above decide every tensor's name and shape
  for (const auto& [name, tensor] : t.tensors)  // step results (lab.step) have no dims: their tensors say it
    key.str(name).integers(std::vector<size_t>(tensor.values.shape().begin(), tensor.values.shape().end()));
  return key.out;
}
std::string last_layout_key;
uint32_t layout_id = 0;

// Each tensor's (data pointer, length). A small run's tensors are first packed one after another, so api.js
// copies them in one piece instead of one by one (at the teaching size, a fifth of lab.run went to that);
// a large run's stay where they are, not held twice.
void pack_small(Flat& f) {
  constexpr size_t pack_limit = 16384;  // floats: above this, a copy per tensor costs little beside the copying
  size_t total = 0;
  for (const auto& entry : f.trace.tensors) total += entry.second.values.size();
  if (total <= pack_limit) f.packed.resize(total);
  f.tensors.reserve(2 * f.trace.tensors.size());
  float* next = f.packed.data();
  for (const auto& [name, tensor] : f.trace.tensors) {
    const float* data = tensor.values.data();
    const size_t n = tensor.values.size();
    if (!f.packed.empty()) data = next, next = std::copy_n(tensor.values.data(), n, next);
    f.tensors.push_back(uint32_t(uintptr_t(data)));
    f.tensors.push_back(uint32_t(n));
  }
}

uint32_t flatten(attn::Trace&& trace) {
  delete last;
  last = new Flat{std::move(trace)};
  Flat& f = *last;
  attn::JsonWriter meta;
  meta.out.reserve(1024);  // the teaching size's text fits: no regrowing while it is written
  meta.raw("{");
  attn::write_trace_members_json(meta, f.trace);
  meta.raw("}");
  f.meta = std::move(meta.out);
  pack_small(f);
  std::string key = layout_key(f.trace);
  if (key != last_layout_key) {
    attn::JsonWriter layout;
    layout.raw("{").key("steps");
    attn::write_steps_json(layout, f.trace.steps);
    layout.raw(",").key("tensors").raw("[");
    bool first = true;
    for (const auto& [name, tensor] : f.trace.tensors) {
      if (!first) layout.raw(",");
      first = false;
      std::vector<size_t> shape(tensor.values.shape().begin(), tensor.values.shape().end());
      layout.raw("[").str(name).raw(",").integers(shape).raw(",").strings(tensor.axes).raw("]");
    }
    layout.raw("]}");
    f.layout = std::move(layout.out);
    last_layout_key = std::move(key);
    ++layout_id;
  }
  f.header[0] = uint32_t(uintptr_t(f.meta.data())), f.header[1] = uint32_t(f.meta.size());
  f.header[2] = uint32_t(uintptr_t(f.layout.data())), f.header[3] = uint32_t(f.layout.size());
  f.header[4] = uint32_t(f.trace.tensors.size()), f.header[5] = uint32_t(uintptr_t(f.tensors.data()));
  f.header[6] = layout_id;
  return uint32_t(uintptr_t(f.header));
}

void release_run() {
  delete last;
  last = nullptr;
}

std::optional<attn::Error> last_error;

// Runs the engine; returns the address of the Flat header (see above), or 0 with the error kept for lastError.
uint32_t run_flat(val js_config, val js_inputs) {
  release_run();
  last_error.reset();
  Reader read;
  attn::Config config = read.config(js_config);
  attn::Inputs inputs = read.error ? attn::Inputs{} : read.inputs(js_inputs);
  if (read.error) return last_error = read.error, 0;
  attn::Trace trace;
  if (auto error = attn::attention_forward(trace, config, inputs)) return last_error = error, 0;
  return flatten(std::move(trace));
}

// lab.plan: what a run of this configuration would be, without computing or allocating its tensors:
// {sizes, tokens, sourceTokens, notes, steps, tensors (the names it would hold), bytes, flops}, or "" with
// the error kept for lastError.
std::string plan_json(val js_config, val js_inputs) {
  last_error.reset();
  Reader read;
  attn::Config config = read.config(js_config);
  attn::Inputs inputs = read.error ? attn::Inputs{} : read.inputs(js_inputs);
  if (read.error) return last_error = read.error, "";
  attn::Dims d;
  if (auto error = attn::resolve(d, config, inputs)) return last_error = error, "";
  const bool from_text = attn::query_from_text(config, inputs), source_from_text = attn::source_from_text(config, inputs);
  auto steps = attn::build_steps(d, config, from_text, source_from_text);
  std::vector<std::string> tensors;
  for (const auto& info : attn::tensor_table())
    if (attn::holds(info, config, from_text, source_from_text) && attn::keeps(config, info.name)) tensors.push_back(info.name);
  auto rows = [](attn::JsonWriter& j, const std::vector<std::vector<std::string>>& r) {
    j.list(r, [&](const std::vector<std::string>& row) { j.strings(row); });
  };
  attn::JsonWriter j;
  j.raw("{").key("sizes").raw("{");
  j.key("B").integer(d.B).raw(",").key("T").integer(d.T).raw(",").key("S").integer(d.S);
  j.raw(",").key("d_model").integer(d.d_model).raw(",").key("h").integer(d.h).raw(",").key("h_kv").integer(d.h_kv);
  j.raw(",").key("d_k").integer(d.d_k);
  j.raw(",").key("d_v").integer(d.d_v).raw(",").key("d_ff").integer(d.d_ff).raw("}");
  j.raw(",").key("tokens");
  rows(j, d.tokens);
  j.raw(",").key("sourceTokens");
  rows(j, d.source_tokens);
  j.raw(",").key("notes").strings(d.notes).raw(",").key("noteMessages");
  attn::write_messages_json(j, d.note_messages);
  j.raw(",").key("steps");
  attn::write_steps_json(j, steps);
  j.raw(",").key("tensors").strings(tensors);
  j.raw(",").key("bytes").integer((long long)attn::estimate_bytes(d, config));
  j.raw(",").key("flops").integer((long long)attn::estimate_flops(d, config)).raw("}");
  return j.out;
}

// Token-by-token decoding of batch item `item`: the full run, then each token's query against the KV cache.
// The numbers cross as one float buffer, step after step, each step t holding q (h·d_k), k (h·d_k),
// v (h·d_v), weights (h × (t+1)), concat (h·d_v) and y (d_model); api.js cuts it into views. Returns the
// address of {buffer, steps, h, d_k, d_v, d_model, floats, h_kv}, or 0 with the error kept for lastError.
std::vector<float> decoded;
uint32_t decode_header[8] = {};
uint32_t decode_flat(val js_config, val js_inputs, int item) {
  release_run();
  std::vector<float>().swap(decoded);
  last_error.reset();
  Reader read;
  attn::Config config = read.config(js_config);
  attn::Inputs inputs = read.error ? attn::Inputs{} : read.inputs(js_inputs);
  if (read.error) return last_error = read.error, 0;
  // Decoding reads X and the weights: the tensors a caller may give (cross-attention keeps all, and
  // decode_incremental then says it replays self-attention only).
  config.keep.clear();
  if (!config.cross_attention)
    for (const auto& info : attn::tensor_table())
      if (info.givable() && attn::holds(info, config)) config.keep.push_back(info.name);
  attn::Trace trace;
  if (auto error = attn::attention_forward(trace, config, inputs)) return last_error = error, 0;
  if (trace.dims.T > attn::Limits::max_decode_len)
    return last_error = attn::Error{"queryLen", attn::say("decode.tooLong", "token-by-token decoding is shown for up to {max} tokens",
                                                         {{"max", std::to_string(attn::Limits::max_decode_len)}})}, 0;
  std::vector<attn::DecodeStep> steps;
  if (auto error = attn::decode_incremental(steps, trace, item)) return last_error = error, 0;
  for (const auto& s : steps)
    for (const auto* part : {&s.q, &s.k, &s.v, &s.weights, &s.concat, &s.y}) decoded.insert(decoded.end(), part->begin(), part->end());
  const attn::Dims& d = trace.dims;
  const uint32_t values[8] = {uint32_t(uintptr_t(decoded.data())), uint32_t(steps.size()), uint32_t(d.h), uint32_t(d.d_k),
                              uint32_t(d.d_v), uint32_t(d.d_model), uint32_t(decoded.size()), uint32_t(d.h_kv)};
  std::copy(values, values + 8, decode_header);
  return uint32_t(uintptr_t(decode_header));
}
void release_decode() { std::vector<float>().swap(decoded); }

// {field, message, key, values} of the last failed run; api.js turns it into a RangeError.
val last_error_js() {
  val error = val::object();
  error.set("field", last_error ? last_error->field : std::string());
  error.set("message", last_error ? last_error->message : std::string());
  if (last_error && !last_error->key.empty()) {
    error.set("key", last_error->key);
    val values = val::object();
    for (const auto& [name, value] : last_error->values) values.set(name, value);
    error.set("values", values);
  }
  return error;
}

// lab.step's tensors arrive checked and copied by api.js: `names` lists them ("Q_heads,K_heads") and `table`
// points at 6 uint32 per tensor, in that order: data pointer, rank, then up to four sizes.
uint32_t call_step_flat(const std::string& id, const std::string& names, uint32_t table, val js_settings) {
  release_run();
  last_error.reset();
  Reader read;
  attn::Config settings = read.config(js_settings);
  if (read.error) return last_error = read.error, 0;
  std::map<std::string, attn::Array> given;
  const uint32_t* row = reinterpret_cast<const uint32_t*>(uintptr_t(table));
  for (size_t start = 0, i = 0; start < names.size(); ++i) {
    size_t end = names.find(',', start);
    if (end == std::string::npos) end = names.size();
    const uint32_t* r = row + 6 * i;
    std::vector<size_t> shape(r + 2, r + 2 + std::min<uint32_t>(r[1], 4));
    attn::Array x = attn::Array::from_shape(shape);
    std::copy_n(reinterpret_cast<const float*>(uintptr_t(r[0])), x.size(), x.data());
    given[names.substr(start, end - start)] = std::move(x);
    start = end + 1;
  }
  attn::Trace trace;
  if (auto error = attn::call_step(trace.tensors, id, given, settings)) return last_error = error, 0;
  return flatten(std::move(trace));
}

// Every step lab.step can run, with the formula each has in a run of this configuration (steps.hpp's step_text,
// as trace.steps has it): [{id, inputs: [{name, axes, optional, minusInf, also}], output, extras, settings,
// formula}], or "" with the error kept for lastError.
std::string step_specs_json(val js_config, val js_inputs) {
  last_error.reset();
  Reader read;
  attn::Config config = read.config(js_config);
  attn::Inputs inputs = read.error ? attn::Inputs{} : read.inputs(js_inputs);
  if (read.error) return last_error = read.error, "";
  attn::Dims d;
  if (auto error = attn::resolve(d, config, inputs)) return last_error = error, "";
  // A side the run has not (X_kv without cross-attention) is said as made from text, as lab.step makes it.
  const bool from_text = attn::query_from_text(config, inputs), source_from_text = !inputs.count("X_kv");
  attn::JsonWriter j;
  auto tensor = [&](const attn::TensorSpec& t) {
    j.raw("{").key("name").str(t.name).raw(",").key("axes").strings(t.axes).raw(",").key("optional").boolean(t.optional);
    j.raw(",").key("minusInf").boolean(t.minus_inf).raw(",").key("also").strings(t.also).raw("}");
  };
  j.list(attn::step_specs(), [&](const attn::StepSpec& s) {
    j.raw("{").key("id").str(s.id).raw(",").key("inputs").list(s.inputs, tensor).raw(",").key("output");
    tensor(s.output);
    j.raw(",").key("extras").list(s.extras, tensor).raw(",").key("settings").strings(s.settings);
    j.raw(",").key("formula").str(attn::step_text(s.id, d, config, from_text, source_from_text).formula).raw("}");
  });
  return j.out;
}

val default_config() {
  attn::JsonWriter j;
  attn::write_config_json(j, attn::Config{});
  return val(j.out);
}

}  // namespace

uint32_t flatten_trace(attn::Trace&& trace) { return flatten(std::move(trace)); }
void release_flat() { release_run(); }

EMSCRIPTEN_BINDINGS(attention_lab) {
  emscripten::function("runFlat", &run_flat);
  emscripten::function("releaseRun", &release_run);
  emscripten::function("lastError", &last_error_js);
  emscripten::function("defaultConfigJson", &default_config);
  emscripten::function("decodeFlat", &decode_flat);
  emscripten::function("releaseDecode", &release_decode);
  emscripten::function("stepSpecsJson", &step_specs_json);
  emscripten::function("callStep", &call_step_flat);  // lab.step: one function for every step, by its id
  emscripten::function("planJson", &plan_json);
  emscripten::function("schemaJson", &attn::schema_json);
}
