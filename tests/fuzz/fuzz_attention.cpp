// libFuzzer harness: arbitrary configurations and inputs through attention_forward, the entry point
// lab.run uses. Built with AddressSanitizer and UndefinedBehaviorSanitizer. Checks, on every run that
// succeeds, the invariants a learner relies on; on every run that fails, that the error names a field.
#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "attention.hpp"

namespace {

void require(bool ok, const char* what) {
  if (!ok) {
    std::fprintf(stderr, "invariant broken: %s\n", what);
    std::abort();
  }
}

// Mostly small sizes (fast runs), sometimes anything (the limits must reject it before allocating).
int size_value(FuzzedDataProvider& in, int small_max) {
  return in.ConsumeBool() ? in.ConsumeIntegralInRange(0, small_max) : in.ConsumeIntegral<int>();
}

float any_float(FuzzedDataProvider& in) {
  switch (in.ConsumeIntegralInRange(0, 7)) {
    case 0: return NAN;
    case 1: return INFINITY;
    case 2: return in.ConsumeFloatingPoint<float>();
    default: return in.ConsumeFloatingPointInRange(-4.0f, 4.0f);
  }
}

// How many inputs were rejected and how many reached the computation, printed at exit, so a run
// shows the fuzzer exercises the numerics and not only the validation.
size_t rejected = 0, computed = 0;
void print_counts() { std::fprintf(stderr, "fuzz_attention: %zu rejected, %zu computed\n", rejected, computed); }

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  std::atexit(print_counts);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  FuzzedDataProvider in(data, size);
  attn::Config c;
  c.batch = size_value(in, 3);
  c.query_len = size_value(in, 9);
  c.key_len = size_value(in, 9);
  c.d_model = size_value(in, 16);
  c.heads = size_value(in, 4);
  c.d_k = in.ConsumeBool() ? 0 : size_value(in, 8);
  c.d_v = in.ConsumeBool() ? 0 : size_value(in, 8);
  c.mask = static_cast<attn::MaskKind>(in.ConsumeIntegralInRange(0, 6));
  c.kv_heads = in.ConsumeIntegralInRange(-1, 5);
  c.positional = static_cast<attn::Positional>(in.ConsumeIntegralInRange(0, 3));
  c.rope_base = in.ConsumeBool() ? 10000.0f : any_float(in);
  c.window = in.ConsumeIntegralInRange(-1, 10);
  if (in.ConsumeBool()) c.flash = {true, in.ConsumeIntegralInRange(-1, 10), in.ConsumeIntegralInRange(-1, 10)};
  c.cross_attention = in.ConsumeBool();
  c.bias = in.ConsumeBool();
  c.seed = in.ConsumeIntegral<uint32_t>();
  c.block = in.ConsumeBool();
  c.d_ff = size_value(in, 24);
  for (int n = in.ConsumeIntegralInRange(0, 4); n > 0; --n) c.valid_lengths.push_back(size_value(in, 10));
  for (int n = in.ConsumeIntegralInRange(0, 300); n > 0; --n) c.custom_mask.push_back(in.ConsumeIntegralInRange(0, 2) == 0 ? 0.0f : 1.0f);
  if (in.ConsumeIntegralInRange(0, 15) == 0) c.custom_mask.push_back(any_float(in));
  static const char* names[] = {"X", "X_q", "X_kv", "W_q", "W_k", "W_v", "W_o", "b_q", "b_k", "b_v", "b_o",
                                "Y", "weights", "W_1", "b_2", "norm2", "__proto__", "", "Q_rope", "alibi", "flash_O"};
  for (int n = in.ConsumeIntegralInRange(0, 2); n > 0; --n) c.keep.push_back(names[in.ConsumeIntegralInRange(0, 20)]);
  attn::Inputs inputs;
  for (int n = in.ConsumeIntegralInRange(0, 4); n > 0; --n) {
    std::vector<float>& values = inputs[names[in.ConsumeIntegralInRange(0, 20)]];
    values.resize(in.ConsumeIntegralInRange(0, 600));
    bool clean = in.ConsumeBool();
    for (float& v : values) v = clean ? in.ConsumeFloatingPointInRange(-2.0f, 2.0f) : any_float(in);
  }
  c.text = in.ConsumeRandomLengthString(200);
  c.source_text = in.ConsumeRemainingBytesAsString();

  // Keep each run small: a configuration the limits allow but that needs megabytes is not run.
  attn::Dims dims;
  if (!attn::resolve(dims, c, inputs) && attn::estimate_bytes(dims, c) > 4e6) return 0;

  attn::Trace trace;
  if (auto error = attn::attention_forward(trace, c, inputs)) {
    require(!error->field.empty() && !error->message.empty(), "an error names its field and says why");
    ++rejected;
    return 0;
  }
  ++computed;
  const attn::Dims& d = trace.dims;
  require(d.T >= 1 && d.S >= 1 && d.B >= 1, "resolved sizes are positive");
  for (const attn::Step& step : trace.steps) {
    auto it = trace.tensors.find(step.output);
    if (it == trace.tensors.end()) continue;
    require(it->second.values.dimension() == step.shape.size(), "a step's shape has the tensor's rank");
    for (size_t i = 0; i < step.shape.size(); ++i)
      require(int(it->second.values.shape(i)) == step.shape[i], "a step's shape is its tensor's shape");
  }
  if (auto it = trace.tensors.find("weights"); it != trace.tensors.end()) {
    const float* w = it->second.values.data();
    for (size_t row = 0; row < it->second.values.size() / size_t(d.S); ++row) {
      double sum = 0;
      for (int s = 0; s < d.S; ++s) {
        require(w[row * d.S + s] >= 0.0f && w[row * d.S + s] <= 1.0f, "weights lie in [0, 1]");
        sum += w[row * d.S + s];
      }
      require(sum == 0.0 || std::fabs(sum - 1.0) < 1e-4, "each weights row sums to 1 (or 0 when fully masked)");
    }
  }
  if (auto it = trace.tensors.find("Y"); it != trace.tensors.end())
    for (float y : it->second.values) require(std::isfinite(y), "Y is finite");
  return 0;
}
