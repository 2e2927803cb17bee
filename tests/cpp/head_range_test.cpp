// headRange (issue 17, heads split across workers): a run of heads [from, to) computes those heads of the
// whole configuration, and its Y is their share: the groups' Y added is the whole run's Y.
#include <doctest/doctest.h>

#include <random>

#include "check.hpp"
#include "parameters.hpp"
#include "trace_helpers.hpp"

namespace {

attn::Config small(int heads) {
  attn::Config c;
  c.text = "the cat sat on the mat today\nbirds sing";
  c.d_model = 8;
  c.heads = heads;
  c.batch = 2;
  c.bias = true;
  c.keep = {"Y"};
  return c;
}

attn::Trace part(attn::Config c, int from, int to, const attn::Inputs& inputs = {}) {
  c.head_range = {from, to};
  return testing::run(c, inputs);
}

// The groups' Y added, in float64.
std::vector<double> added(const attn::Config& c, const std::vector<std::pair<int, int>>& groups) {
  std::vector<double> sum;
  for (auto [from, to] : groups) {
    const std::vector<float> Y = testing::values(part(c, from, to), "Y");
    sum.resize(Y.size());
    for (size_t i = 0; i < Y.size(); ++i) sum[i] += Y[i];
  }
  return sum;
}

void expect_error(const attn::Config& config, const std::string& field, const std::string& words) {
  attn::Trace trace;
  auto error = attn::attention_forward(trace, config, {});
  REQUIRE_MESSAGE(error, "expected an error on " << field);
  INFO("error: " << error->field << ": " << error->message);
  CHECK(error->field == field);
  CHECK(error->message.find(words) != std::string::npos);
  CHECK(trace.tensors.empty());
}

}  // namespace

TEST_CASE("parameter: a block of a seeded matrix or bias is that block of the whole one, number for number") {
  const attn::Array W = attn::parameter({}, "W_q", 5, 12, 7, 1, false), b = attn::parameter({}, "b_q", 5, 12, 7, 5, true);
  const attn::Array cols = attn::parameter({}, "W_q", 5, 12, 7, 1, false, {0, 5, 3, 9});
  const attn::Array rows = attn::parameter({}, "W_q", 5, 12, 7, 1, false, {2, 4, 0, 12});
  const attn::Array part_b = attn::parameter({}, "b_q", 5, 12, 7, 5, true, {0, 5, 6, 12});
  REQUIRE(cols.shape() == std::vector<size_t>{5, 6});
  REQUIRE(rows.shape() == std::vector<size_t>{2, 12});
  REQUIRE(part_b.shape() == std::vector<size_t>{6});
  for (size_t r = 0; r < 5; ++r)
    for (size_t j = 0; j < 6; ++j) CHECK(cols(r, j) == W(r, 3 + j));
  for (size_t r = 0; r < 2; ++r)
    for (size_t j = 0; j < 12; ++j) CHECK(rows(r, j) == W(2 + r, j));
  for (size_t j = 0; j < 6; ++j) CHECK(part_b(j) == b(6 + j));
}

TEST_CASE("Xorshift: a Jump of n is n steps, and a block of a large seeded matrix (drawn with jumps) is the whole one's") {
  for (size_t n : {0, 1, 63, 64, 65, 384, 294912}) {
    attn::Xorshift stepped(42, 1), jumped(42, 1);
    stepped.skip(n);
    jumped.skip(attn::Jump(n));
    CHECK_MESSAGE(stepped.next() == jumped.next(), "n = " << n);
  }
  const attn::Array W = attn::parameter({}, "W_o", 768, 768, 42, 4, false);
  for (attn::MatrixBlock k : {attn::MatrixBlock{384, 768, 0, 768}, attn::MatrixBlock{0, 768, 384, 768}, attn::MatrixBlock{0, 768, 128, 256}}) {
    const attn::Array part = attn::parameter({}, "W_o", 768, 768, 42, 4, false, k);
    size_t bad = 0;
    for (size_t r = k.row_from; r < k.row_to; ++r)
      for (size_t j = k.col_from; j < k.col_to; ++j) bad += part(r - k.row_from, j - k.col_from) != W(r, j);
    CHECK_MESSAGE(bad == 0, "rows " << k.row_from << "…" << k.row_to << ", columns " << k.col_from << "…" << k.col_to);
  }
}

