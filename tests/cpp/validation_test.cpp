// Bad input of every kind returns an Error naming the field, with a sentence a learner can act on, and no trace.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "allocation_counter.hpp"
#include "attention.hpp"

namespace {

// Runs the engine on a fresh trace and CHECKs that it refuses: the right field, a message containing `words`,
// and nothing computed.
void expect_error(const attn::Config& config, const attn::Inputs& inputs, const std::string& field,
                  const std::string& words) {
  attn::Trace trace;
  auto error = attn::attention_forward(trace, config, inputs);
  REQUIRE_MESSAGE(error, "expected an error on " << field);
  INFO("error: " << error->field << ": " << error->message);
  CHECK(error->field == field);
  CHECK(error->message.find(words) != std::string::npos);
  CHECK(trace.tensors.empty());
  CHECK(trace.steps.empty());
}

attn::Config small() {
  attn::Config c;
  c.d_model = 4;
  c.heads = 2;
  c.mask = attn::MaskKind::none;
  return c;
}

}  // namespace

TEST_CASE("validation: dModel not divisible by heads says so with both numbers") {
  attn::Config c;
  c.d_model = 10;
  c.heads = 3;
  expect_error(c, {}, "heads", "dModel (10) must be divisible by heads (3)");
  c.d_k = c.d_v = 4;  // with explicit head sizes there is nothing to divide
  attn::Trace trace;
  CHECK_FALSE(attn::attention_forward(trace, c, {}));
}

TEST_CASE("validation: zero, negative and huge sizes name their field and its range") {
  struct Bad {
    int attn::Config::*field;
    int value;
    const char* name;
  };
  for (Bad bad : {Bad{&attn::Config::batch, 0, "batch"}, {&attn::Config::batch, 65, "batch"},
                  {&attn::Config::heads, 0, "heads"}, {&attn::Config::heads, -2, "heads"},
                  {&attn::Config::d_model, 0, "dModel"}, {&attn::Config::d_model, 1 << 20, "dModel"},
                  {&attn::Config::query_len, -1, "queryLen"}, {&attn::Config::query_len, 4097, "queryLen"},
                  {&attn::Config::key_len, -3, "keyLen"}, {&attn::Config::d_k, -1, "dK"},
                  {&attn::Config::d_v, 100000, "dV"}}) {
    attn::Config c = small();
    c.*bad.field = bad.value;
    expect_error(c, {}, bad.name, std::string(bad.name) + " (" + std::to_string(bad.value) + ") must be between");
  }
}

TEST_CASE("validation: keyLen different from queryLen is refused in self-attention") {
  attn::Config c = small();
  c.query_len = 3;
  c.key_len = 4;
  expect_error(c, {}, "keyLen", "turn crossAttention on");
}

TEST_CASE("validation: a tensor of the wrong length says how many values it has and how many it needs") {
  attn::Config c = small();
  expect_error(c, {{"W_q", std::vector<float>(12, 0.1f)}}, "inputs.W_q",
               "W_q has 12 values; expected dModel×(heads·dK) = 4×4 = 16");
  expect_error(c, {{"W_o", std::vector<float>(3, 0.1f)}}, "inputs.W_o", "expected (heads·dV)×dModel = 4×4 = 16");
  c.bias = true;
  expect_error(c, {{"b_v", std::vector<float>(5, 0.1f)}}, "inputs.b_v", "b_v has 5 values; expected heads·dV = 4");
  c.bias = false;
  expect_error(c, {{"X", std::vector<float>(7, 0.1f)}}, "inputs.X", "X has 7 values; expected B×T×dModel");
  c.query_len = 3;
  expect_error(c, {{"X", std::vector<float>(8, 0.1f)}}, "inputs.X", "expected B×T×dModel = 1×3×4 = 12");
  expect_error(c, {{"X", {}}}, "inputs.X", "X has 0 values");
}

