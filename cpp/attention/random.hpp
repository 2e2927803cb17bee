// A hand-rolled seeded generator so native and wasm builds draw identical numbers
// (std::uniform_real_distribution differs between libstdc++ and libc++).
#pragma once
#include <cstddef>
#include <cstdint>

namespace attn {

class Xorshift {
 public:
  // `stream` separates independent sequences (one per weight matrix, one per vocabulary row).
  Xorshift(uint32_t seed, uint32_t stream) {
    uint64_t z = (uint64_t(seed) << 32 | stream) + 0x9E3779B97F4A7C15ull;  // splitmix64 of (seed, stream)
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    state_ = z ? z : 0x2545F4914F6CDD1Dull;
  }
  uint64_t next() {  // xorshift64
    state_ ^= state_ << 13;
    state_ ^= state_ >> 7;
    state_ ^= state_ << 17;
    return state_;
  }
  // Passes over `n` numbers, as drawing them would (a run of some heads draws only their block of a matrix).
  void skip(size_t n) {
    for (; n > 0; --n) next();
  }
  // Uniform in [lo, hi), with 24 random bits: exact in float on every platform.
  float uniform(float lo, float hi) {
    float unit = float(next() >> 40) * (1.0f / 16777216.0f);
    return lo + (hi - lo) * unit;
  }

 private:
  uint64_t state_;
};

}  // namespace attn
