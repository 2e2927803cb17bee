// The training engine against hand-worked numbers and an independent float64 model (train_reference.hpp).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>

#include "attention.hpp"
#include "model.hpp"
#include "ops.hpp"
#include "safetensors.hpp"
#include "tasks.hpp"
#include "train_reference.hpp"
#include "trainer.hpp"

using namespace attn;
using namespace attn::train;

namespace {

// The float model's parameters as the reference's doubles.
reference::Model to_reference(const Model& m) {
  const ModelConfig& c = m.config();
  reference::Model r{c.vocab, c.context, c.d_model, c.layers, c.heads, c.d_ff, c.mlp, c.tied, {}};
  for (const ParamInfo& p : m.layout())
    r.p[p.name].assign(m.params.begin() + p.offset, m.params.begin() + p.offset + p.size);
  return r;
}

// Parameters spread wider than GPT-2's init (±0.5, gains 1 ± 0.5) so that attention is far from
// uniform and every path carries a gradient worth checking.
void spread(Model& m, uint32_t seed) {
  Xorshift rng(seed, 99);
  for (const ParamInfo& p : m.layout()) {
    const bool gain = p.name.find("ln") != std::string::npos && p.name.find(".weight") != std::string::npos;
    for (size_t j = 0; j < p.size; ++j) m.params[p.offset + j] = (gain ? 1.0f : 0.0f) + rng.uniform(-0.5f, 0.5f);
  }
}

Batch some_batch(int B, int T, int V, uint32_t seed) {
  Xorshift rng(seed, 5);
  Batch b{B, T, std::vector<int>(B * T), std::vector<int>(B * T)};
  for (int i = 0; i < B * T; ++i) {
    b.tokens[i] = int(rng.next() % V);
    b.targets[i] = i % 3 == 1 ? -1 : int(rng.next() % V);  // some positions not counted
  }
  return b;
}

}  // namespace

TEST_CASE("train: with every parameter zero the logits are all 0, so the loss is ln(vocab) = ln 32") {
  ModelConfig c;  // vocab 32: LayerNorm gains of 0 make every row of the final norm 0
  Model m(c);
  Batch b = some_batch(2, 5, 32, 1);
  Loss loss;
  Activations acts;
  REQUIRE_FALSE(m.forward(loss, acts, b));
  CHECK(loss.loss == doctest::Approx(3.4657359027997265).epsilon(1e-6));  // ln 32
  CHECK(loss.counted == 7);  // 10 positions, i % 3 == 1 for i = 1, 4, 7
}

TEST_CASE("train: loss and every parameter's gradient agree with the float64 reference (central differences)") {
  struct Case {
    const char* name;
    bool mlp, tied;
    std::vector<std::pair<int, int>> ablate;
  };
  for (const Case& k : {Case{"attention-only", false, false, {}}, Case{"with MLP, tied unembedding", true, true, {}},
                        Case{"head (1, 0) knocked out", false, false, {{1, 0}}}}) {
    CAPTURE(k.name);
    ModelConfig c;
    c.vocab = 7, c.context = 6, c.d_model = 8, c.layers = 2, c.heads = 2, c.mlp = k.mlp, c.d_ff = 12, c.tied = k.tied;
    Model m(c);
    spread(m, 3);
    Batch b = some_batch(2, 5, 7, 4);
    ForwardOptions options;
    options.ablate = k.ablate;
    Loss loss;
    Activations acts;
    REQUIRE_FALSE(m.forward(loss, acts, b, options));
    m.backward(acts, b, options);

    reference::Model r = to_reference(m);
    const double want = reference::loss(r, b.B, b.T, b.tokens, b.targets, k.ablate);
    CHECK(loss.loss == doctest::Approx(want).epsilon(2e-6));

    double worst = 0;
    std::string worst_name;
    for (const ParamInfo& p : m.layout())
      for (size_t j = 0; j < p.size; ++j) {
        double& v = r.p[p.name][j];
        const double saved = v, h = 1e-5;
        v = saved + h;
        const double up = reference::loss(r, b.B, b.T, b.tokens, b.targets, k.ablate);
        v = saved - h;
        const double down = reference::loss(r, b.B, b.T, b.tokens, b.targets, k.ablate);
        v = saved;
        const double fd = (up - down) / (2 * h), got = m.grads[p.offset + j];
        // float32 backward: errors of a few 1e-7 relative to the gradients' scale (~1)
        const double error = std::fabs(got - fd) / (1e-2 + std::fabs(fd));
        if (error > worst) worst = error, worst_name = p.name + "[" + std::to_string(j) + "]";
      }
    CAPTURE(worst_name);
    CHECK(worst < 1e-3);
    if (!k.ablate.empty()) {  // a knocked-out head's query and key weights receive no gradient at all
      const float* g = m.grad("h.1.attn.W_q");
      double sum = 0;
      for (int row = 0; row < 8; ++row)
        for (int col = 0; col < 4; ++col) sum += std::fabs(g[row * 8 + col]);
      CHECK(sum == 0.0);
    }
  }
}

