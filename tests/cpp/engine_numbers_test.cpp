// The numbers the page explains, kept by the engine in the trace (issue 32, item 5): softmax's row statistics,
// the feed-forward's pre-activation, the positional angles, flash's rescale factors. Expected values are worked
// by hand or computed here in float64 from the trace's own inputs, never read from the code under test.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "flash.hpp"
#include "step_functions.hpp"
#include "trace_helpers.hpp"

using attn::Array;
namespace step = attn::step;

namespace {

constexpr float neg_inf = -std::numeric_limits<float>::infinity();

// Row r's max and Σ e^(x − max) in float64, (0, 0) for a row of only −∞ (the engine's convention).
std::pair<double, double> row_stats(const std::vector<float>& masked, size_t r, size_t S) {
  double max = -INFINITY;
  for (size_t s = 0; s < S; ++s) max = std::max(max, double(masked[r * S + s]));
  if (max == -INFINITY) return {0.0, 0.0};
  double sum = 0;
  for (size_t s = 0; s < S; ++s) sum += std::exp(double(masked[r * S + s]) - max);
  return {max, sum};
}

// A causal+padding run whose second item has 0 valid keys: every one of its rows is fully masked.
attn::Config masked_rows_config() {
  attn::Config c;
  c.batch = 2;
  c.text = "the cat sat on\nthe mat";
  c.mask = attn::MaskKind::causal_padding;
  c.valid_lengths = {4, 0};
  c.d_model = 8;
  c.heads = 2;
  return c;
}

}  // namespace

TEST_CASE("step::softmax row statistics: the 1×3 row [1, −∞, 2] has max 2 and Σ e^(x − 2) = e^(−1) + 0 + 1") {
  Array masked = Array::from_shape({1, 1, 1, 3});
  masked(0, 0, 0, 0) = 1.0f, masked(0, 0, 0, 1) = neg_inf, masked(0, 0, 0, 2) = 2.0f;
  Array max, sum;
  step::softmax(masked, &max, &sum);
  CHECK(max(0, 0, 0) == 2.0f);
  CHECK(sum(0, 0, 0) == doctest::Approx(1.0 + std::exp(-1.0)).epsilon(1e-6));  // 1.3678794
}

TEST_CASE("trace row_max and row_sum: (B, h, T), each row's max and Σe^(x − m) of masked; 0 and 0 when fully masked") {
  const attn::Trace trace = testing::run(masked_rows_config());
  CHECK(testing::shape(trace, "row_max") == std::vector<int>{2, 2, 4});
  CHECK(testing::tensor(trace, "row_sum").axes == std::vector<std::string>{"B", "h", "T"});
  const std::vector<float> masked = testing::values(trace, "masked"), max = testing::values(trace, "row_max"),
                           sum = testing::values(trace, "row_sum");
  for (size_t r = 0; r < max.size(); ++r) {
    const auto [m, l] = row_stats(masked, r, 4);
    CHECK_MESSAGE(max[r] == float(m), "row " << r);  // the max is one of the row's own floats
    CHECK_MESSAGE(sum[r] == doctest::Approx(l).epsilon(1e-6), "row " << r);
  }
  CHECK(sum[8] == 0.0f);  // item 1, head 0, query 0: no key left
}

TEST_CASE("row_max and row_sum on the fused path (masked not kept) equal the step-by-step run's") {
  attn::Config c = masked_rows_config();
  const attn::Trace whole = testing::run(c);
  c.keep = {"row_max", "row_sum", "Y"};  // no scores, scaled or masked: the fused path
  const attn::Trace fused = testing::run(c);
  CHECK(testing::values(fused, "row_max") == testing::values(whole, "row_max"));
  const std::vector<float> a = testing::values(fused, "row_sum"), b = testing::values(whole, "row_sum");
  REQUIRE(a.size() == b.size());
  for (size_t i = 0; i < a.size(); ++i) CHECK_MESSAGE(a[i] == doctest::Approx(b[i]).epsilon(1e-6), "row " << i);
}

TEST_CASE("row_max and row_sum are kept only when asked, and absent with flash (its flash_m, flash_l say it)") {
  attn::Config c = masked_rows_config();
  c.keep = {"weights"};
  CHECK(testing::run(c).tensors.count("row_max") == 0);
  c.keep = {};
  c.flash.on = true;
  const attn::Trace flash = testing::run(c);
  CHECK(flash.tensors.count("row_max") == 0);
  CHECK(flash.tensors.count("row_sum") == 0);
}

