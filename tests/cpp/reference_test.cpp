// The engine's float32 trace against the independent float64 reference, on hundreds of random configurations.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "check.hpp"
#include "reference.hpp"
#include "schema.hpp"
#include "trace_helpers.hpp"

namespace {

// Every float32 value must satisfy |engine − reference| ≤ 1e-5·(1 + |reference|); −∞ must be −∞ exactly.
const double tolerance = 1e-5;

std::vector<float> random_values(std::mt19937& rng, size_t n, float lo, float hi) {
  std::uniform_real_distribution<float> dist(lo, hi);
  std::vector<float> out(n);
  for (float& x : out) x = dist(rng);
  return out;
}

std::string random_words(std::mt19937& rng, int count) {
  static const char* words[] = {"the", "cat", "sat", "on", "mat", "le", "chat", "tapis", ",", "!", "猫"};
  std::string out;
  for (int i = 0; i < count; ++i) out += std::string(i ? " " : "") + words[rng() % 11];
  return out;
}

struct Case {
  attn::Config config;
  attn::Inputs inputs;
  std::string summary;
};

Case random_case(std::mt19937& rng) {
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  auto coin = [&](double p) { return std::bernoulli_distribution(p)(rng); };
  Case c;
  attn::Config& cfg = c.config;
  cfg.batch = pick(1, 3);
  cfg.cross_attention = coin(0.5);
  cfg.d_model = pick(1, 16);
  cfg.heads = pick(1, 4);
  if (cfg.d_model % cfg.heads != 0 || coin(0.3)) {
    cfg.d_k = pick(1, 8);
    cfg.d_v = coin(0.5) ? cfg.d_k : pick(1, 8);
  }
  cfg.bias = coin(0.5);
  cfg.seed = uint32_t(rng());
  cfg.mask = attn::MaskKind(pick(0, 6));
  // Issue 16: grouped key/value heads, positions, a sliding window, flash tiles.
  if (coin(0.4)) {
    std::vector<int> divisors;
    for (int n = 1; n <= cfg.heads; ++n)
      if (cfg.heads % n == 0) divisors.push_back(n);
    cfg.kv_heads = divisors[size_t(pick(0, int(divisors.size()) - 1))];
  }
  cfg.positional = attn::Positional(pick(0, 3));
  if (cfg.positional == attn::Positional::rope && (cfg.d_k ? cfg.d_k : cfg.d_model / cfg.heads) % 2) {
    cfg.d_k = 2 * pick(1, 4);  // RoPE rotates pairs
    if (!cfg.d_v) cfg.d_v = pick(1, 8);
  }
  if (coin(0.5)) cfg.rope_base = std::uniform_real_distribution<float>(1.5f, 1000.0f)(rng);
  if (coin(0.3)) cfg.flash = {true, pick(1, 5), pick(1, 5)};
  const int B = cfg.batch, D = cfg.d_model, T = pick(1, 9), S = cfg.cross_attention ? pick(1, 9) : T;
  cfg.window = pick(1, T + 1);
  const int h_kv = cfg.kv_heads ? cfg.kv_heads : cfg.heads;
  const int HK = cfg.heads * (cfg.d_k ? cfg.d_k : D / cfg.heads), HV = cfg.heads * (cfg.d_v ? cfg.d_v : D / cfg.heads);
  const int HKK = HK / cfg.heads * h_kv, HKV = HV / cfg.heads * h_kv;

  // X from the caller (values in [-2, 2]) or from text (E + P), on each side.
  cfg.query_len = T;
  cfg.key_len = cfg.cross_attention ? S : 0;
  const std::string xq = cfg.cross_attention ? "X_q" : "X";
  if (coin(0.75)) c.inputs[xq] = random_values(rng, size_t(B * T * D), -2, 2);
  else cfg.text = random_words(rng, pick(1, 11));
  if (cfg.cross_attention) {
    if (coin(0.75)) c.inputs["X_kv"] = random_values(rng, size_t(B * S * D), -2, 2);
    else cfg.source_text = random_words(rng, pick(1, 11));
  }
  // Weights and biases given sometimes, seeded otherwise.
  const std::map<std::string, size_t> sizes = {{"W_q", D * HK}, {"W_k", D * HKK}, {"W_v", D * HKV}, {"W_o", HV * D},
                                               {"b_q", HK},     {"b_k", HKK},     {"b_v", HKV},     {"b_o", D}};
  for (const auto& [name, n] : sizes)
    if ((name[0] == 'W' || cfg.bias) && coin(0.3)) c.inputs[name] = random_values(rng, n, -1, 1);

  // Masks: padding lengths in 0..S (0 masks a whole item); custom T×S or B×T×S, sometimes with an all-zero row.
  if (attn::is_padding(cfg.mask))
    for (int b = 0; b < B; ++b) cfg.valid_lengths.push_back(pick(0, S));
  if (cfg.mask == attn::MaskKind::custom) {
    int items = coin(0.5) ? B : 1;
    for (int i = 0; i < items * T * S; ++i) cfg.custom_mask.push_back(coin(0.7) ? 1.0f : 0.0f);
    if (coin(0.3)) std::fill_n(cfg.custom_mask.begin() + pick(0, items * T - 1) * S, S, 0.0f);
  }
  // A third of the runs keep only what the reference needs and some results: no scores, scaled or masked,
  // so the engine takes its fused scale+mask+softmax path whenever the mask is not custom.
  if (coin(1.0 / 3)) {
    const auto& input_names = cfg.cross_attention ? std::vector<std::string>{"X_q", "X_kv"} : std::vector<std::string>{"X"};
    cfg.keep = input_names;
    for (const char* name : {"W_q", "W_k", "W_v", "W_o"}) cfg.keep.push_back(name);
    if (cfg.bias)
      for (const char* name : {"b_q", "b_k", "b_v", "b_o"}) cfg.keep.push_back(name);
    for (const char* name : {"Q", "K", "V", "M", "weights", "Z", "concat", "Q_rope", "K_rope", "alibi", "flash_m", "flash_l"})
      if (coin(0.5) && attn::holds(*attn::find_tensor(name), cfg)) cfg.keep.push_back(name);
    cfg.keep.push_back("Y");
  }
  std::ostringstream s;
  s << "keep=" << (cfg.keep.empty() ? "all" : std::to_string(cfg.keep.size())) << " B=" << B << " T=" << T << " S=" << S << " d_model=" << D << " h=" << cfg.heads << " d_k=" << cfg.d_k
    << " d_v=" << cfg.d_v << " mask=" << attn::mask_name(cfg.mask) << " cross=" << cfg.cross_attention
    << " bias=" << cfg.bias << " seed=" << cfg.seed << " X given=" << c.inputs.count(xq) << " kvHeads=" << cfg.kv_heads
    << " positional=" << attn::positional_name(cfg.positional) << " ropeBase=" << cfg.rope_base << " window=" << cfg.window
    << " flash=" << (cfg.flash.on ? std::to_string(cfg.flash.block_q) + "x" + std::to_string(cfg.flash.block_k) : "off");
  c.summary = s.str();
  return c;
}

ref::Vec doubles(const std::vector<float>& v) { return ref::Vec(v.begin(), v.end()); }

// The reference's inputs are the trace's own inputs (X or X_q/X_kv, W_*, b_*), read back as doubles.
ref::Inputs reference_inputs(const attn::Trace& trace) {
  const attn::Config& cfg = trace.config;
  ref::Inputs in;
  in.B = cfg.batch, in.T = cfg.query_len, in.S = cfg.key_len, in.D = cfg.d_model, in.h = cfg.heads;
  in.dk = cfg.d_k, in.dv = cfg.d_v;
  in.X_q = doubles(testing::values(trace, cfg.cross_attention ? "X_q" : "X"));
  in.X_kv = doubles(testing::values(trace, cfg.cross_attention ? "X_kv" : "X"));
  for (auto [name, dest] : {std::pair{"W_q", &in.W_q}, {"W_k", &in.W_k}, {"W_v", &in.W_v}, {"W_o", &in.W_o}})
    *dest = doubles(testing::values(trace, name));
  if (cfg.bias)
    for (auto [name, dest] : {std::pair{"b_q", &in.b_q}, {"b_k", &in.b_k}, {"b_v", &in.b_v}, {"b_o", &in.b_o}})
      *dest = doubles(testing::values(trace, name));
  in.mask = cfg.mask;
  in.valid_lengths = cfg.valid_lengths;
  in.custom_mask = cfg.custom_mask;
  in.h_kv = cfg.kv_heads;
  in.positional = cfg.positional;
  in.rope_base = cfg.rope_base;
  in.window = cfg.window;
  return in;
}

// Compares every tensor the trace kept with the reference; records the largest relative error per tensor.
void compare_with_reference(const attn::Trace& trace, std::map<std::string, double>& worst) {
  ref::Inputs in = reference_inputs(trace);
  ref::Forward f = ref::forward(in);
  const int B = in.B, T = in.T, S = in.S, h = in.h, dk = in.dk, dv = in.dv, D = in.D, g = in.h_kv;
  const std::vector<std::tuple<std::string, const ref::Vec*, std::vector<int>>> expected = {
      {"Q", &f.Q, {B, T, h * dk}},          {"K", &f.K, {B, S, g * dk}},
      {"V", &f.V, {B, S, g * dv}},          {"Q_heads", &f.Q_heads, {B, h, T, dk}},
      {"K_heads", &f.K_heads, {B, g, S, dk}}, {"V_heads", &f.V_heads, {B, g, S, dv}},
      {"Q_rope", &f.Q_rope, {B, h, T, dk}}, {"K_rope", &f.K_rope, {B, g, S, dk}},
      {"scores", &f.scores, {B, h, T, S}},  {"scaled", &f.scaled, {B, h, T, S}},
      {"alibi", &f.alibi, {h, T, S}},
      {"M", &f.M, {B, T, S}},               {"masked", &f.masked, {B, h, T, S}},
      {"weights", &f.weights, {B, h, T, S}}, {"Z", &f.Z, {B, h, T, dv}},
      {"concat", &f.concat, {B, T, h * dv}}, {"Y", &f.Y, {B, T, D}}};
  for (const auto& [tensor_name, want, shape] : expected) {
    const std::string name = tensor_name;  // clang's C++17 lambdas (inside REQUIRE) cannot capture a binding
    if (!attn::holds(*attn::find_tensor(name), trace.config, trace.from_text, trace.source_from_text)) {
      CHECK_MESSAGE(!trace.tensors.count(name), name << " is held by a configuration the schema says has none");
      continue;
    }
    if (!trace.config.keep.empty() && !trace.tensors.count(name)) continue;
    REQUIRE_MESSAGE(testing::shape(trace, name) == shape, name << " has the wrong shape");
    check::Diff d = check::check_close(testing::values(trace, name), *want, tolerance, name);
    worst[name] = std::max(worst[name], d.max_rel);
  }
  // Flash: after the last key tile each row's running max is its masked row's max, and its running sum
  // Σ e^(masked − max) (−∞ and 0 for a row that sees no key).
  if (trace.tensors.count("flash_m") || trace.tensors.count("flash_l")) {
    const int tiles = trace.dims.tiles_k;
    std::vector<double> max(size_t(B * h * T)), sum(size_t(B * h * T));
    std::vector<float> m_last, l_last;
    for (int bp = 0; bp < B * h; ++bp)
      for (int t = 0; t < T; ++t) {
        const double* row = &f.masked[size_t((bp * T + t) * S)];
        double& m = max[size_t(bp * T + t)];
        m = *std::max_element(row, row + S);
        for (int s = 0; s < S && !std::isinf(m); ++s) sum[size_t(bp * T + t)] += std::exp(row[s] - m);
        const size_t at = (size_t(bp) * tiles + tiles - 1) * T + t;
        if (trace.tensors.count("flash_m")) m_last.push_back(testing::tensor(trace, "flash_m").values.data()[at]);
        if (trace.tensors.count("flash_l")) l_last.push_back(testing::tensor(trace, "flash_l").values.data()[at]);
      }
    if (!m_last.empty()) worst["flash_m"] = std::max(worst["flash_m"], check::check_close(m_last, max, tolerance, "flash_m").max_rel);
    if (!l_last.empty()) worst["flash_l"] = std::max(worst["flash_l"], check::check_close(l_last, sum, tolerance, "flash_l").max_rel);
  }
  // The rows flagged fully masked are exactly the reference's all −∞ rows of M.
  std::vector<std::pair<int, int>> flagged, want;
  for (const auto& row : trace.fully_masked_rows) flagged.push_back({row.batch, row.query});
  for (int b = 0; b < B; ++b)
    for (int t = 0; t < T; ++t)
      if (std::all_of(&f.M[size_t((b * T + t) * S)], &f.M[size_t((b * T + t + 1) * S)],
                      [](double m) { return std::isinf(m); }))
        want.push_back({b, t});
  CHECK(flagged == want);
}

}  // namespace

