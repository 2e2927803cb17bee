// Re-tracing a GPT-2 model's changed sentence (issue 37, item 2): Trainer::trace_kept reuses the rows the new
// sentence shares at its start with the last one and computes the rest. Every number must be the one a fresh
// trace of the new sentence gives (Trainer::trace on a second, untouched trainer), bit for bit: each kernel
// computes a row from that row's inputs alone, in the same order whatever the rows around it.
#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "gpt2_files.hpp"
#include "trainer.hpp"

using namespace attn;
using namespace attn::train;

namespace {

// A GPT-2-shaped file of random weights: vocab 53, context 40, d 32, 3 layers of 4 heads, d_ff 48.
std::vector<uint8_t> gpt2_bytes(DType dtype) { return test_files::gpt2_file(53, 40, 32, 3, 48, 11).bytes("", dtype); }

std::unique_ptr<Trainer> open(const std::vector<uint8_t>& bytes) {
  std::unique_ptr<Trainer> t;
  auto error = Trainer::load(t, bytes.data(), bytes.size(), 4);
  CAPTURE(error ? error->message : std::string());
  REQUIRE_FALSE(error);
  return t;
}

// The same floats, bit for bit (a NaN would differ from itself: none is expected). Names the first difference.
void check_same(const std::vector<float>& got, const std::vector<float>& want, const std::string& what) {
  CAPTURE(what);
  REQUIRE(got.size() == want.size());
  size_t first = got.size();
  for (size_t i = 0; i < got.size() && first == got.size(); ++i)
    if (!(got[i] == want[i])) first = i;
  CAPTURE(first);
  CHECK(first == got.size());
}
std::vector<float> values(const Array& a) { return std::vector<float>(a.begin(), a.end()); }

void check_same(const Activations& got, const Activations& want) {
  REQUIRE(got.layers.size() == want.layers.size());
  for (size_t l = 0; l < got.layers.size(); ++l) {
    const LayerActivations &a = got.layers[l], &b = want.layers[l];
    const std::string at = "layer " + std::to_string(l) + " ";
    for (auto [name, x, y] : {std::tuple{"x_in", &a.x_in, &b.x_in}, {"ln1", &a.ln1, &b.ln1}, {"x_mid", &a.x_mid, &b.x_mid},
                              {"ln2", &a.ln2, &b.ln2}, {"pre", &a.pre, &b.pre}, {"act", &a.act, &b.act}})
      check_same(*x, *y, at + name);
    REQUIRE(a.attention.tensors.size() == b.attention.tensors.size());
    for (const auto& [name, tensor] : b.attention.tensors) {
      REQUIRE(a.attention.tensors.count(name));
      const Array& mine = a.attention.tensors.at(name).values;
      CHECK(std::vector<size_t>(mine.shape().begin(), mine.shape().end()) ==
            std::vector<size_t>(tensor.values.shape().begin(), tensor.values.shape().end()));
      check_same(values(mine), values(tensor.values), at + name);
    }
    CHECK(a.attention.dims.T == b.attention.dims.T);
    CHECK(a.attention.steps.size() == b.attention.steps.size());
  }
  check_same(got.x_out, want.x_out, "x_out");
  check_same(got.lnf, want.lnf, "lnf");
  check_same(got.logits, want.logits, "logits");
  check_same(got.probs, want.probs, "probs");
}

std::vector<int> sentence(int n, uint32_t seed) {
  Xorshift rng(seed, 9);
  std::vector<int> out(n);
  for (int& t : out) t = int(rng.uniform(0.0f, 52.99f));
  return out;
}

}  // namespace

TEST_CASE("retrace: a sentence sharing its start with the last one traces to the same numbers as a fresh trace") {
  const std::vector<int> before = sentence(23, 1);
  auto changed = [&](std::vector<int> s, size_t at) { s[at] = (s[at] + 1) % 53; return s; };
  std::vector<int> longer = before;
  for (int t : sentence(6, 2)) longer.push_back(t);
  const struct Case {
    const char* what;
    std::vector<int> tokens;
    int reused;  // rows the re-trace should reuse: those shared, but at another length only those whose keys
                 // are in whole fours at both lengths (a softmax sums four lanes, then the rest)
  } cases[] = {
      {"words added at the end", longer, 20},
      {"a token changed in the middle", changed(before, 10), 10},
      {"the last token changed", changed(before, 22), 22},
      {"the same sentence", before, 23},
      {"a shorter sentence (its start)", std::vector<int>(before.begin(), before.begin() + 9), 8},
      {"the first token changed", changed(before, 0), 0},
      {"a single token", {before[0]}, 0},
  };
  for (DType dtype : {DType::f32, DType::f16})
    for (const auto& ablate : {std::vector<std::pair<int, int>>{}, {{1, 2}}})
      for (const Case& c : cases) {
        const std::string what = c.what;
        CAPTURE(what);
        CAPTURE(int(dtype));
        CAPTURE(ablate.size());
        const std::vector<uint8_t> bytes = gpt2_bytes(dtype);
        ForwardOptions o;
        o.keep = {}, o.ablate = ablate;  // every tensor, as the page's trainer.trace keeps them
        auto retraced = open(bytes), fresh = open(bytes);
        REQUIRE_FALSE(retraced->trace_kept(before, o));
        REQUIRE_FALSE(retraced->trace_kept(c.tokens, o));
        CHECK(retraced->kept_reused() == c.reused);  // the rows were reused, not traced again
        Activations want;
        Loss want_next;
        REQUIRE_FALSE(fresh->trace(want, c.tokens, o, &want_next));
        check_same(retraced->kept_trace(), want);
        CHECK(retraced->kept_next().loss == want_next.loss);
        CHECK(retraced->kept_next().counted == want_next.counted);
        CHECK(retraced->kept_next().correct == want_next.correct);
      }
}

TEST_CASE("retrace: a sentence traced with other heads knocked out is traced afresh, not reused") {
  const std::vector<uint8_t> bytes = gpt2_bytes(DType::f32);
  auto t = open(bytes);
  ForwardOptions o;
  o.keep = {};
  const std::vector<int> s = sentence(12, 4);
  REQUIRE_FALSE(t->trace_kept(s, o));
  std::vector<int> next = s;
  next.push_back(7);
  o.ablate = {{0, 1}};
  REQUIRE_FALSE(t->trace_kept(next, o));
  CHECK(t->kept_reused() == 0);
  REQUIRE_FALSE(t->trace_kept(s, o));
  CHECK(t->kept_reused() == 12);  // the same heads out again: the sentence's start is reused
}
