// The engine's vocabulary, defined once: every tensor a trace may hold (its axes, its kind, the
// configurations that have it) and every setting (its type and limits). resolve, the memory estimate,
// the stored traces and the bindings read these tables; the page reads them through lab.schema().
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "config.hpp"
#include "trainer.hpp"

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

// Where a setting lives in Config: its member, whose C++ type says how a checked value is stored.
using ConfigSlot = std::variant<int Config::*, uint32_t Config::*, float Config::*, bool Config::*, std::string Config::*,
                                MaskKind Config::*, Positional Config::*, std::vector<int> Config::*,
                                std::vector<float> Config::*, std::vector<std::string> Config::*, Flash Config::*>;

struct SettingInfo {
  const char* name;  // as in lab.run's config: "dModel"
  // "int", "number", "bool", "mask", "positional", "text", "ints" (one per batch item), "bits" (0/1 values),
  // "names", "flash" ({blockQ, blockK} or false), "range" ([from, to] or [])
  const char* type;
  double min, max;   // "int", "number": the value; "ints", "range": each value; "flash": each block; others: unused (0)
  const char* axis;  // the axis it sizes ("d_model"), or ""
  const char* hint;  // what 0 means, when it means something
  ConfigSlot slot;   // its member of Config (the default is Config{}'s)
};

const std::vector<TensorInfo>& tensor_table();
const std::vector<SettingInfo>& setting_table();
const TensorInfo* find_tensor(const std::string& name);
const SettingInfo& find_setting(const std::string& name);  // names from the table only
const SettingInfo* setting_named(const std::string& name);  // any name: nullptr when it is no setting

// A setting's value as it came in, before it is checked: what JavaScript handed the bindings, or the text of
// the CLI's key=value. set_setting checks it against the schema's type for that setting, so every door
// refuses a bad value with the same field and message key.
struct RawValue {
  enum class Kind { number, boolean, text, numbers, texts, object, other };
  Kind kind = Kind::other;
  double number = 0;
  bool boolean = false;
  std::string text;
  std::vector<float> numbers;                            // a list or typed array (elements that were no number: NaN)
  std::vector<std::string> texts;                        // a list of text
  std::vector<std::pair<std::string, RawValue>> members;  // an object's own keys, in order
  Values got;  // how a message says it: {got} in English, and gotKey/gotText/gotType for other languages
};

// Checks `raw` against the setting's type and stores it in its member of `config`; the ranges are resolve's.
std::optional<Error> set_setting(Config& config, const SettingInfo& setting, const RawValue& raw);

// The CLI's door: `text` read as the setting's type wants it ("8" a number, "true" a boolean, "3,2" a list),
// strictly: "8x", "" and "0x10" stay text, which set_setting then refuses as JavaScript's "8x" is refused.
RawValue raw_from_text(const SettingInfo& setting, const std::string& text);

// key=value (the CLI): the setting named `key` set from `text`; an unknown key is refused as lab.run refuses it.
std::optional<Error> set_setting_from_text(Config& config, const std::string& key, const std::string& text);
std::optional<Error> not_a_setting(const std::string& key);

// Whether every setting of the table holds the same value in `a` and `b` (numbers bit for bit, so 0 and -0
// differ): the same configuration, as far as a caller can set one.
bool same_settings(const Config& a, const Config& b);

// What a wrong value written as text was, as a message says it: a number as written, else `the text "…"`.
Values got_text(const std::string& text);

// The training settings (lab.train, attention_train): the trainer's own defaults (train::TrainConfig{}) and
// bounds (train::TrainLimits). "int", "number", "bool", or "task" (one of the task names).
using TrainSlot = std::variant<int train::TrainConfig::*, uint32_t train::TrainConfig::*, double train::TrainConfig::*,
                               bool train::TrainConfig::*, std::string train::TrainConfig::*>;
struct TrainSettingInfo {
  const char* name;
  const char* type;
  double min, max;  // "int", "number": the value's bounds (both included); others: unused (0)
  TrainSlot slot;
};
const std::vector<TrainSettingInfo>& train_setting_table();
const std::vector<std::string>& train_task_names();  // what "task" may be

// A training setting checked against its type and bounds and stored in `config` (one reader for lab.train and
// attention_train); an unknown name is refused with the names there are.
std::optional<Error> set_train_setting(train::TrainConfig& config, const std::string& name, const RawValue& raw);
std::optional<Error> set_train_setting_from_text(train::TrainConfig& config, const std::string& name, const std::string& text);

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

// lab.schema(): the tables (settings with their defaults, tensors, training settings), each mask's properties
// and the limits, as JSON.
std::string schema_json();

}  // namespace attn
