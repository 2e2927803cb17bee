// Issue 16's variants on hand-worked numbers and properties: GQA/MQA, RoPE, ALiBi, sliding windows, flash tiles,
// and the settings' bad values. (The float64 reference covers every combination in reference_test.cpp.)
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <random>

#include "check.hpp"
#include "decode.hpp"
#include "schema.hpp"
#include "step_call.hpp"
#include "step_functions.hpp"
#include "trace_helpers.hpp"

using attn::Array;
namespace step = attn::step;

namespace {

constexpr float neg_inf = -std::numeric_limits<float>::infinity();

std::vector<float> random_values(uint32_t seed, size_t n) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(-1, 1);
  std::vector<float> out(n);
  for (float& x : out) x = dist(rng);
  return out;
}

// Columns of a (rows, groups·w) matrix, each group of w repeated `times` in place: repeat_interleave on heads.
std::vector<float> repeat_heads(const std::vector<float>& W, size_t rows, size_t groups, size_t w, size_t times) {
  std::vector<float> out;
  for (size_t r = 0; r < rows; ++r)
    for (size_t g = 0; g < groups; ++g)
      for (size_t k = 0; k < times; ++k) out.insert(out.end(), &W[(r * groups + g) * w], &W[(r * groups + g) * w] + w);
  return out;
}

attn::Config small(int heads = 4) {
  attn::Config c;
  c.text = "the cat sat on the mat today";
  c.d_model = 8;
  c.heads = heads;
  c.batch = 2;
  return c;
}

void expect_error(const attn::Config& config, const std::string& field, const std::string& words,
                  const attn::Inputs& inputs = {}) {
  attn::Trace trace;
  auto error = attn::attention_forward(trace, config, inputs);
  REQUIRE_MESSAGE(error, "expected an error on " << field);
  INFO("error: " << error->field << ": " << error->message);
  CHECK(error->field == field);
  CHECK(error->message.find(words) != std::string::npos);
  CHECK(trace.tensors.empty());  // refused before anything was computed
}

}  // namespace

TEST_CASE("rope: a 2-vector (1, 0) at position 1 turns by θ_0 = 1 radian; (x_1, x_3) of a 4-vector by 2·100^(−1/2)") {
  Array one = Array::from_shape({1, 1, 2, 2});
  std::copy_n(std::vector<float>{1, 0, 1, 0}.begin(), 4, one.begin());  // positions 0 and 1
  Array r = step::rope(one, 10000.0f);
  check::check_close(r.data(), std::vector<double>{1, 0, std::cos(1.0), std::sin(1.0)}.data(), 4, 1e-7, "2-vector");
  // d = 4, base 100: θ_0 = 1, θ_1 = 100^(−2/4) = 0.1. Position 2: pair (x_0, x_2) turns by 2, (x_1, x_3) by 0.2.
  Array four = Array::from_shape({1, 1, 3, 4});
  std::fill(four.begin(), four.end(), 0.0f);
  four(0, 0, 2, 1) = 1.0f;  // x_1 = 1, x_3 = 0
  four(0, 0, 2, 2) = 1.0f;  // x_2 = 1, x_0 = 0
  Array r4 = step::rope(four, 100.0f);
  const double want[] = {-std::sin(2.0), std::cos(0.2), std::cos(2.0), std::sin(0.2)};
  check::check_close(&r4(0, 0, 2, 0), want, 4, 1e-7, "4-vector at position 2");
}

