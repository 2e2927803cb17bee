#include "trace_json.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace attn {

JsonWriter& JsonWriter::str(const std::string& s) {
  out += '"';
  size_t plain = 0;  // copy runs of characters that need no escape in one append
  for (size_t i = 0; i < s.size(); ++i) {
    unsigned char c = s[i];
    if (c != '"' && c != '\\' && c >= 0x20) continue;
    out.append(s, plain, i - plain);
    plain = i + 1;
    if (c == '"' || c == '\\') {
      out += '\\';
      out += char(c);
    } else {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    }
  }
  out.append(s, plain, std::string::npos);
  return out += '"', *this;
}

JsonWriter& JsonWriter::integer(long long x) {
  char buf[24];
  auto end = std::to_chars(buf, buf + sizeof buf, x).ptr;
  return out.append(buf, end), *this;
}

JsonWriter& JsonWriter::number(float x) {
  if (std::isinf(x)) return raw(x < 0 ? "\"-Infinity\"" : "\"Infinity\"");
  // Whole numbers below 10^6 print as %g prints them (ropeBase 10000, a mask's 0s and 1s), without snprintf.
  if (x == std::floor(x) && std::fabs(x) < 1e6f && !(x == 0 && std::signbit(x))) return integer((long long)x);
  char buf[32];
  for (int precision = 6; precision <= 9; ++precision) {
    std::snprintf(buf, sizeof buf, "%.*g", precision, double(x));
    if (std::strtof(buf, nullptr) == x) break;
  }
  return raw(buf);
}

JsonWriter& JsonWriter::strings(const std::vector<std::string>& items) {
  return list(items, [&](const std::string& s) { str(s); });
}

void write_config_json(JsonWriter& j, const Config& c) {
  j.raw("{").key("batch").integer(c.batch).raw(",").key("queryLen").integer(c.query_len);
  j.raw(",").key("keyLen").integer(c.key_len).raw(",").key("dModel").integer(c.d_model);
  j.raw(",").key("heads").integer(c.heads).raw(",").key("dK").integer(c.d_k).raw(",").key("dV").integer(c.d_v);
  j.raw(",").key("mask").str(mask_name(c.mask)).raw(",").key("validLengths").integers(c.valid_lengths);
  j.raw(",").key("customMask").list(c.custom_mask, [&](float x) { j.number(x); });
  j.raw(",").key("crossAttention").boolean(c.cross_attention).raw(",").key("bias").boolean(c.bias);
  j.raw(",").key("seed").integer(c.seed).raw(",").key("text").str(c.text);
  j.raw(",").key("sourceText").str(c.source_text).raw(",").key("block").boolean(c.block);
  j.raw(",").key("dFF").integer(c.d_ff).raw(",").key("kvHeads").integer(c.kv_heads);
  j.raw(",").key("positional").str(positional_name(c.positional)).raw(",").key("ropeBase").number(c.rope_base);
  j.raw(",").key("window").integer(c.window).raw(",").key("flash");
  if (c.flash.on)
    j.raw("{").key("blockQ").integer(c.flash.block_q).raw(",").key("blockK").integer(c.flash.block_k).raw("}");
  else
    j.boolean(false);
  if (!c.head_range.empty()) j.raw(",").key("headRange").integers(c.head_range);  // a part says so; a whole run is as before
  j.raw("}");
}

void write_messages_json(JsonWriter& j, const std::vector<Message>& messages) {
  j.list(messages, [&](const Message& m) {
    j.raw("{").key("key").str(m.key).raw(",").key("values").raw("{");
    for (size_t i = 0; i < m.values.size(); ++i) {
      if (i) j.raw(",");
      j.str(m.values[i].first).raw(":").str(m.values[i].second);
    }
    j.raw("},").key("message").str(m.text).raw("}");
  });
}

void write_trace_members_json(JsonWriter& j, const Trace& trace, std::string_view config) {
  auto token_rows = [&](const std::vector<std::vector<std::string>>& rows) {
    j.list(rows, [&](const std::vector<std::string>& row) { j.strings(row); });
  };
  j.key("config").raw(config);
  j.raw(",").key("tokens");
  token_rows(trace.dims.tokens);
  j.raw(",").key("sourceTokens");
  token_rows(trace.dims.source_tokens);
  j.raw(",").key("fullyMaskedRows").list(trace.fully_masked_rows, [&](const RowRef& r) {
    j.raw("[").integer(r.batch).raw(",").integer(r.query).raw("]");
  });
  j.raw(",").key("notes").strings(trace.dims.notes);
  if (!trace.dims.note_messages.empty()) {  // the same notes as keys and values, for the page's languages
    j.raw(",").key("noteMessages");
    write_messages_json(j, trace.dims.note_messages);
  }
  if (trace.config.flash.on)  // what FlashAttention saves: the T×S matrix it never built, against one tile
    j.raw(",").key("flash").raw("{").key("tilesK").integer(trace.dims.tiles_k).raw(",").key("matrixBytes")
        .integer((long long)trace.flash_memory.matrix_bytes).raw(",").key("tileBytes")
        .integer((long long)trace.flash_memory.tile_bytes).raw("}");
}

void write_steps_json(JsonWriter& j, const std::vector<Step>& steps) {
  j.list(steps, [&](const Step& s) {
    j.raw("{").key("id").str(s.id).raw(",").key("group").str(s.group).raw(",").key("title").str(s.title);
    j.raw(",").key("titleKey").str(s.title_key).raw(",").key("titleValues").raw("{");
    for (size_t i = 0; i < s.title_values.size(); ++i) {
      const TitleValue& v = s.title_values[i];
      j.raw(i ? "," : "").key(v.name);
      v.number ? j.raw(v.text) : j.str(v.text);
    }
    j.raw("}").raw(",").key("formula").str(s.formula).raw(",").key("inputs").strings(s.inputs);
    j.raw(",").key("output").str(s.output).raw(",").key("shape").integers(s.shape);
    j.raw(",").key("axes").strings(s.axes).raw("}");
  });
}

void write_trace_json(std::ostream& out, const Trace& trace) {
  JsonWriter config, j;
  write_config_json(config, trace.config);
  j.raw("{");
  write_trace_members_json(j, trace, config.out);
  j.raw(",\n").key("steps");
  write_steps_json(j, trace.steps);
  j.raw(",\n").key("tensors").raw("{");
  bool first = true;
  for (const auto& [name, tensor] : trace.tensors) {
    j.raw(first ? "\n" : ",\n");
    first = false;
    std::vector<size_t> shape(tensor.values.shape().begin(), tensor.values.shape().end());
    j.str(name).raw(":{").key("shape").integers(shape).raw(",").key("axes").strings(tensor.axes).raw(",");
    j.key("data").raw("[");
    for (size_t i = 0; i < tensor.values.size(); ++i) {
      if (i) j.raw(",");
      j.number(tensor.values.data()[i]);
    }
    j.raw("]}");
  }
  j.raw("}}\n");
  out << j.out;
}

}  // namespace attn
