// The seed documents' worked examples, with their TRUE values (several seeds got the arithmetic wrong).
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <vector>

#include "check.hpp"
#include "kernels.hpp"
#include "trace_helpers.hpp"

namespace {

const float neg_inf = -std::numeric_limits<float>::infinity();

// softmax([0.9, 1.1]) = [1, e^0.2] / (1 + e^0.2) = [0.450166, 0.549834]; the seeds wrote [0.4, 0.6].
const double e02 = std::exp(0.2);
const std::vector<double> causal_weights = {1.0, 0.0, 1.0 / (1.0 + e02), e02 / (1.0 + e02)};

}  // namespace

TEST_CASE("worked example: causal softmax of scores [[1.0, 0.8], [0.9, 1.1]] is [[1, 0], [0.45017, 0.54983]]") {
  std::vector<float> row0 = {1.0f, 0.8f + neg_inf}, row1 = {0.9f + 0.0f, 1.1f + 0.0f};  // scores + M
  attn::kernels::softmax_row(row0.data(), 2);
  attn::kernels::softmax_row(row1.data(), 2);
  std::vector<float> weights = {row0[0], row0[1], row1[0], row1[1]};
  check::check_close(weights, causal_weights, 1e-6, "weights");
  CHECK(row1[0] == doctest::Approx(0.45017).epsilon(1e-4));
  CHECK(row1[1] == doctest::Approx(0.54983).epsilon(1e-4));
  CHECK(row1[0] != doctest::Approx(0.4).epsilon(1e-2));  // the seeds' value is wrong
}

TEST_CASE("worked example: attention_forward turns scaled scores [[1.0, 0.8], [0.9, 1.1]] into the true causal weights") {
  // X = I (2×2), W_k = [I | 0] so K = [I | 0]; Q = W_q; d_k = 4, so scaled = Q Kᵀ / 2 = W_q[:, :2] / 2.
  attn::Config config;
  config.d_model = 2;
  config.heads = 1;
  config.d_k = 4;
  config.d_v = 2;
  config.mask = attn::MaskKind::causal;
  attn::Inputs inputs = {{"X", {1, 0, 0, 1}},
                         {"W_q", {2.0f, 1.6f, 0, 0, 1.8f, 2.2f, 0, 0}},
                         {"W_k", {1, 0, 0, 0, 0, 1, 0, 0}}};
  attn::Trace trace = testing::run(config, inputs);
  check::check_close(testing::values(trace, "scaled"), std::vector<double>{1.0, 0.8, 0.9, 1.1}, 1e-6, "scaled");
  check::check_close(testing::values(trace, "weights"), causal_weights, 1e-6, "weights");
  CHECK(testing::values(trace, "masked")[1] == neg_inf);
  CHECK(testing::values(trace, "weights")[1] == 0.0f);
}

TEST_CASE("worked example: cross-attention of Q (2×4) over K = V (3×4) with identity weights, all tensors by hand") {
  const std::vector<float> Q = {0.2f, 0.4f, 0.6f, 0.8f, 0.1f, 0.3f, 0.5f, 0.7f};
  const std::vector<float> KV = {0.1f, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f, 0.7f, 0.8f, 0.9f, 1.0f, 1.1f, 1.2f};
  const std::vector<float> I = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
  attn::Config config;
  config.cross_attention = true;
  config.heads = 1;
  config.d_model = 4;
  config.mask = attn::MaskKind::none;
  attn::Trace trace =
      testing::run(config, {{"X_q", Q}, {"X_kv", KV}, {"W_q", I}, {"W_k", I}, {"W_v", I}, {"W_o", I}});
  CHECK(testing::shape(trace, "scores") == std::vector<int>{1, 1, 2, 3});

  // scores[0][0] = 0.2×0.1 + 0.4×0.2 + 0.6×0.3 + 0.8×0.4 = 0.02 + 0.08 + 0.18 + 0.32 = 0.60, and so on.
  const std::vector<double> scores = {0.6, 1.4, 2.2, 0.5, 1.14, 1.78};
  // scaled = scores / √d_k = scores / √4 = scores / 2
  const std::vector<double> scaled = {0.3, 0.7, 1.1, 0.25, 0.57, 0.89};
  // weights, each row e^x / Σ e^x, worked by hand to 6 decimals:
  //   row 0: e^0.3 = 1.349859, e^0.7 = 2.013753, e^1.1 = 3.004166, Σ = 6.367778 → 0.211983, 0.316241, 0.471776
  //   row 1: e^0.25 = 1.284025, e^0.57 = 1.768267, e^0.89 = 2.435130, Σ = 5.487422 → 0.233994, 0.322240, 0.443766
  const std::vector<double> weights = {0.211983, 0.316241, 0.471776, 0.233994, 0.322240, 0.443766};
  // Z[t][i] = Σ_s weights[t][s] · V[s][i]; V's columns step by 0.1, so Z[t][i] = Z[t][0] + 0.1·i with
  //   Z[0][0] = 0.1·0.211983 + 0.5·0.316241 + 0.9·0.471776 = 0.603917
  //   Z[1][0] = 0.1·0.233994 + 0.5·0.322240 + 0.9·0.443766 = 0.583909
  const std::vector<double> Z = {0.603917, 0.703917, 0.803917, 0.903917, 0.583909, 0.683909, 0.783909, 0.883909};
  // Tolerance 1e-6·(1 + |value|): the hand values are rounded to 6 decimals (≤ 5e-7); float32 adds about 1e-7.
  check::check_close(testing::values(trace, "scores"), scores, 1e-6, "scores");
  check::check_close(testing::values(trace, "scaled"), scaled, 1e-6, "scaled");
  check::check_close(testing::values(trace, "weights"), weights, 1e-6, "weights");
  check::check_close(testing::values(trace, "Z"), Z, 1e-6, "Z");
  check::check_close(testing::values(trace, "Y"), Z, 1e-6, "Y (W_o = I, so Y = concat = Z)");
  // Rounded to 4 decimals, as a learner reads them, row 0 of the engine's weights is [0.2120, 0.3162, 0.4718]:
  // each within half a unit of the 4th decimal.
  const std::vector<float> engine = testing::values(trace, "weights");
  CHECK(std::abs(engine[0] - 0.2120) <= 0.00005);
  CHECK(std::abs(engine[1] - 0.3162) <= 0.00005);
  CHECK(std::abs(engine[2] - 0.4718) <= 0.00005);
}