TEST_CASE("rope: a query and a key rotated by their positions have scores that depend only on t − s") {
  attn::Config c = small(2);
  c.positional = attn::Positional::rope;
  c.mask = attn::MaskKind::none;
  c.query_len = 6;
  c.batch = 1;
  // Every position holds the same x, so without RoPE every score of a head would be equal.
  std::vector<float> row = random_values(3, 8), X;
  for (int t = 0; t < 6; ++t) X.insert(X.end(), row.begin(), row.end());
  attn::Trace trace = testing::run(c, {{"X", X}});
  const Array& scores = testing::tensor(trace, "scores").values;
  bool varies = false;
  for (size_t p = 0; p < 2; ++p)
    for (size_t t = 0; t + 1 < 6; ++t)
      for (size_t s = 0; s + 1 < 6; ++s) {
        INFO("head " << p << ", t = " << t << ", s = " << s);
        CHECK(std::fabs(scores(0, p, t + 1, s + 1) - scores(0, p, t, s)) <= 1e-5 * (1 + std::fabs(scores(0, p, t, s))));
        varies = varies || std::fabs(scores(0, p, t, s) - scores(0, p, 0, 0)) > 1e-3;
      }
  CHECK(varies);  // the offsets do change the scores: a rotation that did nothing would pass the check above
  CHECK(!trace.tensors.count("P"));  // RoPE adds no P
}

TEST_CASE("alibi: slopes 1/2 … 1/256 for 8 heads; the paper's interpolation for 6; the bias is −m_p·(t − s)") {
  std::vector<double> eight = step::alibi_slopes(8), six = step::alibi_slopes(6);
  check::check_close(eight, std::vector<double>{1. / 2, 1. / 4, 1. / 8, 1. / 16, 1. / 32, 1. / 64, 1. / 128, 1. / 256}, 0,
                     "h = 8");
  check::check_close(six, std::vector<double>{1. / 4, 1. / 16, 1. / 64, 1. / 256, 1. / 2, 1. / 8}, 0, "h = 6");
  check::check_close(step::alibi_slopes(1), std::vector<double>{1. / 256}, 0, "h = 1");
  Array bias = step::alibi(2, 3, 3);  // slopes 1/16, 1/256
  CHECK(bias(0, 2, 0) == doctest::Approx(-2.0 / 16));
  CHECK(bias(1, 1, 0) == doctest::Approx(-1.0 / 256));
  CHECK(bias(0, 1, 1) == 0.0f);
  CHECK(bias(0, 0, 2) == doctest::Approx(2.0 / 16));  // a later key (no causal mask) gets a positive bias
}

TEST_CASE("alibi: masked = scaled + alibi + M, and no P is added to X") {
  attn::Config c = small(2);
  c.positional = attn::Positional::alibi;
  attn::Trace trace = testing::run(c);
  const Array &scaled = testing::tensor(trace, "scaled").values, &masked = testing::tensor(trace, "masked").values,
              &alibi = testing::tensor(trace, "alibi").values;
  CHECK(masked(1, 1, 3, 1) == doctest::Approx(scaled(1, 1, 3, 1) - 2.0f / 256));
  CHECK(masked(1, 1, 3, 4) == neg_inf);
  CHECK(alibi(0, 3, 1) == doctest::Approx(-2.0f / 16));
  CHECK(!trace.tensors.count("P"));
  CHECK(testing::values(trace, "X") == testing::values(trace, "E"));
}

TEST_CASE("positional none: X is E, and there is no P or position step") {
  attn::Config c = small(2);
  c.positional = attn::Positional::none;
  attn::Trace trace = testing::run(c);
  CHECK(testing::values(trace, "X") == testing::values(trace, "E"));
  CHECK(!trace.tensors.count("P"));
  for (const attn::Step& s : trace.steps) CHECK(s.id != "position");
}

TEST_CASE("sliding: window 2 lets query 3 see keys 2 and 3 only; sliding+padding also hides padded keys") {
  attn::Config c = small(2);
  c.mask = attn::MaskKind::sliding;
  c.window = 2;
  attn::Trace trace = testing::run(c);
  const Array& M = testing::tensor(trace, "M").values;
  const std::vector<float> row3(&M(0, 3, 0), &M(0, 3, 0) + 7);
  CHECK(row3 == std::vector<float>{neg_inf, neg_inf, 0, 0, neg_inf, neg_inf, neg_inf});
  c.mask = attn::MaskKind::sliding_padding;
  c.valid_lengths = {7, 3};
  attn::Trace padded = testing::run(c);
  const Array& P = testing::tensor(padded, "M").values;
  CHECK(std::vector<float>(&P(1, 3, 0), &P(1, 3, 0) + 7) ==
        std::vector<float>{neg_inf, neg_inf, 0, neg_inf, neg_inf, neg_inf, neg_inf});
  CHECK(P(1, 4, 3) == neg_inf);  // row 4 of item 1 sees keys 3, 4: both padding, a fully masked row
  bool flagged = false;
  for (const auto& r : padded.fully_masked_rows) flagged = flagged || (r.batch == 1 && r.query == 4);
  CHECK(flagged);
}

