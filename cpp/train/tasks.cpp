#include "tasks.hpp"

#include <algorithm>
#include <utility>

namespace attn::train {

namespace {

// Uniform integer in [lo, hi] from the engine's generator (the same draws natively and in wasm).
int uniform_int(Xorshift& rng, int lo, int hi) { return lo + int(rng.next() % uint64_t(hi - lo + 1)); }

// The probe's generator: x ← 1664525·x + 1013904223 (mod 2³²) from 2026; a draw in [lo, hi] is lo + x mod (hi − lo + 1).
class ProbeDraws {
 public:
  int next(int lo, int hi) {
    x_ = 1664525u * x_ + 1013904223u;
    return lo + int(x_ % uint32_t(hi - lo + 1));
  }

 private:
  uint32_t x_ = 2026;
};

}  // namespace

namespace {
// The tasks a model can be trained on, once: each with its name (the `task` setting's value, and the part of
// its words' keys in the catalogs).
const std::pair<Task, const char*> trainable[] = {
    {Task::induction, "induction"}, {Task::reverse, "reverse"}, {Task::sort, "sort"}, {Task::text, "text"}};
}  // namespace

std::vector<Task> all_tasks() {
  std::vector<Task> out;
  for (const auto& [task, name] : trainable) out.push_back(task);
  return out;
}

std::optional<Task> parse_task(const std::string& name) {
  for (const auto& [task, task_name] : trainable)
    if (name == task_name) return task;
  return std::nullopt;
}

const char* task_name(Task task) {
  for (const auto& [known, name] : trainable)
    if (task == known) return name;
  return "pretrained";  // Task::none: a model opened from a file
}

std::optional<Error> check(const TaskSpec& s) {
  switch (s.task) {
    case Task::induction:
      if (s.seq_len < 8)
        return Error{"seqLen", say("train.inductionSeqLen", {})};
      if (s.vocab < 4)
        return Error{"vocab", say("train.inductionVocab", {})};
      break;
    case Task::reverse:
    case Task::sort:
      if (s.seq_len < 3 || s.seq_len % 2 == 0)
        return Error{"seqLen", say("train.digitsSeqLen", {{"task", task_name(s.task)}})};
      if (s.vocab < 4)
        return Error{"vocab", say("train.digitsVocab", {})};
      break;
    case Task::text:
      if (s.text.size() < size_t(s.seq_len) + 2)
        return Error{"task", say("train.textShort", {})};
      break;
    case Task::none:
      break;
  }
  return std::nullopt;
}

Batch make_batch(const TaskSpec& s, int B, Xorshift& rng, std::vector<int>* periods) {
  const int T = s.seq_len;
  Batch batch{B, T, std::vector<int>(size_t(B) * T, 0), std::vector<int>(size_t(B) * T, -1)};
  if (periods) periods->assign(B, 0);
  std::vector<int> seq(T + 1);
  for (int b = 0; b < B; ++b) {
    int* tokens = batch.tokens.data() + size_t(b) * T;
    int* targets = batch.targets.data() + size_t(b) * T;
    switch (s.task) {
      case Task::induction: {
        const int P = s.fixed_period ? T / 2 : uniform_int(rng, 4, T / 2);
        const int prefix = T - 2 * P;
        for (int t = 0; t < prefix + P; ++t) tokens[t] = uniform_int(rng, 1, s.vocab - 1);
        for (int t = prefix + P; t < T; ++t) tokens[t] = tokens[t - P];
        for (int t = prefix + P; t < T - 1; ++t) targets[t] = tokens[t + 1];  // predicting copy tokens 2…P
        if (periods) (*periods)[b] = P;
        break;
      }
      case Task::reverse:
      case Task::sort: {
        const int n = T / 2;
        std::vector<int> digits(n);
        for (int& d : digits) d = uniform_int(rng, 2, s.vocab - 1);
        std::vector<int> out = digits;
        if (s.task == Task::reverse) std::reverse(out.begin(), out.end());
        else std::sort(out.begin(), out.end());
        std::copy(digits.begin(), digits.end(), tokens);
        tokens[n] = 1;  // the separator
        std::copy(out.begin(), out.end(), tokens + n + 1);
        for (int i = 0; i < n; ++i) targets[n + i] = out[i];  // from the separator on, each output digit
        break;
      }
      case Task::none:
        break;
      case Task::text: {
        const size_t start = size_t(rng.next() % uint64_t(s.text.size() - T));
        for (int t = 0; t < T; ++t) tokens[t] = s.text[start + t], targets[t] = s.text[start + t + 1];
        break;
      }
    }
  }
  return batch;
}

std::vector<int> make_probe(const TaskSpec& s) {
  const int T = s.seq_len;
  if (check(s) || (s.task != Task::induction && s.task != Task::reverse && s.task != Task::sort)) return {};
  ProbeDraws draws;
  std::vector<int> tokens;
  if (s.task == Task::induction) {
    const int P = T / 2 - 2;
    for (int t = 0; t < T - P; ++t) tokens.push_back(draws.next(1, s.vocab - 1));
    for (int t = T - P; t < T; ++t) tokens.push_back(tokens[size_t(t - P)]);
    return tokens;
  }
  const int n = (T - 1) / 2;
  for (int i = 0; i < n; ++i) tokens.push_back(draws.next(2, s.vocab - 1));
  std::vector<int> out(tokens);
  if (s.task == Task::reverse) std::reverse(out.begin(), out.end());
  else std::sort(out.begin(), out.end());
  tokens.push_back(1);  // the separator
  tokens.insert(tokens.end(), out.begin(), out.end());
  return tokens;
}

}  // namespace attn::train
