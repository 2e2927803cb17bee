// Every mask kind gives the right additive mask M, and fully masked rows are zero and flagged.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <numeric>
#include <vector>

#include "trace_helpers.hpp"

namespace {

const float neg_inf = -std::numeric_limits<float>::infinity();

// A self-attention config on given X (values that vary by position) so the mask is the only question.
attn::Config config_with(attn::MaskKind mask, int B, int T) {
  attn::Config c;
  c.batch = B;
  c.query_len = T;
  c.d_model = 4;
  c.heads = 2;
  c.mask = mask;
  return c;
}

attn::Inputs x_for(int B, int T, int D) {
  std::vector<float> X(size_t(B * T * D));
  for (size_t i = 0; i < X.size(); ++i) X[i] = std::sin(0.7f * float(i));
  return {{"X", X}};
}

// M(b, t, s) as a predicate: true where the query may attend.
template <class MayAttend>
void check_mask(const attn::Trace& trace, MayAttend may) {
  const auto& M = testing::tensor(trace, "M").values;
  for (size_t b = 0; b < M.shape(0); ++b)
    for (size_t t = 0; t < M.shape(1); ++t)
      for (size_t s = 0; s < M.shape(2); ++s) {
        INFO("M(" << b << ", " << t << ", " << s << ")");
        CHECK(M(b, t, s) == (may(int(b), int(t), int(s)) ? 0.0f : neg_inf));
      }
}

// Sum of weights(b, p, t, :).
double row_sum(const attn::Trace& trace, size_t b, size_t p, size_t t) {
  const auto& W = testing::tensor(trace, "weights").values;
  double sum = 0;
  for (size_t s = 0; s < W.shape(3); ++s) sum += W(b, p, t, s);
  return sum;
}

}  // namespace

TEST_CASE("mask none: M is all zeros") {
  attn::Trace trace = testing::run(config_with(attn::MaskKind::none, 2, 4), x_for(2, 4, 4));
  check_mask(trace, [](int, int, int) { return true; });
}

TEST_CASE("mask causal: M is −∞ exactly above the diagonal, and those weights are exactly 0") {
  attn::Trace trace = testing::run(config_with(attn::MaskKind::causal, 2, 6), x_for(2, 6, 4));
  check_mask(trace, [](int, int t, int s) { return s <= t; });
  const auto& W = testing::tensor(trace, "weights").values;
  for (size_t t = 0; t < 6; ++t)
    for (size_t s = t + 1; s < 6; ++s) CHECK(W(1, 1, t, s) == 0.0f);
}

TEST_CASE("mask padding: only keys s ≥ validLengths[b] are masked, and padded query rows are still computed") {
  attn::Config c = config_with(attn::MaskKind::padding, 2, 5);
  c.valid_lengths = {2, 5};
  attn::Trace trace = testing::run(c, x_for(2, 5, 4));
  check_mask(trace, [](int b, int, int s) { return s < (b == 0 ? 2 : 5); });
  for (size_t t = 0; t < 5; ++t) CHECK(row_sum(trace, 0, 0, t) == doctest::Approx(1.0).epsilon(1e-6));
  const auto& Z = testing::tensor(trace, "Z").values;
  CHECK(Z(0, 0, 4, 0) != 0.0f);  // query 4 of item 0 is padding, yet attends keys 0 and 1
  CHECK(trace.fully_masked_rows.empty());
}

TEST_CASE("mask padding from text: validLengths default to each line's token count, the rest is <pad>") {
  attn::Config c;
  c.batch = 2;
  c.mask = attn::MaskKind::padding;
  c.text = "the cat sat\na dog";
  attn::Trace trace = testing::run(c);
  CHECK(trace.dims.T == 3);
  CHECK(trace.config.valid_lengths == std::vector<int>{3, 2});
  CHECK(trace.dims.tokens[1] == std::vector<std::string>{"a", "dog", "<pad>"});
  check_mask(trace, [](int b, int, int s) { return s < (b == 0 ? 3 : 2); });
}

