// From a learner's sentence to X: the tokenizer, <pad>, embeddings, positional encoding, and X = E + P.
#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <vector>

#include "text.hpp"
#include "trace_helpers.hpp"

using Tokens = std::vector<std::string>;

TEST_CASE("tokenize: splits on whitespace and gives punctuation its own token, keeping don't and state-of-the-art") {
  CHECK(attn::tokenize("Hello, world!") == Tokens{"Hello", ",", "world", "!"});
  CHECK(attn::tokenize("  don't\tstop\n") == Tokens{"don't", "stop"});
  CHECK(attn::tokenize("state-of-the-art (really)?") == Tokens{"state-of-the-art", "(", "really", ")", "?"});
  CHECK(attn::tokenize("").empty());
  CHECK(attn::tokenize(" \t ").empty());
}

TEST_CASE("tokenize: CJK characters and emoji are one token per character") {
  CHECK(attn::tokenize("我爱猫。") == Tokens{"我", "爱", "猫", "。"});
  CHECK(attn::tokenize("ねこ cat") == Tokens{"ね", "こ", "cat"});
  CHECK(attn::tokenize("🐱🐶 café") == Tokens{"🐱", "🐶", "café"});
}

TEST_CASE("tokenize: an emoji keeps its variation selector, skin tone and zero-width joiners in one token") {
  CHECK(attn::tokenize("I ❤️ cats") == Tokens{"I", "❤️", "cats"});  // ❤ + U+FE0F, not an invisible extra token
  CHECK(attn::tokenize("👍🏽!") == Tokens{"👍🏽", "!"});
  CHECK(attn::tokenize("👨‍👩‍👧 ok") == Tokens{"👨‍👩‍👧", "ok"});
}

TEST_CASE("split_lines: one batch item per line; a trailing newline adds none") {
  CHECK(attn::split_lines("a b\nc") == Tokens{"a b", "c"});
  CHECK(attn::split_lines("a b\n") == Tokens{"a b"});
  CHECK(attn::split_lines("") == Tokens{""});
}

TEST_CASE("tokens: a short line is padded with <pad> to queryLen, a long one cut, and lines repeat over the batch") {
  attn::Config c;
  c.batch = 3;
  c.query_len = 4;
  c.text = "the cat\none two three four five";
  attn::Trace trace = testing::run(c);
  CHECK(trace.dims.tokens[0] == Tokens{"the", "cat", "<pad>", "<pad>"});
  CHECK(trace.dims.tokens[1] == Tokens{"one", "two", "three", "four"});
  CHECK(trace.dims.tokens[2] == trace.dims.tokens[0]);
}

TEST_CASE("embedding: equal words share a row whatever their ASCII case, different words do not") {
  std::vector<float> the(8), The(8), cat(8);
  attn::embed_token(the.data(), "the", 8, 42);
  attn::embed_token(The.data(), "The", 8, 42);
  attn::embed_token(cat.data(), "cat", 8, 42);
  CHECK(the == The);
  CHECK(the != cat);
  for (float x : cat) CHECK((x >= -1.0f && x < 1.0f));
}

TEST_CASE("positional encoding: P[0] alternates 0 and 1, P[1][0] = sin(1), P[1][1] = cos(1), P[t][2] = sin(t/10000^(2/d))") {
  const int d = 6;
  std::vector<float> P(5 * d);
  attn::positional_encoding(P.data(), 5, d);
  for (int j = 0; j < d; ++j) CHECK(P[size_t(j)] == (j % 2 ? 1.0f : 0.0f));
  CHECK(P[d + 0] == doctest::Approx(std::sin(1.0)).epsilon(1e-7));
  CHECK(P[d + 1] == doctest::Approx(std::cos(1.0)).epsilon(1e-7));
  CHECK(P[4 * d + 2] == doctest::Approx(std::sin(4.0 / std::pow(10000.0, 2.0 / d))).epsilon(1e-7));
  CHECK(P[4 * d + 3] == doctest::Approx(std::cos(4.0 / std::pow(10000.0, 2.0 / d))).epsilon(1e-7));
}

TEST_CASE("input: X equals E + P exactly, with P broadcast over the batch, on both sides of cross-attention") {
  attn::Config c;
  c.batch = 2;
  c.text = "the cat sat\non the mat";
  c.cross_attention = true;
  attn::Trace trace = testing::run(c);
  for (std::string side : {"_q", "_kv"}) {
    const auto &E = testing::tensor(trace, "E" + side).values, &P = testing::tensor(trace, "P" + side).values,
               &X = testing::tensor(trace, "X" + side).values;
    for (size_t b = 0; b < X.shape(0); ++b)
      for (size_t t = 0; t < X.shape(1); ++t)
        for (size_t j = 0; j < X.shape(2); ++j) REQUIRE(X(b, t, j) == E(b, t, j) + P(t, j));
  }
  // E's rows are the tokens' embedding rows.
  std::vector<float> cat(size_t(c.d_model));
  attn::embed_token(cat.data(), "cat", c.d_model, c.seed);
  const auto& E = testing::tensor(trace, "E_q").values;
  for (size_t j = 0; j < cat.size(); ++j) CHECK(E(0, 1, j) == cat[j]);
}

TEST_CASE("tokenize: only the first `keep` tokens are stored, all are counted (a huge text costs no memory)") {
  size_t total = 0;
  auto tokens = attn::tokenize("a b c d e ❤️ f", 3, &total);
  CHECK(tokens == std::vector<std::string>{"a", "b", "c"});
  CHECK(total == 7);
  // The emoji's variation selector extends a token that was not stored: nothing is appended to "c".
  tokens = attn::tokenize("a b ❤️ c", 2, &total);
  CHECK(tokens == std::vector<std::string>{"a", "b"});
  CHECK(total == 4);
  std::string huge;
  for (int i = 0; i < 1000000; ++i) huge += "w ";
  CHECK(attn::tokenize(huge, 4096, &total).size() == 4096);
  CHECK(total == 1000000);
}
