#include "config.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "schema.hpp"
#include "text.hpp"
#include "words.hpp"

namespace attn {

std::string fill(const std::string& english, const Values& values) {
  std::string out;
  for (size_t i = 0; i < english.size();) {
    const size_t close = english[i] == '{' ? english.find('}', i) : std::string::npos;
    const Values::value_type* value = nullptr;
    if (close != std::string::npos)
      for (const auto& v : values)
        if (english.compare(i + 1, close - i - 1, v.first) == 0 && v.first.size() == close - i - 1) value = &v;
    if (value) out += value->second, i = close + 1;
    else out += english[i++];
  }
  return out;
}

namespace {

// The catalog's English for `key` (its plural form by {n}), filled with `values`; a value named xKey fills {x}
// with its own key's sentence. The key itself where the catalog lacks it (engine-text.test.mjs keeps every key
// the engine says in it).
std::string english(const std::string& key, const Values& values) {
  auto value_of = [&](const std::string& name) {
    auto it = std::find_if(values.rbegin(), values.rend(), [&](const auto& v) { return v.first == name; });
    return it == values.rend() ? std::string() : it->second;
  };
  const char* sentence = english_template(key, value_of("n"));
  if (!sentence) return key;
  Values all = values;
  for (const auto& [name, value] : values)
    if (name.size() > 3 && name.compare(name.size() - 3, 3, "Key") == 0)
      if (const char* part = english_template(value, value_of("n"))) all.push_back({name.substr(0, name.size() - 3), fill(part, values)});
  return fill(sentence, all);
}

}  // namespace

Message say(std::string key, Values values) {
  std::string text = english(key, values);
  return Message{std::move(key), std::move(values), std::move(text)};
}

std::string limit_text(double x) {
  for (int e = 6; e <= 15; ++e)
    if (x == std::pow(10.0, e)) return "1e" + std::to_string(e);
  if (std::isfinite(x) && x == std::floor(x) && std::fabs(x) < 1e15) return std::to_string(static_cast<long long>(x));
  std::ostringstream out;
  out << x;
  return out.str();
}

namespace {


// Whole numbers print in full ("1048576 values", not "1.04858e+06"); others with 6 significant digits.
std::string str(double x) {
  if (std::isfinite(x) && x == std::floor(x) && std::fabs(x) < 1e15) return std::to_string(static_cast<long long>(x));
  std::ostringstream out;
  out << x;
  return out.str();
}

std::string join(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

// `hint` (the setting table's, or "") is said by the key hint.<field>.
void note(Dims& d, Message said) {
  d.notes.push_back(said.text);
  d.note_messages.push_back(std::move(said));
}

std::optional<Error> check_range(const char* field, int value, int lo, int hi, const char* hint) {
  if (value >= lo && value <= hi) return std::nullopt;
  Values values = {{"field", field}, {"value", str(value)}, {"lo", str(lo)}, {"hi", str(hi)}};
  if (!*hint) return Error{field, say("config.range", values)};
  values.push_back({"hint", hint});
  values.push_back({"hintKey", "hint." + std::string(field)});
  return Error{field, say("config.rangeHint", values)};
}

// A setting's value against the setting table's limits and hint.
std::optional<Error> check_setting(const char* field, int value) {
  const SettingInfo& s = find_setting(field);
  return check_range(field, value, int(s.min), int(s.max), s.hint);
}

// The settings of issue 16 (key/value heads, positions, the sliding window, flash tiles), once dK is known;
// fills d.h_kv.
std::optional<Error> check_variants(Dims& d, const Config& c) {
  if (auto e = check_setting("kvHeads", c.kv_heads)) return e;
  d.h_kv = c.kv_heads ? c.kv_heads : c.heads;
  if (c.heads % d.h_kv != 0)
    return Error{"kvHeads", say("config.kvHeadsGroups", {{"heads", str(c.heads)}, {"kvHeads", str(c.kv_heads)}})};
  if (auto e = check_setting("window", c.window)) return e;
  if (!(c.rope_base > 0.0f && c.rope_base <= Limits::max_rope_base))  // NaN fails too
    return Error{"ropeBase", say("config.ropeBase", {{"value", str(c.rope_base)}, {"max", limit_text(Limits::max_rope_base)}})};
  if (c.positional == Positional::rope && d.d_k % 2)
    return Error{"dK", say("config.ropeOdd", {{"dK", str(d.d_k)}})};
  if (c.flash.on) {
    if (auto e = check_range("flash.blockQ", c.flash.block_q, 1, Limits::max_len, "")) return e;
    if (auto e = check_range("flash.blockK", c.flash.block_k, 1, Limits::max_len, "")) return e;
  }
  return std::nullopt;
}

// Each batch item's tokens (lines repeat if there are fewer than `batch`), padded to `len` (0: the longest
// item, at most the limit). Tokenizing stops at what can be used, so a huge text takes no memory; what is
// not used (lines beyond the batch, tokens beyond queryLen) is said in `notes` when given. Refused when the
// items' tokens would hold more text than Limits::max_token_bytes.
std::optional<Error> tokens_per_item(std::vector<std::vector<std::string>>& items, const std::string& text, int batch,
                                     int& len, std::vector<int>& counts, Dims* notes, bool source) {
  std::vector<std::string> lines = split_lines(text);
  const size_t keep = size_t(len > 0 ? len : Limits::max_len);
  std::vector<std::vector<std::string>> distinct;
  std::vector<size_t> totals;
  for (size_t i = 0; i < std::min(lines.size(), size_t(std::max(batch, 0))); ++i) {
    size_t total = 0;
    distinct.push_back(tokenize(lines[i], keep, &total));
    totals.push_back(total);
  }
  const std::string what = source ? "source text" : "text";
  if (notes && lines.size() > size_t(batch))
    note(*notes, say(source ? "note.sourceLines" : "note.textLines", {{"lines", str(double(lines.size()))}, {"batch", str(batch)}, {"n", str(batch)}}));
  const bool natural = len == 0;
  if (natural)
    for (size_t total : totals) len = int(std::min<size_t>(std::max<size_t>(size_t(len), total), size_t(1) << 30));
  else if (notes)
    for (size_t i = 0; i < totals.size(); ++i)
      if (totals[i] > size_t(len))
        note(*notes, say(source ? "note.sourceLineCut" : "note.textLineCut", {{"line", str(double(i + 1))}, {"tokens", str(double(totals[i]))}, {"len", str(len)},
                          {"n", str(double(totals[i] - size_t(len)))}}));
  // The tokens' text over the batch, counted before it is copied into every item: one 10 MB word repeated over
  // 64 items would be 640 MB here, and more again as the trace's JSON.
  double bytes = 0;
  for (int b = 0; b < batch && !distinct.empty(); ++b) {
    const auto& item = distinct[size_t(b) % distinct.size()];
    for (size_t t = 0; t < std::min(item.size(), keep); ++t) bytes += double(item[t].size());
  }
  if (bytes > Limits::max_token_bytes) {
    const std::string field = source ? "sourceText" : "text";
    return Error{field, say("config.tokensTooLarge", {{"field", field}, {"mb", str(std::ceil(bytes / 1048576))}, {"batch", str(batch)},
                                                       {"max", str(Limits::max_token_bytes / 1048576)}})};
  }
  items.clear();
  counts.clear();
  for (int b = 0; b < batch && !distinct.empty(); ++b) {
    auto& item = distinct[size_t(b) % distinct.size()];
    if (size_t(b) + distinct.size() >= size_t(batch)) items.push_back(std::move(item));  // its last use
    else items.push_back(item);
    counts.push_back(int(std::min<size_t>(totals[size_t(b) % totals.size()], size_t(std::max(len, 0)))));
    if (len >= 0 && len <= Limits::max_len) items.back().resize(size_t(len), "<pad>");
  }
  return std::nullopt;
}

// Text longer than the limit is cut (with a note), rather than refused: nothing the learner typed is lost,
// and the first max_len tokens still show everything.
void cut_to_limit(std::vector<std::vector<std::string>>& items, std::vector<int>& counts, int& len, bool source,
                  Dims& notes) {
  if (len <= Limits::max_len) return;
  note(notes, say(source ? "note.sourceCut" : "note.textCut", {{"tokens", str(len)}, {"max", str(Limits::max_len)}}));
  len = Limits::max_len;
  for (auto& item : items) item.resize(size_t(len), "<pad>");
  for (int& n : counts) n = std::min(n, len);
}

// Row labels when X was given: the text's tokens (padded) if the longest item has exactly `len` of them
// (so a worked example can name its rows, and an edited X keeps its words), else "x1", "x2", ...
// When the text's padded length is `len` (an X edited from the sentence's own), its padding stays too:
// `counts` gets each item's token count (else len for every item).
std::optional<Error> given_labels(std::vector<std::vector<std::string>>& items, const std::string& text,
                                  const char* prefix, int batch, int len, std::vector<int>& counts) {
  int natural = 0;
  if (auto e = tokens_per_item(items, text, batch, natural, counts, nullptr, false)) return e;
  if (natural == len) return std::nullopt;
  counts.assign(size_t(batch), len);
  std::vector<std::string> labels;
  for (int i = 1; i <= len; ++i) labels.push_back(prefix + std::to_string(i));
  items.assign(size_t(batch), labels);
  return std::nullopt;
}

}  // namespace

const char* mask_name(MaskKind kind) {
  switch (kind) {
    case MaskKind::none: return "none";
    case MaskKind::causal: return "causal";
    case MaskKind::padding: return "padding";
    case MaskKind::causal_padding: return "causal+padding";
    case MaskKind::custom: return "custom";
    case MaskKind::sliding: return "sliding";
    case MaskKind::sliding_padding: return "sliding+padding";
  }
  return "none";
}

const std::vector<MaskKind>& all_masks() {
  static const std::vector<MaskKind> kinds = {MaskKind::none,   MaskKind::causal,  MaskKind::padding,
                                              MaskKind::causal_padding, MaskKind::custom, MaskKind::sliding,
                                              MaskKind::sliding_padding};
  return kinds;
}

std::optional<MaskKind> parse_mask(const std::string& name) {
  for (MaskKind kind : all_masks())
    if (name == mask_name(kind)) return kind;
  return std::nullopt;
}

bool is_causal(MaskKind k) {
  return k == MaskKind::causal || k == MaskKind::causal_padding || is_sliding(k);
}
bool is_padding(MaskKind k) {
  return k == MaskKind::padding || k == MaskKind::causal_padding || k == MaskKind::sliding_padding;
}
bool is_sliding(MaskKind k) { return k == MaskKind::sliding || k == MaskKind::sliding_padding; }

const char* positional_name(Positional kind) {
  switch (kind) {
    case Positional::sinusoidal: return "sinusoidal";
    case Positional::none: return "none";
    case Positional::rope: return "rope";
    case Positional::alibi: return "alibi";
  }
  return "sinusoidal";
}

const std::vector<Positional>& all_positionals() {
  static const std::vector<Positional> kinds = {Positional::sinusoidal, Positional::none, Positional::rope,
                                                Positional::alibi};
  return kinds;
}

std::optional<Positional> parse_positional(const std::string& name) {
  for (Positional kind : all_positionals())
    if (name == positional_name(kind)) return kind;
  return std::nullopt;
}

std::vector<std::string> tensor_names(const Config& config) {
  Config c = config;
  c.bias = true;  // keep may name the biases whether or not they exist
  std::vector<std::string> names;
  for (const auto& info : tensor_table())
    if (holds(info, c)) names.push_back(info.name);
  return names;
}

bool keeps(const Config& config, std::string_view name) {  // a view: the memory estimate asks for every table entry
  return config.keep.empty() || std::count(config.keep.begin(), config.keep.end(), name) > 0;
}

bool query_from_text(const Config& config, const Inputs& inputs) {
  return !inputs.count(config.cross_attention ? "X_q" : "X");
}

bool source_from_text(const Config& config, const Inputs& inputs) {
  return config.cross_attention && !inputs.count("X_kv");
}

bool takes_fused_path(const Config& c) {
  return !c.flash.on && c.mask != MaskKind::custom && c.positional != Positional::alibi && !keeps(c, "scores") &&
         !keeps(c, "scaled") && !keeps(c, "masked");
}

double flash_tile_floats(const Dims& d, const Config& c) {
  const double bq = std::min(c.flash.block_q, d.T), bk = std::min(c.flash.block_k, d.S);
  return bq * bk + bq * (d.d_v + 2) + bk * (d.d_k + d.d_v);
}

double estimate_bytes(const Dims& d, const Config& config) {
  const double B = d.B, T = d.T, S = d.S, D = d.d_model, h = d.h, dk = d.d_k, dv = d.d_v, F = d.d_ff;
  // Work space that exists whatever is kept: inputs, weights, Q, K, V, concat, Y, a packed K_h (d_k×S), and
  // one T×S buffer and the mask (B, T, S), or flash's packed V_h and one tile.
  double floats = 2 * B * (T + S) * D + 4 * D * h * std::max(dk, dv) + B * (T + S) * h * (dk + dv) + B * T * D +
                  dk * S + (config.flash.on ? dv * S + flash_tile_floats(d, config) : T * S + B * T * S);
  if (config.positional == Positional::rope) floats += B * (T + S) * h * dk;  // the rotated Q and K
  if (config.block) floats += 2 * D * F + B * T * (F + 5 * D);  // the block's weights and its work space
  // Steps one by one (attention_forward's unfused path): the heads, Z, and one (B, h, T, S) tensor in flight.
  if (!config.flash.on && !takes_fused_path(config))
    floats += B * (T + S) * h * (dk + dv) + B * h * T * dv + B * h * T * S;
  for (const auto& info : tensor_table())
    if (holds(info, config) && keeps(config, info.name)) floats += size_of(info, d);  // a view of the name: no copy
  return 4 * floats;
}

double estimate_flops(const Dims& d, const Config& config) {
  const double B = d.B, T = d.T, S = d.S, D = d.d_model, h = d.h, dk = d.d_k, dv = d.d_v, F = d.d_ff;
  double flops = 2 * B * T * D * h * dk + 2 * B * S * D * d.h_kv * (dk + dv)  // Q, K, V (h_kv heads)
               + 2 * B * h * T * S * (dk + dv) + 5 * B * h * T * S     // scores, context; scale, mask, softmax
               + 2 * B * T * h * dv * D;                               // output projection
  if (config.block) flops += 4 * B * T * D * F + 20 * B * T * D;       // feed-forward; residuals and norms
  return flops;
}

namespace {

// T (or S) from a given X (X_q, X_kv): B×len×dModel values; len 0 means "read it from the size".
std::optional<Error> length_of_given(const Dims& d, const Inputs& inputs, const std::string& name, int len, int& out) {
  size_t n = inputs.at(name).size(), row = size_t(d.B) * d.d_model;
  if (len == 0 && n % row == 0 && n > 0) len = int(n / row);
  if (len == 0 || n != row * size_t(len))
    return Error{"inputs." + name,
                 say(len ? "config.givenLength" : "config.givenLengthUnknown",
                     {{"name", name}, {"count", str(double(n))}, {"axis", name == "X_kv" ? "S" : "T"}, {"B", str(d.B)},
                      {"len", str(len)}, {"dModel", str(d.d_model)}, {"total", str(double(row) * len)}})};
  out = len;
  return std::nullopt;
}

// The sizes from the settings: B, d_model, h, d_k, d_v, d_ff, and the variants' own checks.
std::optional<Error> resolve_sizes(Dims& d, const Config& c) {
  if (auto e = check_setting("batch", c.batch)) return e;
  if (auto e = check_setting("heads", c.heads)) return e;
  if (auto e = check_setting("dModel", c.d_model)) return e;
  if (auto e = check_setting("queryLen", c.query_len)) return e;
  if (auto e = check_setting("keyLen", c.key_len)) return e;
  if (auto e = check_setting("dK", c.d_k)) return e;
  if (auto e = check_setting("dV", c.d_v)) return e;
  d.B = c.batch;
  d.d_model = c.d_model;
  d.h = c.heads;
  if ((c.d_k == 0 || c.d_v == 0) && c.d_model % c.heads != 0)
    return Error{"heads", say("config.headsDivide", {{"dModel", str(c.d_model)}, {"heads", str(c.heads)}})};
  d.d_k = c.d_k ? c.d_k : c.d_model / c.heads;
  d.d_v = c.d_v ? c.d_v : c.d_model / c.heads;
  if (auto e = check_variants(d, c)) return e;
  if (c.block)
    if (auto e = check_setting("dFF", c.d_ff)) return e;
  d.d_ff = c.block ? (c.d_ff ? c.d_ff : 4 * c.d_model) : 0;

  return std::nullopt;
}

// The names a caller uses: given tensors the configuration takes, kept tensors it has, biases only with bias on.
std::optional<Error> check_names(const Config& c, const Inputs& inputs) {
  if (inputs.empty() && c.keep.empty()) return std::nullopt;  // nothing to check (and no list of names to make)
  const auto names = tensor_names(c);
  std::vector<std::string> givable;
  for (const auto& name : names)
    if (find_tensor(name)->givable()) givable.push_back(name);
  for (const auto& [name, values] : inputs) {
    if (std::count(givable.begin(), givable.end(), name)) continue;
    const Values said = {{"name", name}, {"names", join(givable)}};
    if (name == "X")
      return Error{"inputs." + name, say("config.notInputSelf", said)};
    if (name == "X_q" || name == "X_kv")
      return Error{"inputs." + name, say("config.notInputCross", said)};
    return Error{"inputs." + name, say("config.notInput", said)};
  }
  for (const auto& name : c.keep)
    if (!std::count(names.begin(), names.end(), name))
      return Error{"keep", say("config.keepUnknown", {{"name", name}, {"names", join(names)}})};
  if (!c.bias)
    for (const char* b : {"b_q", "b_k", "b_v", "b_o"})
      if (inputs.count(b))
        return Error{std::string("inputs.") + b, say("config.biasOff", {{"name", b}})};

  return std::nullopt;
}

// What a run of some heads may return: their share of Y, and its input side, which is the whole run's. Their
// Q, K, V, weights, Z or concat would pass for the whole run's while holding only some heads, and its W's
// for the whole run's weights while holding only some columns.
bool part_keeps(const std::string& name) {
  static const std::vector<std::string> whole = {"Y", "E", "P", "X", "E_q", "P_q", "X_q", "E_kv", "P_kv", "X_kv"};
  return std::count(whole.begin(), whole.end(), name) > 0;
}

// headRange: heads [from, to) inside [0, h), whole groups of key/value heads (a group's query heads read one
// K_h and V_h), nothing kept that a group cannot show whole, and no block (its LayerNorm needs the whole Y).
// Fills d.head_from and d.head_to (every head when it is empty).
std::optional<Error> resolve_head_range(Dims& d, const Config& c) {
  d.head_from = 0, d.head_to = d.h;
  if (c.head_range.empty()) return std::nullopt;
  if (c.head_range.size() != 2)
    return Error{"headRange", say("config.headRangeSize", {{"count", str(double(c.head_range.size()))}})};
  const int from = c.head_range[0], to = c.head_range[1], group = d.h / d.h_kv;
  if (from < 0 || from >= to || to > d.h)
    return Error{"headRange", say("config.headRange", {{"from", str(from)}, {"to", str(to)}, {"heads", str(d.h)}})};
  if (from % group || to % group)
    return Error{"headRange", say("config.headRangeGroups", {{"from", str(from)}, {"to", str(to)}, {"group", str(group)}, {"heads", str(d.h)},
                                   {"kvHeads", str(d.h_kv)}})};
  if (c.keep.empty())
    return Error{"keep", say("config.headRangeKeepAll", {})};
  for (const auto& name : c.keep)
    if (!part_keeps(name))
      return Error{"keep", say("config.headRangeKeep", {{"name", name}})};
  if (c.block)
    return Error{"block", say("config.headRangeBlock", {})};
  d.head_from = from, d.head_to = to;
  return std::nullopt;
}

// Query side: T and tokens from X_q / X or from the text; `counts` gets each item's token count.
std::optional<Error> resolve_queries(Dims& d, const Config& c, const Inputs& inputs, std::vector<int>& counts) {
  const std::string x_q = c.cross_attention ? "X_q" : "X";
  if (inputs.count(x_q)) {
    if (auto e = length_of_given(d, inputs, x_q, c.query_len, d.T)) return e;
    if (auto e = check_range("queryLen", d.T, 1, Limits::max_len, "")) return e;
    if (auto e = given_labels(d.tokens, c.text, "x", d.B, d.T, counts)) return e;
  } else {
    d.T = c.query_len;
    if (auto e = tokens_per_item(d.tokens, c.text, d.B, d.T, counts, &d, false)) return e;
    if (d.T == 0) return Error{"text", say("config.textEmpty", {})};
    cut_to_limit(d.tokens, counts, d.T, false, d);
  }
  return std::nullopt;
}

// Key side: S equals T for self-attention; cross-attention has its own source. `key_counts` as `counts`.
std::optional<Error> resolve_keys(Dims& d, const Config& c, const Inputs& inputs, std::vector<int>& key_counts) {
  if (!c.cross_attention) {
    if (c.key_len != 0 && c.key_len != d.T)
      return Error{"keyLen", say("config.keyLenSelf", {{"keyLen", str(c.key_len)}, {"queryLen", str(d.T)}})};
    d.S = d.T;
  } else if (inputs.count("X_kv")) {
    if (auto e = length_of_given(d, inputs, "X_kv", c.key_len, d.S)) return e;
    if (auto e = check_range("keyLen", d.S, 1, Limits::max_len, "")) return e;
    if (auto e = given_labels(d.source_tokens, c.source_text, "s", d.B, d.S, key_counts)) return e;
  } else {
    d.S = c.key_len;
    if (auto e = tokens_per_item(d.source_tokens, c.source_text, d.B, d.S, key_counts, &d, true)) return e;
    if (d.S == 0)
      return Error{"sourceText", say("config.sourceEmpty", {})};
    cut_to_limit(d.source_tokens, key_counts, d.S, true, d);
  }
  if (key_counts.empty()) key_counts.assign(size_t(d.B), d.S);

  return std::nullopt;
}

// Sizes and values of every given tensor (X, X_q and X_kv were checked with the sizes above).
std::optional<Error> check_given(const Dims& d, const Inputs& inputs) {
  auto expected = [&](const std::string& name) -> std::pair<size_t, std::string> {
    const TensorInfo& info = *find_tensor(name);
    if (info.kind == TensorKind::input) return {0, ""};
    std::string what = shape_in_settings(info, d.h_kv != d.h), numbers;
    for (const char* axis : info.axes) numbers += (numbers.empty() ? "" : "×") + str(axis_size(d, axis));
    return {size_t(size_of(info, d)), info.axes.size() > 1 ? what + " = " + numbers : what};
  };
  for (const auto& [name, values] : inputs) {
    auto [size, what] = expected(name);
    if (size && values.size() != size)
      return Error{"inputs." + name, say("config.givenSize", {{"name", name}, {"count", str(double(values.size()))}, {"shape", what},
                                          {"size", str(double(size))}})};
    for (size_t i = 0; i < values.size(); ++i)
      if (!std::isfinite(values[i]) || std::fabs(values[i]) > Limits::max_abs_value)
        return Error{"inputs." + name,
                     say("config.givenValue", {{"name", name}, {"index", str(double(i))}, {"lo", "-" + limit_text(Limits::max_abs_value)},
                          {"hi", limit_text(Limits::max_abs_value)},
                          {"value", std::isnan(values[i]) ? "NaN"
                                    : std::isinf(values[i]) ? (values[i] < 0 ? "-Infinity" : "Infinity")
                                                            : str(values[i])}})};
  }

  return std::nullopt;
}

// The masks' own settings: valid lengths (one per item, at most S) and a custom mask of 0s and 1s.
std::optional<Error> resolve_masks(Dims& d, const Config& c, const std::vector<int>& key_counts) {
  bool padding = is_padding(c.mask);
  if (padding && !c.valid_lengths.empty()) {
    if (int(c.valid_lengths.size()) != d.B)
      return Error{"validLengths", say("config.validLengthsCount", {{"count", str(double(c.valid_lengths.size()))}, {"B", str(d.B)}})};
    for (int b = 0; b < d.B; ++b)
      if (c.valid_lengths[b] < 0 || c.valid_lengths[b] > d.S)
        return Error{"validLengths", say("config.validLengthsRange", {{"index", str(b)}, {"value", str(c.valid_lengths[b])}, {"S", str(d.S)}})};
    d.valid_lengths = c.valid_lengths;
  } else {
    d.valid_lengths = key_counts;
  }
  if (c.mask == MaskKind::custom) {
    size_t ts = size_t(d.T) * d.S, n = c.custom_mask.size();
    if (n != ts && n != ts * d.B)
      return Error{"customMask", say(d.B > 1 ? "config.customMaskSizeBatch" : "config.customMaskSize",
                                     {{"count", str(double(n))}, {"T", str(d.T)}, {"S", str(d.S)}, {"TS", str(double(ts))},
                                      {"BTS", str(double(ts * d.B))}})};
    for (size_t i = 0; i < n; ++i)
      if (c.custom_mask[i] != 0.0f && c.custom_mask[i] != 1.0f)
        return Error{"customMask", say("config.customMaskValue", {{"index", str(double(i))}, {"value", str(c.custom_mask[i])}})};
  }

  return std::nullopt;
}

}  // namespace

std::optional<Error> resolve(Dims& d, const Config& c, const Inputs& inputs) {
  d = Dims{};
  if (auto e = resolve_sizes(d, c)) return e;
  if (auto e = check_names(c, inputs)) return e;
  if (auto e = resolve_head_range(d, c)) return e;
  std::vector<int> counts;
  if (auto e = resolve_queries(d, c, inputs, counts)) return e;
  std::vector<int> key_counts = counts;
  if (auto e = resolve_keys(d, c, inputs, key_counts)) return e;
  if (auto e = check_given(d, inputs)) return e;
  if (auto e = resolve_masks(d, c, key_counts)) return e;
  if (c.flash.on) {
    const int tiles_q = (d.T + c.flash.block_q - 1) / c.flash.block_q;
    d.tiles_k = (d.S + c.flash.block_k - 1) / c.flash.block_k;
    if (double(tiles_q) * d.tiles_k > Limits::max_tiles)
      return Error{"flash", say("config.flashTiles", {{"tiles", str(double(tiles_q) * d.tiles_k)}, {"tilesQ", str(tiles_q)},
                                 {"tilesK", str(d.tiles_k)}, {"max", str(Limits::max_tiles)}})};
  }
  if (c.cross_attention && is_causal(c.mask))
    note(d, say("note.crossCausal", {}));
  double bytes = estimate_bytes(d, c);
  if (bytes > Limits::max_bytes)
    return Error{"size", say("config.tooLarge", {{"mb", str(std::round(bytes / 1e6))}, {"max", str(std::round(Limits::max_bytes / 1e6))}})};
  return std::nullopt;
}

}  // namespace attn
