// Issue 34, natively: the trainer refuses what it cannot do instead of reporting zeros, and the text task and
// the tokenizer's memory are counted in characters and bytes the test writes itself.
#include <doctest/doctest.h>

#include <cmath>
#include <memory>
#include <string>

#include "attention.hpp"
#include "trainer.hpp"

using namespace attn::train;

namespace {
std::unique_ptr<Trainer> small_trainer() {
  TrainConfig c;
  c.d_model = 16, c.heads = 4, c.batch = 4;
  std::unique_ptr<Trainer> t;
  REQUIRE_FALSE(Trainer::create(t, c));
  return t;
}
}  // namespace

TEST_CASE("trainer: a weight that is no longer finite stops step, evaluate and head_scores with a refusal, not zeros") {
  auto t = small_trainer();
  t->model().params[t->model().find("h.0.attn.W_q")->offset] = NAN;
  StepReport r;
  auto e = t->step(r, 3);
  REQUIRE(e);
  CHECK(e->field == "lr");
  CHECK(e->key == "train.diverged");
  CHECK(t->steps_done() == 0);
  Loss loss;
  e = t->evaluate(loss);
  REQUIRE(e);
  // A layer reads its weights where the model holds them (checked when a file is read and after every step),
  // so a NaN put there behind the trainer's back is caught where it arrives: the next layer's input.
  CHECK(e->key == "train.layer");
  CHECK(e->message.rfind("Layer 1: X[0] is NaN", 0) == 0);
  HeadScores s;
  CHECK(t->head_scores(s));
  CHECK(t->model().check_weights());
}

TEST_CASE("read_ablation: only whole numbers naming a layer and a head the model has") {
  ModelConfig c;
  c.layers = 2, c.heads = 4;
  std::vector<std::pair<int, int>> out;
  CHECK_FALSE(read_ablation(out, {1, 3, 0, 0}, c));
  CHECK(out == std::vector<std::pair<int, int>>{{1, 3}, {0, 0}});
  for (std::vector<double> bad : {std::vector<double>{1, 4}, {0, -1}, {2, 0}, {1, 1e300}, {0.5, 0}, {NAN, 0}, {1}}) {
    auto e = read_ablation(out, bad, c);
    REQUIRE(e);
    CHECK(e->field == "ablate");
  }
}

TEST_CASE("trainer: settings past the memory are refused before allocating, and open trainers count") {
  TrainConfig c;
  c.seq_len = 1024, c.batch = 64;
  std::unique_ptr<Trainer> t;
  auto e = Trainer::create(t, c);
  REQUIRE(e);
  CHECK(e->field == "seqLen");
  c = TrainConfig{};
  c.layers = 12, c.d_model = 1024, c.heads = 16, c.vocab = 65536, c.mlp = true;  // 286 M parameters
  e = Trainer::create(t, c);
  REQUIRE(e);
  CHECK(e->field == "dModel");
  CHECK_FALSE(t);
  const double held = Trainer::held_by_open_trainers();
  auto a = small_trainer();
  CHECK(Trainer::held_by_open_trainers() > held);
  a.reset();
  CHECK(Trainer::held_by_open_trainers() == held);
}

TEST_CASE("trainer: the text task's vocabulary is the text's characters, not its bytes") {
  const std::string text = "café crème, déjà vu 🐈 ";  // é, è, à: two bytes each; the cat four
  std::string corpus;
  for (int i = 0; i < 4; ++i) corpus += text;
  TrainConfig c;
  c.task = "text", c.seq_len = 8, c.d_model = 16, c.heads = 2, c.batch = 4;
  std::unique_ptr<Trainer> t;
  REQUIRE_FALSE(Trainer::create(t, c, std::vector<uint8_t>(corpus.begin(), corpus.end())));
  // The distinct characters, written out by hand in code-point order.
  const std::vector<std::string> want = {" ", ",", "a", "c", "d", "e", "f", "j", "m", "r", "u", "v", "\xC3\xA0", "\xC3\xA8", "\xC3\xA9",
                                         "\xF0\x9F\x90\x88"};
  CHECK(t->task().alphabet == want);
  CHECK(t->config().vocab == int(want.size()));
}

TEST_CASE("resolve: tokens that would fill more than max_token_bytes over the batch are refused, naming text") {
  attn::Config c;
  c.text = std::string(1 << 20, 'x');  // one word of 1 MiB
  c.batch = 17;                        // 17 MiB of tokens
  c.keep = {"Y"};
  attn::Dims d;
  auto e = attn::resolve(d, c, {});
  REQUIRE(e);
  CHECK(e->field == "text");
  CHECK(e->key == "config.tokensTooLarge");
  c.batch = 16;  // 16 MiB: the limit itself fits
  CHECK_FALSE(attn::resolve(d, c, {}));
}