TEST_CASE("gqa: kvHeads = 1 (and 2 of 4) equals multi-head attention with the key/value heads copied") {
  for (int kv : {1, 2}) {
    for (bool keep_all : {true, false}) {  // steps one by one, and the fused path
      INFO("kvHeads = " << kv << (keep_all ? ", every tensor" : ", fused"));
      attn::Config g = small(4);
      g.kv_heads = kv;
      g.bias = true;
      if (!keep_all) g.keep = {"weights", "Y"};
      const size_t D = 8, dk = 2, group = size_t(4 / kv);
      attn::Inputs in = {{"W_k", random_values(1, D * kv * dk)}, {"W_v", random_values(2, D * kv * dk)},
                         {"b_k", random_values(3, kv * dk)},     {"b_v", random_values(4, kv * dk)}};
      attn::Trace grouped = testing::run(g, in);
      attn::Config m = g;
      m.kv_heads = 0;
      attn::Inputs copied;
      for (const auto& [name, values] : in)
        copied[name] = repeat_heads(values, name[0] == 'W' ? D : 1, size_t(kv), dk, group);
      attn::Trace multi = testing::run(m, copied);
      check::check_close(testing::values(grouped, "weights"), testing::values(multi, "weights"), 1e-6, "weights");
      check::check_close(testing::values(grouped, "Y"), testing::values(multi, "Y"), 1e-6, "Y");
      if (keep_all) CHECK(testing::shape(grouped, "K_heads") == std::vector<int>{2, kv, 7, 2});
    }
  }
}

TEST_CASE("flash: Z, concat and Y equal the ordinary path's for every mask and position, at any tile size") {
  for (attn::MaskKind mask : attn::all_masks())
    for (attn::Positional pos : attn::all_positionals())
      for (auto blocks : {std::pair{1, 1}, {2, 3}, {4, 16}, {64, 64}}) {
        attn::Config c = small(4);
        c.kv_heads = 2;
        c.mask = mask;
        c.positional = pos;
        c.window = 3;
        c.valid_lengths = {5, 2};
        if (mask == attn::MaskKind::custom) c.custom_mask = {1, 0, 1, 1, 0, 0, 1, 1, 1, 0, 1, 1, 0, 1, 0, 0, 1, 1, 1, 0, 1};
        c.query_len = 3;
        c.key_len = 7;
        c.cross_attention = true;
        INFO(attn::mask_name(mask) << ", " << attn::positional_name(pos) << ", tiles " << blocks.first << "×" << blocks.second);
        attn::Trace plain = testing::run(c);
        c.flash = {true, blocks.first, blocks.second};
        attn::Trace tiled = testing::run(c);
        for (const char* name : {"Z", "concat", "Y"})
          check::check_close(testing::values(tiled, name), testing::values(plain, name), 1e-6, name);
        CHECK(!tiled.tensors.count("weights"));
        // Every tile is a step; the last tile's O / l is Z.
        const int tiles_q = (3 + blocks.first - 1) / blocks.first, tiles_k = (7 + blocks.second - 1) / blocks.second;
        int tile_steps = 0;
        for (const attn::Step& s : tiled.steps) tile_steps += s.id.rfind("flash_", 0) == 0 && s.id != "flash_out";
        CHECK(tile_steps == tiles_q * tiles_k);
        const Array &O = testing::tensor(tiled, "flash_O").values, &l = testing::tensor(tiled, "flash_l").values,
                    &Z = testing::tensor(tiled, "Z").values;
        for (size_t i = 0; i < 2; ++i) {
          const float sum = l(1, 3, size_t(tiles_k - 1), 2);
          CHECK(Z(1, 3, 2, i) == doctest::Approx(sum > 0 ? O(1, 3, size_t(tiles_k - 1), 2, i) / sum : 0.0f));
        }
      }
}

