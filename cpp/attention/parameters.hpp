// Learned parameters: the caller's numbers when given, else seeded ones (identical natively and in wasm).
#pragma once
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include "config.hpp"
#include "random.hpp"
#include "xt.hpp"

namespace attn {

// Rows [row_from, row_to) × columns [col_from, col_to) of a matrix: what a run of some heads reads of it.
struct MatrixBlock {
  size_t row_from, row_to, col_from, col_to;
};

// Passes over n numbers, `times` times over: step by step, or by a Jump where that saves many steps (building
// one costs some thousands).
class Skip {
 public:
  Skip(size_t n, size_t times) : n_(n) {
    if (n * times >= (size_t(1) << 16)) jump_.emplace(n);
  }
  void operator()(Xorshift& rng) const { jump_ ? rng.skip(*jump_) : rng.skip(n_); }

 private:
  size_t n_;
  std::optional<Jump> jump_;
};

// Block `k` of a fan_in × fan_out weight matrix (of a bias: its columns, as one row): given, or Glorot-uniform.
// A bias of fan_out values (fan_in only sets its scale): given, or uniform in ±1/√fan_in as nn.Linear. The
// seeded numbers are the whole matrix's: the generator passes over those outside the block in row-major order.
// Sizes and values were checked by resolve.
inline Array parameter(const Inputs& inputs, const std::string& name, size_t fan_in, size_t fan_out, uint32_t seed,
                       uint32_t stream, bool is_bias, MatrixBlock k) {
  if (is_bias) k.row_from = 0, k.row_to = 1;
  const size_t rows = k.row_to - k.row_from, cols = k.col_to - k.col_from;
  Array out = is_bias ? uninitialized({cols}) : uninitialized({rows, cols});
  float* o = out.data();
  auto it = inputs.find(name);
  if (it != inputs.end()) {
    for (size_t r = k.row_from; r < k.row_to; ++r, o += cols) std::copy_n(it->second.data() + r * fan_out + k.col_from, cols, o);
    return out;
  }
  float limit = is_bias ? 1.0f / std::sqrt(float(fan_in)) : std::sqrt(6.0f / float(fan_in + fan_out));
  const Skip before(k.col_from, rows), after(fan_out - k.col_to, rows);
  Xorshift rng(seed, stream);
  Skip(k.row_from * fan_out, 1)(rng);
  for (size_t r = k.row_from; r < k.row_to; ++r) {
    before(rng);
    for (size_t j = 0; j < cols; ++j) *o++ = rng.uniform(-limit, limit);
    after(rng);
  }
  return out;
}

// The whole matrix (or bias).
inline Array parameter(const Inputs& inputs, const std::string& name, size_t fan_in, size_t fan_out, uint32_t seed,
                       uint32_t stream, bool is_bias) {
  return parameter(inputs, name, fan_in, fan_out, seed, stream, is_bias, MatrixBlock{0, fan_in, 0, fan_out});
}

}  // namespace attn
