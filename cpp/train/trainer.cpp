#include "trainer.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "gpt2.hpp"
#include "safetensors.hpp"
#include "text.hpp"

namespace attn::train {

namespace {

constexpr int held_out_size = 64, probe_size = 32;  // the engine runs at most 64 sequences at once
enum Stream : uint32_t { data_stream = 1, held_out_stream = 2, probe_stream = 3 };

ModelConfig model_config(const TrainConfig& c) {
  ModelConfig m;
  // Learned positions exist for seq_len rows only; the sinusoidal P is defined at every position, so such a
  // model reads up to the longest context a model may have, though it trained on seq_len tokens.
  m.vocab = c.vocab, m.context = c.learned_positions ? c.seq_len : max_context, m.d_model = c.d_model, m.layers = c.layers, m.heads = c.heads;
  m.mlp = c.mlp, m.d_ff = c.d_ff, m.tied = c.tied, m.learned_positions = c.learned_positions;
  return m;
}

// The corpus's distinct characters (code points, not bytes: "é" is one token, never two halves), in
// code-point order, become the vocabulary of the text task.
void tokenize_corpus(TaskSpec& spec, const std::vector<uint8_t>& corpus) {
  const std::vector<std::string> chars = utf8_characters(std::string(corpus.begin(), corpus.end()));
  std::map<std::string, int> id;  // UTF-8 compared byte by byte sorts by code point
  for (const auto& ch : chars) id[ch] = 0;
  spec.alphabet.clear();
  for (auto& [ch, i] : id) i = int(spec.alphabet.size()), spec.alphabet.push_back(ch);
  spec.text.clear();
  for (const auto& ch : chars) spec.text.push_back(id[ch]);
}

// Metadata of a checkpoint: every field of TrainConfig as text, so a file says how it was made.
std::map<std::string, std::string> describe(const TrainConfig& c, int step, const TaskSpec& task) {
  std::map<std::string, std::string> m = {
      {"task", c.task}, {"layers", std::to_string(c.layers)}, {"heads", std::to_string(c.heads)},
      {"dModel", std::to_string(c.d_model)}, {"vocab", std::to_string(c.vocab)}, {"seqLen", std::to_string(c.seq_len)},
      {"batch", std::to_string(c.batch)}, {"seed", std::to_string(c.seed)}, {"mlp", c.mlp ? "true" : "false"},
      {"dFF", std::to_string(c.d_ff)}, {"tied", c.tied ? "true" : "false"},
      {"learnedPositions", c.learned_positions ? "true" : "false"},
      {"fixedPeriod", c.fixed_period ? "true" : "false"}, {"step", std::to_string(step)},
      {"format", "attention-lab-checkpoint-1"}};
  if (!task.alphabet.empty()) {
    std::string alphabet;
    for (const auto& ch : task.alphabet) alphabet += ch;
    m["alphabet"] = alphabet;
  }
  return m;
}

// Bytes as whole megabytes (rounded up), for a refusal's sentence.
std::string megabytes(double bytes) { return std::to_string((long long)std::ceil(bytes / (1024.0 * 1024))); }

}  // namespace

double Trainer::pass_bytes(const ModelConfig& m, int B, int T, const std::vector<std::string>& keep) {
  // One forward pass over B sequences of T tokens: per layer the engine's attention (its own estimate), the
  // residual stream and norms, the MLP's two (B, T, F); then the logits and their softmax.
  const double D = m.d_model, F = m.d_ff ? m.d_ff : 4.0 * D, BT = double(B) * T;
  Dims d;
  d.B = B, d.T = d.S = T, d.d_model = m.d_model, d.h = d.h_kv = m.heads, d.d_k = d.d_v = m.d_model / m.heads;
  return m.layers * (estimate_bytes(d, layer_config(m, B, T, keep)) + 4 * BT * (4 * D + (m.mlp ? 2 * F : 0))) +
         4 * 2 * BT * m.vocab;
}

Trainer::Footprint Trainer::footprint(const ModelConfig& m, const TrainConfig& c, bool trains) {
  const auto& keep = ForwardOptions().keep;
  Footprint f;
  f.held = double(parameter_count(m)) * (m.half ? 2 : 4) * (trains ? 4 : 1);
  // Training: a batch forward and backward (≈ forward again), or the held-out batch. A model file: a trace of
  // one token — how long a trace may be is checked when it is asked for (check_trace), not for the whole
  // context at once (GPT-2 small traced over its 1,024 tokens with every tensor kept would need 2.3 GB).
  f.pass = trains ? std::max(2 * pass_bytes(m, c.batch, c.seq_len, keep), pass_bytes(m, held_out_size, c.seq_len, keep))
                  : pass_bytes(m, 1, 1, keep);
  return f;
}

// Settings within every bound may still not fit: refused before anything is allocated, rather than aborting
// the instance on the first step (286M parameters) or failing every pass silently (seqLen 1024 × batch 64).
std::optional<Error> Trainer::check_memory(const ModelConfig& m, const TrainConfig& c, bool trains) {
  const Footprint f = footprint(m, c, trains);
  const char* field = !trains ? "file" : f.held > f.pass ? "dModel" : "seqLen";
  Dims d;  // the largest layer the engine will be asked to run, which it refuses past Limits::max_bytes
  d.B = trains ? held_out_size : 1, d.T = d.S = trains ? c.seq_len : 1, d.d_model = m.d_model;
  d.h = d.h_kv = m.heads, d.d_k = d.d_v = m.d_model / m.heads;
  const double layer = estimate_bytes(d, layer_config(m, d.B, d.T, ForwardOptions().keep));
  if (layer > Limits::max_bytes)
    return Error{field, say(trains ? "train.memory" : "file.memory", {{"field", field}, {"mb", megabytes(layer)}, {"max", megabytes(Limits::max_bytes)}})};
  if (f.held + f.pass > TrainLimits::max_bytes)
    return Error{field, say(trains ? "train.memory" : "file.memory",
                            {{"field", field}, {"mb", megabytes(f.held + f.pass)}, {"max", megabytes(TrainLimits::max_bytes)}})};
  if (held_by_all_ + f.held + f.pass > TrainLimits::max_bytes)
    return Error{"trainer", say("train.memoryHeld", {{"mb", megabytes(f.held + f.pass)}, {"held", megabytes(held_by_all_)},
                                                     {"max", megabytes(TrainLimits::max_bytes)}})};
  return std::nullopt;
}

// A trace of `tokens` tokens keeping `keep`: what it adds beside every open trainer's weights must fit, and so
// must each layer's attention (the engine's own limit); refused with the most tokens that do fit.
std::optional<Error> Trainer::check_trace(int tokens, const std::vector<std::string>& keep) const {
  const ModelConfig& m = model_.config();
  auto fits = [&](int T) {
    Dims d;
    d.B = 1, d.T = d.S = T, d.d_model = m.d_model, d.h = d.h_kv = m.heads, d.d_k = d.d_v = m.d_model / m.heads;
    return estimate_bytes(d, layer_config(m, 1, T, keep)) <= Limits::max_bytes &&
           held_by_all_ + pass_bytes(m, 1, T, keep) <= TrainLimits::max_bytes;
  };
  if (fits(tokens)) return std::nullopt;
  int lo = 0, hi = tokens;  // fits(lo) (none is nothing), !fits(hi)
  while (hi - lo > 1) (fits((lo + hi) / 2) ? lo : hi) = (lo + hi) / 2;
  return Error{"tokens", say("file.traceMemory", {{"count", std::to_string(tokens)},
                                                  {"mb", megabytes(held_by_all_ + pass_bytes(m, 1, tokens, keep))},
                                                  {"max", megabytes(TrainLimits::max_bytes)}, {"fit", std::to_string(lo)}})};
}

Trainer::~Trainer() { held_by_all_ -= held_; }

Trainer::Trainer(const TrainConfig& config, const ModelConfig& model_config, TaskSpec task)
    : config_(config), model_(model_config), task_(std::move(task)), data_rng_(config.seed, data_stream) {
  held_ = footprint(model_config, config, task_.task != Task::none).held;
  held_by_all_ += held_;
  if (task_.task == Task::none) return;  // weights come from the file; nothing to evaluate or probe
  model_.init(config.seed);
  Xorshift held(config.seed, held_out_stream);
  held_out_ = make_batch(task_, held_out_size, held);
  if (task_.seq_len >= 8 && task_.vocab >= 4) {  // the induction probe, whatever the task
    TaskSpec probe = task_;
    probe.task = Task::induction, probe.fixed_period = false;
    Xorshift rng(config.seed, probe_stream);
    probe_ = make_batch(probe, probe_size, rng, &probe_periods_);
  }
}

std::optional<Error> Trainer::create(std::unique_ptr<Trainer>& out, const TrainConfig& config,
                                     const std::vector<uint8_t>& corpus) {
  auto task = parse_task(config.task);
  if (!task || *task == Task::none)
    return Error{"task", say("train.task", {{"task", config.task}})};
  TrainConfig c = config;
  TaskSpec spec;
  spec.task = *task, spec.seq_len = c.seq_len, spec.fixed_period = c.fixed_period;
  if (*task == Task::text) {
    if (corpus.empty()) return Error{"task", say("train.textNeeded", {})};
    tokenize_corpus(spec, corpus);
    c.vocab = int(spec.alphabet.size());
  }
  spec.vocab = c.vocab;
  if (auto e = check(spec)) return e;
  if (!(c.lr > 0 && c.lr <= 1)) return Error{"lr", say("train.lr", {})};
  if (!(c.weight_decay >= 0 && c.weight_decay <= 1))
    return Error{"weightDecay", say("train.weightDecay", {})};
  if (!(c.clip > 0)) return Error{"clip", say("train.clip", {})};
  if (c.batch < 1 || c.batch > Limits::max_batch)
    return Error{"batch", say("train.batch", {{"max", std::to_string(Limits::max_batch)}})};
  ModelConfig m = model_config(c);
  if (auto e = check(m)) return e;
  if (auto e = check_memory(m, c, true)) return e;
  out.reset(new Trainer(c, m, std::move(spec)));
  return std::nullopt;
}

std::optional<Error> Trainer::step(StepReport& report, int n) {
  report = StepReport{};
  const float b1 = 0.9f, b2 = 0.999f, eps = 1e-8f;
  Activations acts;
  if (task_.task == Task::none) return Error{"trainer", say("trainApi.pretrained", {})};  // traced, not trained
  if (m_.empty()) m_.assign(model_.params.size(), 0.0f), v_.assign(model_.params.size(), 0.0f);
  for (int i = 0; i < n; ++i) {
    Batch batch = make_batch(task_, config_.batch, data_rng_);
    Loss loss;
    if (model_.forward(loss, acts, batch))  // the memory was checked: the weights have left the engine's range
      return Error{"lr", say("train.diverged", {{"step", std::to_string(step_)}, {"max", limit_text(Limits::max_abs_value)}})};
    model_.backward(acts, batch);
    double norm2 = 0;
    for (float g : model_.grads) norm2 += double(g) * g;
    const float clip = float(config_.clip);
    const float shrink = norm2 > double(clip) * clip ? float(clip / std::sqrt(norm2)) : 1.0f;
    ++step_;
    beta1_pow_ *= b1, beta2_pow_ *= b2;  // bias corrections by repeated products: no pow(), the same everywhere
    const float lr = float(config_.lr), wd = float(config_.weight_decay), c1 = 1 - beta1_pow_, c2 = 1 - beta2_pow_;
    for (const ParamInfo& p : model_.layout()) {
      const float decay = p.decay ? 1 - lr * wd : 1;
      for (size_t j = p.offset; j < p.offset + p.size; ++j) {
        const float g = model_.grads[j] * shrink;
        m_[j] = b1 * m_[j] + (1 - b1) * g;
        v_[j] = b2 * v_[j] + (1 - b2) * g * g;
        model_.params[j] = model_.params[j] * decay - lr * (m_[j] / c1) / (std::sqrt(v_[j] / c2) + eps);
      }
    }
    report.loss = loss.loss;
    report.accuracy = loss.counted ? double(loss.correct) / loss.counted : 0;
  }
  report.step = step_;
  return std::nullopt;
}

std::optional<Error> Trainer::evaluate(Loss& loss, const ForwardOptions& options) const {
  loss = Loss{};
  if (task_.task == Task::none) return Error{"trainer", say("trainApi.pretrained", {})};  // no held-out batch
  Activations acts;
  ForwardOptions o = options;
  o.keep = {"Y"};
  return model_.forward(loss, acts, held_out_, o);
}

std::optional<Error> Trainer::head_scores(HeadScores& s, const ForwardOptions& options) const {
  s = HeadScores{};
  const int L = config_.layers, H = config_.heads, T = config_.seq_len;
  if (probe_.B == 0) return std::nullopt;
  ForwardOptions o = options;
  o.keep = {"weights"};
  Loss loss;
  Activations acts;
  if (auto e = model_.forward(loss, acts, probe_, o)) return e;
  s.previous.assign(L * H, 0.0), s.induction.assign(L * H, 0.0);
  for (int l = 0; l < L; ++l) {
    const float* w = acts.layers[l].attention.tensors.at("weights").values.data();  // (B, h, T, T)
    for (int h = 0; h < H; ++h) {
      double prev = 0, ind = 0;
      int n_prev = 0, n_ind = 0;
      for (int b = 0; b < probe_.B; ++b) {
        const float* wh = w + (size_t(b) * H + h) * T * T;
        const int P = probe_periods_[b];
        for (int t = 1; t < T; ++t) prev += wh[t * T + t - 1], ++n_prev;
        for (int t = T - P; t < T; ++t) ind += wh[t * T + t - P + 1], ++n_ind;
      }
      s.previous[l * H + h] = prev / n_prev;
      s.induction[l * H + h] = ind / n_ind;
    }
  }
  return std::nullopt;
}

std::optional<Error> Trainer::trace(Activations& acts, const std::vector<int>& tokens, const ForwardOptions& options,
                                    Loss* next) const {
  // Each position's target is the token after it (the last has none): the forward pass's own cross-entropy
  // then says how well the model reads this sequence.
  std::vector<int> targets(tokens.size(), -1);
  if (next) std::copy(tokens.begin() + std::min<size_t>(1, tokens.size()), tokens.end(), targets.begin());
  if (auto e = check_trace(int(tokens.size()), options.keep)) return e;
  Batch batch{1, int(tokens.size()), tokens, std::move(targets)};
  Loss loss;
  auto error = model_.forward(loss, acts, batch, options);
  if (next) *next = loss;
  return error;
}

std::optional<Error> Trainer::trace_kept(const std::vector<int>& tokens, const ForwardOptions& options) {
  KeptTrace& k = kept_;
  const bool same_pass = !k.tokens.empty() && k.step == step_ && k.keep == options.keep && k.ablate == options.ablate;
  size_t shared = 0;
  if (same_pass)
    while (shared < std::min(k.tokens.size(), tokens.size()) && k.tokens[shared] == tokens[shared]) ++shared;
  // Each position's target is the token after it (the last has none), always: the kept rows' shares of the
  // loss are then those a later trace needs.
  std::vector<int> targets(tokens.size(), -1);
  std::copy(tokens.begin() + std::min<size_t>(1, tokens.size()), tokens.end(), targets.begin());
  Batch batch{1, int(tokens.size()), tokens, std::move(targets)};
  if (same_pass && shared == tokens.size() && shared == k.tokens.size()) {  // the same sentence: all of it
    if (!options.last_logits_only) model_.complete_logits(k.next, k.acts, batch, options.waiting_rows);  // rows left waiting
    return k.acts.reused = int(shared), std::nullopt;
  }
  if (auto e = check_trace(int(tokens.size()), options.keep)) return e;
  k.tokens.clear();  // until the pass succeeds, nothing is kept
  if (auto e = model_.forward_reusing(k.next, k.acts, batch, int(shared), options)) return k.acts = Activations{}, e;
  k.tokens = tokens, k.keep = options.keep, k.ablate = options.ablate, k.step = step_;
  return std::nullopt;
}

std::vector<int> Trainer::probe(int length) const {
  TaskSpec spec = task_;
  if (length > 0) spec.seq_len = length;
  return make_probe(spec);
}

std::vector<int> Trainer::generate(std::vector<int> prompt, int n) const {
  std::vector<int> out;
  const int V = config_.vocab, context = model_.config().context;
  ForwardOptions o;
  o.keep = {};
  o.last_logits_only = true;  // the next token is read from the last row's logits: the other rows' wait, never made
  for (int i = 0; i < n && !prompt.empty(); ++i) {
    std::vector<int> window(prompt.end() - std::min<int>(int(prompt.size()), context), prompt.end());
    Activations acts;
    if (trace(acts, window, o)) break;
    const float* last = acts.logits.data() + (window.size() - 1) * V;
    const int next = int(std::max_element(last, last + V) - last);
    prompt.push_back(next), out.push_back(next);
  }
  return out;
}

std::vector<uint8_t> Trainer::save(bool half) const {
  std::vector<std::vector<float>> values;
  values.reserve(model_.layout().size());
  std::vector<TensorToWrite> tensors;
  for (const ParamInfo& p : model_.layout()) {
    const float* v = model_.param(p.name);  // a half model's tensor widened, one at a time
    values.emplace_back(v, v + p.size);
    model_.release_widened();
    tensors.push_back({p.name, std::vector<int64_t>(p.shape.begin(), p.shape.end()), values.back(),
                       half ? DType::f16 : DType::f32});
  }
  return write_safetensors(tensors, describe(config_, step_, task_));
}

namespace {
bool is_checkpoint(const SafetensorsFile& file) {  // one of ours, written by save()
  auto format = file.metadata.find("format");
  return format != file.metadata.end() && format->second == "attention-lab-checkpoint-1";
}
}  // namespace

// A GPT-2 model laid out from a checked header (gpt2_config), its weights not yet read.
std::optional<Error> Trainer::open_gpt2(std::unique_ptr<Trainer>& out, const SafetensorsFile& file, int heads) {
  if (!looks_like_gpt2(file))
    return Error{"file", say("file.notModel", {})};
  ModelConfig m;
  if (auto e = gpt2_config(m, file, heads)) return e;
  if (auto e = check_memory(m, TrainConfig{}, false)) return e;
  TrainConfig c;
  c.task = "pretrained";
  c.layers = m.layers, c.heads = m.heads, c.d_model = m.d_model, c.vocab = m.vocab, c.seq_len = m.context;
  c.mlp = true, c.d_ff = m.d_ff, c.tied = true;
  TaskSpec spec;
  spec.task = Task::none, spec.vocab = m.vocab, spec.seq_len = m.context;
  out.reset(new Trainer(c, m, std::move(spec)));
  return std::nullopt;
}

std::optional<Error> Trainer::open_header(std::unique_ptr<Trainer>& out, const uint8_t* bytes, size_t available,
                                          size_t size, int heads, bool& whole) {
  whole = false;
  SafetensorsFile file;
  if (auto e = read_safetensors_header(file, bytes, available, size)) return e;
  if (is_checkpoint(file)) return whole = true, std::nullopt;
  if (auto e = open_gpt2(out, file, heads)) return e;
  out->file_ = std::move(file);
  return std::nullopt;
}

void Trainer::place(size_t index, const uint8_t* bytes, size_t first, size_t count) {
  if (index >= file_.tensors.size()) return;
  gpt2_place(model_, file_, file_.tensors[index], bytes, first, count);
}

std::optional<Error> Trainer::finish_file() const { return model_.check_weights(); }

bool Trainer::divisible(size_t index) const {
  return index < file_.tensors.size() && gpt2_divisible(file_.tensors[index].name);
}

std::optional<Error> Trainer::load(std::unique_ptr<Trainer>& out, const uint8_t* bytes, size_t size, int heads) {
  SafetensorsFile file;
  if (auto e = read_safetensors(file, bytes, size)) return e;
  auto meta = [&](const char* key) -> std::string {
    auto it = file.metadata.find(key);
    return it == file.metadata.end() ? "" : it->second;
  };
  if (!is_checkpoint(file)) {
    if (auto e = open_gpt2(out, file, heads)) return e;
    gpt2_weights(out->model_, file);
    if (auto e = out->finish_file()) return out.reset(), e;
    return std::nullopt;
  }
  auto number = [&](const char* key) { return std::atoi(meta(key).c_str()); };
  TrainConfig c;
  c.task = meta("task"), c.layers = number("layers"), c.heads = number("heads"), c.d_model = number("dModel");
  c.vocab = number("vocab"), c.seq_len = number("seqLen"), c.batch = number("batch");
  c.seed = uint32_t(std::strtoul(meta("seed").c_str(), nullptr, 10));
  c.mlp = meta("mlp") == "true", c.d_ff = number("dFF"), c.tied = meta("tied") == "true";
  c.learned_positions = meta("learnedPositions") != "false", c.fixed_period = meta("fixedPeriod") == "true";
  // Enough text to rebuild the vocabulary: the alphabet, then its first character (whole) repeated.
  std::string text = meta("alphabet");
  const std::vector<std::string> letters = utf8_characters(text);
  if (c.task == "text")
    for (int i = 0; i < c.seq_len + 2; ++i) text += letters.empty() ? " " : letters[0];
  const std::vector<uint8_t> corpus(text.begin(), text.end());
  if (auto e = create(out, c, corpus)) return e;
  for (const ParamInfo& p : out->model_.layout()) {
    const StoredTensor* t = file.find(p.name);
    if (!t || t->count() != p.size)
      return out.reset(), Error{"file", say("file.checkpointLacks", {{"name", p.name}})};
    tensor_to_float(file, *t, out->model_.params.data() + p.offset);
  }
  if (auto e = out->model_.check_weights()) return out.reset(), e;
  out->step_ = number("step");
  return std::nullopt;
}

}  // namespace attn::train