TEST_CASE("flash: the running max only grows, and the trace says the tiles took less than the T×S matrix") {
  attn::Config c = small(2);
  c.mask = attn::MaskKind::none;
  c.flash = {true, 2, 2};
  attn::Trace t = testing::run(c);
  const Array& m = testing::tensor(t, "flash_m").values;  // (B, h, tile_k, T)
  for (size_t j = 1; j < m.shape(2); ++j)
    for (size_t row = 0; row < 7; ++row) CHECK(m(1, 1, j, row) >= m(1, 1, j - 1, row));
  CHECK(t.flash_memory.matrix_bytes == 4.0 * 2 * 2 * 7 * 7);
  CHECK(t.flash_memory.tile_bytes == 4.0 * (2 * 2 + 2 * (4 + 2) + 2 * (4 + 4)));
  // At T = S = 1024 one tile of 64×64 is far smaller than the T×S matrix, and the memory estimate drops.
  attn::Config big;
  big.query_len = 1024;
  big.d_model = 64;
  big.heads = 4;
  big.keep = {"Y"};
  attn::Dims d;
  REQUIRE(!attn::resolve(d, big, {}));
  const double ordinary = attn::estimate_bytes(d, big);
  big.flash = {true, 64, 64};
  REQUIRE(!attn::resolve(d, big, {}));
  CHECK(attn::estimate_bytes(d, big) < ordinary - 4.0 * 1024 * 1024);  // no T×S buffer, no (B, T, S) mask
}

TEST_CASE("decode: with kvHeads the cache holds kvHeads heads, and each token's y is the full run's row") {
  for (attn::Positional pos : attn::all_positionals())
    for (attn::MaskKind mask : {attn::MaskKind::causal, attn::MaskKind::sliding}) {
      INFO(attn::positional_name(pos) << ", " << attn::mask_name(mask));
      attn::Config c = small(4);
      c.kv_heads = 2;
      c.positional = pos;
      c.mask = mask;
      c.window = 3;
      attn::Trace full = testing::run(c);
      std::vector<attn::DecodeStep> steps;
      REQUIRE_FALSE(attn::decode_incremental(steps, full, 1));
      const Array& Y = testing::tensor(full, "Y").values;
      for (const attn::DecodeStep& s : steps) {
        CHECK(s.k.size() == 2 * 2);
        CHECK(s.v.size() == 2 * 2);
        check::check_close(s.y.data(), &Y(1, size_t(s.t), 0), 8, 1e-5, "y row " + std::to_string(s.t));
      }
    }
}

TEST_CASE("validation: bad kvHeads, window, positional base, RoPE widths and flash tiles name their field") {
  attn::Config c = small(4);
  c.kv_heads = 3;
  expect_error(c, "kvHeads", "heads (4) must be a multiple of kvHeads (3)");
  c.kv_heads = 65;
  expect_error(c, "kvHeads", "kvHeads (65) must be between 0 and 64");
  c = small(4);
  c.window = 0;
  expect_error(c, "window", "window (0) must be between 1 and 4096");
  for (float base : {0.0f, -1.0f, std::nanf(""), std::numeric_limits<float>::infinity()}) {
    c = small(4);
    c.rope_base = base;
    expect_error(c, "ropeBase", "must be more than 0");
  }
  c = small(4);
  c.positional = attn::Positional::rope;
  c.d_k = 3;
  c.d_v = 2;
  expect_error(c, "dK", "dK (3) must be even");
  c = small(4);
  c.flash = {true, 0, 4};
  expect_error(c, "flash.blockQ", "flash.blockQ (0) must be between 1 and 4096");
  c.flash = {true, 4, 5000};
  expect_error(c, "flash.blockK", "flash.blockK (5000) must be between 1 and 4096");
  c.flash = {true, 1, 1};
  c.query_len = 100;
  expect_error(c, "flash", "10000 tiles");
  c = small(4);
  c.kv_heads = 2;
  expect_error(c, "inputs.W_k", "expected dModel×(kvHeads·dK) = 8×4 = 32", {{"W_k", std::vector<float>(64, 0.1f)}});
  c.keep = {"scores"};
  c.flash = {true, 2, 2};
  expect_error(c, "keep", "keep names \"scores\", which is not a tensor");
}

