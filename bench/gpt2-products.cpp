// The products of a GPT-2-small trace of 64 tokens alone, through the engine's kernels (kernels.hpp): each
// layer's Q, K, V, W_o, MLP up and down against its own F16 weights (so they come from memory, as in a trace),
// then the tied unembedding against a 50,257 × 768 F16 table. Prints the minimum of `reps` runs in CPU time
// (process.cpuUsage): on a shared machine wall time counts the other processes' turns, and the minimum moves far
// less than the mean, so two builds of kernels.hpp can be compared under load.
// em++ -O3 -msimd128 -std=c++17 -Icpp/attention -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=node \
//   bench/gpt2-products.cpp -o /tmp/gpt2-products.js && node --no-experimental-fetch /tmp/gpt2-products.js [reps]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include <emscripten.h>

#include "kernels.hpp"

// The process's CPU time in seconds (user + system).
EM_JS(double, cpu_seconds, (), {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1e6;
});

using attn::kernels::matmul;
using attn::kernels::matmul_a_bt;

int main(int argc, char** argv) {
  const int reps = argc > 1 ? std::atoi(argv[1]) : 10;
  const int T = 64, D = 768, F = 4 * D, V = 50257, layers = 12;
  std::mt19937 rng(1);
  // Finite halves of magnitude about 2^−3 … 2^−1 with either sign: the values do not change the time.
  auto halves = [&](size_t n) {
    std::vector<uint16_t> h(n);
    for (auto& x : h) x = uint16_t(0x3000 | (rng() & 0x83ff));
    return h;
  };
  struct Layer { std::vector<uint16_t> q, k, v, o, up, down; };
  std::vector<Layer> weights;
  for (int l = 0; l < layers; ++l)
    weights.push_back({halves(size_t(D) * D), halves(size_t(D) * D), halves(size_t(D) * D), halves(size_t(D) * D),
                       halves(size_t(D) * F), halves(size_t(F) * D)});
  const std::vector<uint16_t> wte = halves(size_t(V) * D);
  std::uniform_real_distribution<float> uniform(-1, 1);
  std::vector<float> x(size_t(T) * F), out(size_t(T) * F), bias(F, 0.0f), logits(size_t(T) * V);
  for (float& v : x) v = uniform(rng);

  double best_layers = 1e9, best_unembed = 1e9;
  for (int r = 0; r < reps; ++r) {
    const double t0 = cpu_seconds();
    for (const Layer& w : weights) {
      for (const auto* W : {&w.q, &w.k, &w.v, &w.o}) matmul(out.data(), D, x.data(), D, W->data(), D, T, D, D, bias.data());
      matmul(out.data(), F, x.data(), D, w.up.data(), F, T, F, D, bias.data());
      matmul(out.data(), D, x.data(), F, w.down.data(), D, T, D, F, bias.data());
    }
    const double t1 = cpu_seconds();
    matmul_a_bt(logits.data(), V, x.data(), D, wte.data(), D, T, V, D);
    const double t2 = cpu_seconds();
    best_layers = std::min(best_layers, t1 - t0);
    best_unembed = std::min(best_unembed, t2 - t1);
  }
  const double layer_flops = double(layers) * 24 * T * D * D, unembed_flops = 2.0 * T * D * V;
  std::printf("{\"layersMs\":%.1f,\"layersGflops\":%.1f,\"unembedMs\":%.1f,\"unembedGflops\":%.1f,\"check\":%g}\n",
              best_layers * 1e3, layer_flops / best_layers / 1e9, best_unembed * 1e3, unembed_flops / best_unembed / 1e9,
              double(out[5] + logits[77]));
}
