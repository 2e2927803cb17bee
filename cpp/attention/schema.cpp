#include "schema.hpp"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <stdexcept>
#include <type_traits>
#include <unordered_map>

#include "trace_json.hpp"

namespace attn {

const std::vector<TensorInfo>& tensor_table() {
  using K = TensorKind;
  using A = Attention;
  using N = Needs;
  // In computation order (the order lab.run's trace and keep errors list them).
  static const std::vector<TensorInfo> table = {
      {"E", {"B", "T", "d_model"}, K::intermediate, A::self_only, N::text, "token embeddings"},
      {"P", {"T", "d_model"}, K::intermediate, A::self_only, N::position, "positional encoding"},
      {"P_angle", {"T", "d_model"}, K::intermediate, A::self_only, N::position, "the angle P takes sin (even columns) or cos of: t / 10000^(2⌊j/2⌋/d_model)"},
      {"X", {"B", "T", "d_model"}, K::input, A::self_only, N::nothing, "the input: embeddings plus positions"},
      {"E_q", {"B", "T", "d_model"}, K::intermediate, A::cross_only, N::text, "the queries' token embeddings"},
      {"P_q", {"T", "d_model"}, K::intermediate, A::cross_only, N::position, "the queries' positional encoding"},
      {"P_angle_q", {"T", "d_model"}, K::intermediate, A::cross_only, N::position, "the angle P_q takes sin or cos of"},
      {"X_q", {"B", "T", "d_model"}, K::input, A::cross_only, N::nothing, "the input queries come from"},
      {"E_kv", {"B", "S", "d_model"}, K::intermediate, A::cross_only, N::source_text, "the source's token embeddings"},
      {"P_kv", {"S", "d_model"}, K::intermediate, A::cross_only, N::source_position, "the source's positional encoding"},
      {"P_angle_kv", {"S", "d_model"}, K::intermediate, A::cross_only, N::source_position, "the angle P_kv takes sin or cos of"},
      {"X_kv", {"B", "S", "d_model"}, K::input, A::cross_only, N::nothing, "the input keys and values come from"},
      {"W_q", {"d_model", "h·d_k"}, K::parameter, A::both, N::nothing, "query projection"},
      {"W_k", {"d_model", "h_kv·d_k"}, K::parameter, A::both, N::nothing, "key projection"},
      {"W_v", {"d_model", "h_kv·d_v"}, K::parameter, A::both, N::nothing, "value projection"},
      {"W_o", {"h·d_v", "d_model"}, K::parameter, A::both, N::nothing, "output projection"},
      {"b_q", {"h·d_k"}, K::parameter, A::both, N::bias, "query bias"},
      {"b_k", {"h_kv·d_k"}, K::parameter, A::both, N::bias, "key bias"},
      {"b_v", {"h_kv·d_v"}, K::parameter, A::both, N::bias, "value bias"},
      {"b_o", {"d_model"}, K::parameter, A::both, N::bias, "output bias"},
      {"Q", {"B", "T", "h·d_k"}, K::intermediate, A::both, N::nothing, "queries, all heads side by side"},
      {"K", {"B", "S", "h_kv·d_k"}, K::intermediate, A::both, N::nothing, "keys, all heads side by side"},
      {"V", {"B", "S", "h_kv·d_v"}, K::intermediate, A::both, N::nothing, "values, all heads side by side"},
      {"Q_heads", {"B", "h", "T", "d_k"}, K::intermediate, A::both, N::nothing, "queries per head"},
      {"K_heads", {"B", "h_kv", "S", "d_k"}, K::intermediate, A::both, N::nothing, "keys per head"},
      {"V_heads", {"B", "h_kv", "S", "d_v"}, K::intermediate, A::both, N::nothing, "values per head"},
      {"Q_rope", {"B", "h", "T", "d_k"}, K::intermediate, A::both, N::rope, "queries rotated by their position (RoPE)"},
      {"K_rope", {"B", "h_kv", "S", "d_k"}, K::intermediate, A::both, N::rope, "keys rotated by their position (RoPE)"},
      {"rope_theta", {"d_k"}, K::intermediate, A::both, N::rope, "RoPE: θ_i = ropeBase^(−2i/d_k), the turn per position of column c's pair i = c mod d_k/2"},
      {"rope_angle_q", {"T", "d_k"}, K::intermediate, A::both, N::rope, "RoPE: the angle t·θ_i each query's column is turned by"},
      {"rope_angle_k", {"S", "d_k"}, K::intermediate, A::both, N::rope, "RoPE: the angle s·θ_i each key's column is turned by"},
      {"scores", {"B", "h", "T", "S"}, K::intermediate, A::both, N::no_flash, "every query against every key"},
      {"sqrt_d_k", {}, K::intermediate, A::both, N::nothing, "√d_k, what every score is divided by"},
      {"scaled", {"B", "h", "T", "S"}, K::intermediate, A::both, N::no_flash, "scores divided by √d_k"},
      {"alibi", {"h", "T", "S"}, K::intermediate, A::both, N::alibi, "ALiBi: −slope·(t − s), added to the scaled scores"},
      {"M", {"B", "T", "S"}, K::intermediate, A::both, N::nothing, "the additive mask: 0 or −∞"},
      {"masked", {"B", "h", "T", "S"}, K::intermediate, A::both, N::no_flash, "scaled scores plus the mask"},
      {"weights", {"B", "h", "T", "S"}, K::intermediate, A::both, N::no_flash, "attention weights: softmax of each row"},
      {"row_max", {"B", "h", "T"}, K::intermediate, A::both, N::no_flash, "softmax: each row's max m_t (0 when every key is masked)"},
      {"row_sum", {"B", "h", "T"}, K::intermediate, A::both, N::no_flash, "softmax: each row's Σ_s e^(x − m_t) (0 when every key is masked)"},
      {"flash_m", {"B", "h", "tile_k", "T"}, K::intermediate, A::both, N::flash, "flash: each row's running max after each key tile"},
      {"flash_l", {"B", "h", "tile_k", "T"}, K::intermediate, A::both, N::flash, "flash: each row's running Σe^(x − m) after each key tile"},
      {"flash_O", {"B", "h", "tile_k", "T", "d_v"}, K::intermediate, A::both, N::flash, "flash: the unnormalised output after each key tile"},
      {"flash_rescale", {"B", "h", "tile_k", "T"}, K::intermediate, A::both, N::flash, "flash: e^(m_old − m_new), what l and O were multiplied by at each key tile (0 before any key was seen)"},
      {"Z", {"B", "h", "T", "d_v"}, K::intermediate, A::both, N::nothing, "each head's context"},
      {"concat", {"B", "T", "h·d_v"}, K::intermediate, A::both, N::nothing, "the heads side by side"},
      {"Y", {"B", "T", "d_model"}, K::intermediate, A::both, N::nothing, "the attention output"},
      {"W_1", {"d_model", "d_ff"}, K::parameter, A::both, N::block, "feed-forward, widen"},
      {"b_1", {"d_ff"}, K::parameter, A::both, N::block, "feed-forward, widen: bias"},
      {"W_2", {"d_ff", "d_model"}, K::parameter, A::both, N::block, "feed-forward, narrow"},
      {"b_2", {"d_model"}, K::parameter, A::both, N::block, "feed-forward, narrow: bias"},
      {"residual1", {"B", "T", "d_model"}, K::intermediate, A::both, N::block, "input plus attention output"},
      {"norm1", {"B", "T", "d_model"}, K::intermediate, A::both, N::block, "the first LayerNorm"},
      {"hidden_pre", {"B", "T", "d_ff"}, K::intermediate, A::both, N::block, "feed-forward before ReLU: norm1 W_1 + b_1"},
      {"hidden", {"B", "T", "d_ff"}, K::intermediate, A::both, N::block, "feed-forward hidden layer (ReLU)"},
      {"ffn", {"B", "T", "d_model"}, K::intermediate, A::both, N::block, "feed-forward output"},
      {"residual2", {"B", "T", "d_model"}, K::intermediate, A::both, N::block, "norm1 plus feed-forward output"},
      {"norm2", {"B", "T", "d_model"}, K::intermediate, A::both, N::block, "the block's output"},
      {"norm1_mean", {"B", "T"}, K::intermediate, A::both, N::block, "each row's mean over d_model, as the first LayerNorm took it"},
      {"norm1_variance", {"B", "T"}, K::intermediate, A::both, N::block, "each row's variance over d_model, as the first LayerNorm took it"},
      {"norm1_out_mean", {"B", "T"}, K::intermediate, A::both, N::block, "each row's mean after the first LayerNorm (0)"},
      {"norm1_out_variance", {"B", "T"}, K::intermediate, A::both, N::block, "each row's variance after the first LayerNorm (≈1)"},
      {"norm2_mean", {"B", "T"}, K::intermediate, A::both, N::block, "each row's mean over d_model, as the second LayerNorm took it"},
      {"norm2_variance", {"B", "T"}, K::intermediate, A::both, N::block, "each row's variance over d_model, as the second LayerNorm took it"},
      {"norm2_out_mean", {"B", "T"}, K::intermediate, A::both, N::block, "each row's mean after the second LayerNorm (0)"},
      {"norm2_out_variance", {"B", "T"}, K::intermediate, A::both, N::block, "each row's variance after the second LayerNorm (≈1)"},
  };
  return table;
}

const std::vector<SettingInfo>& setting_table() {
  using L = Limits;
  using C = Config;
  static const std::vector<SettingInfo> table = {
      {"batch", "int", 1, L::max_batch, "B", "", &C::batch},
      {"queryLen", "int", 0, L::max_len, "T", "0 means one position per token of text", &C::query_len},
      {"keyLen", "int", 0, L::max_len, "S", "0 means the same as the keys' text", &C::key_len},
      {"dModel", "int", 1, L::max_d_model, "d_model", "", &C::d_model},
      {"heads", "int", 1, L::max_heads, "h", "", &C::heads},
      {"dK", "int", 0, L::max_head_dim, "d_k", "0 means dModel / heads", &C::d_k},
      {"dV", "int", 0, L::max_head_dim, "d_v", "0 means dModel / heads", &C::d_v},
      {"mask", "mask", 0, 0, "", "", &C::mask},
      {"validLengths", "ints", 0, L::max_len, "", "one per batch item; [] means each item's token count", &C::valid_lengths},
      {"customMask", "bits", 0, 1, "", "1 where the query may attend: T×S or B×T×S values", &C::custom_mask},
      {"crossAttention", "bool", 0, 0, "", "", &C::cross_attention},
      {"bias", "bool", 0, 0, "", "", &C::bias},
      {"seed", "int", 0, L::max_seed, "", "", &C::seed},
      {"text", "text", 0, 0, "", "one line per batch item", &C::text},
      {"sourceText", "text", 0, 0, "", "cross-attention: one line per batch item", &C::source_text},
      {"keep", "names", 0, 0, "", "tensor names to return; [] means all", &C::keep},
      {"block", "bool", 0, 0, "", "", &C::block},
      {"dFF", "int", 0, L::max_d_ff, "d_ff", "0 means 4·dModel", &C::d_ff},
      {"kvHeads", "int", 0, L::max_heads, "h_kv", "0 means heads; heads must be a multiple of it (1: multi-query)", &C::kv_heads},
      {"positional", "positional", 0, 0, "", "sinusoidal adds P to X; rope rotates Q and K; alibi biases the scores", &C::positional},
      {"ropeBase", "number", 0, L::max_rope_base, "", "RoPE: θ_i = ropeBase^(−2i/dK); more than 0", &C::rope_base},
      {"window", "int", 1, L::max_len, "", "sliding masks: query t sees keys s with t − window < s ≤ t", &C::window},
      {"flash", "flash", 1, L::max_len, "", "{blockQ, blockK}: Z tile by tile; false means the ordinary path", &C::flash},
      {"headRange", "range", 0, L::max_heads, "", "[from, to]: only heads from…to−1, Y their share; [] means every head", &C::head_range},
  };
  return table;
}

const TensorInfo* find_tensor(const std::string& name) {
  // Looked up for every tensor of every run: an index by name, made once, instead of a scan of the table.
  static const std::unordered_map<std::string, const TensorInfo*> by_name = [] {
    std::unordered_map<std::string, const TensorInfo*> index;
    for (const auto& info : tensor_table()) index.emplace(info.name, &info);
    return index;
  }();
  auto it = by_name.find(name);
  return it == by_name.end() ? nullptr : it->second;
}

const SettingInfo* setting_named(const std::string& name) {
  // Looked up for several settings on every run: an index by name, made once, instead of a scan of the table.
  static const std::unordered_map<std::string, const SettingInfo*> by_name = [] {
    std::unordered_map<std::string, const SettingInfo*> index;
    for (const auto& info : setting_table()) index.emplace(info.name, &info);
    return index;
  }();
  auto it = by_name.find(name);
  return it == by_name.end() ? nullptr : it->second;
}

const SettingInfo& find_setting(const std::string& name) {
  if (const SettingInfo* info = setting_named(name)) return *info;
  throw std::logic_error("no setting " + name);  // a typo in the engine's own code, caught by its tests
}

const std::vector<std::string>& axes_of(const std::string& name) {
  // Read for every tensor of every run: each tensor's axes as strings, made once.
  static const std::vector<std::vector<std::string>> axes = [] {
    std::vector<std::vector<std::string>> out;
    for (const auto& info : tensor_table()) out.emplace_back(info.axes.begin(), info.axes.end());
    return out;
  }();
  const TensorInfo* info = find_tensor(name);
  if (!info) throw std::logic_error("no tensor " + name);
  return axes[size_t(info - tensor_table().data())];
}

namespace {

// The axes by number: size_of reads each tensor's as numbers found once, since the memory estimate sizes every
// tensor of the table on every run (comparing axis names there took a twentieth of the 6-token trace).
enum class AxisId { B, h, T, S, d_model, d_k, d_v, d_ff, h_dk, h_dv, h_kv, h_kv_dk, h_kv_dv, tile_k };

AxisId axis_id(std::string_view axis) {
  static const std::pair<const char*, AxisId> names[] = {
      {"B", AxisId::B}, {"h", AxisId::h}, {"T", AxisId::T}, {"S", AxisId::S}, {"d_model", AxisId::d_model},
      {"d_k", AxisId::d_k}, {"d_v", AxisId::d_v}, {"d_ff", AxisId::d_ff}, {"h·d_k", AxisId::h_dk},
      {"h·d_v", AxisId::h_dv}, {"h_kv", AxisId::h_kv}, {"h_kv·d_k", AxisId::h_kv_dk}, {"h_kv·d_v", AxisId::h_kv_dv},
      {"tile_k", AxisId::tile_k}};
  for (auto [name, id] : names)
    if (axis == name) return id;
  throw std::logic_error("no axis " + std::string(axis));
}

double axis_value(const Dims& d, AxisId axis) {
  switch (axis) {
    case AxisId::B: return d.B;
    case AxisId::h: return d.h;
    case AxisId::T: return d.T;
    case AxisId::S: return d.S;
    case AxisId::d_model: return d.d_model;
    case AxisId::d_k: return d.d_k;
    case AxisId::d_v: return d.d_v;
    case AxisId::d_ff: return d.d_ff;
    case AxisId::h_dk: return double(d.h) * d.d_k;
    case AxisId::h_dv: return double(d.h) * d.d_v;
    case AxisId::h_kv: return d.h_kv;
    case AxisId::h_kv_dk: return double(d.h_kv) * d.d_k;
    case AxisId::h_kv_dv: return double(d.h_kv) * d.d_v;
    case AxisId::tile_k: return d.tiles_k;
  }
  return 0;
}

}  // namespace

double axis_size(const Dims& d, std::string_view axis) { return axis_value(d, axis_id(axis)); }

double size_of(const TensorInfo& info, const Dims& d) {
  static const std::vector<std::vector<AxisId>> ids = [] {
    std::vector<std::vector<AxisId>> out;
    for (const auto& t : tensor_table()) {
      out.emplace_back();
      for (const char* axis : t.axes) out.back().push_back(axis_id(axis));
    }
    return out;
  }();
  const uintptr_t at = (uintptr_t(&info) - uintptr_t(tensor_table().data())) / sizeof(TensorInfo);
  double n = 1;
  if (at < ids.size() && &tensor_table()[at] == &info)
    for (AxisId axis : ids[at]) n *= axis_value(d, axis);
  else  // an entry not from the table
    for (const char* axis : info.axes) n *= axis_size(d, axis);
  return n;
}

std::string shape_in_settings(const TensorInfo& info, bool grouped) {
  const bool alone = info.axes.size() == 1;
  auto setting = [alone, grouped](std::string axis) -> std::string {
    if (!grouped && axis.compare(0, 4, "h_kv") == 0) axis = "h" + axis.substr(4);
    for (const auto& s : setting_table())
      if (axis == s.axis) return s.name;
    if (axis == "h·d_k") return alone ? "heads·dK" : "(heads·dK)";
    if (axis == "h·d_v") return alone ? "heads·dV" : "(heads·dV)";
    if (axis == "h_kv·d_k") return alone ? "kvHeads·dK" : "(kvHeads·dK)";
    if (axis == "h_kv·d_v") return alone ? "kvHeads·dV" : "(kvHeads·dV)";
    if (axis == "tile_k") return "⌈keyLen/blockK⌉";
    throw std::logic_error("no setting sizes axis " + axis);
  };
  std::string out;
  for (const char* axis : info.axes) out += (out.empty() ? "" : "×") + setting(axis);
  return out;
}

bool holds(const TensorInfo& info, const Config& c, bool from_text, bool source_from_text) {
  if (info.attention == Attention::self_only && c.cross_attention) return false;
  if (info.attention == Attention::cross_only && !c.cross_attention) return false;
  switch (info.needs) {
    case Needs::nothing: return true;
    case Needs::text: return from_text;
    case Needs::source_text: return source_from_text;
    case Needs::bias: return c.bias;
    case Needs::block: return c.block;
    case Needs::position: return from_text && c.positional == Positional::sinusoidal;
    case Needs::source_position: return source_from_text && c.positional == Positional::sinusoidal;
    case Needs::rope: return c.positional == Positional::rope;
    case Needs::alibi: return c.positional == Positional::alibi;
    case Needs::flash: return c.flash.on;
    case Needs::no_flash: return !c.flash.on;
  }
  return true;
}

namespace {

using Kind = RawValue::Kind;

// A refusal as the bindings' Reader has always said it: {field} first, then the values.
Error refusal(const std::string& field, const char* key, Values values) {
  values.insert(values.begin(), {"field", field});
  return Error{field, say(key, std::move(values))};
}

Values with(Values a, const Values& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

// A number as JavaScript writes it for whole numbers below 1e21 ("1000000000"), else 6 significant digits.
std::string plain(double x) {
  if (std::isfinite(x) && x == std::floor(x) && std::fabs(x) < 1e21) {
    std::ostringstream out;
    out.precision(0);
    out << std::fixed << x;
    return out.str();
  }
  std::ostringstream out;
  out << x;
  return out.str();
}

template <typename T>
std::string names_of(const std::vector<T>& kinds, const char* (*name)(T)) {
  std::string out;
  for (T k : kinds) out += (out.empty() ? "" : ", ") + std::string(name(k));
  return out;
}

// A whole number that fits an int: JavaScript's Number.isInteger, and not beyond ±2^31 − 1.
std::optional<Error> whole(const std::string& field, const RawValue& raw, int& out) {
  if (raw.kind != Kind::number || !std::isfinite(raw.number) || raw.number != std::floor(raw.number))
    return refusal(field, "reader.wholeNumber", raw.got);
  if (std::fabs(raw.number) > 2147483647.0) return refusal(field, "reader.tooLarge", raw.got);
  out = int(raw.number);
  return std::nullopt;
}

// A name from a list (mask, positional): text, and one of the names.
template <typename T>
std::optional<Error> named(const std::string& field, const RawValue& raw, std::optional<T> (*parse)(const std::string&),
                           const std::vector<T>& all, const char* (*name)(T), const char* key, T& out) {
  if (raw.kind != Kind::text) return refusal(field, "reader.text", raw.got);
  auto kind = parse(raw.text);
  if (!kind) return refusal(field, key, with({{"names", names_of(all, name)}}, raw.got));
  out = *kind;
  return std::nullopt;
}

// A list of numbers, each checked by `each` (which may refuse it).
template <typename Each>
std::optional<Error> number_list(const std::string& field, const RawValue& raw, Each each) {
  if (raw.kind != Kind::numbers)
    return refusal(field, "reader.numbers", raw.got);
  for (float x : raw.numbers)
    if (auto e = each(x)) return e;
  return std::nullopt;
}

std::optional<Error> set_flash(Flash& out, const RawValue& raw) {
  Flash f;
  if (raw.kind == Kind::boolean) return f.on = raw.boolean, out = f, std::nullopt;
  if (raw.kind != Kind::object)
    return refusal("flash", "reader.flash", raw.got);
  f.on = true;
  for (const auto& [key, value] : raw.members) {
    int* block = key == "blockQ" ? &f.block_q : key == "blockK" ? &f.block_k : nullptr;
    if (!block)
      return refusal("flash." + key, "reader.flashKey", {{"key", key}});
    if (auto e = whole("flash." + key, value, *block)) return e;
  }
  out = f;
  return std::nullopt;
}

// Whether `t` is a number as one is written in JSON or a URL ("8", "-2.5", "1e9"): not "8x", "", "0x10", " 8".
bool strict_number(const std::string& t, double& out) {
  size_t i = 0, digits = 0;
  const size_t n = t.size();
  auto digit = [&](size_t k) { return k < n && std::isdigit(static_cast<unsigned char>(t[k])); };
  if (i < n && (t[i] == '+' || t[i] == '-')) ++i;
  while (digit(i)) ++i, ++digits;
  if (i < n && t[i] == '.')
    for (++i; digit(i); ++i) ++digits;
  if (!digits) return false;
  if (i < n && (t[i] == 'e' || t[i] == 'E')) {
    size_t exponent = 0;
    if (++i < n && (t[i] == '+' || t[i] == '-')) ++i;
    while (digit(i)) ++i, ++exponent;
    if (!exponent) return false;
  }
  if (i != n) return false;
  out = std::strtod(t.c_str(), nullptr);  // 1e999 reads as Infinity, as in JavaScript
  return true;
}

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  if (text.empty()) return parts;
  for (size_t start = 0;;) {
    const size_t end = text.find(separator, start);
    parts.push_back(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
    if (end == std::string::npos) return parts;
    start = end + 1;
  }
}

RawValue text_value(const std::string& text) {
  RawValue raw;
  raw.kind = Kind::text, raw.text = text, raw.got = got_text(text);
  return raw;
}

RawValue number_value(double x, const std::string& written) {
  RawValue raw;
  raw.kind = Kind::number, raw.number = x, raw.got = {{"got", written}};
  return raw;
}

RawValue boolean_value(bool yes) {
  RawValue raw;
  raw.kind = Kind::boolean, raw.boolean = yes, raw.got = {{"got", yes ? "true" : "false"}};
  return raw;
}

}  // namespace

Values got_text(const std::string& text) {
  double x;
  if (strict_number(text, x)) return {{"got", text}};
  const std::string shown = text.substr(0, 40);
  return {{"got", "the text \"" + shown + "\""}, {"gotKey", "got.text"}, {"gotText", shown}};
}

std::optional<Error> set_setting(Config& c, const SettingInfo& s, const RawValue& raw) {
  const std::string field = s.name, type = s.type;
  if (type == "int" && std::holds_alternative<uint32_t Config::*>(s.slot)) {  // seed: any uint32
    if (raw.kind != Kind::number || !(raw.number >= s.min && raw.number <= s.max) || raw.number != std::floor(raw.number))
      return refusal(field, "reader.seed", with({{"max", plain(s.max)}}, raw.got));
    return c.*std::get<uint32_t Config::*>(s.slot) = uint32_t(raw.number), std::nullopt;
  }
  if (type == "int") return whole(field, raw, c.*std::get<int Config::*>(s.slot));
  if (type == "number") {
    if (raw.kind != Kind::number) return refusal(field, "reader.number", raw.got);
    return c.*std::get<float Config::*>(s.slot) = float(raw.number), std::nullopt;  // NaN too: resolve names the range
  }
  if (type == "bool") {
    if (raw.kind != Kind::boolean) return refusal(field, "reader.boolean", raw.got);
    return c.*std::get<bool Config::*>(s.slot) = raw.boolean, std::nullopt;
  }
  if (type == "text") {
    if (raw.kind != Kind::text) return refusal(field, "reader.text", raw.got);
    return c.*std::get<std::string Config::*>(s.slot) = raw.text, std::nullopt;
  }
  if (type == "mask")
    return named(field, raw, parse_mask, all_masks(), mask_name, "reader.mask", c.*std::get<MaskKind Config::*>(s.slot));
  if (type == "positional")
    return named(field, raw, parse_positional, all_positionals(), positional_name, "reader.positional",
                 c.*std::get<Positional Config::*>(s.slot));
  if (type == "ints" || type == "range") {
    std::vector<int>& out = c.*std::get<std::vector<int> Config::*>(s.slot);
    out.clear();
    return number_list(field, raw, [&](float x) -> std::optional<Error> {
      if (type == "ints" && !(x == std::floor(x) && std::fabs(x) < 1e9))
        return refusal(field, "reader.validLengths", {});
      if (x != std::floor(x)) return refusal(field, "reader.wholeNumber", {{"got", plain(x)}});
      if (std::fabs(x) >= 1e9)  // whole, but no head count comes near (and an int must hold it)
        return refusal(field, "reader.tooLarge", {{"got", plain(x)}});
      return out.push_back(int(x)), std::nullopt;
    });
  }
  if (type == "bits") {
    if (auto e = number_list(field, raw, [](float) { return std::optional<Error>(); })) return e;
    return c.*std::get<std::vector<float> Config::*>(s.slot) = raw.numbers, std::nullopt;  // resolve checks 0/1
  }
  if (type == "names") {
    if (raw.kind != Kind::texts) return refusal(field, "reader.keep", {});
    return c.*std::get<std::vector<std::string> Config::*>(s.slot) = raw.texts, std::nullopt;
  }
  if (type == "flash") return set_flash(c.*std::get<Flash Config::*>(s.slot), raw);
  throw std::logic_error("setting " + field + " has no reader for type " + type);  // the table's own typo
}

RawValue raw_from_text(const SettingInfo& s, const std::string& text) {
  const std::string type = s.type;
  double x;
  if (type == "int" || type == "number") return strict_number(text, x) ? number_value(x, text) : text_value(text);
  if (type == "bool") return text == "true" || text == "false" ? boolean_value(text == "true") : text_value(text);
  if (type == "ints" || type == "range" || type == "bits") {
    RawValue raw;
    raw.kind = Kind::numbers, raw.got = got_text(text);
    for (const auto& part : split(text, ','))  // a part that is no number is NaN, as in a Float32Array
      raw.numbers.push_back(strict_number(part, x) ? float(x) : std::nanf(""));
    return raw;
  }
  if (type == "names") {
    RawValue raw;
    raw.kind = Kind::texts, raw.texts = split(text, ','), raw.got = got_text(text);
    return raw;
  }
  if (type == "flash") {  // true, false, a square tile (16) or blockQ,blockK (16,8)
    if (text == "true" || text == "false") return boolean_value(text == "true");
    const auto parts = split(text, ',');
    if (parts.size() < 1 || parts.size() > 2) return text_value(text);
    RawValue raw;
    raw.kind = Kind::object, raw.got = got_text(text);
    const char* keys[] = {"blockQ", "blockK"};
    for (size_t i = 0; i < 2; ++i) {
      const std::string& part = parts[parts.size() == 1 ? 0 : i];
      if (!strict_number(part, x)) return text_value(text);  // "yes", "4x": no tiles, as lab.run's flash: 'yes'
      raw.members.push_back({keys[i], number_value(x, part)});
    }
    return raw;
  }
  return text_value(text);  // text, mask, positional
}

bool same_settings(const Config& a, const Config& b) {
  auto same_bits = [](const auto& x, const auto& y) { return std::memcmp(&x, &y, sizeof x) == 0; };
  for (const SettingInfo& s : setting_table()) {
    const bool same = std::visit([&](auto member) {
      const auto &x = a.*member, &y = b.*member;
      using V = std::decay_t<decltype(x)>;
      if constexpr (std::is_same_v<V, float>) return same_bits(x, y);
      else if constexpr (std::is_same_v<V, std::vector<float>>)
        return x.size() == y.size() && (x.empty() || std::memcmp(x.data(), y.data(), x.size() * sizeof(float)) == 0);
      else if constexpr (std::is_same_v<V, Flash>) return x.on == y.on && x.block_q == y.block_q && x.block_k == y.block_k;
      else return x == y;
    }, s.slot);
    if (!same) return false;
  }
  return true;
}

std::optional<Error> not_a_setting(const std::string& key) {
  std::string names;
  for (const auto& s : setting_table()) names += (names.empty() ? "" : ", ") + std::string(s.name);
  return refusal("config." + key, "reader.notSetting", {{"key", key}, {"names", names}});
}

std::optional<Error> set_setting_from_text(Config& config, const std::string& key, const std::string& text) {
  const SettingInfo* s = setting_named(key);
  if (!s) return not_a_setting(key);
  return set_setting(config, *s, raw_from_text(*s, text));
}

const std::vector<TrainSettingInfo>& train_setting_table() {
  using T = train::TrainConfig;
  using L = train::TrainLimits;
  static const std::vector<TrainSettingInfo> table = {
      {"task", "task", 0, 0, &T::task},
      {"layers", "int", L::min_layers, L::max_layers, &T::layers},
      {"heads", "int", L::min_heads, L::max_heads, &T::heads},
      {"dModel", "int", L::min_d_model, L::max_d_model, &T::d_model},
      {"vocab", "int", L::min_vocab, L::max_vocab, &T::vocab},
      {"seqLen", "int", L::min_seq_len, L::max_seq_len, &T::seq_len},
      {"batch", "int", L::min_batch, L::max_batch, &T::batch},
      {"seed", "int", 0, L::max_seed, &T::seed},
      {"lr", "number", 0, L::max_lr, &T::lr},  // more than 0 (the trainer says so)
      {"weightDecay", "number", 0, L::max_weight_decay, &T::weight_decay},
      {"mlp", "bool", 0, 0, &T::mlp},
      {"dFF", "int", 0, L::max_d_ff, &T::d_ff},
      {"tied", "bool", 0, 0, &T::tied},
      {"fixedPeriod", "bool", 0, 0, &T::fixed_period},
  };
  return table;
}

const std::vector<std::string>& train_task_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (auto task : train::all_tasks()) out.push_back(train::task_name(task));
    return out;
  }();
  return names;
}

