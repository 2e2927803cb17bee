#include "trace_json.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace attn {
namespace {

void write_string(std::ostream& out, const std::string& s) {
  out << '"';
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') out << '\\' << c;
    else if (c < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out << buf;
    } else out << c;
  }
  out << '"';
}

template <class T, class F>
void write_list(std::ostream& out, const std::vector<T>& items, F write_item) {
  out << '[';
  for (size_t i = 0; i < items.size(); ++i) {
    if (i) out << ',';
    write_item(items[i]);
  }
  out << ']';
}

void write_strings(std::ostream& out, const std::vector<std::string>& items) {
  write_list(out, items, [&](const std::string& s) { write_string(out, s); });
}

// Shortest text that reads back as the same float; −∞ as the string "-Infinity" (JSON has no infinities).
void write_float(std::ostream& out, float x) {
  if (std::isinf(x)) {
    out << (x < 0 ? "\"-Infinity\"" : "\"Infinity\"");
    return;
  }
  char buf[32];
  for (int precision = 6; precision <= 9; ++precision) {
    std::snprintf(buf, sizeof buf, "%.*g", precision, double(x));
    if (std::strtof(buf, nullptr) == x) break;
  }
  out << buf;
}

}  // namespace

void write_trace_json(std::ostream& out, const Trace& trace) {
  const Dims& d = trace.dims;
  out << "{\"config\":{\"batch\":" << d.B << ",\"queryLen\":" << d.T << ",\"keyLen\":" << d.S
      << ",\"dModel\":" << d.d_model << ",\"heads\":" << d.h << ",\"dK\":" << d.d_k << ",\"dV\":" << d.d_v
      << ",\"mask\":";
  write_string(out, mask_name(trace.config.mask));
  out << ",\"crossAttention\":" << (trace.config.cross_attention ? "true" : "false")
      << ",\"bias\":" << (trace.config.bias ? "true" : "false") << ",\"seed\":" << trace.config.seed << "},\n";
  out << "\"tokens\":";
  write_list(out, d.tokens, [&](const std::vector<std::string>& row) { write_strings(out, row); });
  out << ",\"sourceTokens\":";
  write_list(out, d.source_tokens, [&](const std::vector<std::string>& row) { write_strings(out, row); });
  out << ",\"fullyMaskedRows\":";
  write_list(out, trace.fully_masked_rows, [&](const RowRef& r) { out << '[' << r.batch << ',' << r.query << ']'; });
  out << ",\n\"steps\":[\n";
  for (size_t i = 0; i < trace.steps.size(); ++i) {
    const Step& s = trace.steps[i];
    out << (i ? ",\n" : "") << "{\"id\":";
    write_string(out, s.id);
    out << ",\"group\":";
    write_string(out, s.group);
    out << ",\"title\":";
    write_string(out, s.title);
    out << ",\"formula\":";
    write_string(out, s.formula);
    out << ",\"inputs\":";
    write_strings(out, s.inputs);
    out << ",\"output\":";
    write_string(out, s.output);
    out << ",\"shape\":";
    write_list(out, s.shape, [&](int n) { out << n; });
    out << ",\"axes\":";
    write_strings(out, s.axes);
    out << '}';
  }
  out << "],\n\"tensors\":{";
  bool first = true;
  for (const auto& [name, tensor] : trace.tensors) {
    out << (first ? "\n" : ",\n");
    first = false;
    write_string(out, name);
    out << ":{\"shape\":";
    std::vector<size_t> shape(tensor.values.shape().begin(), tensor.values.shape().end());
    write_list(out, shape, [&](size_t n) { out << n; });
    out << ",\"axes\":";
    write_strings(out, tensor.axes);
    out << ",\"data\":[";
    for (size_t i = 0; i < tensor.values.size(); ++i) {
      if (i) out << ',';
      write_float(out, tensor.values.data()[i]);
    }
    out << "]}";
  }
  out << "}}\n";
}

}  // namespace attn