TEST_CASE("validation: NaN, ±Inf and 1e30 in any input are refused, naming the index") {
  const float bad_values[] = {std::nanf(""), std::numeric_limits<float>::infinity(),
                              -std::numeric_limits<float>::infinity(), 1e30f, -2e6f};
  for (float bad : bad_values)
    for (const char* name : {"X", "W_k"}) {
      attn::Config c = small();
      std::vector<float> values(std::string(name) == "X" ? 12 : 16, 0.5f);
      values[2] = bad;
      INFO("value " << bad << " in " << name);
      expect_error(c, {{name, values}}, std::string("inputs.") + name,
                   std::string(name) + "[2] is " + (std::isnan(bad) ? "NaN" : ""));
      expect_error(c, {{name, values}}, std::string("inputs.") + name, "must be a finite number");
    }
}

TEST_CASE("validation: unknown input names, X in cross mode and X_q in self mode are refused with a hint") {
  attn::Config c = small();
  expect_error(c, {{"W_x", {1}}}, "inputs.W_x", "\"W_x\" is not an input the engine takes");
  expect_error(c, {{"X_q", {1}}}, "inputs.X_q", "turn crossAttention on, or give X");
  c.cross_attention = true;
  expect_error(c, {{"X", std::vector<float>(12, 0.0f)}}, "inputs.X", "give X_q and X_kv");
}

TEST_CASE("validation: bias inputs with bias off are refused") {
  expect_error(small(), {{"b_q", std::vector<float>(4, 0.0f)}}, "inputs.b_q", "b_q is given but bias is off");
  expect_error(small(), {{"b_o", std::vector<float>(4, 0.0f)}}, "inputs.b_o", "bias is off");
}

TEST_CASE("validation: validLengths with the wrong count or out of range are refused") {
  attn::Config c = small();
  c.mask = attn::MaskKind::padding;
  c.batch = 2;
  c.text = "a b c";
  c.valid_lengths = {3};
  expect_error(c, {}, "validLengths", "validLengths has 1 entries; give one per batch item (2)");
  c.valid_lengths = {3, 4};
  expect_error(c, {}, "validLengths", "validLengths[1] (4) must be between 0 and the number of keys (3)");
  c.valid_lengths = {-1, 0};
  c.mask = attn::MaskKind::causal_padding;
  expect_error(c, {}, "validLengths", "validLengths[0] (-1)");
}

TEST_CASE("validation: a custom mask of the wrong size or with values other than 0 and 1 is refused") {
  attn::Config c = small();
  c.mask = attn::MaskKind::custom;
  c.batch = 2;
  c.text = "a b";
  c.custom_mask = {1, 0, 1};
  expect_error(c, {}, "customMask", "customMask has 3 values; expected T×S = 2×2 = 4 or B×T×S = 8");
  c.custom_mask = {};
  expect_error(c, {}, "customMask", "customMask has 0 values");
  c.custom_mask = {1, 0, 0.5f, 1};
  expect_error(c, {}, "customMask", "customMask[2] is 0.5; use 1 where the query may attend");
  c.custom_mask = {1, std::nanf(""), 1, 1};
  expect_error(c, {}, "customMask", "customMask[1]");
}

TEST_CASE("validation: empty text, text of spaces and an empty source text are refused") {
  attn::Config c = small();
  c.text = "";
  expect_error(c, {}, "text", "The text has no words");
  c.text = "  \t ";
  expect_error(c, {}, "text", "The text has no words");
  c.text = "the cat";
  c.cross_attention = true;
  c.source_text = "\n";
  expect_error(c, {}, "sourceText", "The source text has no words");
}

TEST_CASE("validation: a text longer than the 4096-token limit is cut to 4096 tokens, with a note") {
  attn::Config c = small();
  c.text.clear();
  for (int i = 0; i < 4100; ++i) c.text += "a ";
  c.keep = {"Y"};
  attn::Dims d;
  REQUIRE_FALSE(attn::resolve(d, c, {}));
  CHECK(d.T == 4096);
  CHECK(d.tokens[0].size() == 4096);
  REQUIRE(d.notes.size() == 1);
  CHECK(d.notes[0] == "The text has 4100 tokens; only the first 4096 are used.");
}