TEST_CASE("mask causal+padding: a key is masked if it is later or padding") {
  attn::Config c = config_with(attn::MaskKind::causal_padding, 2, 5);
  c.valid_lengths = {3, 1};
  attn::Trace trace = testing::run(c, x_for(2, 5, 4));
  check_mask(trace, [](int b, int t, int s) { return s <= t && s < (b == 0 ? 3 : 1); });
}

TEST_CASE("mask custom T×S: the same may-attend matrix applies to every batch item, in cross-attention too") {
  attn::Config c = config_with(attn::MaskKind::custom, 2, 2);
  c.cross_attention = true;
  c.key_len = 3;
  c.custom_mask = {1, 0, 1, 0, 1, 1};
  attn::Inputs in = {{"X_q", std::vector<float>(16, 0.5f)}, {"X_kv", std::vector<float>(24, 0.25f)}};
  attn::Trace trace = testing::run(c, in);
  check_mask(trace, [&](int, int t, int s) { return c.custom_mask[size_t(t * 3 + s)] == 1.0f; });
}

TEST_CASE("mask custom B×T×S: each batch item has its own may-attend matrix") {
  attn::Config c = config_with(attn::MaskKind::custom, 2, 2);
  c.custom_mask = {1, 0, 1, 1, /* item 1 */ 0, 1, 1, 0};
  attn::Trace trace = testing::run(c, x_for(2, 2, 4));
  check_mask(trace, [&](int b, int t, int s) { return c.custom_mask[size_t(b * 4 + t * 2 + s)] == 1.0f; });
}

TEST_CASE("fully masked rows: validLengths 0 gives all-zero weights and Z, Y = b_o, and every row is flagged") {
  attn::Config c = config_with(attn::MaskKind::padding, 2, 3);
  c.valid_lengths = {3, 0};
  c.bias = true;
  attn::Trace trace = testing::run(c, x_for(2, 3, 4));
  REQUIRE(trace.fully_masked_rows.size() == 3);
  for (int t = 0; t < 3; ++t) {
    CHECK(trace.fully_masked_rows[size_t(t)].batch == 1);
    CHECK(trace.fully_masked_rows[size_t(t)].query == t);
  }
  const auto &W = testing::tensor(trace, "weights").values, &Z = testing::tensor(trace, "Z").values,
             &Y = testing::tensor(trace, "Y").values, &b_o = testing::tensor(trace, "b_o").values;
  for (size_t p = 0; p < 2; ++p)
    for (size_t t = 0; t < 3; ++t) {
      for (size_t s = 0; s < 3; ++s) CHECK(W(1, p, t, s) == 0.0f);
      for (size_t i = 0; i < 2; ++i) CHECK(Z(1, p, t, i) == 0.0f);
      CHECK(row_sum(trace, 0, p, t) == doctest::Approx(1.0).epsilon(1e-6));  // item 0 is untouched
    }
  for (size_t t = 0; t < 3; ++t)
    for (size_t j = 0; j < 4; ++j) CHECK(Y(1, t, j) == b_o(j));
}

TEST_CASE("fully masked rows: a custom all-zero row has zero weights and Z, and only that row is flagged") {
  attn::Config c = config_with(attn::MaskKind::custom, 1, 3);
  c.custom_mask = {1, 1, 1, 0, 0, 0, 1, 0, 1};
  attn::Trace trace = testing::run(c, x_for(1, 3, 4));
  REQUIRE(trace.fully_masked_rows.size() == 1);
  CHECK(trace.fully_masked_rows[0].batch == 0);
  CHECK(trace.fully_masked_rows[0].query == 1);
  const auto& Z = testing::tensor(trace, "Z").values;
  for (size_t p = 0; p < 2; ++p) {
    CHECK(row_sum(trace, 0, p, 1) == 0.0);
    CHECK(row_sum(trace, 0, p, 0) == doctest::Approx(1.0).epsilon(1e-6));
    for (size_t i = 0; i < 2; ++i) CHECK(Z(0, p, 1, i) == 0.0f);
  }
}
