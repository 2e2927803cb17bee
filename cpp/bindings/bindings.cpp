// The Embind boundary: the only file that includes emscripten/*. JavaScript objects in, plain
// objects with Float32Array copies out (JS never owes a .delete()); errors as values for api.js to throw.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cmath>
#include <optional>
#include <string>

#include "attention.hpp"

using emscripten::val;

namespace {

// Reads JavaScript values into the engine's types, keeping the first problem found (no C++ exceptions:
// emcc builds without them, and a throw would abort the instance).
class Reader {
 public:
  std::optional<attn::Error> error;

  int integer(const val& v, const char* field) {
    if (!v.isNumber() || !val::global("Number").call<bool>("isInteger", v))
      return fail(field, std::string(field) + " must be a whole number; got " + describe(v)), 0;
    double x = v.as<double>();
    if (std::fabs(x) > 2147483647.0) return fail(field, std::string(field) + " (" + describe(v) + ") is far too large"), 0;
    return int(x);
  }

  bool boolean(const val& v, const char* field) {
    if (v.typeOf().as<std::string>() != "boolean")
      return fail(field, std::string(field) + " must be true or false; got " + describe(v)), false;
    return v.as<bool>();
  }

  std::string text(const val& v, const char* field) {
    if (!v.isString()) return fail(field, std::string(field) + " must be text; got " + describe(v)), "";
    return v.as<std::string>();
  }

  // An array of numbers (nested arrays are flattened) or a typed array, as floats.
  std::vector<float> numbers(const val& v, const std::string& field) {
    val flat = v;
    if (val::global("Array").call<bool>("isArray", v)) flat = v.call<val>("flat", val(1e9));
    else if (!val::global("ArrayBuffer").call<bool>("isView", v) || v.instanceof(val::global("DataView")))
      return fail(field, field + " must be an array of numbers or a Float32Array; got " + describe(v)), std::vector<float>{};
    size_t n = flat["length"].as<size_t>();
    if (n > (size_t(1) << 28)) return fail(field, field + " has far too many values (" + std::to_string(n) + ")"), std::vector<float>{};
    std::vector<float> out(n);
    val(emscripten::typed_memory_view(n, out.data())).call<void>("set", flat);  // writes straight into `out`
    return out;  // non-numbers became NaN, which the engine names by index
  }

  attn::Config config(const val& js) {
    attn::Config c;
    if (js.isUndefined() || js.isNull()) return c;
    if (js.typeOf().as<std::string>() != "object") return fail("config", "config must be an object; got " + describe(js)), c;
    val keys = val::global("Object").call<val>("keys", js);
    for (size_t i = 0, n = keys["length"].as<size_t>(); i < n && !error; ++i) {
      std::string key = keys[i].as<std::string>();
      val v = js[key];
      if (v.isUndefined()) continue;
      if (key == "batch") c.batch = integer(v, "batch");
      else if (key == "queryLen") c.query_len = integer(v, "queryLen");
      else if (key == "keyLen") c.key_len = integer(v, "keyLen");
      else if (key == "dModel") c.d_model = integer(v, "dModel");
      else if (key == "heads") c.heads = integer(v, "heads");
      else if (key == "dK") c.d_k = integer(v, "dK");
      else if (key == "dV") c.d_v = integer(v, "dV");
      else if (key == "seed") c.seed = uint32_t(integer(v, "seed"));
      else if (key == "crossAttention") c.cross_attention = boolean(v, "crossAttention");
      else if (key == "bias") c.bias = boolean(v, "bias");
      else if (key == "text") c.text = text(v, "text");
      else if (key == "sourceText") c.source_text = text(v, "sourceText");
      else if (key == "mask") {
        std::string name = text(v, "mask");
        auto kind = attn::parse_mask(name);
        if (kind) c.mask = *kind;
        else if (!error) fail("mask", "mask must be one of none, causal, padding, causal+padding, custom; got " + describe(v));
      } else if (key == "validLengths") {
        for (float x : numbers(v, "validLengths")) {
          if (!(x == std::floor(x) && std::fabs(x) < 1e9))
            return fail("validLengths", "validLengths must hold whole numbers, one per batch item"), c;
          c.valid_lengths.push_back(int(x));
        }
      } else if (key == "customMask") c.custom_mask = numbers(v, "customMask");
      else if (key == "keep") {
        if (!val::global("Array").call<bool>("isArray", v)) return fail("keep", "keep must be an array of tensor names"), c;
        for (size_t j = 0, m = v["length"].as<size_t>(); j < m && !error; ++j) c.keep.push_back(text(v[j], "keep"));
      } else {
        fail("config." + key, "\"" + key + "\" is not a setting; the settings are batch, queryLen, keyLen, dModel, "
             "heads, dK, dV, mask, validLengths, customMask, crossAttention, bias, seed, text, sourceText, keep");
      }
    }
    return c;
  }

