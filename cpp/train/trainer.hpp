// Training a small model on a task, step by step: what lab.train(...) returns in JavaScript.
// AdamW (β 0.9/0.999, ε 1e-8, weight decay on matrices only) with the gradient clipped to norm 1.
// Everything is drawn from the seed, so a run is the same natively and in the browser.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model.hpp"
#include "ops.hpp"
#include "random.hpp"
#include "safetensors.hpp"
#include "tasks.hpp"

namespace attn::train {

// The bounds of each training setting (lab.schema().trainSettings reads them; model.cpp's check() keeps the
// same numbers for a model however it was made, and tests/cpp/settings_test.cpp holds the two together).
struct TrainLimits {
  static constexpr int min_layers = 1, max_layers = 12;
  static constexpr int min_heads = 1, max_heads = 16;
  static constexpr int min_d_model = 4, max_d_model = 1024;
  static constexpr int min_vocab = 2, max_vocab = 65536;
  static constexpr int min_seq_len = 2, max_seq_len = max_context;
  static constexpr int min_batch = 1, max_batch = Limits::max_batch;
  static constexpr int max_d_ff = 4096;               // 0 = 4·dModel
  static constexpr double max_seed = 4294967295.0;    // any uint32
  static constexpr double max_lr = 1.0;               // lr is more than 0 and at most this
  static constexpr double max_weight_decay = 1.0;
  static constexpr int max_file_heads = 64;           // loadModel's {heads}: 0 = GPT-2's own for its width
  // What every open trainer together may hold (parameters, gradients, AdamW's moments) plus one pass's
  // activations: the wasm heap stops at 4 GB and lab.run may take 1 GB beside it.
  static constexpr double max_bytes = 2048.0 * 1024 * 1024;
};

struct TrainConfig {
  std::string task = "induction";
  int layers = 2, heads = 4, d_model = 64, vocab = 32, seq_len = 24, batch = 32;
  uint32_t seed = 7;
  double lr = 3e-3, weight_decay = 0.01, clip = 1.0;  // kept as given (reported back); used as float
  bool mlp = false;
  int d_ff = 0;
  bool tied = false;
  bool learned_positions = true;
  bool fixed_period = false;  // induction: the easy variant a model solves by position alone
};

struct StepReport {
  int step = 0;
  double loss = 0, accuracy = 0;
};

// How much each head (layer × head, row-major) attends where the induction circuit attends, averaged
// over a fixed probe batch of induction sequences never trained on:
//   previous: weight on key t−1 from query t (t ≥ 1);
//   induction: in the second copy of the segment, weight on the token after the current token's earlier
//   occurrence (key t − P + 1 from query t).
struct HeadScores {
  std::vector<double> previous, induction;
};

class Trainer {
 public:
  // Fails with the field and a sentence when the configuration cannot be trained.
  static std::optional<Error> create(std::unique_ptr<Trainer>& out, const TrainConfig& config,
                                     const std::vector<uint8_t>& corpus = {});
  // A checkpoint written by save(): the model, its task and its step count (not the optimizer's moments);
  // or a GPT-2 model.safetensors (see gpt2.hpp; heads = 0: GPT-2's own for its width), traced but not trained.
  static std::optional<Error> load(std::unique_ptr<Trainer>& out, const uint8_t* bytes, size_t size, int heads = 0);
  // A GPT-2 file a tensor at a time, so its bytes and the model are never in memory together: from the file's
  // first `available` bytes (its header at least) the model is checked and laid out; then each tensor of
  // file_tensors() is given from its own bytes (place). `whole` is set, and nothing made, for one of our own
  // checkpoints, which load() reads whole (they are small).
  static std::optional<Error> open_header(std::unique_ptr<Trainer>& out, const uint8_t* bytes, size_t available,
                                          size_t size, int heads, bool& whole);
  const std::vector<StoredTensor>& file_tensors() const { return file_.tensors; }
  size_t file_data_offset() const { return file_.data_offset; }
  // Elements [first, first + count) of file_tensors()[index] from their own bytes; divisible(index) says whether
  // the tensor may come in pieces (else whole).
  void place(size_t index, const uint8_t* bytes, size_t first, size_t count);
  bool divisible(size_t index) const;

