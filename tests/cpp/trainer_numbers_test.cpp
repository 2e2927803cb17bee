// What the trainer's trace gives the page besides the attention (issue 32, item 5): the softmax of the logits and
// the cross-entropy of predicting the sequence's own next tokens, checked against float64 worked from the logits.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>

#include "ops.hpp"
#include "tasks.hpp"
#include "trainer.hpp"

using namespace attn::train;

TEST_CASE("Trainer::trace: `next` is the mean next-token cross-entropy and accuracy of its logits; probs their softmax") {
  TrainConfig c;
  c.d_model = 16, c.heads = 2, c.batch = 4, c.vocab = 12, c.seq_len = 10;
  std::unique_ptr<Trainer> t;
  REQUIRE_FALSE(Trainer::create(t, c));
  StepReport r;
  REQUIRE_FALSE(t->step(r, 5));
  const std::vector<int> tokens = {1, 5, 3, 7, 5, 3, 2, 9, 1, 4};
  Activations acts;
  Loss next;
  REQUIRE_FALSE(t->trace(acts, tokens, {}, &next));
  const int V = 12, T = int(tokens.size());
  double loss = 0;
  int right = 0;
  for (int i = 0; i < T; ++i) {
    const float* l = acts.logits.data() + size_t(i) * V;
    const double m = *std::max_element(l, l + V);
    double sum = 0;
    for (int v = 0; v < V; ++v) sum += std::exp(l[v] - m);
    for (int v = 0; v < V; ++v) CHECK(acts.probs[size_t(i) * V + v] == doctest::Approx(std::exp(l[v] - m) / sum).epsilon(1e-6));
    if (i + 1 == T) continue;  // the last token has no next one
    loss += m + std::log(sum) - l[tokens[size_t(i) + 1]];
    right += int(std::max_element(l, l + V) - l) == tokens[size_t(i) + 1];
  }
  CHECK(next.counted == T - 1);
  CHECK(next.loss == doctest::Approx(loss / (T - 1)).epsilon(1e-5));
  CHECK(next.correct == right);
  Activations one;
  Loss none;
  REQUIRE_FALSE(t->trace(one, {3}, {}, &none));
  CHECK(none.counted == 0);  // one token: nothing to predict
}

TEST_CASE("make_probe: hand-worked draws of its LCG (x ← 1664525·x + 1013904223 mod 2³², from 2026), and each task's shape") {
  // x1 = 1664525·2026 + 1013904223 = 3372327650 + 1013904223 − 2³² = 91264577; 1 + x1 mod 31 = 1 + 19 = 20.
  TaskSpec s;
  s.task = Task::induction, s.vocab = 32, s.seq_len = 24;
  const std::vector<int> induction = make_probe(s);
  REQUIRE(induction.size() == 24);
  CHECK(induction[0] == 20);
  for (int t = 14; t < 24; ++t) CHECK(induction[size_t(t)] == induction[size_t(t - 10)]);  // a segment of 24/2 − 2 twice
  s.task = Task::reverse, s.vocab = 12, s.seq_len = 11;
  const std::vector<int> reverse = make_probe(s);
  REQUIRE(reverse.size() == 11);
  CHECK(reverse[0] == 2 + int(91264577u % 10u));  // the first digit: 2 + 7 = 9
  CHECK(reverse[5] == 1);                          // the separator
  for (int i = 0; i < 5; ++i) CHECK(reverse[size_t(6 + i)] == reverse[size_t(4 - i)]);
  s.task = Task::sort;
  const std::vector<int> sorted = make_probe(s);
  CHECK(std::is_sorted(sorted.begin() + 6, sorted.end()));
  CHECK(std::is_permutation(sorted.begin(), sorted.begin() + 5, sorted.begin() + 6));
  s.task = Task::text;
  CHECK(make_probe(s).empty());
  s.task = Task::induction, s.seq_len = 6;  // too short for the task (check refuses it)
  CHECK(make_probe(s).empty());
}