TEST_CASE("validation: keep with an unknown tensor name is refused, listing the names") {
  attn::Config c = small();
  c.keep = {"weights", "attention"};
  expect_error(c, {}, "keep", "keep names \"attention\", which is not a tensor; choose from E, P, P_angle, X");
}

TEST_CASE("validation: a configuration beyond the 1 GB limit is refused at once, before allocating") {
  attn::Config c;
  c.batch = 64;
  c.query_len = 4096;
  c.d_model = 4096;
  c.heads = 64;  // scores alone would be 64·64·4096·4096 floats = 256 GB
  std::size_t before = testing_alloc::bytes_allocated();
  expect_error(c, {}, "size", "the limit is 1074 MB");
  // The token labels of 64 items × 4096 padded positions take about 8.4 MB; one tensor of this
  // configuration would take gigabytes.
  CHECK(testing_alloc::bytes_allocated() - before < (16u << 20));
  c.batch = 2;
  c.query_len = 4096;
  c.d_model = 16;
  c.heads = 2;  // four kept T×S tensors of 2·2·4096² floats and one in flight: about 1420 + 268 MB (+1 MB of the rest)
  expect_error(c, {}, "size", "needs about 1692 MB; the limit is 1074 MB. Make T, S, heads or batch smaller");
  c.keep = {"Y"};  // the advice works: keeping only Y fits (resolve checks without allocating)
  attn::Dims dims;
  CHECK_FALSE(attn::resolve(dims, c, {}));
  CHECK(attn::estimate_bytes(dims, c) < attn::Limits::max_bytes);
}

TEST_CASE("validation: lines beyond the batch and tokens beyond queryLen are named in the notes") {
  attn::Config c;
  c.text = "one two\nthree four five\nsix";
  c.batch = 2;
  c.query_len = 2;
  attn::Dims d;
  REQUIRE_FALSE(attn::resolve(d, c, {}));
  REQUIRE(d.notes.size() == 2);
  CHECK(d.notes[0] == "The text has 3 lines; batch is 2, so only the first 2 are used.");
  CHECK(d.notes[1] == "Line 2 of the text has 3 tokens; the length is 2, so the last one is not used.");
}

TEST_CASE("validation: notes and refusals carry a key and values that fill the same English sentence") {
  attn::Config c;
  c.text = "one two\nthree four five\nsix";
  c.batch = 2;
  c.query_len = 2;
  attn::Dims d;
  REQUIRE_FALSE(attn::resolve(d, c, {}));
  REQUIRE(d.note_messages.size() == d.notes.size());
  CHECK(d.note_messages[0].key == "note.textLines");
  CHECK(d.note_messages[1].key == "note.textLineCut");
  for (size_t i = 0; i < d.notes.size(); ++i) CHECK(d.note_messages[i].text == d.notes[i]);
  CHECK(attn::fill("Line {line} has {n}", d.note_messages[1].values) == "Line 2 has 1");

  c = attn::Config{};
  c.d_model = 10;
  c.heads = 3;
  auto e = attn::resolve(d, c, {});
  REQUIRE(e);
  CHECK(e->key == "config.headsDivide");
  CHECK(e->message == "dModel (10) must be divisible by heads (3), or set dK and dV yourself");
  CHECK(attn::fill("{dModel}/{heads}", e->values) == "10/3");

  c = attn::Config{};
  c.d_k = 2000;
  e = attn::resolve(d, c, {});
  REQUIRE(e);
  CHECK(e->key == "config.rangeHint");
  CHECK(attn::fill("{hintKey}", e->values) == "hint.dK");
  CHECK(e->message == "dK (2000) must be between 0 and 1024; 0 means dModel / heads");
  // An unknown placeholder and a lone brace stay as they are.
  CHECK(attn::fill("{blockQ, blockK} {x} {", {{"x", "1"}}) == "{blockQ, blockK} 1 {");
}
