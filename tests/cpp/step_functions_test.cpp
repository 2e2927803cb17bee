// The step functions on their own, against hand-worked numbers, call_step's checks, and the words of each step.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "step_call.hpp"
#include "step_functions.hpp"
#include "steps.hpp"
#include "trace_helpers.hpp"

using attn::Array;
namespace step = attn::step;

// An array of this shape holding these values (row-major): nested braces of one element are ambiguous.
static Array make(std::vector<size_t> shape, std::vector<float> values) {
  Array a = Array::from_shape(shape);
  std::copy(values.begin(), values.end(), a.begin());
  return a;
}

TEST_CASE("step::scores, scale, context: hand-worked one-head products") {
  Array Q = {{{{1, 2}, {0, 1}}}};          // (1, 1, 2, 2)
  Array K = {{{{3, 4}, {1, 0}, {2, 2}}}};  // (1, 1, 3, 2)
  Array s = step::scores(Q, K);            // [1·3+2·4, 1, 2+4], [4, 0, 2]
  CHECK(s == Array{{{{11, 1, 6}, {4, 0, 2}}}});
  CHECK(step::scale(s, 4) == Array{{{{5.5, 0.5, 3}, {2, 0, 1}}}});
  Array w = {{{{0.5, 0.25, 0.25}, {0, 1, 0}}}};
  Array V = make({1, 1, 3, 1}, {2, 4, 8});
  CHECK(step::context(w, V) == make({1, 1, 2, 1}, {4, 4}));  // 0.5·2 + 0.25·4 + 0.25·8 = 4; the middle row 4
}

TEST_CASE("step::split_heads and concat_heads undo each other; the split is view + transpose") {
  Array x = {{{0, 1, 2, 3}, {4, 5, 6, 7}}};  // (B 1, T 2, h·d 4)
  Array heads = step::split_heads(x, 2);    // head 0 takes columns 0–1, head 1 columns 2–3
  CHECK(heads == Array{{{{0, 1}, {4, 5}}, {{2, 3}, {6, 7}}}});
  CHECK(step::concat_heads(heads) == x);
}

TEST_CASE("step::add_mask and softmax: −∞ wins over any score; a fully masked row gives zeros and 0, 0") {
  const float inf = std::numeric_limits<float>::infinity();
  Array scaled = {{{{1, 2}, {3, 4}}}};
  Array M = {{{0, -inf}, {-inf, -inf}}};
  Array masked = step::add_mask(scaled, M);
  CHECK(masked(0, 0, 0, 1) == -inf);
  Array max, sum;
  Array w = step::softmax(masked, &max, &sum);
  CHECK(w == Array{{{{1, 0}, {0, 0}}}});
  CHECK(max == Array{{{1, 0}}});
  CHECK(sum == Array{{{1, 0}}});
}

TEST_CASE("call_step: refuses an unknown step, a missing tensor and a size mismatch, naming them") {
  std::map<std::string, attn::Tensor> out;
  attn::Config c;
  auto e = attn::call_step(out, "sideways", {}, c);
  REQUIRE(e);
  CHECK(e->field == "id");
  e = attn::call_step(out, "context", {{"weights", make({1, 1, 1, 1}, {1})}}, c);
  REQUIRE(e);
  CHECK(e->field == "V_heads");
  e = attn::call_step(out, "context", {{"weights", make({1, 1, 1, 2}, {1, 0})}, {"V_heads", make({1, 1, 1, 1}, {1})}}, c);
  REQUIRE(e);
  CHECK(e->field == "V_heads");
  CHECK(e->message == "V_heads: axis S is 1, but weights has S = 2");
  CHECK(out.empty());
  REQUIRE_FALSE(attn::call_step(out, "context", {{"weights", make({1, 1, 1, 1}, {1})}, {"V_heads", make({1, 1, 1, 2}, {7, 8})}}, c));
  CHECK(out.at("Z").values == make({1, 1, 1, 2}, {7, 8}));
}

TEST_CASE("step_text: every step lab.step runs and every step of a run has a formula; a run's steps say step_text's") {
  attn::Config c;
  c.block = true;
  c.flash.on = true;
  attn::Trace trace = testing::run(c);
  for (const attn::Step& s : trace.steps) {
    INFO(s.id);
    const attn::StepText said = attn::step_text(s.id, trace.dims, trace.config, trace.from_text, trace.source_from_text);
    CHECK(!s.formula.empty());
    CHECK(!s.title_key.empty());
    CHECK(said.formula == s.formula);
    CHECK(said.title == s.title);
  }
  for (const attn::StepSpec& spec : attn::step_specs()) {
    INFO(spec.id);
    CHECK(!attn::step_text(spec.id, trace.dims, trace.config, true, true).formula.empty());
  }
  CHECK(attn::step_text("flash_x_1", trace.dims, trace.config, true, true).formula.empty());  // not a step
}
