#include "trainer.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "gpt2.hpp"
#include "safetensors.hpp"

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

// The corpus's distinct bytes, in byte order, become the vocabulary of the text task.
void tokenize_corpus(TaskSpec& spec, const std::vector<uint8_t>& corpus) {
  bool seen[256] = {};
  for (uint8_t c : corpus) seen[c] = true;
  int id[256];
  spec.alphabet.clear();
  for (int c = 0; c < 256; ++c)
    if (seen[c]) id[c] = int(spec.alphabet.size()), spec.alphabet.push_back(std::string(1, char(c)));
  spec.text.clear();
  for (uint8_t c : corpus) spec.text.push_back(id[c]);
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

}  // namespace

Trainer::Trainer(const TrainConfig& config, const ModelConfig& model_config, TaskSpec task)
    : config_(config), model_(model_config), task_(std::move(task)), data_rng_(config.seed, data_stream) {
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
  out.reset(new Trainer(c, m, std::move(spec)));
  return std::nullopt;
}

StepReport Trainer::step(int n) {
  StepReport report;
  const float b1 = 0.9f, b2 = 0.999f, eps = 1e-8f;
  Activations acts;
  if (task_.task == Task::none) return report;  // a model opened from a file is traced, not trained
  if (m_.empty()) m_.assign(model_.params.size(), 0.0f), v_.assign(model_.params.size(), 0.0f);
  for (int i = 0; i < n; ++i) {
    Batch batch = make_batch(task_, config_.batch, data_rng_);
    Loss loss;
    if (model_.forward(loss, acts, batch)) break;  // weights no longer finite: nothing more to learn
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
  return report;
}

Loss Trainer::evaluate(const ForwardOptions& options) const {
  Loss loss;
  Activations acts;
  ForwardOptions o = options;
  o.keep = {"Y"};
  model_.forward(loss, acts, held_out_, o);
  return loss;
}

HeadScores Trainer::head_scores(const ForwardOptions& options) const {
  HeadScores s;
  const int L = config_.layers, H = config_.heads, T = config_.seq_len;
  if (probe_.B == 0) return s;
  ForwardOptions o = options;
  o.keep = {"weights"};
  Loss loss;
  Activations acts;
  if (model_.forward(loss, acts, probe_, o)) return s;
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
  return s;
}

std::optional<Error> Trainer::trace(Activations& acts, const std::vector<int>& tokens, const ForwardOptions& options,
                                    Loss* next) const {
  // Each position's target is the token after it (the last has none): the forward pass's own cross-entropy
  // then says how well the model reads this sequence.
  std::vector<int> targets(tokens.size(), -1);
  if (next) std::copy(tokens.begin() + std::min<size_t>(1, tokens.size()), tokens.end(), targets.begin());
  Batch batch{1, int(tokens.size()), tokens, std::move(targets)};
  Loss loss;
  auto error = model_.forward(loss, acts, batch, options);
  if (next) *next = loss;
  return error;
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
    return std::nullopt;
  }
  auto number = [&](const char* key) { return std::atoi(meta(key).c_str()); };
  TrainConfig c;
  c.task = meta("task"), c.layers = number("layers"), c.heads = number("heads"), c.d_model = number("dModel");
  c.vocab = number("vocab"), c.seq_len = number("seqLen"), c.batch = number("batch");
  c.seed = uint32_t(std::strtoul(meta("seed").c_str(), nullptr, 10));
  c.mlp = meta("mlp") == "true", c.d_ff = number("dFF"), c.tied = meta("tied") == "true";
  c.learned_positions = meta("learnedPositions") != "false", c.fixed_period = meta("fixedPeriod") == "true";
  std::vector<uint8_t> corpus;
  for (char ch : meta("alphabet")) corpus.push_back(uint8_t(ch));  // enough to rebuild the vocabulary
  if (c.task == "text") corpus.insert(corpus.end(), size_t(c.seq_len) + 2, corpus.empty() ? ' ' : corpus[0]);
  if (auto e = create(out, c, corpus)) return e;
  for (const ParamInfo& p : out->model_.layout()) {
    const StoredTensor* t = file.find(p.name);
    if (!t || t->count() != p.size)
      return out.reset(), Error{"file", say("file.checkpointLacks", {{"name", p.name}})};
    tensor_to_float(file, *t, out->model_.params.data() + p.offset);
  }
  out->step_ = number("step");
  return std::nullopt;
}

}  // namespace attn::train