TEST_CASE("headRange: [0, h) is the whole run, bit for bit; an empty range is every head") {
  attn::Config c = small(4);
  const std::vector<float> whole = testing::values(testing::run(c), "Y");
  CHECK(testing::values(part(c, 0, 4), "Y") == whole);
}

TEST_CASE("headRange: the groups' Y added is the whole run's Y (float rounding, 1e-5) for every mask, position and path") {
  for (attn::MaskKind mask : attn::all_masks())
    for (attn::Positional pos : attn::all_positionals())
      for (bool flash : {false, true})
        for (int kv : {0, 2})
          for (bool cross : {false, true}) {
            attn::Config c = small(4);
            c.mask = mask, c.positional = pos, c.kv_heads = kv, c.cross_attention = cross, c.window = 2;
            c.source_text = "le chat est assis\ndes oiseaux";
            c.valid_lengths = {3, 2};
            if (mask == attn::MaskKind::custom) c.custom_mask = std::vector<float>(7 * (cross ? 4 : 7), 1.0f), c.custom_mask[1] = 0;
            if (flash) c.flash = {true, 2, 3};
            INFO(attn::mask_name(mask) << ", " << attn::positional_name(pos) << (flash ? ", flash" : "") << ", kvHeads "
                                       << kv << (cross ? ", cross" : ""));
            const std::vector<float> whole = testing::values(testing::run(c), "Y");
            check::check_close(added(c, {{0, 2}, {2, 4}}), whole, 1e-5, "two groups");
            if (kv == 0) check::check_close(added(c, {{0, 1}, {1, 3}, {3, 4}}), whole, 1e-5, "three groups");
          }
}

TEST_CASE("headRange: one head's Y is the whole run's Z of that head times its rows of W_o (+ b_o for head 0 only)") {
  attn::Config c = small(4);
  c.d_v = 3;
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> u(-1, 1);
  attn::Inputs given = {{"W_q", std::vector<float>(8 * 8)}};  // given weights are cut as seeded ones are
  for (float& x : given["W_q"]) x = u(rng);
  attn::Config all = c;
  all.keep = {"Z", "W_o", "b_o"};
  const attn::Trace whole = testing::run(all, given);
  const attn::Array &Z = testing::tensor(whole, "Z").values, &W_o = testing::tensor(whole, "W_o").values,
                    &b_o = testing::tensor(whole, "b_o").values;  // (B, h, T, d_v), (h·d_v, d_model), (d_model)
  for (int p = 0; p < 4; ++p) {
    const attn::Trace one = part(c, p, p + 1, given);
    const attn::Array& Y = testing::tensor(one, "Y").values;  // (B, T, d_model)
    std::vector<double> expected(Y.size());
    for (size_t b = 0, i = 0; b < 2; ++b)
      for (size_t t = 0; t < 7; ++t)
        for (size_t m = 0; m < 8; ++m, ++i) {
          expected[i] = p == 0 ? b_o(m) : 0.0;
          for (size_t j = 0; j < 3; ++j) expected[i] += double(Z(b, size_t(p), t, j)) * W_o(size_t(p) * 3 + j, m);
        }
    check::check_close(Y.data(), expected.data(), Y.size(), 1e-5, "head " + std::to_string(p));
  }
}

TEST_CASE("headRange: a bad range, a range across key/value groups, per-head tensors kept, and the block are refused") {
  attn::Config c = small(4);
  c.head_range = {0, 1, 2};
  expect_error(c, "headRange", "headRange has 3 values");
  for (auto [from, to] : {std::pair{-1, 2}, {2, 2}, {3, 1}, {0, 5}}) {
    c.head_range = {from, to};
    expect_error(c, "headRange", "must have 0 ≤ from < to ≤ heads (4)");
  }
  c.kv_heads = 2;
  c.head_range = {1, 3};
  expect_error(c, "headRange", "whole groups of 2 query heads (heads 4, kvHeads 2)");
  c = small(4);
  c.head_range = {0, 2};
  c.keep = {};
  expect_error(c, "keep", "set keep to [\"Y\"]");
  c.keep = {"Y", "Z"};
  expect_error(c, "keep", "not \"Z\"");
  c.keep = {"Y", "X", "E", "P"};  // the input side is the whole run's
  CHECK(testing::run(c).tensors.size() == 4);
  c.keep = {"Y"};
  c.block = true;
  expect_error(c, "block", "turn block off");
}
