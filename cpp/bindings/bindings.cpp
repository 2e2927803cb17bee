// The Embind boundary (with train_bindings.cpp and answer.cpp, the only files that include emscripten/*):
// JavaScript objects in; plain objects with Float32Array copies out (JS never owes a .delete()), or a refusal
// that api.js throws (answer.hpp describes both once).
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
#include "answer.hpp"
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
      return fail(field, "reader.numbers", got(v)),
             std::vector<float>{};
    size_t n = flat["length"].as<size_t>();
    if (double(n) > attn::Limits::max_values)
      return fail(field, "reader.tooMany", {{"count", std::to_string(n)}}),
             std::vector<float>{};
    std::vector<float> out(n);
    val(emscripten::typed_memory_view(n, out.data())).call<void>("set", flat);  // writes straight into `out`
    return out;  // non-numbers became NaN, which the engine names by index
  }

  attn::Config config(const val& js) {
    attn::Config c;
    if (js.isUndefined() || js.isNull()) return c;
    if (js.typeOf().as<std::string>() != "object")
      return fail("config", "reader.config", got(js)), c;
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
      return fail("inputs", "reader.inputs", got(js)), out;
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
        if (!v[j].isString()) fail(setting.name, "reader.text", got(v[j]));
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
  void fail(const std::string& field, const char* key, attn::Values values) {
    if (error) return;
    values.insert(values.begin(), {"field", field});
    error = attn::Error{field, attn::say(key, std::move(values))};
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

// A call's settings and inputs as the engine reads them, or the first problem found.
struct Arguments {
  attn::Config config;
  attn::Inputs inputs;
  std::optional<attn::Error> error;
};
Arguments read_arguments(const val& js_config, const val& js_inputs) {
  Reader read;
  Arguments out{read.config(js_config)};  // made in its place: a default Config allocates its texts, then is replaced
  if (!read.error) out.inputs = read.inputs(js_inputs);
  out.error = read.error;
  return out;
}

// lab.run: the trace, or the refusal (answer.hpp).
val run(val js_config, val js_inputs) {
  Arguments a = read_arguments(js_config, js_inputs);
  if (a.error) return answer::refusal(*a.error);
  attn::Trace trace;
  if (auto error = attn::attention_forward(trace, a.config, a.inputs)) return answer::refusal(*error);
  return answer::trace(trace);
}

// lab.plan: what a run of this configuration would be, without computing or allocating its tensors, as JSON
// text {sizes, tokens, sourceTokens, notes, noteMessages, steps, tensors (the names it would hold), bytes,
// flops}; or the refusal.
val plan(val js_config, val js_inputs) {
  Arguments a = read_arguments(js_config, js_inputs);
  if (a.error) return answer::refusal(*a.error);
  const attn::Config& config = a.config;
  attn::Dims d;
  if (auto error = attn::resolve(d, config, a.inputs)) return answer::refusal(*error);
  const bool from_text = attn::query_from_text(config, a.inputs), source_from_text = attn::source_from_text(config, a.inputs);
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
  return val(j.out);
}

// Token-by-token decoding of batch item `item`: the full run, then each token's query against the cache:
// {numbers, steps, h, hKv, dK, dV, dModel, S}, the numbers one Float32Array: cross-attention's source keys and
// values first (S rows each, S = 0 in self-attention), then step after step, each step t holding q (h·d_k),
// k (h_kv·d_k) and v (h_kv·d_v) (none in cross-attention), weights (h × (t+1), cross-attention h × S), concat
// (h·d_v) and y (d_model); api.js cuts it into views. Or the refusal.
val decode(val js_config, val js_inputs, int item) {
  Arguments a = read_arguments(js_config, js_inputs);
  if (a.error) return answer::refusal(*a.error);
  attn::Config& config = a.config;
  config.keep.clear();  // decoding reads the inputs and the weights: the tensors a caller may give
  for (const auto& info : attn::tensor_table())
    if (info.givable() && attn::holds(info, config)) config.keep.push_back(info.name);
  attn::Trace trace;
  if (auto error = attn::attention_forward(trace, config, a.inputs)) return answer::refusal(*error);
  if (trace.dims.T > attn::Limits::max_decode_len)
    return answer::refusal(attn::Error{"queryLen", attn::say("decode.tooLong", {{"max", std::to_string(attn::Limits::max_decode_len)}})});
  std::vector<attn::DecodeStep> steps;
  attn::SourceCache source;
  if (auto error = attn::decode_incremental(steps, trace, item, &source)) return answer::refusal(*error);
  std::vector<float> numbers(source.K.begin(), source.K.end());
  numbers.insert(numbers.end(), source.V.begin(), source.V.end());
  for (const auto& s : steps)
    for (const auto* part : {&s.q, &s.k, &s.v, &s.weights, &s.concat, &s.y}) numbers.insert(numbers.end(), part->begin(), part->end());
  const attn::Dims& d = trace.dims;
  val out = val::object();
  out.set("numbers", val::global("Float32Array").new_(val(emscripten::typed_memory_view(numbers.size(), numbers.data()))));
  out.set("steps", steps.size());
  out.set("h", d.h), out.set("hKv", d.h_kv), out.set("dK", d.d_k), out.set("dV", d.d_v), out.set("dModel", d.d_model);
  out.set("S", source.S);
  return out;
}

// lab.step: `tensors` is an array of {name, shape, data: Float32Array}, checked by api.js; the step's tensors
// come back as a trace (answer.hpp) whose dims are unset, or the refusal.
val call_step(std::string id, val tensors, val js_settings) {
  Reader read;
  attn::Config settings = read.config(js_settings);
  if (read.error) return answer::refusal(*read.error);
  std::map<std::string, attn::Array> given;
  for (size_t i = 0, n = tensors["length"].as<size_t>(); i < n; ++i) {
    const val t = tensors[i];
    std::vector<size_t> shape = emscripten::vecFromJSArray<size_t>(t["shape"]);
    attn::Array x = attn::Array::from_shape(shape);
    const std::string name = t["name"].as<std::string>();
    const size_t count = t["data"]["length"].as<size_t>();
    if (count != x.size()) {  // api.js makes them agree; a caller of callStep itself may not
      std::string sizes;
      for (size_t n : shape) sizes += (sizes.empty() ? "" : "×") + std::to_string(n);
      return answer::refusal(attn::Error{name, attn::say("args.flatData", {{"name", name.substr(0, 40)}, {"count", std::to_string(count)}, {"axes", "1"},
                                                         {"shape", sizes}, {"needed", std::to_string(x.size())}})});
    }
    val(emscripten::typed_memory_view(x.size(), x.data())).call<void>("set", t["data"]);
    given[name] = std::move(x);
  }
  attn::Trace trace;
  if (auto error = attn::call_step(trace.tensors, id, given, settings)) return answer::refusal(*error);
  return answer::trace(trace);
}

// Every step lab.step can run, with the formula each has in a run of this configuration (steps.hpp's step_text,
// as trace.steps has it): [{id, inputs: [{name, axes, optional, minusInf, also}], output, extras, settings,
// formula}] as JSON text, or the refusal.
val step_specs_json(val js_config, val js_inputs) {
  Arguments a = read_arguments(js_config, js_inputs);
  if (a.error) return answer::refusal(*a.error);
  const attn::Config& config = a.config;
  const attn::Inputs& inputs = a.inputs;
  attn::Dims d;
  if (auto error = attn::resolve(d, config, inputs)) return answer::refusal(*error);
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
  return val(j.out);
}

val default_config() {
  attn::JsonWriter j;
  attn::write_config_json(j, attn::Config{});
  return val(j.out);
}

}  // namespace

EMSCRIPTEN_BINDINGS(attention_lab) {
  emscripten::function("runTrace", &run);
  emscripten::function("layoutText", &answer::layout_text);
  emscripten::function("defaultConfigJson", &default_config);
  emscripten::function("decodeSteps", &decode);
  emscripten::function("stepSpecsJson", &step_specs_json);
  emscripten::function("callStep", &call_step);  // lab.step: one function for every step, by its id
  emscripten::function("planJson", &plan);
  emscripten::function("schemaJson", &attn::schema_json);
}
