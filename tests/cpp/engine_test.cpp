// The trace as a whole: shapes and axes, the step list, batch independence, bias, keep, seeded weights.
#include <doctest/doctest.h>

#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "check.hpp"
#include "trace_helpers.hpp"

namespace {

std::vector<std::string> step_ids(const attn::Trace& trace) {
  std::vector<std::string> ids;
  for (const auto& step : trace.steps) ids.push_back(step.id);
  return ids;
}

const std::vector<std::string> core_steps = {"project_q", "project_k", "project_v", "split_q", "split_k", "split_v",
                                             "scores",    "scale",     "mask",      "masked",  "softmax", "context",
                                             "concat",    "output"};

std::vector<std::string> with_core(std::vector<std::string> first) {
  first.insert(first.end(), core_steps.begin(), core_steps.end());
  return first;
}

attn::Config cross_config() {
  attn::Config c;
  c.cross_attention = true;
  c.batch = 2;
  c.query_len = 3;
  c.key_len = 5;
  c.d_model = 6;
  c.heads = 2;
  c.d_k = 4;
  c.d_v = 5;
  c.bias = true;
  c.mask = attn::MaskKind::causal;
  return c;
}

}  // namespace

TEST_CASE("cross-attention: with T=3 ≠ S=5 and d_k=4 ≠ d_v=5 every tensor has docs/ARCHITECTURE.md's shape") {
  attn::Trace trace = testing::run(cross_config());
  const int B = 2, T = 3, S = 5, D = 6, h = 2, dk = 4, dv = 5;
  const std::map<std::string, std::vector<int>> expected = {
      {"E_q", {B, T, D}},       {"P_q", {T, D}},           {"X_q", {B, T, D}},        {"E_kv", {B, S, D}},
      {"P_kv", {S, D}},         {"X_kv", {B, S, D}},       {"W_q", {D, h * dk}},      {"W_k", {D, h * dk}},
      {"W_v", {D, h * dv}},     {"W_o", {h * dv, D}},      {"b_q", {h * dk}},         {"b_k", {h * dk}},
      {"b_v", {h * dv}},        {"b_o", {D}},              {"Q", {B, T, h * dk}},     {"K", {B, S, h * dk}},
      {"V", {B, S, h * dv}},    {"Q_heads", {B, h, T, dk}}, {"K_heads", {B, h, S, dk}}, {"V_heads", {B, h, S, dv}},
      {"scores", {B, h, T, S}}, {"scaled", {B, h, T, S}},  {"M", {B, T, S}},          {"masked", {B, h, T, S}},
      {"weights", {B, h, T, S}}, {"Z", {B, h, T, dv}},     {"concat", {B, T, h * dv}}, {"Y", {B, T, D}},
      {"P_angle_q", {T, D}},    {"P_angle_kv", {S, D}},    {"row_max", {B, h, T}},    {"row_sum", {B, h, T}},
      {"sqrt_d_k", {}}};
  CHECK(trace.tensors.size() == expected.size());
  for (const auto& [tensor_name, shape] : expected) {
    const std::string name = tensor_name;  // INFO captures it; clang's C++17 cannot capture a structured binding
    INFO(name);
    CHECK(testing::shape(trace, name) == shape);
    CHECK(testing::tensor(trace, name).axes.size() == shape.size());
  }
}

TEST_CASE("steps: every step's shape and axes match the tensor it outputs, and its inputs exist") {
  for (bool cross : {false, true}) {
    attn::Config c = cross ? cross_config() : attn::Config{};
    attn::Trace trace = testing::run(c);
    for (const auto& step : trace.steps) {
      INFO("step " << step.id << " (cross " << cross << ")");
      CHECK(testing::shape(trace, step.output) == step.shape);
      CHECK(testing::tensor(trace, step.output).axes == step.axes);
      CHECK(!step.title.empty());
      CHECK(!step.formula.empty());
      for (const auto& in : step.inputs)
        CHECK((trace.tensors.count(in) == 1 || in == "tokens" || in == "source_tokens"));
    }
  }
}

TEST_CASE("steps: self-attention from text lists embed, position, input, then the core steps in DESIGN order") {
  attn::Trace trace = testing::run(attn::Config{});
  CHECK(step_ids(trace) == with_core({"embed", "position", "input"}));
}

TEST_CASE("steps: self-attention on a given X starts at input, with no embed or position step") {
  attn::Config c;
  c.d_model = 2;
  c.heads = 1;
  attn::Trace trace = testing::run(c, {{"X", {1, 2, 3, 4, 5, 6}}});
  CHECK(step_ids(trace) == with_core({"input"}));
  CHECK(trace.dims.T == 3);
  CHECK(trace.tensors.count("E") == 0);
  CHECK(trace.tensors.count("P") == 0);
}

TEST_CASE("steps: cross-attention from text starts with embed_q, position_q, input_q, embed_kv, position_kv, input_kv") {
  attn::Trace trace = testing::run(cross_config());
  CHECK(step_ids(trace) ==
        with_core({"embed_q", "position_q", "input_q", "embed_kv", "position_kv", "input_kv"}));
}