  // Whether the weights just read are all usable (Model::check_weights); a file read by place() ends with it.
  std::optional<Error> finish_file() const;

  // n optimizer steps; the report is of the last batch. Fails, naming lr, if the weights stop being finite.
  std::optional<Error> step(StepReport& report, int n);
  // A fixed held-out batch (its own seed stream).
  std::optional<Error> evaluate(Loss& loss, const ForwardOptions& options = {}) const;
  std::optional<Error> head_scores(HeadScores& scores, const ForwardOptions& options = {}) const;
  // One forward pass over a single sequence: each layer's attention trace, the logits and their softmax
  // (acts.logits, acts.probs: T × vocab); `next`, if given, receives the mean cross-entropy and accuracy of
  // predicting each of the sequence's tokens from those before it (T − 1 predictions).
  std::optional<Error> trace(Activations& acts, const std::vector<int>& tokens, const ForwardOptions& options = {},
                             Loss* next = nullptr) const;
  // trace() into the trace the trainer keeps (kept_trace(), with its `next`), reusing the last one made with the
  // same options and weights for the tokens the two sentences begin with (Model::forward_reusing): a learner
  // changing the end of a sentence waits for the new rows only. The same numbers as trace(), bit for bit.
  std::optional<Error> trace_kept(const std::vector<int>& tokens, const ForwardOptions& options = {});
  const Activations& kept_trace() const { return kept_.acts; }
  const Loss& kept_next() const { return kept_.next; }
  int kept_reused() const { return kept_.acts.reused; }  // how many rows the last trace_kept reused
  // The task's probe (make_probe) at `length` tokens (0: the trained seq_len), with the model's vocabulary.
  std::vector<int> probe(int length = 0) const;
  // Greedy continuation of `prompt` by n tokens (the context window slides when full).
  std::vector<int> generate(std::vector<int> prompt, int n) const;
  std::vector<uint8_t> save(bool half = false) const;

  const TrainConfig& config() const { return config_; }
  const Model& model() const { return model_; }
  Model& model() { return model_; }
  const TaskSpec& task() const { return task_; }
  int steps_done() const { return step_; }

  // Bytes a trainer keeps (`held`: its parameters, and when it trains their gradients and AdamW's moments)
  // and the most one pass adds while it runs (`pass`: a batch's activations, forward and backward); checked
  // against TrainLimits::max_bytes, with what the trainers still open hold, before anything is allocated.
  struct Footprint {
    double held = 0, pass = 0;
  };
  static Footprint footprint(const ModelConfig& model, const TrainConfig& config, bool trains);
  // Bytes one forward pass over B sequences of T tokens adds, each layer keeping `keep`.
  static double pass_bytes(const ModelConfig& model, int B, int T, const std::vector<std::string>& keep);
  static double held_by_open_trainers() { return held_by_all_; }
  ~Trainer();

 private:
  Trainer(const TrainConfig& config, const ModelConfig& model_config, TaskSpec task);
  static std::optional<Error> check_memory(const ModelConfig& model, const TrainConfig& config, bool trains);
  std::optional<Error> check_trace(int tokens, const std::vector<std::string>& keep) const;
  static inline double held_by_all_ = 0;
  double held_ = 0;
  TrainConfig config_;
  Model model_;
  TaskSpec task_;
  Xorshift data_rng_;
  std::vector<float> m_, v_;
  float beta1_pow_ = 1, beta2_pow_ = 1;
  int step_ = 0;
  Batch held_out_, probe_;
  std::vector<int> probe_periods_;
  struct KeptTrace {
    Activations acts;
    Loss next;
    std::vector<int> tokens;  // what acts traced (empty: nothing kept)
    // The options a later pass must share to reuse it (not on_layer: a listener lives for its own call only).
    std::vector<std::string> keep;
    std::vector<std::pair<int, int>> ablate;
    int step = -1;            // the weights it was traced with
  } kept_;
  SafetensorsFile file_;  // the header of a GPT-2 file being read a tensor at a time (no data)
  static std::optional<Error> open_gpt2(std::unique_ptr<Trainer>& out, const SafetensorsFile& file, int heads);
};

}  // namespace attn::train
