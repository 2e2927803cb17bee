// The rest of the transformer block: residuals, layer norm and the feed-forward network.
#include <doctest/doctest.h>

#include <cmath>

#include "block.hpp"
#include "step_functions.hpp"
#include "check.hpp"
#include "trace_helpers.hpp"

TEST_CASE("step::layer_norm: each row comes out with mean 0 and variance 1, with its statistics") {
  attn::Array in = {{1, 2, 3, 4}, {-5, 0, 5, 10}}, mean, variance;
  attn::Array out = attn::step::layer_norm(in, &mean, &variance);
  for (int r = 0; r < 2; ++r) {
    const float* row = out.data() + r * 4;
    double m = 0, var = 0;
    for (int j = 0; j < 4; ++j) m += row[j] / 4.0;
    for (int j = 0; j < 4; ++j) var += (row[j] - m) * (row[j] - m) / 4.0;
    CHECK(std::fabs(m) < 1e-6);
    CHECK(var == doctest::Approx(1.0).epsilon(1e-4));  // eps 1e-5 in the denominator
  }
  // [1, 2, 3, 4]: mean 2.5, variance 1.25 → (x − 2.5)/√1.25000001
  CHECK(out.data()[0] == doctest::Approx(-1.5 / std::sqrt(1.25 + 1e-5)).epsilon(1e-6));
  // Hand-worked: [−5, 0, 5, 10] has mean 2.5 and variance (56.25 + 6.25 + 6.25 + 56.25) / 4 = 31.25.
  CHECK(mean(0) == 2.5f);
  CHECK(variance(0) == 1.25f);
  CHECK(mean(1) == 2.5f);
  CHECK(variance(1) == 31.25f);
}

TEST_CASE("block_forward: shapes d_model → d_ff → d_model, steps appended in order") {
  attn::Config c;
  c.text = "I like cats";
  const size_t attention_steps = testing::run(c).steps.size();
  c.block = true;
  c.d_ff = 20;
  attn::Trace trace = testing::run(c);
  std::vector<std::string> ids;
  for (size_t i = attention_steps; i < trace.steps.size(); ++i) ids.push_back(trace.steps[i].id);
  CHECK(ids == std::vector<std::string>{"residual1", "norm1", "ffn_hidden", "ffn_out", "residual2", "norm2"});
  CHECK(testing::shape(trace, "hidden") == std::vector<int>{1, 3, 20});
  CHECK(testing::shape(trace, "W_1") == std::vector<int>{8, 20});
  CHECK(testing::shape(trace, "W_2") == std::vector<int>{20, 8});
  CHECK(testing::shape(trace, "norm2") == std::vector<int>{1, 3, 8});
  for (size_t i = attention_steps; i < trace.steps.size(); ++i)
    CHECK(testing::shape(trace, trace.steps[i].output) == trace.steps[i].shape);
}

TEST_CASE("block_forward: every value matches a float64 computation by hand") {
  attn::Config c;
  c.text = "a b c d";
  c.bias = true;
  c.block = true;  // d_ff = 0: 4·d_model = 32
  attn::Trace trace = testing::run(c);
  const auto X = testing::values(trace, "X"), Y = testing::values(trace, "Y"), W1 = testing::values(trace, "W_1"),
             b1 = testing::values(trace, "b_1"), W2 = testing::values(trace, "W_2"), b2 = testing::values(trace, "b_2");
  const int rows = 4, D = 8, F = 32;
  auto norm = [&](std::vector<double> x) {
    for (int r = 0; r < rows; ++r) {
      double mean = 0, var = 0;
      for (int j = 0; j < D; ++j) mean += x[r * D + j] / D;
      for (int j = 0; j < D; ++j) var += (x[r * D + j] - mean) * (x[r * D + j] - mean) / D;
      for (int j = 0; j < D; ++j) x[r * D + j] = (x[r * D + j] - mean) / std::sqrt(var + 1e-5);
    }
    return x;
  };
  std::vector<double> residual1(rows * D);
  for (int i = 0; i < rows * D; ++i) residual1[i] = double(X[i]) + Y[i];
  std::vector<double> norm1 = norm(residual1), hidden(rows * F), residual2(rows * D);
  for (int r = 0; r < rows; ++r) {
    for (int f = 0; f < F; ++f) {
      double sum = b1[f];
      for (int j = 0; j < D; ++j) sum += norm1[r * D + j] * W1[j * F + f];
      hidden[r * F + f] = sum > 0 ? sum : 0;
    }
    for (int j = 0; j < D; ++j) {
      double sum = b2[j];
      for (int f = 0; f < F; ++f) sum += hidden[r * F + f] * W2[f * D + j];
      residual2[r * D + j] = norm1[r * D + j] + sum;
    }
  }
  std::vector<double> norm2 = norm(residual2);
  check::check_close(testing::values(trace, "residual1"), residual1, 1e-6, "residual1");
  check::check_close(testing::values(trace, "norm1"), norm1, 1e-5, "norm1");
  check::check_close(testing::values(trace, "hidden"), hidden, 1e-5, "hidden");
  check::check_close(testing::values(trace, "residual2"), residual2, 1e-5, "residual2");
  check::check_close(testing::values(trace, "norm2"), norm2, 1e-5, "norm2");
}

TEST_CASE("block_forward: a bad dFF or a wrong-sized W_1 is named; block inputs need block on") {
  attn::Config c;
  c.block = true;
  c.d_ff = -3;
  attn::Trace trace;
  CHECK(attn::attention_forward(trace, c, {})->field == "dFF");
  c.d_ff = 4;
  auto error = attn::attention_forward(trace, c, {{"W_1", {1, 2, 3}}});
  REQUIRE(error);
  CHECK(error->field == "inputs.W_1");
  CHECK(error->message == "W_1 has 3 values; expected dModel×dFF = 8×4 = 32");
  c.block = false;
  CHECK(attn::attention_forward(trace, c, {{"W_1", std::vector<float>(32)}})->field == "inputs.W_1");
}

TEST_CASE("block_forward: keep limits the block's tensors too") {
  attn::Config c;
  c.block = true;
  c.keep = {"norm2"};
  attn::Trace trace = testing::run(c);
  CHECK(trace.tensors.size() == 1);
  CHECK(testing::shape(trace, "norm2") == std::vector<int>{1, 6, 8});
}