TEST_CASE("reference: every tensor of 600 random float32 traces matches the float64 reference within 1e-5·(1+|ref|)") {
  std::mt19937 rng(20240601);
  std::map<std::string, double> worst;  // tensor → largest |a−b|/(1+|b|) over all runs
  int runs_with_masked_rows = 0;
  for (int run = 0; run < 600; ++run) {
    Case c = random_case(rng);
    INFO("run " << run << ": " << c.summary);
    attn::Trace trace = testing::run(c.config, c.inputs);
    compare_with_reference(trace, worst);
    runs_with_masked_rows += !trace.fully_masked_rows.empty();
  }
  double overall = 0;
  std::ostringstream report;
  for (const auto& [name, err] : worst) {
    report << " " << name << "=" << err;
    overall = std::max(overall, err);
  }
  MESSAGE("largest float32-vs-float64 error |a-b|/(1+|b|) over 600 runs: " << overall << " (tolerance " << tolerance
                                                                            << ");" << report.str());
  CHECK(runs_with_masked_rows > 0);  // the random cases do reach fully masked rows
}

TEST_CASE("reference: long causal sequences match too when the engine skips masked work or fuses scale, mask and softmax") {
  std::map<std::string, double> worst;
  for (int T : {5, 17, 37}) {
    attn::Config c;
    c.query_len = T;
    c.d_model = 12;
    c.heads = 3;
    c.batch = 2;
    c.mask = attn::MaskKind::causal;
    c.text = "the quick brown fox jumps over the lazy dog";
    for (auto kept : {std::vector<std::string>{"masked", "weights", "Z", "Y"}, {"weights", "concat", "Y"}, {"Y"}}) {
      c.keep = {"X", "W_q", "W_k", "W_v", "W_o"};
      c.keep.insert(c.keep.end(), kept.begin(), kept.end());
      INFO("T = " << T << ", keep ends with " << kept.size() << " results");
      compare_with_reference(testing::run(c), worst);
    }
  }
  CHECK(worst.size() == 5);  // masked, weights, Z, concat, Y were all compared
}

