#include "schema.hpp"

#include <stdexcept>
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
  };
  return table;
}

const std::vector<SettingInfo>& setting_table() {
  using L = Limits;
  static const std::vector<SettingInfo> table = {
      {"batch", "int", 1, L::max_batch, "B", ""},
      {"queryLen", "int", 0, L::max_len, "T", "0 means one position per token of text"},
      {"keyLen", "int", 0, L::max_len, "S", "0 means the same as the keys' text"},
      {"dModel", "int", 1, L::max_d_model, "d_model", ""},
      {"heads", "int", 1, L::max_heads, "h", ""},
      {"dK", "int", 0, L::max_head_dim, "d_k", "0 means dModel / heads"},
      {"dV", "int", 0, L::max_head_dim, "d_v", "0 means dModel / heads"},
      {"mask", "mask", 0, 0, "", ""},
      {"validLengths", "ints", 0, L::max_len, "", "one per batch item; [] means each item's token count"},
      {"customMask", "bits", 0, 1, "", "1 where the query may attend: T×S or B×T×S values"},
      {"crossAttention", "bool", 0, 0, "", ""},
      {"bias", "bool", 0, 0, "", ""},
      {"seed", "int", 0, 4294967295.0, "", ""},
      {"text", "text", 0, 0, "", "one line per batch item"},
      {"sourceText", "text", 0, 0, "", "cross-attention: one line per batch item"},
      {"keep", "names", 0, 0, "", "tensor names to return; [] means all"},
      {"block", "bool", 0, 0, "", ""},
      {"dFF", "int", 0, L::max_d_ff, "d_ff", "0 means 4·dModel"},
      {"kvHeads", "int", 0, L::max_heads, "h_kv", "0 means heads; heads must be a multiple of it (1: multi-query)"},
      {"positional", "positional", 0, 0, "", "sinusoidal adds P to X; rope rotates Q and K; alibi biases the scores"},
      {"ropeBase", "number", 0, L::max_rope_base, "", "RoPE: θ_i = ropeBase^(−2i/dK); more than 0"},
      {"window", "int", 1, L::max_len, "", "sliding masks: query t sees keys s with t − window < s ≤ t"},
      {"flash", "flash", 1, L::max_len, "", "{blockQ, blockK}: Z tile by tile; false means the ordinary path"},
      {"headRange", "range", 0, L::max_heads, "", "[from, to]: only heads from…to−1, Y their share; [] means every head"},
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

const SettingInfo& find_setting(const std::string& name) {
  for (const auto& info : setting_table())
    if (name == info.name) return info;
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

double axis_size(const Dims& d, std::string_view axis) {
  if (axis == "B") return d.B;
  if (axis == "h") return d.h;
  if (axis == "T") return d.T;
  if (axis == "S") return d.S;
  if (axis == "d_model") return d.d_model;
  if (axis == "d_k") return d.d_k;
  if (axis == "d_v") return d.d_v;
  if (axis == "d_ff") return d.d_ff;
  if (axis == "h·d_k") return double(d.h) * d.d_k;
  if (axis == "h·d_v") return double(d.h) * d.d_v;
  if (axis == "h_kv") return d.h_kv;
  if (axis == "h_kv·d_k") return double(d.h_kv) * d.d_k;
  if (axis == "h_kv·d_v") return double(d.h_kv) * d.d_v;
  if (axis == "tile_k") return d.tiles_k;
  throw std::logic_error("no axis " + std::string(axis));
}

double size_of(const TensorInfo& info, const Dims& d) {
  double n = 1;
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
    if (s.max > s.min) j.raw(",").key("min").integer((long long)s.min).raw(",").key("max").integer((long long)s.max);
    j.raw(",").key("axis").str(s.axis).raw(",").key("hint").str(s.hint).raw("}");
  });
  j.raw(",").key("masks").list(all_masks(), [&](MaskKind m) { j.str(mask_name(m)); });
  j.raw(",").key("positionals").list(all_positionals(), [&](Positional p) { j.str(positional_name(p)); });
  j.raw(",").key("maxBytes").integer((long long)Limits::max_bytes);
  j.raw(",").key("maxAbsValue").number(Limits::max_abs_value).raw("}");
  return j.out;
}

}  // namespace attn