TEST_CASE("train: a layer's trace is the engine's own run on that layer's X and weights") {
  ModelConfig c;
  c.vocab = 7, c.context = 6, c.d_model = 8, c.layers = 2, c.heads = 2;
  Model m(c);
  spread(m, 8);
  Batch b = some_batch(1, 6, 7, 9);
  Loss loss;
  Activations acts, fast;
  ForwardOptions everything;
  everything.keep = {};  // as lab.run: every tensor (training keeps fewer, and takes the engine's fused path)
  REQUIRE_FALSE(m.forward(loss, acts, b, everything));
  REQUIRE_FALSE(m.forward(loss, fast, b));
  Config config;
  config.query_len = 6, config.d_model = 8, config.heads = 2, config.bias = true, config.mask = MaskKind::causal;
  Inputs in{{"X", acts.layers[1].ln1}};
  for (const char* w : {"W_q", "W_k", "W_v", "W_o", "b_q", "b_k", "b_v", "b_o"}) {
    const float* p = m.param(std::string("h.1.attn.") + w);
    in[w].assign(p, p + m.find(std::string("h.1.attn.") + w)->size);
  }
  Trace run;
  REQUIRE_FALSE(attention_forward(run, config, in));
  for (const char* name : {"weights", "Y"}) {
    const auto& a = acts.layers[1].attention.tensors.at(name).values;
    const auto& want = run.tensors.at(name).values;
    REQUIRE(a.size() == want.size());
    CHECK(std::equal(a.begin(), a.end(), want.begin()));
    const auto& f = fast.layers[1].attention.tensors.at(name).values;
    for (size_t i = 0; i < f.size(); ++i) REQUIRE(f[i] == doctest::Approx(want[i]).epsilon(1e-5));
  }
}

TEST_CASE("tasks: induction repeats a segment of varying period; reverse and sort answer after the separator") {
  TaskSpec s;
  s.vocab = 32, s.seq_len = 24;
  Xorshift rng(1, 1);
  std::vector<int> periods;
  Batch b = make_batch(s, 200, rng, &periods);
  std::vector<int> seen(13, 0);
  for (int i = 0; i < 200; ++i) {
    const int P = periods[i], T = 24;
    REQUIRE((P >= 4 && P <= 12));
    ++seen[P];
    const int* x = &b.tokens[i * T];
    const int* y = &b.targets[i * T];
    int counted = 0;
    for (int t = 0; t < T; ++t) {
      CHECK((x[t] >= 1 && x[t] <= 31));
      if (t >= T - P) CHECK(x[t] == x[t - P]);  // the second copy
      if (y[t] >= 0) {
        CHECK(y[t] == x[t + 1]);
        CHECK(t >= T - P);
        ++counted;
      }
    }
    CHECK(counted == P - 1);
  }
  for (int P = 4; P <= 12; ++P) CHECK(seen[P] > 5);  // every period drawn (9 values, 200 samples)

  for (Task task : {Task::reverse, Task::sort}) {
    s.task = task, s.seq_len = 11, s.vocab = 12;
    Batch r = make_batch(s, 50, rng);
    for (int i = 0; i < 50; ++i) {
      const int* x = &r.tokens[i * 11];
      const int* y = &r.targets[i * 11];
      CHECK(x[5] == 1);
      for (int k = 0; k < 5; ++k) {
        const int answer = x[6 + k];
        CHECK(y[5 + k] == answer);
        if (task == Task::reverse) CHECK(answer == x[4 - k]);
        if (task == Task::sort && k) CHECK(answer >= x[5 + k]);
        if (task == Task::sort) CHECK(std::count(x, x + 5, answer) == std::count(x + 6, x + 11, answer));
      }
      CHECK(y[10] == -1);
      for (int t = 0; t < 5; ++t) CHECK(y[t] == -1);
    }
  }
}

