// Token-by-token decoding with a KV cache matches the full causal computation.
#include <doctest/doctest.h>

#include "check.hpp"
#include "decode.hpp"
#include "trace_helpers.hpp"

namespace {

attn::Config causal_config(bool bias) {
  attn::Config c;
  c.text = "the quick brown fox jumps over the lazy dog";
  c.d_model = 12;
  c.heads = 3;
  c.bias = bias;
  c.batch = 2;
  c.seed = 9;
  return c;
}

}  // namespace

TEST_CASE("decode_incremental: each new token's output row equals the full causal run's row, to float precision") {
  for (bool bias : {false, true}) {
    attn::Trace full = testing::run(causal_config(bias));
    const attn::Dims& d = full.dims;
    for (int b = 0; b < d.B; ++b) {
      std::vector<attn::DecodeStep> steps;
      REQUIRE_FALSE(attn::decode_incremental(steps, full, b));
      REQUIRE(int(steps.size()) == d.T);
      const float* Y = testing::tensor(full, "Y").values.data();
      const float* W = testing::tensor(full, "weights").values.data();
      const float* concat = testing::tensor(full, "concat").values.data();
      for (const attn::DecodeStep& s : steps) {
        const size_t row = size_t(b) * d.T + s.t;
        check::check_close(s.y.data(), Y + row * d.d_model, d.d_model, 1e-5, "y row " + std::to_string(s.t));
        check::check_close(s.concat.data(), concat + row * d.h * d.d_v, d.h * d.d_v, 1e-5, "concat row");
        for (int p = 0; p < d.h; ++p)  // the full row's first t+1 weights; the rest are masked zeros
          check::check_close(s.weights.data() + p * (s.t + 1), W + ((size_t(b) * d.h + p) * d.T + s.t) * d.S,
                             s.t + 1, 1e-6, "weights row");
      }
    }
  }
}

TEST_CASE("decode_incremental: the KV cache grows by one key and one value row per token") {
  attn::Trace full = testing::run(causal_config(false));
  std::vector<attn::DecodeStep> steps;
  REQUIRE_FALSE(attn::decode_incremental(steps, full, 0));
  const float* K = testing::tensor(full, "K").values.data();
  const int HK = full.dims.h * full.dims.d_k;
  for (const attn::DecodeStep& s : steps) {
    CHECK(s.weights.size() == size_t(full.dims.h) * (s.t + 1));
    check::check_close(s.k.data(), K + size_t(s.t) * HK, HK, 1e-6, "new key row");
  }
}

TEST_CASE("causal attention: rows before t do not change when later tokens are appended") {
  attn::Config c = causal_config(true);
  c.batch = 1;
  attn::Trace full = testing::run(c);
  for (int t = 1; t <= full.dims.T; ++t) {
    attn::Config prefix = c;
    prefix.query_len = t;  // the first t tokens only
    attn::Trace part = testing::run(prefix);
    check::check_close(testing::tensor(part, "Y").values.data(), testing::tensor(full, "Y").values.data(),
                       size_t(t) * c.d_model, 1e-6, "Y rows of a prefix");
  }
}

TEST_CASE("decode_incremental: refuses what is not causal self-attention, naming the field") {
  attn::Config c = causal_config(false);
  c.mask = attn::MaskKind::none;
  attn::Trace trace = testing::run(c);
  std::vector<attn::DecodeStep> steps;
  auto error = attn::decode_incremental(steps, trace, 0);
  REQUIRE(error);
  CHECK(error->field == "mask");
  trace = testing::run(causal_config(false));
  CHECK(attn::decode_incremental(steps, trace, 5)->field == "item");
}
