// GPT-2 files as Hugging Face writes them, made byte by byte with random weights: the tests of opening such a
// file (gpt2_test.cpp) and of re-tracing its model (retrace_test.cpp) read the same kind of file.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "random.hpp"
#include "safetensors.hpp"

namespace attn::train::test_files {

struct Gpt2File {
  std::map<std::string, std::pair<std::vector<int64_t>, std::vector<float>>> tensors;
  std::vector<uint8_t> bytes(const std::string& prefix, DType dtype, const std::string& skip = "",
                             const std::string& reshape = "") const {
    std::vector<TensorToWrite> list;
    for (const auto& [name, t] : tensors) {
      if (name == skip) continue;
      std::vector<int64_t> shape = t.first;
      if (name == reshape) shape = {shape[0] * (shape.size() > 1 ? shape[1] : 1)};
      list.push_back({prefix + name, shape, t.second, dtype});
    }
    return write_safetensors(list, {{"format", "pt"}});
  }
};

// Every GPT-2 tensor of the given sizes, random, plus the attn.bias buffers HF keeps.
inline Gpt2File gpt2_file(int64_t vocab, int64_t context, int64_t d, int layers, int64_t d_ff, uint32_t seed) {
  Gpt2File f;
  Xorshift rng(seed, 1);
  auto add = [&](const std::string& name, std::vector<int64_t> shape, float centre) {
    size_t n = 1;
    for (int64_t d : shape) n *= size_t(d);
    std::vector<float> v(n);
    for (float& x : v) x = centre + rng.uniform(-0.5f, 0.5f);
    f.tensors[name] = {shape, v};
  };
  add("wte.weight", {vocab, d}, 0), add("wpe.weight", {context, d}, 0), add("ln_f.weight", {d}, 1), add("ln_f.bias", {d}, 0);
  for (int l = 0; l < layers; ++l) {
    const std::string h = "h." + std::to_string(l) + ".";
    add(h + "ln_1.weight", {d}, 1), add(h + "ln_1.bias", {d}, 0), add(h + "ln_2.weight", {d}, 1), add(h + "ln_2.bias", {d}, 0);
    add(h + "attn.c_attn.weight", {d, 3 * d}, 0), add(h + "attn.c_attn.bias", {3 * d}, 0);
    add(h + "attn.c_proj.weight", {d, d}, 0), add(h + "attn.c_proj.bias", {d}, 0);
    add(h + "mlp.c_fc.weight", {d, d_ff}, 0), add(h + "mlp.c_fc.bias", {d_ff}, 0);
    add(h + "mlp.c_proj.weight", {d_ff, d}, 0), add(h + "mlp.c_proj.bias", {d}, 0);
    add(h + "attn.bias", {1, 1, context, context}, 0);  // the causal-mask buffer: ignored
  }
  return f;
}

}  // namespace attn::train::test_files
