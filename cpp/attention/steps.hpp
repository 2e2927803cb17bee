// What each step says — its title and its formula — written once, for a run's steps (build_steps) and for
// lab.steps (the steps lab.step runs), so the two cannot disagree.
#pragma once
#include <string>
#include <vector>

#include "config.hpp"
#include "trace.hpp"

namespace attn {

struct StepText {
  std::string title;                    // English, for the API and the CLI
  std::string title_key;                // the same sentence for the page: steps.title.<title_key>; "" = none
  std::vector<TitleValue> title_values;
  std::string formula;                  // LaTeX that renders as written: multi-letter subscripts braced
};

// The text of step `id` (a trace step id, or lab.step's "flash") for a run of `config` resolved to `dims`,
// whose query (and, with cross-attention, source) input came from text or was given. "" for an unknown id.
StepText step_text(const std::string& id, const Dims& dims, const Config& config, bool from_text,
                   bool source_from_text);

}  // namespace attn
