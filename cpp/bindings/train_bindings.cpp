// The Embind boundary of training: trainers live in a table here and JavaScript holds their ids
// (train_api.js frees them when its objects are collected). The settings arrive as plain values from
// train_api.js and are read by the schema's table; a refusal comes back as a value (answer.hpp), as in bindings.cpp.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "answer.hpp"
#include "schema.hpp"
#include "trainer.hpp"

using emscripten::val;
using namespace attn::train;

namespace {

std::map<int, std::unique_ptr<Trainer>> trainers;
int next_id = 1;

int keep(std::unique_ptr<Trainer> t) {
  trainers[next_id] = std::move(t);
  return next_id++;
}

Trainer* find(int id) {
  auto it = trainers.find(id);
  return it == trainers.end() ? nullptr : it->second.get();
}

// What a call on a trainer that is gone answers (train_api.js refuses such calls before they get here).
val freed() { return answer::refusal(attn::Error{"trainer", attn::say("trainApi.freed", {})}); }

std::vector<int> ints(const val& v) { return emscripten::vecFromJSArray<int>(v); }

// The heads to knock out: train_api.js has read them once into a fresh flat list of numbers [layer, head, …];
// the engine judges them against this model (read_ablation).
std::optional<attn::Error> options(ForwardOptions& o, const val& ablate, const Trainer& t) {
  return read_ablation(o.ablate, emscripten::vecFromJSArray<double>(ablate), t.model().config());
}

// Settings arrive as plain values (train_api.js has read them, with the schema's defaults for the rest); each is
// stored by the schema's table of training settings (attn::set_train_setting), which attention_train reads too.
// → the new trainer's id, or the refusal.
val create(val c, std::string corpus) {
  TrainConfig t;
  val keys = val::global("Object").call<val>("keys", c);
  for (size_t i = 0, n = keys["length"].as<size_t>(); i < n; ++i) {
    const std::string key = keys[i].as<std::string>();
    const val v = c[key];
    attn::RawValue raw;
    raw.got = {{"got", val::global("String")(v).as<std::string>().substr(0, 40)}};
    if (v.isNumber()) raw.kind = attn::RawValue::Kind::number, raw.number = v.as<double>();
    else if (v.typeOf().as<std::string>() == "boolean") raw.kind = attn::RawValue::Kind::boolean, raw.boolean = v.as<bool>();
    else if (v.isString()) raw.kind = attn::RawValue::Kind::text, raw.text = v.as<std::string>();
    if (auto e = attn::set_train_setting(t, key, raw)) return answer::refusal(*e);
  }
  std::unique_ptr<Trainer> out;
  if (auto e = Trainer::create(out, t, std::vector<uint8_t>(corpus.begin(), corpus.end()))) return answer::refusal(*e);
  return val(keep(std::move(out)));
}

// The file's bytes were copied into the heap by train_api.js (one memcpy, not an element per call).
// → the trainer's id, or the refusal.
val load(uint32_t address, uint32_t size, int heads) {
  std::unique_ptr<Trainer> out;
  if (auto e = Trainer::load(out, reinterpret_cast<const uint8_t*>(uintptr_t(address)), size, heads)) return answer::refusal(*e);
  return val(keep(std::move(out)));
}

// A GPT-2 file a tensor at a time (see Trainer::open_header): → the trainer's id, null when the file must be
// given whole (one of our own checkpoints), or the refusal.
val open_header(uint32_t address, uint32_t available, double size, int heads) {
  std::unique_ptr<Trainer> out;
  bool whole = false;
  if (auto e = Trainer::open_header(out, reinterpret_cast<const uint8_t*>(uintptr_t(address)), available, size_t(size), heads, whole))
    return answer::refusal(*e);
  return whole ? val::null() : val(keep(std::move(out)));
}

// The tensors still to give, in header order: [begin, end) in the file, bytes per element, and 1 when the
// tensor may come in pieces.
val file_tensors(int id) {
  Trainer* t = find(id);
  if (!t) return freed();
  val out = val::array();
  const auto& tensors = t->file_tensors();
  for (size_t i = 0; i < tensors.size(); ++i) {
    const attn::StoredTensor& s = tensors[i];
    const double begin = double(t->file_data_offset() + s.begin), end = double(t->file_data_offset() + s.end);
    out.call<void>("push", val::array(std::vector<double>{begin, end, s.dtype == attn::DType::f32 ? 4.0 : 2.0,
                                                          t->divisible(i) ? 1.0 : 0.0}));
  }
  return out;
}

void place_tensor(int id, int index, uint32_t address, double first, double count) {
  if (Trainer* t = find(id)) t->place(size_t(index), reinterpret_cast<const uint8_t*>(uintptr_t(address)), size_t(first), size_t(count));
}

// After every tensor of a file read by place(): the trainer's id, or the refusal of a weight it cannot use
// (the trainer is then freed).
val finish_file(int id) {
  Trainer* t = find(id);
  if (!t) return freed();
  if (auto e = t->finish_file()) return trainers.erase(id), answer::refusal(*e);
  return val(id);
}

void free_trainer(int id) { trainers.erase(id); }

val step(int id, int n) {
  Trainer* t = find(id);
  if (!t) return freed();
  StepReport r;
  if (auto e = t->step(r, n)) return answer::refusal(*e);
  val out = val::object();
  out.set("step", r.step), out.set("loss", r.loss), out.set("accuracy", r.accuracy);
  return out;
}

val loss_object(const Loss& l) {
  val out = val::object();
  out.set("loss", l.loss), out.set("accuracy", l.counted ? double(l.correct) / l.counted : 0.0);
  return out;
}

val evaluate(int id, val ablate) {
  Trainer* t = find(id);
  if (!t) return freed();
  ForwardOptions o;
  Loss loss;
  if (auto e = options(o, ablate, *t)) return answer::refusal(*e);
  if (auto e = t->evaluate(loss, o)) return answer::refusal(*e);
  return loss_object(loss);
}

val head_scores(int id, val ablate) {
  Trainer* t = find(id);
  if (!t) return freed();
  ForwardOptions o;
  HeadScores s;
  if (auto e = options(o, ablate, *t)) return answer::refusal(*e);
  if (auto e = t->head_scores(s, o)) return answer::refusal(*e);
  val out = val::object();
  out.set("previous", val::array(s.previous)), out.set("induction", val::array(s.induction));
  return out;
}

// Runs the model on one sequence into the trace the trainer keeps (the rows it shares at its start with the last
// one are reused); → {layers (then traceLayer(id, i) for each), reused: how many rows}, or the refusal.
val trace(int id, val tokens, val ablate, bool last_logits_only, int waiting_rows, val on_layer) {
  Trainer* t = find(id);
  if (!t) return freed();
  ForwardOptions o;
  if (auto e = options(o, ablate, *t)) return answer::refusal(*e);
  o.keep = {};  // every tensor, as lab.run keeps them
  o.last_logits_only = last_logits_only, o.waiting_rows = waiting_rows;
  if (on_layer.typeOf().as<std::string>() == "function") o.on_layer = [&on_layer](int l) { on_layer(l); };
  if (auto e = t->trace_kept(ints(tokens), o)) return answer::refusal(*e);
  val out = val::object();
  out.set("layers", int(t->kept_trace().layers.size())), out.set("reused", t->kept_reused());
  return out;
}

// The last trace's logits or their softmax (which: "logits", "probs"), rows [first, end) (T × vocab in all).
val trace_rows(int id, std::string which, int first, int end, int vocab) {
  Trainer* t = find(id);
  if (!t) return freed();
  const std::vector<float>& all = which == "probs" ? t->kept_trace().probs : t->kept_trace().logits;
  const size_t from = size_t(first) * vocab, n = size_t(end - first) * vocab;
  return val(emscripten::typed_memory_view(n, all.data() + from));
}

// {loss, accuracy} of the last trace's next-token predictions, or nulls for a single token (nothing to predict).
val trace_next(int id) {
  Trainer* t = find(id);
  if (!t) return freed();
  if (t->kept_trace().logits_from > 0) return val::null();  // the rows before the last wait: not measured
  if (!t->kept_next().counted) {
    val none = val::object();
    none.set("loss", val::null()), none.set("accuracy", val::null());
    return none;
  }
  return loss_object(t->kept_next());
}

// Layer `layer` of the last trace as lab.run gives a trace; with `names` (a list), only those tensors: a view
// showing one of them need not copy the other twenty out of the engine.
val trace_layer(int id, int layer, val names) {
  Trainer* t = find(id);
  if (!t) return freed();
  const attn::Trace& whole = t->kept_trace().layers.at(layer).attention;
  if (names.isNull() || names.isUndefined()) return answer::trace(whole);
  attn::Trace some;
  some.config = whole.config, some.dims = whole.dims, some.from_text = whole.from_text;
  some.source_from_text = whole.source_from_text, some.weights_held = whole.weights_held, some.steps = whole.steps;
  some.fully_masked_rows = whole.fully_masked_rows, some.flash_memory = whole.flash_memory;
  // answer::trace knows a trace's layout by its configuration, what it keeps included: the names asked for (an
  // empty list would mean every tensor, so none asked for is kept as one name no tensor has).
  some.config.keep = emscripten::vecFromJSArray<std::string>(names);
  if (some.config.keep.empty()) some.config.keep = {""};
  for (const std::string& name : some.config.keep) {
    auto it = whole.tensors.find(name);
    if (it != whole.tensors.end()) some.tensors.emplace(name, it->second);
  }
  return answer::trace(some);
}

// One of layer `layer`'s attention weights (W_q … b_o) as lab.run gives it, {shape, axes, data} with data a copy: a
// layer's trace holds none (they are the model's), so train_api.js attaches them from here.
val layer_parameter(int id, int layer, std::string name) {
  Trainer* t = find(id);
  if (!t) return freed();
  const std::string full = "h." + std::to_string(layer) + ".attn." + name;
  const ParamInfo* p = t->model().find(full);
  if (!p) return val::null();
  std::vector<double> shape(p->shape.begin(), p->shape.end());
  val out = val::object();
  out.set("shape", val::array(shape));
  out.set("axes", val::array(attn::axes_of(name)));
  out.set("data", val::global("Float32Array").new_(val(emscripten::typed_memory_view(p->size, t->model().param(full)))));
  return out;
}

// The trainer's task probe at `length` tokens (0: its seq_len); [] for a task without one.
val probe(int id, int length) {
  Trainer* t = find(id);
  if (!t) return freed();
  return val::array(t->probe(length));
}

val generate(int id, val prompt, int n) {
  Trainer* t = find(id);
  if (!t) return freed();
  return val::array(t->generate(ints(prompt), n));
}

val save(int id, bool half) {
  Trainer* t = find(id);
  if (!t) return freed();
  std::vector<uint8_t> bytes = t->save(half);
  return val::global("Uint8Array").new_(val(emscripten::typed_memory_view(bytes.size(), bytes.data())));
}

val info(int id) {
  Trainer* t = find(id);
  if (!t) return freed();
  const TrainConfig& c = t->config();
  val out = val::object();
  out.set("task", c.task), out.set("layers", c.layers), out.set("heads", c.heads), out.set("dModel", c.d_model);
  out.set("vocab", c.vocab), out.set("seqLen", c.seq_len), out.set("batch", c.batch), out.set("seed", c.seed);
  out.set("lr", c.lr), out.set("weightDecay", c.weight_decay), out.set("mlp", c.mlp);
  out.set("context", t->model().config().context), out.set("dFF", t->model().config().d_ff), out.set("tied", c.tied), out.set("fixedPeriod", c.fixed_period);
  out.set("step", t->steps_done()), out.set("parameters", double(t->model().parameter_count()));
  std::string alphabet;
  for (const auto& ch : t->task().alphabet) alphabet += ch;
  out.set("alphabet", alphabet);
  return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(attention_lab_train) {
  emscripten::function("trainCreate", &create);
  emscripten::function("trainLoad", &load);
  emscripten::function("trainOpenHeader", &open_header);
  emscripten::function("trainFileTensors", &file_tensors);
  emscripten::function("trainPlaceTensor", &place_tensor);
  emscripten::function("trainFinishFile", &finish_file);
  emscripten::function("trainFree", &free_trainer);
  emscripten::function("trainStep", &step);
  emscripten::function("trainEvaluate", &evaluate);
  emscripten::function("trainHeadScores", &head_scores);
  emscripten::function("trainTrace", &trace);
  emscripten::function("trainTraceLayer", &trace_layer);
  emscripten::function("trainTraceRows", &trace_rows);
  emscripten::function("trainLayerParameter", &layer_parameter);
  emscripten::function("trainTraceNext", &trace_next);
  emscripten::function("trainProbe", &probe);
  emscripten::function("trainGenerate", &generate);
  emscripten::function("trainSave", &save);
  emscripten::function("trainInfo", &info);
}
