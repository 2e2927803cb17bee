// What the trainer's trace gives the page besides the attention (issue 32, item 5): the softmax of the logits and
// the cross-entropy of predicting the sequence's own next tokens, checked against float64 worked from the logits.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>

#include "ops.hpp"
#include "trainer.hpp"

using namespace attn::train;

TEST_CASE("Trainer::trace: `next` is the mean next-token cross-entropy and accuracy of its logits; probs their softmax") {
  TrainConfig c;
  c.d_model = 16, c.heads = 2, c.batch = 4, c.vocab = 12, c.seq_len = 10;
  std::unique_ptr<Trainer> t;
  REQUIRE_FALSE(Trainer::create(t, c));
  t->step(5);
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