std::optional<Error> set_train_setting(train::TrainConfig& c, const std::string& name, const RawValue& raw) {
  const TrainSettingInfo* s = nullptr;
  std::string names;
  for (const auto& info : train_setting_table()) {
    if (name == info.name) s = &info;
    names += (names.empty() ? "" : ", ") + std::string(info.name);
  }
  if (!s)
    return Error{name, say("trainApi.notSetting", {{"key", name}, {"names", names}})};
  const std::string type = s->type;
  if (type == "int") {
    if (raw.kind != Kind::number || !std::isfinite(raw.number) || raw.number != std::floor(raw.number))
      return refusal(name, "reader.wholeNumber", raw.got);
    if (!(raw.number >= s->min && raw.number <= s->max))  // model.cpp's check() says it in the same words
      return refusal(name, "train.range", {{"value", plain(raw.number)}, {"lo", plain(s->min)}, {"hi", plain(s->max)}});
    if (auto* seed = std::get_if<uint32_t train::TrainConfig::*>(&s->slot)) return c.**seed = uint32_t(raw.number), std::nullopt;
    return c.*std::get<int train::TrainConfig::*>(s->slot) = int(raw.number), std::nullopt;
  }
  if (type == "number") {  // the trainer checks the range, with what each bound means
    if (raw.kind != Kind::number || !std::isfinite(raw.number))
      return refusal(name, "trainApi.finite", raw.got);
    return c.*std::get<double train::TrainConfig::*>(s->slot) = raw.number, std::nullopt;
  }
  if (type == "bool") {
    if (raw.kind != Kind::boolean) return refusal(name, "reader.boolean", raw.got);
    return c.*std::get<bool train::TrainConfig::*>(s->slot) = raw.boolean, std::nullopt;
  }
  if (raw.kind != Kind::text) return refusal(name, "reader.text", raw.got);
  return c.*std::get<std::string train::TrainConfig::*>(s->slot) = raw.text, std::nullopt;  // the trainer names the tasks
}

