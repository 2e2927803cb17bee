// Reading a GPT-2 checkpoint as Hugging Face stores it (model.safetensors) into the training model:
// the sizes come from the tensors' shapes, the fused c_attn (Conv1D, [d, 3d]) is split into W_q, W_k, W_v.
#pragma once
#include <memory>
#include <optional>
#include <string>

#include "model.hpp"
#include "safetensors.hpp"

namespace attn::train {

// Whether the file has GPT-2's names (wte.weight, with or without the "transformer." prefix).
bool looks_like_gpt2(const SafetensorsFile& file);

// The model a GPT-2 file describes; heads = 0 picks GPT-2's own for its width (768 → 12, 1024 → 16,
// 1280 → 20, 1600 → 25). Every tensor is checked (present, shape), so the caller may then allocate.
std::optional<Error> gpt2_config(ModelConfig& out, const SafetensorsFile& file, int heads);

// Copies the file's weights into a model laid out by gpt2_config's configuration.
void gpt2_weights(Model& model, const SafetensorsFile& file);

}  // namespace attn::train
