// Learned parameters: the caller's numbers when given, else seeded ones (identical natively and in wasm).
#pragma once
#include <algorithm>
#include <cmath>
#include <string>

#include "config.hpp"
#include "random.hpp"
#include "xt.hpp"

namespace attn {

// A fan_in × fan_out weight matrix: given, or Glorot-uniform. A bias of fan_out values (fan_in only sets its
// scale): given, or uniform in ±1/√fan_in as nn.Linear. Sizes and values were checked by resolve.
inline Array parameter(const Inputs& inputs, const std::string& name, size_t fan_in, size_t fan_out, uint32_t seed,
                       uint32_t stream, bool is_bias) {
  Array out = Array::from_shape(is_bias ? std::vector<size_t>{fan_out} : std::vector<size_t>{fan_in, fan_out});
  auto it = inputs.find(name);
  if (it != inputs.end()) {
    std::copy(it->second.begin(), it->second.end(), out.begin());
    return out;
  }
  float limit = is_bias ? 1.0f / std::sqrt(float(fan_in)) : std::sqrt(6.0f / float(fan_in + fan_out));
  Xorshift rng(seed, stream);
  for (float& x : out) x = rng.uniform(-limit, limit);
  return out;
}

}  // namespace attn