TEST_CASE("train: AdamW lowers the loss on the reverse task, and the same seed gives the same run") {
  TrainConfig c;
  c.task = "reverse", c.seq_len = 9, c.vocab = 8, c.d_model = 32, c.heads = 2, c.batch = 16, c.seed = 11;
  std::unique_ptr<Trainer> a, b;
  REQUIRE_FALSE(Trainer::create(a, c));
  REQUIRE_FALSE(Trainer::create(b, c));
  Loss before, after;
  REQUIRE_FALSE(a->evaluate(before));
  CHECK(before.loss > 0.9 * std::log(8.0));  // a fresh model knows nothing: about ln 8 (uniform guessing) or worse
  StepReport ra, rb;
  REQUIRE_FALSE(a->step(ra, 150));
  REQUIRE_FALSE(b->step(rb, 150));
  CHECK(ra.step == 150);
  CHECK(ra.loss == rb.loss);
  CHECK(a->model().params == b->model().params);
  REQUIRE_FALSE(a->evaluate(after));
  CHECK(after.loss < 0.6 * before.loss);
}

TEST_CASE("train: a checkpoint round-trips (F32 exactly, F16 to the nearest half) and refuses other files") {
  TrainConfig c;
  c.d_model = 16, c.heads = 2, c.batch = 4, c.mlp = true;
  std::unique_ptr<Trainer> t, back, half;
  REQUIRE_FALSE(Trainer::create(t, c));
  StepReport r;
  REQUIRE_FALSE(t->step(r, 3));
  auto bytes = t->save();
  REQUIRE_FALSE(Trainer::load(back, bytes.data(), bytes.size()));
  CHECK(back->model().params == t->model().params);
  CHECK(back->steps_done() == 3);
  CHECK(back->config().mlp);
  Loss mine, theirs;
  REQUIRE_FALSE(back->evaluate(theirs));
  REQUIRE_FALSE(t->evaluate(mine));
  CHECK(theirs.loss == mine.loss);
  auto small = t->save(true);
  CHECK(small.size() < bytes.size() * 0.6);
  REQUIRE_FALSE(Trainer::load(half, small.data(), small.size()));
  for (size_t i = 0; i < t->model().params.size(); ++i)
    REQUIRE(half->model().params[i] == half_to_float(float_to_half(t->model().params[i])));

  std::vector<TensorToWrite> plain = {{"x", {1}, t->model().params}};
  plain[0].shape = {int64_t(t->model().params.size())};
  auto other = write_safetensors(plain);
  std::unique_ptr<Trainer> none;
  auto error = Trainer::load(none, other.data(), other.size());
  REQUIRE(error);
  CHECK(error->message.find("neither an Attention Lab checkpoint nor a GPT-2 model") != std::string::npos);
  CHECK(!none);
}

TEST_CASE("safetensors: float_to_half rounds to nearest even and inverts half_to_float") {
  for (uint32_t h = 0; h < 65536; ++h) {
    const float f = half_to_float(uint16_t(h));
    if (std::isnan(f)) continue;
    REQUIRE(float_to_half(f) == h);
  }
  CHECK(float_to_half(1.0f + std::ldexp(1.0f, -11)) == 0x3c00);      // a tie: 1 (even) wins over 1 + 2⁻¹⁰
  CHECK(float_to_half(1.0f + 3 * std::ldexp(1.0f, -11)) == 0x3c02);  // a tie: 1 + 2⁻⁹ (even) wins
  CHECK(float_to_half(65520.0f) == 0x7c00);                           // halfway past 65504: infinity
  CHECK(float_to_half(std::ldexp(1.0f, -25)) == 0x0000);              // half the smallest subnormal: 0 (even)
  CHECK(float_to_half(3 * std::ldexp(1.0f, -26)) == 0x0001);          // above the tie: 2⁻²⁴
  CHECK(float_to_half(-2.0f) == 0xc000);
}

TEST_CASE("train: knocking out every head of a layer equals that layer's attention giving only its bias b_o") {
  ModelConfig c;
  c.vocab = 7, c.context = 6, c.d_model = 8, c.layers = 2, c.heads = 2, c.mlp = true, c.d_ff = 12;
  Model m(c);
  spread(m, 21);
  Batch b = some_batch(2, 6, 7, 22);
  ForwardOptions all;
  all.ablate = {{0, 0}, {0, 1}};
  Loss loss;
  Activations acts;
  REQUIRE_FALSE(m.forward(loss, acts, b, all));
  // Independently: the float64 model with layer 0's W_o set to zero (so Y = b_o), nothing ablated.
  reference::Model r = to_reference(m);
  std::fill(r.p["h.0.attn.W_o"].begin(), r.p["h.0.attn.W_o"].end(), 0.0);
  CHECK(loss.loss == doctest::Approx(reference::loss(r, b.B, b.T, b.tokens, b.targets)).epsilon(2e-6));
  // And it is not the intact model's loss.
  Loss intact;
  REQUIRE_FALSE(m.forward(intact, acts, b));
  CHECK(std::fabs(intact.loss - loss.loss) > 1e-3);
}
