// GPT-2 files as Hugging Face writes them, made here byte by byte (random weights), read into the model and
// checked against the float64 reference with the fused c_attn split by this test's own loops.
#include <doctest/doctest.h>

#include <cmath>
#include <memory>

#include "gpt2_files.hpp"
#include "train_reference.hpp"
#include "trainer.hpp"

using namespace attn;
using namespace attn::train;
using namespace attn::train::test_files;

namespace {

// vocab 11, context 7, d 8, 2 layers, d_ff 12.
Gpt2File tiny_gpt2() { return gpt2_file(11, 7, 8, 2, 12, 5); }

// The reference model from the file's tensors: c_attn's columns [0, d) are W_q, [d, 2d) W_k, [2d, 3d) W_v.
reference::Model reference_of(const Gpt2File& f, bool half) {
  reference::Model r{11, 7, 8, 2, 2, 12, true, true, {}};
  auto values = [&](const std::string& name) {
    std::vector<double> v;
    for (float x : f.tensors.at(name).second) v.push_back(half ? half_to_float(float_to_half(x)) : x);
    return v;
  };
  r.p["wte"] = values("wte.weight"), r.p["wpe"] = values("wpe.weight");
  r.p["ln_f.weight"] = values("ln_f.weight"), r.p["ln_f.bias"] = values("ln_f.bias");
  for (int l = 0; l < 2; ++l) {
    const std::string h = "h." + std::to_string(l) + ".";
    for (const char* n : {"ln_1.weight", "ln_1.bias", "ln_2.weight", "ln_2.bias"}) r.p[h + n] = values(h + n);
    r.p[h + "attn.W_o"] = values(h + "attn.c_proj.weight"), r.p[h + "attn.b_o"] = values(h + "attn.c_proj.bias");
    r.p[h + "mlp.W_1"] = values(h + "mlp.c_fc.weight"), r.p[h + "mlp.b_1"] = values(h + "mlp.c_fc.bias");
    r.p[h + "mlp.W_2"] = values(h + "mlp.c_proj.weight"), r.p[h + "mlp.b_2"] = values(h + "mlp.c_proj.bias");
    const auto W = values(h + "attn.c_attn.weight"), b = values(h + "attn.c_attn.bias");
    const char* names[3] = {"q", "k", "v"};
    for (int k = 0; k < 3; ++k) {
      auto& Wk = r.p[h + "attn.W_" + names[k]];
      auto& bk = r.p[h + "attn.b_" + names[k]];
      for (int row = 0; row < 8; ++row)
        for (int col = 0; col < 8; ++col) Wk.push_back(W[row * 24 + k * 8 + col]);
      for (int col = 0; col < 8; ++col) bk.push_back(b[k * 8 + col]);
    }
  }
  return r;
}

}  // namespace

TEST_CASE("gpt2: a GPT-2 file (with or without 'transformer.', F32 or F16) gives the float64 reference's loss") {
  const Gpt2File f = tiny_gpt2();
  for (const char* prefix : {"", "transformer."})
    for (DType dtype : {DType::f32, DType::f16}) {
      CAPTURE(prefix);
      CAPTURE(int(dtype));
      auto bytes = f.bytes(prefix, dtype);
      std::unique_ptr<Trainer> t;
      auto error = Trainer::load(t, bytes.data(), bytes.size(), 2);
      REQUIRE_FALSE(error);
      const ModelConfig& c = t->model().config();
      CHECK(c.vocab == 11);
      CHECK(c.context == 7);
      CHECK(c.layers == 2);
      CHECK(c.d_ff == 12);
      CHECK(c.tied);
      // An F16 file stays F16 in memory (half the heap); an F32 file is float.
      const size_t count = t->model().parameter_count();
      CHECK(c.half == (dtype == DType::f16));
      CHECK(t->model().half_params.size() == (dtype == DType::f16 ? count : 0));
      CHECK(t->model().params.size() == (dtype == DType::f16 ? 0 : count));
      std::vector<int> tokens = {3, 1, 4, 1, 5, 9, 2}, targets = {1, 4, 1, 5, 9, 2, 6};
      Batch b{1, 7, tokens, targets};
      Loss loss;
      Activations acts;
      REQUIRE_FALSE(t->model().forward(loss, acts, b));
      const double want = reference::loss(reference_of(f, dtype == DType::f16), 1, 7, tokens, targets);
      CHECK(loss.loss == doctest::Approx(want).epsilon(1e-5));
      StepReport r;
      CHECK(t->step(r, 1));  // opened, not trained: refused
      CHECK(t->steps_done() == 0);
    }
}

TEST_CASE("gpt2: a missing tensor, a wrong shape or an unknown width without heads is refused by name") {
  const Gpt2File f = tiny_gpt2();
  std::unique_ptr<Trainer> t;
  auto refusal = [&](const std::vector<uint8_t>& bytes, int heads) {
    auto e = Trainer::load(t, bytes.data(), bytes.size(), heads);
    return e ? e->message : std::string();
  };
  CHECK(refusal(f.bytes("", DType::f32, "h.1.mlp.c_fc.bias"), 2) == "The GPT-2 file lacks h.1.mlp.c_fc.bias");
  CHECK(refusal(f.bytes("transformer.", DType::f32, "", "h.0.attn.c_attn.weight"), 2) ==
        "transformer.h.0.attn.c_attn.weight is [192]; a GPT-2 of width 8 needs [8, 24]");
  CHECK(refusal(f.bytes("", DType::f32), 0).find("give its number of heads") != std::string::npos);
  CHECK(refusal(f.bytes("", DType::f32), 3).find("divide evenly") != std::string::npos);
  CHECK(!t);
}

TEST_CASE("gpt2: an F16 model widens exactly the file's halves, and saves them back unchanged") {
  const Gpt2File f = tiny_gpt2();
  auto bytes = f.bytes("", DType::f16);
  std::unique_ptr<Trainer> t;
  REQUIRE_FALSE(Trainer::load(t, bytes.data(), bytes.size(), 2));
  SafetensorsFile file;
  REQUIRE_FALSE(read_safetensors(file, bytes.data(), bytes.size()));
  // wte and c_proj as stored (F16 → float is exact), and W_k as the middle third of each c_attn row.
  const auto& wte = f.tensors.at("wte.weight").second;
  const float* widened = t->model().param("wte");
  for (size_t i = 0; i < wte.size(); ++i) CHECK(widened[i] == half_to_float(float_to_half(wte[i])));
  const auto& attn = f.tensors.at("h.1.attn.c_attn.weight").second;
  const float* W_k = t->model().param("h.1.attn.W_k");
  for (int r = 0; r < 8; ++r)
    for (int c = 0; c < 8; ++c) CHECK(W_k[r * 8 + c] == half_to_float(float_to_half(attn[size_t(r) * 24 + 8 + c])));
  t->model().release_widened();
  // Saved as F16 again: every half is the same bit pattern.
  auto saved = t->save(true);
  SafetensorsFile again;
  REQUIRE_FALSE(read_safetensors(again, saved.data(), saved.size()));
  const StoredTensor* a = again.find("wte");
  const StoredTensor* b = file.find("wte.weight");
  REQUIRE(a);
  REQUIRE(b);
  std::vector<uint16_t> x(a->count()), y(b->count());
  tensor_to_half(again, *a, x.data());
  tensor_to_half(file, *b, y.data());
  CHECK(x == y);
}
