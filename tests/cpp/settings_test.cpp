// The schema's one reader of settings: key=value text (the CLI) checked by each setting's type, strictly, and the
// training settings' bounds held against what the trainer itself accepts.
#include <doctest/doctest.h>

#include <map>
#include <memory>
#include <string>

#include "schema.hpp"
#include "trainer.hpp"

namespace {

// The key of the refusal of key=text, or "" when it is taken.
std::string refusal(const std::string& key, const std::string& text, attn::Config* out = nullptr) {
  attn::Config config;
  auto error = attn::set_setting_from_text(config, key, text);
  if (out) *out = config;
  return error ? error->key : "";
}

}  // namespace

TEST_CASE("set_setting_from_text: a number must be the whole text, as a link or JSON writes one") {
  for (const char* text : {"8x", "", " 8", "8 ", "0x10", "1e", ".", "--8", "8..5", "nan", "inf"}) {
    INFO("dModel=" << text);
    CHECK(refusal("dModel", text) == "reader.wholeNumber");
  }
  CHECK(refusal("dModel", "8.5") == "reader.wholeNumber");
  CHECK(refusal("dModel", "1e99") == "reader.tooLarge");
  CHECK(refusal("dModel", "-2147483648") == "reader.tooLarge");  // one past an int's range, as the bindings say
  attn::Config c;
  CHECK(refusal("dModel", "16", &c) == "");
  CHECK(c.d_model == 16);
  CHECK(refusal("dModel", "1.6e1", &c) == "");  // a whole number however it is written
  CHECK(c.d_model == 16);
  CHECK(refusal("ropeBase", "500.5", &c) == "");
  CHECK(c.rope_base == 500.5f);
}

TEST_CASE("set_setting_from_text: each type's text, and the refusals lab.run gives for the same values") {
  attn::Config c;
  CHECK(refusal("mask", "sliding+padding", &c) == "");
  CHECK(c.mask == attn::MaskKind::sliding_padding);
  CHECK(refusal("mask", "diagonal") == "reader.mask");
  CHECK(refusal("positional", "learned") == "reader.positional");
  CHECK(refusal("bias", "1") == "reader.boolean");
  CHECK(refusal("bias", "true", &c) == "");
  CHECK(c.bias);
  CHECK(refusal("seed", "-1") == "reader.seed");
  CHECK(refusal("seed", "4294967296") == "reader.seed");
  CHECK(refusal("seed", "4294967295", &c) == "");
  CHECK(c.seed == 4294967295u);
  CHECK(refusal("validLengths", "3,2", &c) == "");
  CHECK(c.valid_lengths == std::vector<int>{3, 2});
  CHECK(refusal("validLengths", "3,x") == "reader.validLengths");
  CHECK(refusal("headRange", "0,1.5") == "reader.wholeNumber");
  CHECK(refusal("keep", "M,Y", &c) == "");
  CHECK(c.keep == std::vector<std::string>{"M", "Y"});
  CHECK(refusal("flash", "16", &c) == "");
  CHECK((c.flash.on && c.flash.block_q == 16 && c.flash.block_k == 16));
  CHECK(refusal("flash", "4,2", &c) == "");
  CHECK((c.flash.block_q == 4 && c.flash.block_k == 2));
  CHECK(refusal("flash", "false", &c) == "");
  CHECK_FALSE(c.flash.on);
  CHECK(refusal("flash", "yes") == "reader.flash");
  CHECK(refusal("flash", "4x") == "reader.flash");
  CHECK(refusal("flash", "1.5") == "reader.wholeNumber");
  auto unknown = attn::set_setting_from_text(c, "dmodel", "8");
  REQUIRE(unknown);
  CHECK(unknown->field == "config.dmodel");
  CHECK(unknown->key == "reader.notSetting");
}

TEST_CASE("set_setting: every setting of the table is read by its type (a table entry without a reader throws)") {
  for (const auto& s : attn::setting_table()) {
    attn::Config c;
    INFO(s.name);
    CHECK_NOTHROW(attn::set_setting(c, s, attn::raw_from_text(s, "")));
  }
}

// Whether Trainer::create takes `set(config)` (the induction task, small otherwise).
template <typename Set>
std::string created(Set set) {
  attn::train::TrainConfig c;
  c.batch = 2;
  set(c);
  std::unique_ptr<attn::train::Trainer> t;
  auto error = attn::train::Trainer::create(t, c);
  return error ? error->field : "";
}

TEST_CASE("train settings: the schema's bounds are the trainer's: taken at each bound, refused one past it") {
  using attn::train::TrainConfig;
  for (const auto& s : attn::train_setting_table()) {
    if (std::string(s.type) != "int" || std::string(s.name) == "seed") continue;  // any seed trains
    const auto* member = std::get_if<int TrainConfig::*>(&s.slot);
    REQUIRE(member);
    // Sizes the other settings must keep for a bound to be tried alone (heads divides dModel, the induction
    // task's own minimums); a large bound tried with the rest small.
    auto at = [&](double value) {
      return created([&](TrainConfig& c) {
        c.*(*member) = int(value);
        if (std::string(s.name) == "heads") c.d_model = 16 * 4;
        if (std::string(s.name) == "dModel") c.heads = 1, c.layers = 1;
        if (std::string(s.name) == "vocab" && value < 4) c.task = "reverse", c.seq_len = 9;
        if (std::string(s.name) == "seqLen" && value < 8) c.task = "reverse";
        if (std::string(s.name) == "seqLen" && value > 256) c.heads = 1, c.layers = 1, c.batch = 1;  // fits the memory
        if (std::string(s.name) == "dFF") c.mlp = true, c.d_model = 8, c.heads = 1;
      });
    };
    INFO(s.name << " in [" << s.min << ", " << s.max << "]");
    // The model names a sequence's length by what it sizes, its context (learned positions: one row per token).
    const std::string field = std::string(s.name) == "seqLen" ? "context" : s.name;
    CHECK(at(s.max + 1) == field);
    CHECK(at(s.max) == "");
    if (std::string(s.name) == "seqLen" || std::string(s.name) == "vocab") continue;  // the tasks' own minimums say more
    CHECK(at(s.min - 1) == s.name);
    CHECK(at(s.min) == "");
  }
}

TEST_CASE("same_settings: a configuration differing in any one setting of the table is not the same") {
  // A value unlike the default for each type (the bindings reuse a config's JSON while this says "the same").
  const std::map<std::string, std::string> other = {{"int", "3"},       {"number", "500.5"}, {"bool", "true"},
                                                    {"mask", "none"},   {"positional", "rope"}, {"text", "x y"},
                                                    {"ints", "3,2"},    {"bits", "1,0"},   {"names", "M"},
                                                    {"flash", "16"},    {"range", "0,1"}};
  const attn::Config defaults;
  CHECK(attn::same_settings(defaults, attn::Config{}));
  for (const auto& s : attn::setting_table()) {
    INFO(s.name);
    REQUIRE(other.count(s.type));
    attn::Config changed;
    REQUIRE_FALSE(attn::set_setting(changed, s, attn::raw_from_text(s, other.at(s.type))));
    CHECK_FALSE(attn::same_settings(defaults, changed));
    CHECK_FALSE(attn::same_settings(changed, defaults));
    CHECK(attn::same_settings(changed, attn::Config(changed)));
  }
  attn::Config zero, minus_zero;  // equal as numbers, written differently ("0", "-0")
  zero.custom_mask = {0.0f, 1.0f};
  minus_zero.custom_mask = {-0.0f, 1.0f};
  CHECK_FALSE(attn::same_settings(zero, minus_zero));
}
