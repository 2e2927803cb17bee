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

namespace {

// The worked cross-attention example (worked_examples_test.cpp): "Me gustan" queries Q (2×4) over the encoder
// output E (3×4) of "I like cats" as keys and values, every weight the identity.
attn::Inputs i_like_cats() {
  const std::vector<float> I = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
  return {{"X_q", {0.2f, 0.4f, 0.6f, 0.8f, 0.1f, 0.3f, 0.5f, 0.7f}},
          {"X_kv", {0.1f, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f, 0.7f, 0.8f, 0.9f, 1.0f, 1.1f, 1.2f}},
          {"W_q", I}, {"W_k", I}, {"W_v", I}, {"W_o", I}};
}

attn::Config cross_config(attn::MaskKind mask) {
  attn::Config c;
  c.cross_attention = true;
  c.heads = 1;
  c.d_model = 4;
  c.mask = mask;
  return c;
}

}  // namespace

TEST_CASE("decode_incremental: cross-attention over 'I like cats' gives the worked example's rows, each the full run's bit for bit") {
  attn::Trace full = testing::run(cross_config(attn::MaskKind::none), i_like_cats());
  std::vector<attn::DecodeStep> steps;
  attn::SourceCache source;
  REQUIRE_FALSE(attn::decode_incremental(steps, full, 0, &source));
  REQUIRE(steps.size() == 2);
  // The source's keys and values, computed once: with W_k = W_v = I they are E itself, all 3 rows.
  CHECK(source.S == 3);
  check::check_close(source.K, i_like_cats().at("X_kv"), 0.0, "K of the source");
  check::check_close(source.V, i_like_cats().at("X_kv"), 0.0, "V of the source");
  // By hand (worked_examples_test.cpp): weights over the 3 source tokens, and Y = Z (W_o = I).
  const std::vector<std::vector<double>> weights = {{0.211983, 0.316241, 0.471776}, {0.233994, 0.322240, 0.443766}};
  const std::vector<std::vector<double>> Y = {{0.603917, 0.703917, 0.803917, 0.903917}, {0.583909, 0.683909, 0.783909, 0.883909}};
  // The full run, twice: keeping every tensor (step by step) and keeping Y only (the fused path).
  attn::Config lean = cross_config(attn::MaskKind::none);
  lean.keep = {"Y"};
  attn::Trace fused = testing::run(lean, i_like_cats());
  for (const attn::DecodeStep& s : steps) {
    INFO("target token " << s.t);
    CHECK(s.k.empty());  // cross-attention appends no key or value: the source's are read again
    CHECK(s.v.empty());
    check::check_close(s.weights, weights[size_t(s.t)], 1e-6, "weights by hand");
    check::check_close(s.y, Y[size_t(s.t)], 1e-6, "y by hand");
    check::check_close(s.y.data(), testing::values(full, "Y").data() + s.t * 4, 4, 0.0, "y vs full run");
    check::check_close(s.y.data(), testing::values(fused, "Y").data() + s.t * 4, 4, 0.0, "y vs fused run");
    check::check_close(s.weights.data(), testing::values(full, "weights").data() + s.t * 3, 3, 0.0, "weights vs full run");
  }
}

TEST_CASE("decode_incremental: cross-attention with heads, bias, RoPE and padding reads the source's K and V once") {
  for (attn::Positional positional : {attn::Positional::sinusoidal, attn::Positional::rope})
    for (attn::MaskKind mask : {attn::MaskKind::none, attn::MaskKind::padding, attn::MaskKind::causal}) {
      const std::string what = std::string(attn::positional_name(positional)) + ", " + attn::mask_name(mask);
      INFO(what);
      attn::Config c = cross_config(mask);
      c.text = "me gustan los gatos\nyo tambien";
      c.source_text = "I like cats very much\nme too";
      c.batch = 2, c.d_model = 16, c.heads = 4, c.kv_heads = 2, c.bias = true, c.seed = 5;
      c.positional = positional;
      c.keep = {"K", "V", "Y", "X_q", "X_kv", "W_q", "W_k", "W_v", "W_o", "b_q", "b_k", "b_v", "b_o"};
      if (positional == attn::Positional::rope) c.keep.push_back("K_rope");
      attn::Trace full = testing::run(c);
      const attn::Dims& d = full.dims;
      const size_t S = d.S, dk = d.d_k, HKK = size_t(d.h_kv) * dk, HKV = size_t(d.h_kv) * d.d_v;
      // The full run's keys as the cache holds them, (B, S, h_kv·d_k): K, or RoPE's K_rope (B, h_kv, S, d_k) rejoined.
      std::vector<float> keys = testing::values(full, "K");
      if (positional == attn::Positional::rope) {
        const std::vector<float> rotated = testing::values(full, "K_rope");
        for (size_t b = 0; b < size_t(d.B); ++b)
          for (size_t g = 0; g < size_t(d.h_kv); ++g)
            for (size_t s = 0; s < S; ++s)
              for (size_t i = 0; i < dk; ++i) keys[(b * S + s) * HKK + g * dk + i] = rotated[((b * d.h_kv + g) * S + s) * dk + i];
      }
      for (int b = 0; b < d.B; ++b) {
        std::vector<attn::DecodeStep> steps;
        attn::SourceCache source;
        REQUIRE_FALSE(attn::decode_incremental(steps, full, b, &source));
        REQUIRE(source.S == d.S);
        // The same projection (and rotation) as the full run's keys and values, row for row.
        check::check_close(source.K.data(), keys.data() + b * S * HKK, S * HKK, 0.0, "source K");
        check::check_close(source.V.data(), testing::values(full, "V").data() + b * S * HKV, S * HKV, 0.0, "source V");
        for (const attn::DecodeStep& s : steps) {
          CHECK(s.weights.size() == size_t(d.h) * S);  // every step reads all S source keys
          check::check_close(s.y.data(), testing::values(full, "Y").data() + (size_t(b) * d.T + s.t) * d.d_model,
                             d.d_model, 0.0, "y row " + std::to_string(s.t));
        }
      }
    }
}

TEST_CASE("decode_incremental: cross-attention refuses a custom mask, naming the field") {
  attn::Config c = cross_config(attn::MaskKind::custom);
  c.custom_mask = {1, 1, 0, 1, 1, 1};
  attn::Trace trace = testing::run(c, i_like_cats());
  std::vector<attn::DecodeStep> steps;
  auto error = attn::decode_incremental(steps, trace, 0);
  REQUIRE(error);
  CHECK(error->field == "mask");
}