TEST_CASE("bias: b_q, b_k, b_v, b_o exist only with bias on, and only then are projection inputs") {
  for (bool bias : {false, true}) {
    attn::Config c;
    c.bias = bias;
    attn::Trace trace = testing::run(c);
    for (const char* b : {"b_q", "b_k", "b_v", "b_o"}) CHECK(trace.tensors.count(b) == size_t(bias));
    CHECK(trace.steps[3].id == "project_q");
    CHECK(trace.steps[3].inputs.size() == (bias ? 3u : 2u));
  }
}

TEST_CASE("bias: Q equals X W_q + b_q row by row") {
  attn::Config c;
  c.bias = true;
  c.d_model = 2;
  c.heads = 1;
  attn::Trace trace = testing::run(c, {{"X", {1, 2}}, {"W_q", {1, 2, 3, 4}}, {"b_q", {0.5f, -0.5f}}});
  check::check_close(testing::values(trace, "Q"), std::vector<double>{1 + 6 + 0.5, 2 + 8 - 0.5}, 0, "Q");
}

TEST_CASE("batch: item b of a B=3 run equals a B=1 run on the same X slice") {
  attn::Config c;
  c.batch = 3;
  c.query_len = 4;
  c.d_model = 6;
  c.heads = 3;
  c.mask = attn::MaskKind::causal_padding;
  c.valid_lengths = {4, 2, 3};
  std::vector<float> X(3 * 4 * 6);
  for (size_t i = 0; i < X.size(); ++i) X[i] = std::cos(0.37f * float(i));
  attn::Trace all = testing::run(c, {{"X", X}});
  for (int b = 0; b < 3; ++b) {
    attn::Config one = c;
    one.batch = 1;
    one.valid_lengths = {c.valid_lengths[size_t(b)]};
    attn::Trace single = testing::run(one, {{"X", std::vector<float>(X.begin() + b * 24, X.begin() + (b + 1) * 24)}});
    for (const char* name : {"Q", "scores", "M", "masked", "weights", "Z", "concat", "Y"}) {
      std::vector<float> whole = testing::values(all, name), part = testing::values(single, name);
      size_t n = part.size();
      INFO("item " << b << ", tensor " << name);
      check::check_close(whole.data() + size_t(b) * n, part.data(), n, 1e-6, name);
    }
  }
}

TEST_CASE("keep: only the asked tensors are returned, with the same numbers as a full run") {
  for (auto mask : {attn::MaskKind::none, attn::MaskKind::causal}) {
    attn::Config c;
    c.mask = mask;
    c.batch = 2;
    attn::Trace full = testing::run(c);
    for (std::vector<std::string> keep :
         {std::vector<std::string>{"weights", "Y"}, {"masked", "Z"}, {"scores"}, {"E", "X", "concat"}}) {
      c.keep = keep;
      attn::Trace part = testing::run(c);
      INFO("mask " << attn::mask_name(mask) << ", keep starts with " << keep[0]);
      CHECK(part.tensors.size() == keep.size());
      CHECK(part.steps.size() == full.steps.size());
      for (const auto& name : keep)
        check::check_close(testing::values(part, name), testing::values(full, name), 0, name);
    }
  }
}

TEST_CASE("seeded weights: the same seed gives the same weights, another seed others, all within Glorot bounds") {
  attn::Config c;
  c.bias = true;
  c.d_model = 8;
  c.heads = 2;
  c.d_v = 3;
  attn::Trace a = testing::run(c), b = testing::run(c);
  c.seed = 43;
  attn::Trace other = testing::run(c);
  for (const char* name : {"W_q", "W_k", "W_v", "W_o", "b_q", "b_k", "b_v", "b_o", "X"})
    CHECK(testing::values(a, name) == testing::values(b, name));
  CHECK(testing::values(a, "W_q") != testing::values(other, "W_q"));
  CHECK(testing::values(a, "W_q") != testing::values(a, "W_k"));  // each matrix has its own stream
  // W (fan_in × fan_out) ~ U(±√(6/(fan_in+fan_out))); b ~ U(±1/√fan_in), as nn.Linear.
  const std::map<std::string, std::pair<double, double>> fans = {
      {"W_q", {8, 8}}, {"W_k", {8, 8}}, {"W_v", {8, 6}}, {"W_o", {6, 8}}};
  for (const auto& [weight_name, fan] : fans) {
    const std::string name = weight_name;
    double limit = std::sqrt(6.0 / (fan.first + fan.second)), largest = 0;
    for (float w : testing::values(a, name)) largest = std::max(largest, double(std::fabs(w)));
    INFO(name);
    CHECK(largest <= limit);
    CHECK(largest > 0.5 * limit);  // they do spread over the range
  }
  for (auto [name, fan_in] : {std::pair{"b_q", 8.0}, {"b_v", 8.0}, {"b_o", 6.0}})
    for (float x : testing::values(a, name)) CHECK(std::fabs(x) <= 1.0 / std::sqrt(fan_in));
}
