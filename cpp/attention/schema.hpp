// The engine's vocabulary, defined once: every tensor a trace may hold (its axes, its kind, the
// configurations that have it) and every setting (its type and limits). resolve, the memory estimate,
// the stored traces and the bindings read these tables; the page reads them through lab.schema().
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "config.hpp"

namespace attn {

enum class TensorKind { input, parameter, intermediate };

// Which configurations hold a tensor.
enum class Attention { both, self_only, cross_only };
// E exists only when X came from text; P only then and with sinusoidal positions; Q_rope and K_rope with RoPE;
// alibi with ALiBi; the flash tile states with flash on; the T×S score matrices only with flash off.
enum class Needs { nothing, text, source_text, bias, block, position, source_position, rope, alibi, flash, no_flash };

struct TensorInfo {
  const char* name;
  std::vector<const char*> axes;  // "B", "h", "h_kv", "T", "S", "d_model", "d_k", "d_v", "h·d_k", "h_kv·d_k", …
  TensorKind kind;
  Attention attention;
  Needs needs;
  const char* meaning;  // a few words for a learner
  bool givable() const { return kind != TensorKind::intermediate; }  // the caller may pass it (and edit it on the page)
};

struct SettingInfo {
  const char* name;  // as in lab.run's config: "dModel"
  // "int", "number", "bool", "mask", "positional", "text", "ints" (one per batch item), "bits" (0/1 values),
  // "names", "flash" ({blockQ, blockK} or false), "range" ([from, to] or [])
  const char* type;
  double min, max;   // "int", "number": the value; "ints", "range": each value; "flash": each block; others: unused (0)
  const char* axis;  // the axis it sizes ("d_model"), or ""
  const char* hint;  // what 0 means, when it means something
};

const std::vector<TensorInfo>& tensor_table();
const std::vector<SettingInfo>& setting_table();
const TensorInfo* find_tensor(const std::string& name);
const SettingInfo& find_setting(const std::string& name);  // names from the table only

// A tensor's axes as the trace reports them.
const std::vector<std::string>& axes_of(const std::string& name);

// The size of an axis ("h·d_k" = h × d_k) and of a tensor, for resolved dims.
double axis_size(const Dims& dims, std::string_view axis);
double size_of(const TensorInfo& info, const Dims& dims);

// "dModel×(heads·dK)": a tensor's shape in the settings' names, for messages; key/value heads read as kvHeads
// only when `grouped` (kvHeads set to fewer than heads).
std::string shape_in_settings(const TensorInfo& info, bool grouped);

// Whether a configuration holds the tensor (`from_text`: X came from the text; ignored when not known).
bool holds(const TensorInfo& info, const Config& config, bool from_text = true, bool source_from_text = true);

// lab.schema(): both tables and the limits, as JSON.
std::string schema_json();

}  // namespace attn
