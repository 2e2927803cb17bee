// Small readers for a Trace in tests: a tensor's values and shape as plain vectors, and a run that must succeed.
#pragma once
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "attention.hpp"

namespace testing {

inline const attn::Tensor& tensor(const attn::Trace& trace, const std::string& name) {
  auto it = trace.tensors.find(name);
  REQUIRE_MESSAGE(it != trace.tensors.end(), "the trace has no tensor " << name);
  return it->second;
}

inline std::vector<float> values(const attn::Trace& trace, const std::string& name) {
  const attn::Array& a = tensor(trace, name).values;
  return std::vector<float>(a.begin(), a.end());
}

inline std::vector<int> shape(const attn::Trace& trace, const std::string& name) {
  const attn::Array& a = tensor(trace, name).values;
  return std::vector<int>(a.shape().begin(), a.shape().end());
}

// Runs the engine and REQUIREs success, printing the engine's error if there is one.
inline attn::Trace run(const attn::Config& config, const attn::Inputs& inputs = {}) {
  attn::Trace trace;
  auto error = attn::attention_forward(trace, config, inputs);
  REQUIRE_MESSAGE(!error, (error ? error->field + ": " + error->message : std::string()));
  return trace;
}

}  // namespace testing
