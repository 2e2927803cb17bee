// The safetensors header is a small JSON object; this reads exactly the subset the format uses (objects,
// arrays, strings, non-negative integers) with a depth limit, and refuses anything else.
#include "safetensors.hpp"

#include <cstdio>
#include <cstring>
#include <limits>
#include <set>
#include <sstream>

namespace attn {
namespace {

constexpr size_t max_header_bytes = 100u << 20;  // the format's own limit (100 MB)
constexpr int max_depth = 8;
constexpr int max_rank = 8;

// Why a file is refused: a sentence of the catalog (engine.file.why.* in web/src/i18n/en.js) and its values,
// said inside file.unusable's {why}.
struct Why {
  std::string key;
  Values values;
};
Error refuse(Why why) {
  why.values.push_back({"whyKey", std::move(why.key)});
  return Error{"file", say("file.unusable", std::move(why.values))};
}

size_t dtype_bytes(DType t) { return t == DType::f32 ? 4 : 2; }

// A cursor over the header text; every reader returns false (with `why`) on the first problem.
struct Json {
  const char* p;
  const char* end;
  std::optional<Why> why;

  bool fail(std::string key, Values values = {}) {
    if (!why) why = Why{std::move(key), std::move(values)};
    return false;
  }
  void space() {
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')) ++p;
  }
  bool expect(char c) {
    space();
    if (p < end && *p == c) return ++p, true;
    return fail("file.why.expected", {{"char", std::string(1, c)}});
  }
  bool peek(char c) {
    space();
    return p < end && *p == c;
  }
  bool string(std::string& out) {
    if (!expect('"')) return false;
    out.clear();
    while (p < end && *p != '"') {
      if (static_cast<unsigned char>(*p) < 0x20) return fail("file.why.controlChar");
      if (*p == '\\') {
        if (++p == end) break;
        switch (*p) {
          case '"': case '\\': case '/': out += *p; break;
          case 'n': out += '\n'; break;
          case 't': out += '\t'; break;
          case 'r': out += '\r'; break;
          case 'b': out += '\b'; break;
          case 'f': out += '\f'; break;
          case 'u': {  // \uXXXX, as UTF-8 (a surrogate half is kept as written: names are ASCII in practice)
            unsigned code = 0;
            for (int i = 1; i <= 4; ++i) {
              const char h = p + i < end ? p[i] : 'x';
              const int v = h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10 : h >= 'A' && h <= 'F' ? h - 'A' + 10 : -1;
              if (v < 0) return fail("file.why.unicodeEscape");
              code = code * 16 + unsigned(v);
            }
            p += 4;
            if (code >= 0xd800 && code < 0xe000) out += "\\u";
            else if (code < 0x80) out += char(code);
            else if (code < 0x800) out += char(0xc0 | code >> 6), out += char(0x80 | (code & 0x3f));
            else out += char(0xe0 | code >> 12), out += char(0x80 | ((code >> 6) & 0x3f)), out += char(0x80 | (code & 0x3f));
            break;
          }
          default: return fail("file.why.escape");
        }
        ++p;
      } else {
        out += *p++;
      }
    }
    if (p == end) return fail("file.why.endsInString");
    ++p;
    return true;
  }
  bool integer(uint64_t& out) {
    space();
    if (p == end || *p < '0' || *p > '9') return fail("file.why.notWhole");
    out = 0;
    while (p < end && *p >= '0' && *p <= '9') {
      uint64_t digit = uint64_t(*p++ - '0');
      if (out > (std::numeric_limits<uint64_t>::max() - digit) / 10) return fail("file.why.sizeTooLarge");
      out = out * 10 + digit;
    }
    if (p < end && (*p == '.' || *p == 'e' || *p == 'E')) return fail("file.why.fraction");
    return true;
  }
  bool integers(std::vector<uint64_t>& out, size_t max_count) {
    out.clear();
    if (!expect('[')) return false;
    if (peek(']')) return ++p, true;
    do {
      uint64_t v;
      if (!integer(v)) return false;
      if (out.size() == max_count) return fail("file.why.listTooLong", {{"max", std::to_string(max_count)}});
      out.push_back(v);
    } while (peek(',') && ++p);
    return expect(']');
  }
  // Skips any JSON value (used for __metadata__), with a depth limit.
  bool skip(int depth) {
    if (depth > max_depth) return fail("file.why.tooDeep");
    space();
    if (p == end) return fail("file.why.endsEarly");
    if (*p == '"') {
      std::string ignored;
      return string(ignored);
    }
    if (*p == '{' || *p == '[') {
      char close = *p == '{' ? '}' : ']';
      bool object = *p == '{';
      ++p;
      if (peek(close)) return ++p, true;
      do {
        if (object) {
          std::string key;
          if (!string(key) || !expect(':')) return false;
        }
        if (!skip(depth + 1)) return false;
      } while (peek(',') && ++p);
      return expect(close);
    }
    const char* start = p;
    while (p < end && (std::strchr("+-.eE", *p) || (*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'z'))) ++p;
    return p > start || fail("file.why.unreadable");
  }
};

bool parse_dtype(const std::string& name, DType& out) {
  if (name == "F32") out = DType::f32;
  else if (name == "F16") out = DType::f16;
  else if (name == "BF16") out = DType::bf16;
  else return false;
  return true;
}

// One tensor's entry: {"dtype": "F32", "shape": [768, 2304], "data_offsets": [0, 7077888]}.
bool read_entry(Json& json, StoredTensor& t) {
  bool has_dtype = false, has_shape = false, has_offsets = false;
  if (!json.expect('{')) return false;
  do {
    std::string key;
    if (!json.string(key) || !json.expect(':')) return false;
    if (key == "dtype") {
      std::string name;
      if (!json.string(name)) return false;
      if (!parse_dtype(name, t.dtype))
        return json.fail("file.why.dtype", {{"name", t.name}, {"dtype", name}});
      has_dtype = true;
    } else if (key == "shape") {
      std::vector<uint64_t> dims;
      if (!json.integers(dims, max_rank)) return false;
      t.shape.assign(dims.begin(), dims.end());
      for (uint64_t d : dims)
        if (d > uint64_t(std::numeric_limits<int32_t>::max())) return json.fail("file.why.dimension", {{"name", t.name}, {"size", std::to_string(d)}});
      has_shape = true;
    } else if (key == "data_offsets") {
      std::vector<uint64_t> range;
      if (!json.integers(range, 2)) return false;
      if (range.size() != 2) return json.fail("file.why.offsetsNeeded", {{"name", t.name}});
      if (range[0] > range[1]) return json.fail("file.why.offsetsBackwards", {{"name", t.name}});
      t.begin = size_t(range[0]);
      t.end = size_t(range[1]);
      if (t.begin != range[0] || t.end != range[1]) return json.fail("file.why.offsetsBeyond", {{"name", t.name}});
      has_offsets = true;
    } else if (!json.skip(1)) {
      return false;
    }
  } while (json.peek(',') && ++json.p);
  if (!json.expect('}')) return false;
  if (!has_dtype || !has_shape || !has_offsets) return json.fail("file.why.lacks", {{"name", t.name}});
  return true;
}

// The free-form {"key": "value"} object; the format allows strings only.
bool read_metadata(Json& json, std::map<std::string, std::string>& out) {
  if (!json.expect('{')) return false;
  if (json.peek('}')) return ++json.p, true;
  do {
    std::string key, value;
    if (!json.string(key) || !json.expect(':')) return false;
    if (!json.peek('"')) return json.fail("file.why.metadata");
    if (!json.string(value)) return false;
    out[key] = value;
  } while (json.peek(',') && ++json.p);
  return json.expect('}');
}

// Why a tensor's byte range does not fit its shape or the data section, if it does not. The element
// count is checked for overflow before it is multiplied by the element size.
std::optional<Why> check_size(const StoredTensor& t, size_t data_size) {
  size_t n = 1;
  for (int64_t d : t.shape) {
    if (d != 0 && n > std::numeric_limits<size_t>::max() / size_t(d) / 4) return Why{"file.why.elements", {{"name", t.name}}};
    n *= size_t(d);
  }
  if (t.end > data_size)
    return Why{"file.why.truncated", {{"name", t.name}, {"end", std::to_string(t.end)}, {"size", std::to_string(data_size)}}};
  if (t.end - t.begin != n * dtype_bytes(t.dtype))
    return Why{"file.why.bytes",
               {{"name", t.name}, {"bytes", std::to_string(t.end - t.begin)}, {"needed", std::to_string(n * dtype_bytes(t.dtype))}}};
  return std::nullopt;
}

}  // namespace

size_t StoredTensor::count() const {
  size_t n = 1;
  for (int64_t d : shape) n *= size_t(d);
  return n;
}

const StoredTensor* SafetensorsFile::find(const std::string& name) const {
  for (const auto& t : tensors)
    if (t.name == name) return &t;
  return nullptr;
}

std::optional<Error> read_safetensors(SafetensorsFile& file, const uint8_t* bytes, size_t size) {
  return read_safetensors_header(file, bytes, size, size);
}

std::optional<Error> read_safetensors_header(SafetensorsFile& file, const uint8_t* bytes, size_t available, size_t size) {
  file = SafetensorsFile{};
  if (size < 10 || available < 10) return refuse({"file.why.tooFew", {{"size", std::to_string(size)}}});
  uint64_t header = 0;
  for (int i = 7; i >= 0; --i) header = (header << 8) | bytes[i];
  if (header > max_header_bytes || header > size - 8)
    return refuse({"file.why.headerSize", {{"header", std::to_string(header)}, {"size", std::to_string(size)}}});
  if (header > available - 8) return refuse({"file.why.headerGiven", {{"available", std::to_string(available)}}});
  Json json{reinterpret_cast<const char*>(bytes) + 8, reinterpret_cast<const char*>(bytes) + 8 + header, std::nullopt};
  file.data = available == size ? bytes + 8 + header : nullptr;
  file.data_offset = 8 + size_t(header);
  file.data_size = size - 8 - size_t(header);

  std::set<std::string> names;
  bool ok = json.expect('{');
  if (ok && json.peek('}')) ++json.p;
  else if (ok) {
    do {
      StoredTensor t;
      ok = json.string(t.name) && json.expect(':');
      if (!ok) break;
      if (t.name == "__metadata__") {
        ok = read_metadata(json, file.metadata);
      } else {
        ok = read_entry(json, t);
        if (ok && !names.insert(t.name).second) ok = json.fail("file.why.twice", {{"name", t.name}});
        if (ok) file.tensors.push_back(std::move(t));
      }
    } while (ok && json.peek(',') && ++json.p);
    ok = ok && json.expect('}');
  }
  if (ok) {
    json.space();
    if (json.p != json.end) ok = json.fail("file.why.trailing");
  }
  if (!ok) {
    file = SafetensorsFile{};
    return refuse(json.why.value_or(Why{"file.why.unreadable", {}}));  // every reader says why; this is a guard
  }

  for (const auto& t : file.tensors) {
    if (auto why = check_size(t, file.data_size)) {
      file = SafetensorsFile{};
      return refuse(*why);
    }
  }
  return std::nullopt;
}

float half_to_float(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000) << 16, exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff, bits;
  if (exponent == 0x1f) {
    bits = sign | 0x7f800000u | (mantissa << 13);  // infinity or NaN
  } else if (exponent != 0) {
    bits = sign | ((exponent + 112) << 23) | (mantissa << 13);
  } else if (mantissa == 0) {
    bits = sign;  // ±0
  } else {  // subnormal half: normalise it (every one is a normal float)
    int shift = 0;
    while (!(mantissa & 0x400)) mantissa <<= 1, ++shift;
    bits = sign | (uint32_t(113 - shift) << 23) | ((mantissa & 0x3ff) << 13);
  }
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

float bfloat16_to_float(uint16_t b) {
  uint32_t bits = uint32_t(b) << 16;
  float f;
  std::memcpy(&f, &bits, 4);
  return f;
}

uint16_t float_to_half(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  const uint16_t sign = uint16_t((bits >> 16) & 0x8000);
  const uint32_t exponent = (bits >> 23) & 0xff, mantissa = bits & 0x7fffff;
  if (exponent == 0xff) return uint16_t(sign | 0x7c00 | (mantissa ? 0x200 : 0));  // infinity or a quiet NaN
  const int e = int(exponent) - 127 + 15;                                          // the half's biased exponent
  if (e >= 31) return uint16_t(sign | 0x7c00);                                    // too large: infinity
  // Keep 10 (normal) or fewer (subnormal) mantissa bits of the 24-bit significand, rounding half to even.
  const uint32_t significand = mantissa | (exponent ? 0x800000u : 0);
  const int shift = e > 0 ? 13 : 14 - e;  // bits dropped
  if (shift > 24) return sign;            // below half the smallest subnormal: ±0
  uint32_t kept = significand >> shift;
  const uint32_t rest = significand & ((1u << shift) - 1), half = 1u << (shift - 1);
  if (rest > half || (rest == half && (kept & 1))) ++kept;  // a carry may roll into the exponent: still right
  return uint16_t(sign | (e > 0 ? (uint32_t(e) << 10) + (kept - 0x400) : kept));
}

std::vector<uint8_t> write_safetensors(const std::vector<TensorToWrite>& tensors,
                                       const std::map<std::string, std::string>& metadata) {
  auto quoted = [](const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
      if (static_cast<unsigned char>(c) < 0x20) {  // control characters (a text model's alphabet has '\n')
        char escaped[8];
        std::snprintf(escaped, sizeof escaped, "\\u%04x", unsigned(c));
        out += escaped;
        continue;
      }
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
    return out + "\"";
  };
  std::ostringstream header;
  header << '{';
  if (!metadata.empty()) {
    header << "\"__metadata__\":{";
    bool first = true;
    for (const auto& [key, value] : metadata) header << (first ? "" : ",") << quoted(key) << ':' << quoted(value), first = false;
    header << '}';
  }
  size_t offset = 0;
  for (const auto& t : tensors) {
    if (offset || !metadata.empty()) header << ',';
    const size_t bytes = t.values.size() * dtype_bytes(t.dtype);
    header << quoted(t.name) << ":{\"dtype\":\"" << (t.dtype == DType::f32 ? "F32" : t.dtype == DType::f16 ? "F16" : "BF16")
           << "\",\"shape\":[";
    for (size_t i = 0; i < t.shape.size(); ++i) header << (i ? "," : "") << t.shape[i];
    header << "],\"data_offsets\":[" << offset << ',' << offset + bytes << "]}";
    offset += bytes;
  }
  header << '}';
  std::string text = header.str();
  while ((8 + text.size()) % 8) text += ' ';  // the data starts 8-byte aligned, as the reference writer does
  std::vector<uint8_t> out(8 + text.size());
  for (int i = 0; i < 8; ++i) out[i] = uint8_t(uint64_t(text.size()) >> (8 * i));
  std::memcpy(out.data() + 8, text.data(), text.size());
  out.reserve(out.size() + offset);
  for (const auto& t : tensors)
    for (float v : t.values) {
      uint32_t bits;
      std::memcpy(&bits, &v, 4);
      if (t.dtype == DType::f16) bits = float_to_half(v);
      if (t.dtype == DType::bf16) bits >>= 16;  // truncation; nothing here writes bf16 yet
      for (size_t i = 0; i < dtype_bytes(t.dtype); ++i) out.push_back(uint8_t(bits >> (8 * i)));
    }
  return out;
}

void tensor_to_float(const SafetensorsFile& file, const StoredTensor& t, float* out) {
  tensor_to_float(t, file.data + t.begin, out);
}
void tensor_to_half(const SafetensorsFile& file, const StoredTensor& t, uint16_t* out) {
  tensor_to_half(t, file.data + t.begin, out);
}

void tensor_to_float(const StoredTensor& t, const uint8_t* p, float* out) {
  size_t n = t.count();
  for (size_t i = 0; i < n; ++i) {
    if (t.dtype == DType::f32) {
      uint32_t bits = uint32_t(p[4 * i]) | uint32_t(p[4 * i + 1]) << 8 | uint32_t(p[4 * i + 2]) << 16 | uint32_t(p[4 * i + 3]) << 24;
      std::memcpy(&out[i], &bits, 4);
    } else {
      uint16_t bits = uint16_t(p[2 * i] | p[2 * i + 1] << 8);
      out[i] = t.dtype == DType::f16 ? half_to_float(bits) : bfloat16_to_float(bits);
    }
  }
}

void tensor_to_half(const StoredTensor& t, const uint8_t* p, uint16_t* out) {
  const size_t n = t.count();
  if (t.dtype == DType::f16) {
    for (size_t i = 0; i < n; ++i) out[i] = uint16_t(p[2 * i] | p[2 * i + 1] << 8);
    return;
  }
  std::vector<float> wide(n);
  tensor_to_float(t, p, wide.data());
  for (size_t i = 0; i < n; ++i) out[i] = float_to_half(wide[i]);
}

}  // namespace attn
