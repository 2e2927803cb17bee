#include "gpt2.hpp"

#include <vector>

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
    return Error{"file", "A GPT-2 file needs wte.weight [vocab, d] and wpe.weight [context, d]"};
  ModelConfig c;
  c.vocab = int(wte->shape[0]), c.context = int(wpe->shape[0]), c.d_model = int(wte->shape[1]);
  c.mlp = true, c.tied = true, c.learned_positions = true;
  c.half = wte->dtype == DType::f16;  // an F16 file stays F16 in memory: half the heap (GPT-2 small: ≈ 250 MB)
  c.layers = 0;
  while (get("h." + std::to_string(c.layers) + ".ln_1.weight")) ++c.layers;
  const StoredTensor* fc = get("h.0.mlp.c_fc.weight");
  c.d_ff = fc && fc->shape.size() == 2 ? int(fc->shape[1]) : 4 * c.d_model;
  if (heads == 0) {
    switch (c.d_model) {
      case 768: heads = 12; break;
      case 1024: heads = 16; break;
      case 1280: heads = 20; break;
      case 1600: heads = 25; break;
      default:
        return Error{"heads", "This model is " + std::to_string(c.d_model) +
                                  " wide, not one of GPT-2's sizes: give its number of heads, loadModel(bytes, {heads})"};
    }
  }
  c.heads = heads;
  if (c.layers == 0) return Error{"file", "The GPT-2 file has no layers (h.0.ln_1.weight is missing)"};
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
    if (!t) return Error{"file", "The GPT-2 file lacks " + pre + name};
    if (t->shape != shape)
      return Error{"file", pre + name + " is " + dims(t->shape) + "; a GPT-2 of width " + std::to_string(D) + " needs " + dims(shape)};
  }

  out = c;
  return std::nullopt;
}

namespace {

// The model's storage for one tensor, and a file tensor read into it: float, or half bits.
template <typename T> T* storage(Model& m, const std::string& name);
template <> float* storage<float>(Model& m, const std::string& name) { return m.param(name); }
template <> uint16_t* storage<uint16_t>(Model& m, const std::string& name) { return m.half_param(name); }
void read_tensor(const SafetensorsFile& f, const StoredTensor& t, float* out) { tensor_to_float(f, t, out); }
void read_tensor(const SafetensorsFile& f, const StoredTensor& t, uint16_t* out) { tensor_to_half(f, t, out); }

template <typename T>
void copy_weights(Model& m, const SafetensorsFile& file) {
  const std::string pre = prefix_of(file);
  auto get = [&](const std::string& name) { return file.find(pre + name); };
  const int64_t D = m.config().d_model;
  auto copy = [&](const std::string& from, const std::string& to) { read_tensor(file, *get(from), storage<T>(m, to)); };
  copy("wte.weight", "wte");
  copy("wpe.weight", "wpe");
  copy("ln_f.weight", "ln_f.weight");
  copy("ln_f.bias", "ln_f.bias");
  std::vector<T> fused;
  for (int l = 0; l < m.config().layers; ++l) {
    const std::string h = "h." + std::to_string(l) + ".";
    for (const char* n : {"ln_1.weight", "ln_1.bias", "ln_2.weight", "ln_2.bias"}) copy(h + n, h + n);
    copy(h + "attn.c_proj.weight", h + "attn.W_o");
    copy(h + "attn.c_proj.bias", h + "attn.b_o");
    copy(h + "mlp.c_fc.weight", h + "mlp.W_1");
    copy(h + "mlp.c_fc.bias", h + "mlp.b_1");
    copy(h + "mlp.c_proj.weight", h + "mlp.W_2");
    copy(h + "mlp.c_proj.bias", h + "mlp.b_2");
    // c_attn: x @ [W_q | W_k | W_v] (+ [b_q | b_k | b_v]): each row of the fused [D, 3D] holds three row pieces.
    fused.resize(size_t(3 * D * D));
    read_tensor(file, *get(h + "attn.c_attn.weight"), fused.data());
    const char* parts[3] = {"attn.W_q", "attn.W_k", "attn.W_v"};
    for (int k = 0; k < 3; ++k) {
      T* W = storage<T>(m, h + parts[k]);
      for (int64_t r = 0; r < D; ++r)
        std::copy(fused.begin() + r * 3 * D + k * D, fused.begin() + r * 3 * D + (k + 1) * D, W + r * D);
    }
    read_tensor(file, *get(h + "attn.c_attn.bias"), fused.data());
    const char* biases[3] = {"attn.b_q", "attn.b_k", "attn.b_v"};
    for (int k = 0; k < 3; ++k) std::copy(fused.begin() + k * D, fused.begin() + (k + 1) * D, storage<T>(m, h + biases[k]));
  }
}

}  // namespace

void gpt2_weights(Model& m, const SafetensorsFile& file) {
  if (m.config().half) copy_weights<uint16_t>(m, file);
  else copy_weights<float>(m, file);
}

}  // namespace attn::train
