// A small decoder-only transformer (GPT-2's layout, pre-norm) with its forward and backward passes:
//   x = wte[token] + wpe[position]
//   per layer: x += attention(LayerNorm₁(x)),  x += W₂·GELU(W₁·LayerNorm₂(x))   (the MLP is optional)
//   logits = LayerNorm_f(x) · lm_head   (lm_head = wteᵀ when tied, as in GPT-2)
// Each layer's attention is the teaching engine's own attention_forward (causal mask, bias on), so a
// trained layer's trace is exactly what lab.run shows for that layer's X and weights.
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "attention.hpp"
#include "config.hpp"
#include "ops.hpp"
#include "trace.hpp"

namespace attn::train {

constexpr int max_context = 1024;  // the longest sequence a model may read (GPT-2's context)
struct ModelConfig {
  int vocab = 32;
  int context = 24;     // the longest sequence (rows of wpe)
  int d_model = 64;
  int layers = 2;
  int heads = 4;
  bool mlp = false;     // false: attention-only layers
  int d_ff = 0;         // 0 = 4·d_model
  bool tied = false;    // logits through wteᵀ (GPT-2) instead of a separate lm_head
  bool learned_positions = true;  // false: the sinusoidal P of the main lab, fixed
  bool half = false;    // parameters kept as IEEE half: a model opened from an F16 file to be traced, not trained
};

// The limits a model must keep (the same engine limits lab.run keeps, plus the vocabulary).
std::optional<Error> check(const ModelConfig& c);

// How many parameters a model of this configuration has (its layout, counted without allocating it).
size_t parameter_count(const ModelConfig& c);

// The engine's configuration of one layer's attention over B sequences of T tokens (causal, with biases,
// keeping `keep` and what the backward pass reads): what attention_layer runs, and what a trainer plans by.
Config layer_config(const ModelConfig& c, int B, int T, const std::vector<std::string>& keep);

struct ParamInfo {
  std::string name;           // "h.0.attn.W_q": GPT-2's names, with W_q/W_k/W_v/W_o as in the main lab
  std::vector<size_t> shape;  // (d_model, h·d_k): the x @ W convention
  size_t offset = 0, size = 0;
  bool decay = false;         // AdamW decays matrices, not biases, gains or embeddings
};

// A batch of sequences with their next-token targets (−1: not counted in the loss).
struct Batch {
  int B = 0, T = 0;
  std::vector<int> tokens;   // (B, T)
  std::vector<int> targets;  // (B, T)
};

// What the forward pass keeps for the backward pass and for the trace.
struct LayerActivations {
  std::vector<float> x_in;               // (B, T, D) the residual stream entering the layer
  std::vector<float> ln1, ln1_mean, ln1_rstd;  // (B, T, D), (B·T), (B·T)
  Trace attention;                       // the engine's run on X = ln1: Q, K, V, weights, concat, Y, …
  std::vector<float> x_mid;              // (B, T, D) after the attention residual
  std::vector<float> ln2, ln2_mean, ln2_rstd, pre, act;  // the MLP: (B, T, D) … (B, T, F), (B, T, F)
};
struct Activations {
  std::vector<LayerActivations> layers;
  std::vector<float> x_out, lnf, lnf_mean, lnf_rstd;  // (B, T, D), …
  std::vector<float> logits, probs;                  // (B, T, vocab)
  std::vector<Loss> row_losses;                      // (B·T): each row's share of the loss (a re-trace keeps them)
  // Rows [logits_from, B·T) hold logits, probs and a loss share (ForwardOptions::last_logits_only); rows before
  // it wait for them, and for the last layer's feed-forward too (there x_out holds x_mid, the layer's pre and act
  // nothing yet): only the unembedding reads them.
  int logits_from = 0;
  int reused = 0;  // rows a re-trace (Model::forward_reusing) kept from the pass before rather than computed
};

struct ForwardOptions {
  std::vector<std::string> keep = {"Q", "K", "V", "weights", "concat", "Y"};  // tensors each layer's trace keeps
  std::vector<std::pair<int, int>> ablate;  // (layer, head): that head's output is replaced by zeros
  // Only the last row's logits and softmax (a picture of a sentence shows the next token's): the unembedding of
  // the other rows, a third of GPT-2's work on 64 tokens, and the last layer's feed-forward of those rows (which
  // only the unembedding reads: 5% of the rest) wait for a pass that needs the sentence's loss.
  bool last_logits_only = false;
  int waiting_rows = 0;  // a pass of the same tokens completing rows left waiting: at most this many now (0: all)
  std::function<void(int)> on_layer;  // told each layer's number once its activations are made
};

// The heads to knock out, from [layer, head, layer, head, …] as the caller gave them: each must be a whole
// number naming a layer and a head this model has (refused with field "ablate", never silently skipped).
std::optional<Error> read_ablation(std::vector<std::pair<int, int>>& out, const std::vector<double>& pairs,
                                   const ModelConfig& c);

class Model {
 public:
  explicit Model(const ModelConfig& config);  // parameters laid out, all zero
  void init(uint32_t seed);                   // PyTorch's default init (see model.cpp), gains 1

