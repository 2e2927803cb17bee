// lab.step: one step of attention on a caller's own tensors. The table of steps (what each takes, gives and
// reads from the settings) is what lab.steps() lists, with each step's formula from steps.hpp's step_text
// (the run's own); a call is checked against it before it runs.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "config.hpp"
#include "trace.hpp"

namespace attn {

struct TensorSpec {
  std::string name;                // as in the trace: "Q_heads"
  std::vector<std::string> axes;   // docs/ARCHITECTURE.md's axis names: {"B", "h", "T", "d_k"}
  bool optional = false;           // a bias
  bool minus_inf = false;          // may hold −∞ (the mask and the masked scores)
  std::vector<std::string> also;   // other names accepted for it (X_q for X)
};

struct StepSpec {
  std::string id;                      // a trace step id: "scores"
  std::vector<TensorSpec> inputs;
  TensorSpec output;
  std::vector<TensorSpec> extras;      // returned beside the output: softmax's row_max and row_sum
  std::vector<std::string> settings;   // lab.run settings the step reads: "heads", "dK", ...
};

// Every step lab.step can run, in computation order.
const std::vector<StepSpec>& step_specs();

// Checks `given` against step `id` (each required tensor present, ranks, one size per axis name, the
// engine's limits, no NaN) and runs it; `result` receives the output and the extras by name.
std::optional<Error> call_step(std::map<std::string, Tensor>& result, const std::string& id,
                               const std::map<std::string, Array>& given, const Config& settings);

}  // namespace attn