TEST_CASE("step::relu and the block's hidden_pre: hidden is max(0, hidden_pre), kept only when asked") {
  Array x = Array::from_shape({1, 1, 3});
  x(0, 0, 0) = -1.0f, x(0, 0, 1) = 0.0f, x(0, 0, 2) = 2.5f;
  const Array y = step::relu(x);
  CHECK(y(0, 0, 0) == 0.0f);
  CHECK(y(0, 0, 1) == 0.0f);
  CHECK(y(0, 0, 2) == 2.5f);
  attn::Config c;
  c.block = true;
  const attn::Trace trace = testing::run(c);
  const std::vector<float> pre = testing::values(trace, "hidden_pre"), hidden = testing::values(trace, "hidden");
  REQUIRE(pre.size() == hidden.size());
  for (size_t i = 0; i < pre.size(); ++i) CHECK(hidden[i] == (pre[i] > 0.0f ? pre[i] : 0.0f));
  c.keep = {"hidden"};
  CHECK(testing::run(c).tensors.count("hidden_pre") == 0);
}

TEST_CASE("step::position_angles: at d_model 4, row t is (t, t, t/100, t/100), as 10000^(2/4) = 100") {
  const Array a = step::position_angles(3, 4);
  CHECK(a(0, 0) == 0.0f);
  CHECK(a(1, 0) == 1.0f);
  CHECK(a(1, 1) == 1.0f);
  CHECK(a(2, 2) == doctest::Approx(0.02).epsilon(1e-7));
  CHECK(a(2, 3) == doctest::Approx(0.02).epsilon(1e-7));
  const Array P = step::position(3, 4);  // P is the sine (even columns) or cosine (odd) of them
  CHECK(P(2, 2) == doctest::Approx(std::sin(0.02)).epsilon(1e-6));
  CHECK(P(2, 1) == doctest::Approx(std::cos(2.0)).epsilon(1e-6));
}

TEST_CASE("step::rope_thetas and rope_angles: base 100, d 4 → θ = (1, 0.1, 1, 0.1); position 2 turns by (2, 0.2, 2, 0.2)") {
  const Array theta = step::rope_thetas(4, 100.0f);
  CHECK(theta(0) == 1.0f);
  CHECK(theta(1) == doctest::Approx(0.1).epsilon(1e-7));
  CHECK(theta(2) == 1.0f);
  CHECK(theta(3) == doctest::Approx(0.1).epsilon(1e-7));
  const Array angle = step::rope_angles(3, 4, 100.0f);
  CHECK(angle(0, 1) == 0.0f);
  CHECK(angle(2, 0) == 2.0f);
  CHECK(angle(2, 3) == doctest::Approx(0.2).epsilon(1e-7));
}

TEST_CASE("flash rescale: one query, keys scoring 1 then 3 in tiles of one: 0 at tile 0, e^(1 − 3) at tile 1") {
  attn::Dims d;
  d.B = d.T = d.h = d.h_kv = d.d_k = d.d_v = 1, d.S = 2, d.tiles_k = 2;
  attn::Flash flash;
  flash.on = true, flash.block_q = 1, flash.block_k = 1;
  attn::Visibility everything;
  everything.S = 2;
  Array Q = Array::from_shape({1, 1, 1}), K = Array::from_shape({1, 2, 1}), V = Array::from_shape({1, 2, 1});
  Q(0, 0, 0) = 1.0f, K(0, 0, 0) = 1.0f, K(0, 1, 0) = 3.0f, V(0, 0, 0) = 1.0f, V(0, 1, 0) = 1.0f;  // d_k 1: scale 1
  Array m, rescale;
  attn::flash_attention(Q, K, V, d, flash, everything, {}, {&m, nullptr, nullptr, &rescale});
  CHECK(m(0, 0, 1, 0) == 3.0f);
  CHECK(rescale(0, 0, 0, 0) == 0.0f);
  CHECK(rescale(0, 0, 1, 0) == doctest::Approx(std::exp(-2.0)).epsilon(1e-6));  // 0.1353353
}

TEST_CASE("the angle tensors are in the trace with their configurations only") {
  attn::Config c;
  const attn::Trace sinusoidal = testing::run(c);
  CHECK(testing::shape(sinusoidal, "P_angle") == std::vector<int>{6, 8});
  CHECK(sinusoidal.tensors.count("rope_theta") == 0);
  c.positional = attn::Positional::rope;
  const attn::Trace rope = testing::run(c);
  CHECK(rope.tensors.count("P_angle") == 0);
  CHECK(testing::shape(rope, "rope_theta") == std::vector<int>{4});
  CHECK(testing::shape(rope, "rope_angle_q") == std::vector<int>{6, 4});
  CHECK(testing::shape(rope, "rope_angle_k") == std::vector<int>{6, 4});
}
