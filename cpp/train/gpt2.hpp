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

// The model a GPT-2 file describes; heads = 0 picks GPT-2's own for its width (768 → 12, 1024 → 16). Every
// tensor is checked (present, shape, of a layer the model has), and sizes past the training limits (GPT-2
// medium, large, XL) are refused, so the caller may then allocate.
std::optional<Error> gpt2_config(ModelConfig& out, const SafetensorsFile& file, int heads);

// Copies the file's weights into a model laid out by gpt2_config's configuration.
void gpt2_weights(Model& model, const SafetensorsFile& file);
// Elements [first, first + count) of one tensor of such a file (its header in `file`), from their own bytes (a
// file read a piece at a time never holds all of its bytes in memory at once); tensors the model does not read
// are skipped. The fused c_attn tensors are split by rows, so they come whole.
void gpt2_place(Model& model, const SafetensorsFile& file, const StoredTensor& tensor, const uint8_t* bytes,
                size_t first, size_t count);
bool gpt2_divisible(const std::string& name);  // whether gpt2_place takes the tensor in pieces

}  // namespace attn::train