  const ModelConfig& config() const { return config_; }
  const std::vector<ParamInfo>& layout() const { return layout_; }
  const ParamInfo* find(const std::string& name) const;
  float* param(const std::string& name);
  const float* param(const std::string& name) const;
  float* grad(const std::string& name);

  std::vector<float> params;  // every parameter, in layout order (empty for a half model)
  std::vector<float> grads;   // the same layout, from the first backward pass on
  // A half model's parameters, in layout order: half the heap of `params`. A pass's products read the matrices
  // as half, widened a tile at a time inside the kernel (linear, unembed, the attention's held weights); the
  // small tensors (gains, biases) and anything else asked for by name are widened whole by param() into
  // buffers shared by every layer (one per tensor of a layer, e.g. "attn.b_q"); release_widened() frees them.
  std::vector<uint16_t> half_params;
  uint16_t* half_param(const std::string& name) { return half_params.data() + find(name)->offset; }
  void release_widened() const { widened_.clear(); }
  size_t parameter_count() const { return layout_.empty() ? 0 : layout_.back().offset + layout_.back().size; }
  // The first weight that is not a finite number within ±Limits::max_abs_value (what every layer's attention
  // accepts): a file holding one is refused by name, rather than giving NaN losses or silent zeros later.
  std::optional<Error> check_weights() const;

  // Runs the model on a batch; fills `acts`, returns the loss (and accuracy counts) over the counted targets.
  // Fails only if the engine refuses a layer (for example weights that became NaN).
  std::optional<Error> forward(Loss& loss, Activations& acts, const Batch& batch,
                               const ForwardOptions& options = {}) const;
  // forward() over one sequence whose first `shared` tokens are those of the sequence `acts` holds a pass over
  // (with the same options): the model is causal, so row t of every tensor depends on tokens 0…t only, and the
  // first `shared` rows of every layer's activations, the logits and their softmax are kept as they are (but for
  // up to three when the lengths differ: see model.cpp); K and V of those rows are kept, and only the rest is
  // computed (new queries against every key). The same numbers as forward() on the whole sequence, bit for bit.
  std::optional<Error> forward_reusing(Loss& loss, Activations& acts, const Batch& batch, int shared,
                                       const ForwardOptions& options = {}) const;
  // A pass made with last_logits_only given the rest of its rows' logits, softmax and loss shares (and `loss`
  // once none wait): all of them, or the last `at_most` of those waiting (the rows are made from the end back).
  void complete_logits(Loss& loss, Activations& acts, const Batch& batch, int at_most = 0) const;
  // Gradients of the mean loss into `grads` (overwritten), from the activations of the forward pass.
  void backward(const Activations& acts, const Batch& batch, const ForwardOptions& options = {});

 private:
  ModelConfig config_;
  std::vector<ParamInfo> layout_;
  struct Widened {
    std::string name;  // the tensor whose values the buffer holds now
    std::vector<float> values;
  };
  mutable std::map<std::string, Widened> widened_;  // by name within a layer (see half_params)
  void embed(float* x, const int* tokens, size_t n) const;           // x[i] = wte[tokens[i]]
  void unembed(float* logits, const float* lnf, int rows) const;     // logits = lnf · wteᵀ
  void linear(float* out, const float* x, int rows, const std::string& W, const std::string& b) const;  // x·W + b ("": none)
  HeldTensor held(const std::string& name) const;
  // forward's parts: the batch's shape and tokens; x = embeddings + positions; one layer's attention (x += Y)
  // and feed-forward (x += MLP(LN₂(x))); the final norm, logits and loss.
  std::optional<Error> check_batch(const Batch& batch) const;
  std::vector<float> embed_batch(const Batch& batch) const;
  // Each takes `kept`, the layer (or the whole pass) of a pass over a sequence sharing the first `from` tokens,
  // whose rows [0, from) it takes (moves) instead of computing (none: from = 0).
  std::optional<Error> attention_layer(std::vector<float>& x, LayerActivations& a, int l, const Batch& batch,
                                       const ForwardOptions& options, LayerActivations* kept = nullptr,
                                       int from = 0) const;
  // mlp_layer leaves rows [from, waiting) normed only: their feed-forward waits (the last layer of a picture).
  void mlp_layer(std::vector<float>& x, LayerActivations& a, int l, size_t rows, LayerActivations* kept = nullptr,
                 int from = 0, size_t waiting = 0) const;
  // The feed-forward of rows [lo, hi) from a.ln2: a.pre, a.act and x = a.x_mid + W₂·GELU(W₁·LN₂ + b₁) + b₂ there.
  void mlp_rows(LayerActivations& a, int l, size_t lo, size_t hi, float* x) const;
  // The last layer's feed-forward of waiting rows [lo, hi) into x_out (for rows made already: the same numbers).
  void finish_feed_forward(Activations& acts, size_t lo, size_t hi) const;
  void head_forward(Loss& loss, Activations& acts, const std::vector<float>& x, const Batch& batch,
                    bool last_only, Activations* kept = nullptr, int from = 0) const;
  void head_rows(Activations& acts, const Batch& batch, size_t lo, size_t hi) const;  // rows [lo, hi) of head_forward
};

}  // namespace attn::train
