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
  // weights: each row e^x / Σ e^x
  std::vector<double> weights(6);
  for (int t = 0; t < 2; ++t) {
    double sum = 0;
    for (int s = 0; s < 3; ++s) sum += std::exp(scaled[t * 3 + s]);
    for (int s = 0; s < 3; ++s) weights[t * 3 + s] = std::exp(scaled[t * 3 + s]) / sum;
  }
  // Z[t][i] = Σ_s weights[t][s] · V[s][i]
  std::vector<double> Z(8, 0.0);
  for (int t = 0; t < 2; ++t)
    for (int i = 0; i < 4; ++i)
      for (int s = 0; s < 3; ++s) Z[t * 4 + i] += weights[t * 3 + s] * double(KV[s * 4 + i]);

  check::check_close(testing::values(trace, "scores"), scores, 1e-6, "scores");
  check::check_close(testing::values(trace, "scaled"), scaled, 1e-6, "scaled");
  check::check_close(testing::values(trace, "weights"), weights, 1e-6, "weights");
  check::check_close(testing::values(trace, "Z"), Z, 1e-6, "Z");
  check::check_close(testing::values(trace, "Y"), Z, 1e-6, "Y (W_o = I, so Y = concat = Z)");
  // Rounded, as a learner reads them: row 0 weights ≈ [0.2119, 0.3162, 0.4718].
  CHECK(weights[0] == doctest::Approx(0.2119).epsilon(1e-3));
  CHECK(weights[1] == doctest::Approx(0.3162).epsilon(1e-3));
  CHECK(weights[2] == doctest::Approx(0.4718).epsilon(1e-3));
}