TEST_CASE("lab.step: rope_q, alibi, and scores with fewer key/value heads than query heads") {
  std::map<std::string, attn::Tensor> out;
  attn::Config settings;
  settings.rope_base = 100.0f;
  Array Q = Array::from_shape({1, 1, 3, 4});
  std::fill(Q.begin(), Q.end(), 0.0f);
  Q(0, 0, 2, 1) = 1.0f;
  REQUIRE_FALSE(attn::call_step(out, "rope_q", {{"Q_heads", Q}}, settings));
  CHECK(out.at("Q_rope").values(0, 0, 2, 1) == doctest::Approx(std::cos(0.2)));
  CHECK(out.at("Q_rope").axes == std::vector<std::string>{"B", "h", "T", "d_k"});
  out.clear();
  settings.heads = 8;
  settings.query_len = 2;
  settings.text = "a b";
  REQUIRE_FALSE(attn::call_step(out, "alibi", {}, settings));
  CHECK(out.at("alibi").values(7, 1, 0) == doctest::Approx(-1.0 / 256));
  out.clear();
  Array Q4 = Array::from_shape({1, 4, 1, 1}), K2 = Array::from_shape({1, 2, 1, 1});
  std::copy_n(std::vector<float>{1, 2, 3, 4}.begin(), 4, Q4.begin());
  std::copy_n(std::vector<float>{10, 100}.begin(), 2, K2.begin());
  REQUIRE_FALSE(attn::call_step(out, "scores", {{"Q_heads", Q4}, {"K_heads", K2}}, settings));
  CHECK(std::vector<float>(out.at("scores").values.begin(), out.at("scores").values.end()) ==
        std::vector<float>{10, 20, 300, 400});  // heads 0, 1 read key head 0; heads 2, 3 key head 1
  Array K3({1, 3, 1, 1}, 1.0f);
  auto error = attn::call_step(out, "scores", {{"Q_heads", Q4}, {"K_heads", K3}}, settings);
  REQUIRE(error);
  CHECK(error->field == "kvHeads");
}

TEST_CASE("lab.step: flash on a trace's heads and mask gives its Z, with each tile's m, l and O") {
  attn::Config c = small(4);
  c.kv_heads = 2;
  c.positional = attn::Positional::alibi;
  c.mask = attn::MaskKind::sliding_padding;
  c.valid_lengths = {6, 3};
  attn::Trace run = testing::run(c);
  std::map<std::string, attn::Tensor> out;
  attn::Config settings;
  settings.flash = {true, 3, 2};
  settings.positional = attn::Positional::alibi;
  std::map<std::string, Array> given;
  for (const char* name : {"Q_heads", "K_heads", "V_heads", "M"}) given[name] = testing::tensor(run, name).values;
  REQUIRE_FALSE(attn::call_step(out, "flash", given, settings));
  check::check_close(std::vector<float>(out.at("Z").values.begin(), out.at("Z").values.end()), testing::values(run, "Z"),
                     1e-6, "Z");
  CHECK(out.at("flash_O").values.shape() == std::vector<size_t>{2, 4, 4, 7, 2});  // ⌈7/2⌉ key tiles
  settings.flash = {true, 1, 1};
  given["M"] = Array({2, 1000, 7}, 0.0f);  // 1000 × 7 tiles of 1×1: over the limit of 4096
  given["Q_heads"] = Array({2, 4, 1000, 2}, 0.5f);
  auto error = attn::call_step(out, "flash", given, settings);
  REQUIRE(error);
  CHECK(error->field == "flash");
}