  attn::Inputs inputs(const val& js) {
    attn::Inputs out;
    if (js.isUndefined() || js.isNull()) return out;
    if (js.typeOf().as<std::string>() != "object") return fail("inputs", "inputs must be an object; got " + describe(js)), out;
    val keys = val::global("Object").call<val>("keys", js);
    for (size_t i = 0, n = keys["length"].as<size_t>(); i < n && !error; ++i) {
      std::string key = keys[i].as<std::string>();
      val v = js[key];
      if (!v.isUndefined()) out[key] = numbers(v, "inputs." + key);
    }
    return out;
  }

 private:
  void fail(const std::string& field, const std::string& message) {
    if (!error) error = attn::Error{field, message};
  }

  static std::string describe(const val& v) {
    std::string type = v.typeOf().as<std::string>();
    if (type == "string") return "the text \"" + v.as<std::string>().substr(0, 40) + "\"";
    if (type == "number" || type == "boolean") return val::global("String")(v).as<std::string>();
    if (v.isNull()) return "null";
    if (val::global("Array").call<bool>("isArray", v)) return "an array";
    return "a value of type " + type;
  }
};

template <class T>
val list(const std::vector<T>& items) {
  val out = val::array();
  for (size_t i = 0; i < items.size(); ++i) out.set(i, val(items[i]));
  return out;
}

val config_to_js(const attn::Config& c) {
  val out = val::object();
  out.set("batch", c.batch);
  out.set("queryLen", c.query_len);
  out.set("keyLen", c.key_len);
  out.set("dModel", c.d_model);
  out.set("heads", c.heads);
  out.set("dK", c.d_k);
  out.set("dV", c.d_v);
  out.set("mask", std::string(attn::mask_name(c.mask)));
  out.set("validLengths", list(c.valid_lengths));
  out.set("customMask", list(c.custom_mask));
  out.set("crossAttention", c.cross_attention);
  out.set("bias", c.bias);
  out.set("seed", double(c.seed));
  out.set("text", c.text);
  out.set("sourceText", c.source_text);
  return out;
}

val trace_to_js(const attn::Trace& trace) {
  val out = val::object();
  out.set("config", config_to_js(trace.config));
  val tokens = val::array(), source_tokens = val::array(), fully_masked = val::array();
  for (size_t b = 0; b < trace.dims.tokens.size(); ++b) tokens.set(b, list(trace.dims.tokens[b]));
  for (size_t b = 0; b < trace.dims.source_tokens.size(); ++b) source_tokens.set(b, list(trace.dims.source_tokens[b]));
  for (size_t i = 0; i < trace.fully_masked_rows.size(); ++i)
    fully_masked.set(i, list(std::vector<int>{trace.fully_masked_rows[i].batch, trace.fully_masked_rows[i].query}));
  out.set("tokens", tokens);
  out.set("sourceTokens", source_tokens);
  out.set("fullyMaskedRows", fully_masked);
  val steps = val::array();
  for (size_t i = 0; i < trace.steps.size(); ++i) {
    const attn::Step& s = trace.steps[i];
    val step = val::object();
    step.set("id", s.id);
    step.set("group", s.group);
    step.set("title", s.title);
    step.set("formula", s.formula);
    step.set("inputs", list(s.inputs));
    step.set("output", s.output);
    step.set("shape", list(s.shape));
    step.set("axes", list(s.axes));
    steps.set(i, step);
  }
  out.set("steps", steps);
  val tensors = val::object();
  val Float32Array = val::global("Float32Array");
  for (const auto& [name, tensor] : trace.tensors) {
    val t = val::object();
    std::vector<int> shape(tensor.values.shape().begin(), tensor.values.shape().end());
    t.set("shape", list(shape));
    t.set("axes", list(tensor.axes));
    t.set("data", Float32Array.new_(emscripten::typed_memory_view(tensor.values.size(), tensor.values.data())));
    tensors.set(name, t);
  }
  out.set("tensors", tensors);
  return out;
}

val error_to_js(const std::string& field, const std::string& message) {
  val error = val::object();
  error.set("field", field);
  error.set("message", message);
  val out = val::object();
  out.set("error", error);
  return out;
}

// Returns the trace, or {error: {field, message}}; api.js turns the latter into a RangeError.
val run_raw(val js_config, val js_inputs) {
  Reader read;
  attn::Config config = read.config(js_config);
  attn::Inputs inputs = read.error ? attn::Inputs{} : read.inputs(js_inputs);
  if (read.error) return error_to_js(read.error->field, read.error->message);
  attn::Trace trace;
  if (auto error = attn::attention_forward(trace, config, inputs)) return error_to_js(error->field, error->message);
  return trace_to_js(trace);
}

val default_config() { return config_to_js(attn::Config{}); }

}  // namespace

EMSCRIPTEN_BINDINGS(attention_lab) {
  emscripten::function("runRaw", &run_raw);
  emscripten::function("defaultConfig", &default_config);
}