std::optional<Error> set_train_setting_from_text(train::TrainConfig& c, const std::string& name, const std::string& text) {
  double x;
  RawValue raw = strict_number(text, x) ? number_value(x, text)
               : text == "true" || text == "false" ? boolean_value(text == "true") : text_value(text);
  return set_train_setting(c, name, raw);
}


namespace {

// A setting's default: its member of Config{}, written as lab.run's config writes it.
void write_default(JsonWriter& j, const ConfigSlot& slot) {
  static const Config defaults;
  std::visit([&](auto member) {
    const auto& value = defaults.*member;
    using V = std::decay_t<decltype(value)>;
    if constexpr (std::is_same_v<V, int> || std::is_same_v<V, uint32_t>) j.integer(value);
    else if constexpr (std::is_same_v<V, float>) j.number(value);
    else if constexpr (std::is_same_v<V, bool>) j.boolean(value);
    else if constexpr (std::is_same_v<V, std::string>) j.str(value);
    else if constexpr (std::is_same_v<V, MaskKind>) j.str(mask_name(value));
    else if constexpr (std::is_same_v<V, Positional>) j.str(positional_name(value));
    else if constexpr (std::is_same_v<V, std::vector<int>>) j.integers(value);
    else if constexpr (std::is_same_v<V, std::vector<float>>) j.list(value, [&](float x) { j.number(x); });
    else if constexpr (std::is_same_v<V, std::vector<std::string>>) j.strings(value);
    else if constexpr (std::is_same_v<V, Flash>) {
      if (value.on) j.raw("{").key("blockQ").integer(value.block_q).raw(",").key("blockK").integer(value.block_k).raw("}");
      else j.boolean(false);
    }
  }, slot);
}

void write_train_default(JsonWriter& j, const TrainSlot& slot) {
  static const train::TrainConfig defaults;
  std::visit([&](auto member) {
    const auto& value = defaults.*member;
    using V = std::decay_t<decltype(value)>;
    if constexpr (std::is_same_v<V, int> || std::is_same_v<V, uint32_t>) j.integer(value);
    else if constexpr (std::is_same_v<V, double>) j.number(float(value));
    else if constexpr (std::is_same_v<V, bool>) j.boolean(value);
    else j.str(value);
  }, slot);
}

// min and max as numbers JavaScript reads back exactly (1e9, 4294967295, 0.5).
void write_bounds(JsonWriter& j, double min, double max) {
  auto bound = [&](double x) {
    if (x == std::floor(x)) j.integer((long long)x);
    else j.number(float(x));
  };
  j.raw(",").key("min");
  bound(min);
  j.raw(",").key("max");
  bound(max);
}

// What each mask does, from the engine's own predicates: the page decides by these, not by a mask's spelling.
void write_masks(JsonWriter& j) {
  j.list(all_masks(), [&](MaskKind m) {
    j.raw("{").key("name").str(mask_name(m)).raw(",").key("causal").boolean(is_causal(m));
    j.raw(",").key("padding").boolean(is_padding(m)).raw(",").key("sliding").boolean(is_sliding(m));
    j.raw(",").key("custom").boolean(m == MaskKind::custom).raw("}");
  });
}

void write_limits(JsonWriter& j) {
  using L = Limits;
  j.raw("{").key("maxBatch").integer(L::max_batch).raw(",").key("maxLen").integer(L::max_len);
  j.raw(",").key("maxDModel").integer(L::max_d_model).raw(",").key("maxHeads").integer(L::max_heads);
  j.raw(",").key("maxHeadDim").integer(L::max_head_dim).raw(",").key("maxDFF").integer(L::max_d_ff);
  j.raw(",").key("maxTiles").integer(L::max_tiles).raw(",").key("maxRopeBase").integer((long long)L::max_rope_base);
  j.raw(",").key("maxBytes").integer((long long)L::max_bytes).raw(",").key("maxAbsValue").number(L::max_abs_value);
  j.raw(",").key("maxDecodeLen").integer(L::max_decode_len).raw(",").key("maxSeed").integer((long long)L::max_seed);
  j.raw(",").key("maxFileHeads").integer(train::TrainLimits::max_file_heads);
  j.raw(",").key("maxTokenBytes").integer((long long)L::max_token_bytes);
  j.raw(",").key("maxTrainBytes").integer((long long)train::TrainLimits::max_bytes);
  j.raw(",").key("maxValues").integer((long long)L::max_values).raw("}");
}

}  // namespace