TEST_CASE("reference: every combination of positional × mask × kvHeads × flash × cross-attention, batch 2, padding, d_k ≠ d_v") {
  std::map<std::string, double> worst;
  int runs = 0;
  for (attn::Positional positional : attn::all_positionals())
    for (attn::MaskKind mask : attn::all_masks())
      for (int kv_heads : {0, 1, 2})
        for (bool flash : {false, true})
          for (bool cross : {false, true}) {
            attn::Config c;
            c.batch = 2;
            c.d_model = 6;
            c.heads = 4;
            c.d_k = 4;  // even, for RoPE
            c.d_v = 3;
            c.bias = true;
            c.kv_heads = kv_heads;
            c.positional = positional;
            c.mask = mask;
            c.window = 2;
            c.cross_attention = cross;
            c.text = "the cat sat on the mat\nle chat";
            c.source_text = "un deux trois quatre cinq\nsix";
            c.valid_lengths = {cross ? 4 : 5, 1};
            if (mask == attn::MaskKind::custom)
              for (int i = 0; i < 6 * (cross ? 5 : 6); ++i) c.custom_mask.push_back(float((i * 7) % 3 != 0));
            if (flash) c.flash = {true, 4, 3};
            INFO(attn::positional_name(positional) << ", " << attn::mask_name(mask) << ", kvHeads " << kv_heads
                                                   << (flash ? ", flash" : "") << (cross ? ", cross" : ""));
            compare_with_reference(testing::run(c), worst);
            ++runs;
          }
  CHECK(runs == 4 * 7 * 3 * 2 * 2);
  CHECK(worst.count("Q_rope"));
  CHECK(worst.count("alibi"));
  CHECK(worst.count("flash_l"));
}
