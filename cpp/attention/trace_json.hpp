// JSON text for a trace: the command-line tool prints all of it; the wasm bindings send the parts that
// are not numbers (the numbers cross as float buffers). One writer for both.
#pragma once
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "trace.hpp"

namespace attn {

class JsonWriter {
 public:
  std::string out;

  // string_view: a literal's length is known where it is written, not counted again for every append.
  JsonWriter& raw(std::string_view s) { return out.append(s.data(), s.size()), *this; }
  JsonWriter& key(std::string_view k) { return out += '"', raw(k).raw("\":"); }
  JsonWriter& str(const std::string& s);
  JsonWriter& integer(long long x);
  JsonWriter& number(float x);  // shortest text that reads back as the same float; ±∞ as "-Infinity" strings
  JsonWriter& boolean(bool b) { return raw(b ? "true" : "false"); }
  template <class T, class F>
  JsonWriter& list(const std::vector<T>& items, F write) {
    out += '[';
    for (size_t i = 0; i < items.size(); ++i) {
      if (i) out += ',';
      write(items[i]);
    }
    return out += ']', *this;
  }
  JsonWriter& strings(const std::vector<std::string>& items);
  template <class T>
  JsonWriter& integers(const std::vector<T>& items) {
    return list(items, [&](T x) { integer((long long)x); });
  }
};

// {batch, queryLen, ..., sourceText}: the config as the JavaScript API names it.
void write_config_json(JsonWriter& j, const Config& config);
// "config":…,"tokens":…,"sourceTokens":…,"fullyMaskedRows":… (members of an object, no braces); `config` is
// trace.config as write_config_json writes it (the bindings keep it between runs of one configuration).
void write_trace_members_json(JsonWriter& j, const Trace& trace, std::string_view config);
// [{key, values: {name: text}, message}, ...]: sentences for the learner (config.hpp's Message).
void write_messages_json(JsonWriter& j, const std::vector<Message>& messages);
// [{id, group, title, titleKey, titleValues: {name: number or text}, formula, inputs, output, shape, axes}, ...]
void write_steps_json(JsonWriter& j, const std::vector<Step>& steps);
// Everything, with every tensor's numbers.
void write_trace_json(std::ostream& out, const Trace& trace);

}  // namespace attn
