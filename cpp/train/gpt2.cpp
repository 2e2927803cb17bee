#include "gpt2.hpp"

#include <cstdlib>
#include <vector>

#include "trainer.hpp"

namespace attn::train {

namespace {

std::string prefix_of(const SafetensorsFile& file) {
  return file.find("transformer.wte.weight") ? "transformer." : "";
}

std::string dims(const std::vector<int64_t>& shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

}  // namespace

bool looks_like_gpt2(const SafetensorsFile& file) { return file.find("wte.weight") || file.find("transformer.wte.weight"); }

std::optional<Error> gpt2_config(ModelConfig& out, const SafetensorsFile& file, int heads) {
  const std::string pre = prefix_of(file);
  auto get = [&](const std::string& name) { return file.find(pre + name); };
  const StoredTensor* wte = get("wte.weight");
  const StoredTensor* wpe = get("wpe.weight");
  if (!wte || !wpe || wte->shape.size() != 2 || wpe->shape.size() != 2 || wte->shape[1] != wpe->shape[1])
    return Error{"file", say("gpt2.embeddings", {})};
  ModelConfig c;
  c.vocab = int(wte->shape[0]), c.context = int(wpe->shape[0]), c.d_model = int(wte->shape[1]);
  c.mlp = true, c.tied = true, c.learned_positions = true;
  c.half = wte->dtype == DType::f16;  // an F16 file stays F16 in memory: half the heap (GPT-2 small: ≈ 250 MB)
  c.layers = 0;
  while (get("h." + std::to_string(c.layers) + ".ln_1.weight")) ++c.layers;
  // A tensor of a layer past the last (h.2 after h.0 without h.1, or one stray h.N) would have nowhere to go.
  for (const StoredTensor& t : file.tensors) {
    const std::string h = pre + "h.";
    if (t.name.compare(0, h.size(), h) != 0) continue;
    const long layer = std::strtol(t.name.c_str() + h.size(), nullptr, 10);
    if (c.layers > 0 && (layer < 0 || layer >= c.layers))  // with no layer at all, gpt2.noLayers says so
      return Error{"file", say("gpt2.strayLayer", {{"name", t.name.substr(0, 80)}, {"last", std::to_string(c.layers - 1)}})};
  }
  // What fits here: GPT-2 small's shape and up to the training limits (medium has 24 layers of 1024, large 36
  // of 1280, XL 48 of 1600; their weights alone would fill most of the 4 GB a tab's engine may have).
  if (c.layers > TrainLimits::max_layers || c.d_model > TrainLimits::max_d_model)
    return Error{"file", say("gpt2.tooLarge", {{"layers", std::to_string(c.layers)}, {"width", std::to_string(c.d_model)},
                                               {"maxLayers", std::to_string(TrainLimits::max_layers)},
                                               {"maxWidth", std::to_string(TrainLimits::max_d_model)}})};
  const StoredTensor* fc = get("h.0.mlp.c_fc.weight");
  c.d_ff = fc && fc->shape.size() == 2 ? int(fc->shape[1]) : 4 * c.d_model;
  if (heads == 0) {
    switch (c.d_model) {
      case 768: heads = 12; break;
      case 1024: heads = 16; break;
      default:
        return Error{"heads", say("gpt2.width", {{"width", std::to_string(c.d_model)}})};
    }
  }
  c.heads = heads;
  if (c.layers == 0) return Error{"file", say("gpt2.noLayers", {})};
  if (auto e = check(c)) return e;

  // Every tensor, with the shape GPT-2 gives it, before anything is allocated.
  const int64_t D = c.d_model, F = c.d_ff;
  std::vector<std::pair<std::string, std::vector<int64_t>>> want = {{"ln_f.weight", {D}}, {"ln_f.bias", {D}}};
  for (int l = 0; l < c.layers; ++l) {
    const std::string h = "h." + std::to_string(l) + ".";
    for (auto [name, shape] : std::vector<std::pair<std::string, std::vector<int64_t>>>{
             {"ln_1.weight", {D}}, {"ln_1.bias", {D}}, {"attn.c_attn.weight", {D, 3 * D}}, {"attn.c_attn.bias", {3 * D}},
             {"attn.c_proj.weight", {D, D}}, {"attn.c_proj.bias", {D}}, {"ln_2.weight", {D}}, {"ln_2.bias", {D}},
             {"mlp.c_fc.weight", {D, F}}, {"mlp.c_fc.bias", {F}}, {"mlp.c_proj.weight", {F, D}}, {"mlp.c_proj.bias", {D}}})
      want.push_back({h + name, shape});
  }
  for (const auto& [name, shape] : want) {
    const StoredTensor* t = get(name);
    if (!t) return Error{"file", say("gpt2.lacks", {{"name", pre + name}})};
    if (t->shape != shape)
      return Error{"file", say("gpt2.shape", {{"name", pre + name}, {"shape", dims(t->shape)}, {"width", std::to_string(D)},
                                {"needed", dims(shape)}})};
  }

  out = c;
  return std::nullopt;
}

namespace {

// The model's storage for one tensor, and a file tensor's bytes read into it: float, or half bits.
template <typename T> T* storage(Model& m, const std::string& name);
template <> float* storage<float>(Model& m, const std::string& name) { return m.param(name); }
template <> uint16_t* storage<uint16_t>(Model& m, const std::string& name) { return m.half_param(name); }
void read_tensor(const StoredTensor& t, const uint8_t* bytes, float* out) { tensor_to_float(t, bytes, out); }
void read_tensor(const StoredTensor& t, const uint8_t* bytes, uint16_t* out) { tensor_to_half(t, bytes, out); }

// GPT-2's names for what the model calls otherwise; c_attn is split (below), buffers are skipped.
std::string model_name(const std::string& name) {
  static const std::pair<const char*, const char*> renamed[] = {
      {"wte.weight", "wte"}, {"wpe.weight", "wpe"}, {"attn.c_proj.weight", "attn.W_o"}, {"attn.c_proj.bias", "attn.b_o"},
      {"mlp.c_fc.weight", "mlp.W_1"}, {"mlp.c_fc.bias", "mlp.b_1"}, {"mlp.c_proj.weight", "mlp.W_2"},
      {"mlp.c_proj.bias", "mlp.b_2"}};
  for (auto [from, to] : renamed) {
    const std::string f = from;
    if (name.size() >= f.size() && name.compare(name.size() - f.size(), f.size(), f) == 0)
      return name.substr(0, name.size() - f.size()) + to;
  }
  return name;  // ln_1, ln_2, ln_f keep their names
}

bool is_fused(const std::string& name) { return name.find("attn.c_attn.") != std::string::npos; }

template <typename T>
void place_as(Model& m, const std::string& name, const StoredTensor& t, const uint8_t* bytes, size_t first, size_t count) {
  const int64_t D = m.config().d_model;
  if (is_fused(name) && (first != 0 || count != t.count())) return;  // split by rows below: given whole
  const bool weight = name.size() > 18 && name.compare(name.size() - 18, 18, "attn.c_attn.weight") == 0;
  const bool bias = name.size() > 16 && name.compare(name.size() - 16, 16, "attn.c_attn.bias") == 0;
  if (weight || bias) {
    // c_attn: x @ [W_q | W_k | W_v] (+ [b_q | b_k | b_v]): each row of the fused [D, 3D] holds three row pieces.
    const std::string layer = name.substr(0, name.find("attn."));
    std::vector<T> fused(t.count());
    read_tensor(t, bytes, fused.data());
    const int64_t rows = weight ? D : 1;
    const char* parts[3] = {weight ? "attn.W_q" : "attn.b_q", weight ? "attn.W_k" : "attn.b_k", weight ? "attn.W_v" : "attn.b_v"};
    for (int k = 0; k < 3; ++k) {
      if (!m.find(layer + parts[k])) return;  // a layer the model lacks (gpt2_config refuses such a file)
      T* out = storage<T>(m, layer + parts[k]);
      for (int64_t r = 0; r < rows; ++r)
        std::copy(fused.begin() + r * 3 * D + k * D, fused.begin() + r * 3 * D + (k + 1) * D, out + r * D);
    }
    return;
  }
  const std::string to = model_name(name);
  if (!m.find(to) || first + count > t.count()) return;
  StoredTensor part = t;  // elements [first, first + count) of t, whose bytes `bytes` holds
  part.shape = {int64_t(count)};
  read_tensor(part, bytes, storage<T>(m, to) + first);
}

}  // namespace

void gpt2_place(Model& m, const SafetensorsFile& file, const StoredTensor& t, const uint8_t* bytes, size_t first,
                size_t count) {
  const std::string pre = prefix_of(file);
  if (t.name.compare(0, pre.size(), pre) != 0) return;
  const std::string name = t.name.substr(pre.size());
  if (m.config().half) place_as<uint16_t>(m, name, t, bytes, first, count);
  else place_as<float>(m, name, t, bytes, first, count);
}

bool gpt2_divisible(const std::string& name) { return !is_fused(name); }

void gpt2_weights(Model& m, const SafetensorsFile& file) {
  for (const StoredTensor& t : file.tensors) gpt2_place(m, file, t, file.data + t.begin, 0, t.count());
}

}  // namespace attn::train
