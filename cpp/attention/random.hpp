// A hand-rolled seeded generator so native and wasm builds draw identical numbers
// (std::uniform_real_distribution differs between libstdc++ and libc++).
#pragma once
#include <cstddef>
#include <cstdint>

namespace attn {

// n steps of xorshift64 at once. A step is linear over GF(2)^64, so n steps are the matrix of one step raised
// to the n-th power (kept as 64 columns, each the image of one bit). Each step depends on the one before, so
// walking past a head's columns of a weight matrix cost as much as drawing them; a jump costs about 64 steps
// (building one, some thousands), so a run of half the heads draws half of each matrix, not all of it.
class Jump {
 public:
  explicit Jump(size_t n) {
    uint64_t power[64];  // the step's matrix squared k times: 2^k steps
    for (int i = 0; i < 64; ++i) power[i] = step(uint64_t(1) << i), column_[i] = uint64_t(1) << i;
    for (; n > 0; n >>= 1) {
      if (n & 1) times(column_, power);
      times(power, power);
    }
  }
  uint64_t operator()(uint64_t x) const { return apply(column_, x); }

  static uint64_t step(uint64_t x) {  // xorshift64
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return x;
  }

 private:
  uint64_t column_[64];
  static uint64_t apply(const uint64_t* m, uint64_t x) {
    uint64_t out = 0;
    for (int i = 0; i < 64; ++i) out ^= m[i] & (0 - ((x >> i) & 1));
    return out;
  }
  // m = a·m: each column of m taken through a (a and m may be the same matrix).
  static void times(uint64_t* m, const uint64_t* a) {
    uint64_t out[64];
    for (int i = 0; i < 64; ++i) out[i] = apply(a, m[i]);
    for (int i = 0; i < 64; ++i) m[i] = out[i];
  }
};

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
  uint64_t next() { return state_ = Jump::step(state_); }
  // Passes over numbers, as drawing them would (a run of some heads draws only their block of a matrix).
  void skip(size_t n) {
    for (; n > 0; --n) next();
  }
  void skip(const Jump& jump) { state_ = jump(state_); }
  // Uniform in [lo, hi), with 24 random bits: exact in float on every platform.
  float uniform(float lo, float hi) {
    float unit = float(next() >> 40) * (1.0f / 16777216.0f);
    return lo + (hi - lo) * unit;
  }

 private:
  uint64_t state_;
};

}  // namespace attn