std::string schema_json() {
  static const char* kinds[] = {"input", "parameter", "intermediate"};
  static const char* attention[] = {"both", "self", "cross"};
  static const char* needs[] = {"",         "text", "sourceText", "bias",  "block",  "position", "sourcePosition",
                                "rope",     "alibi", "flash",     "noFlash"};
  JsonWriter j;
  j.raw("{").key("tensors").list(tensor_table(), [&](const TensorInfo& t) {
    j.raw("{").key("name").str(t.name).raw(",").key("axes").strings({t.axes.begin(), t.axes.end()});
    j.raw(",").key("kind").str(kinds[int(t.kind)]).raw(",").key("attention").str(attention[int(t.attention)]);
    j.raw(",").key("needs").str(needs[int(t.needs)]).raw(",").key("givable").boolean(t.givable());
    j.raw(",").key("meaning").str(t.meaning).raw("}");
  });
  j.raw(",").key("settings").list(setting_table(), [&](const SettingInfo& s) {
    j.raw("{").key("name").str(s.name).raw(",").key("type").str(s.type);
    if (s.max > s.min) write_bounds(j, s.min, s.max);
    j.raw(",").key("default");
    write_default(j, s.slot);
    j.raw(",").key("axis").str(s.axis).raw(",").key("hint").str(s.hint).raw("}");
  });
  j.raw(",").key("trainSettings").list(train_setting_table(), [&](const TrainSettingInfo& s) {
    j.raw("{").key("name").str(s.name).raw(",").key("type").str(s.type);
    if (s.max > s.min) write_bounds(j, s.min, s.max);
    j.raw(",").key("default");
    write_train_default(j, s.slot);
    j.raw("}");
  });
  j.raw(",").key("tasks").strings(train_task_names());
  j.raw(",").key("masks");
  write_masks(j);
  j.raw(",").key("positionals").list(all_positionals(), [&](Positional p) { j.str(positional_name(p)); });
  j.raw(",").key("limits");
  write_limits(j);
  j.raw(",").key("maxBytes").integer((long long)Limits::max_bytes);
  j.raw(",").key("maxAbsValue").number(Limits::max_abs_value).raw("}");
  return j.out;
}

}  // namespace attn
