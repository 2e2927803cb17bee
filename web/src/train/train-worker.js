// Training in a Web Worker, so the page stays responsive while the engine trains. The worker is the
// engine plus TRAIN_HANDLER below (started like the engine worker: train-worker.js beside the page's
// script over http(s), a blob: from file://). It trains in chunks of SNAPSHOT_EVERY steps and reads
// its messages between chunks, so Pause takes effect within one chunk (about 0.2 s).
import { startWorkerScript } from '../engine/engine-worker.js';
import { t } from '../i18n/i18n.js';

export const SNAPSHOT_EVERY = 20;   // steps per chunk; each chunk ends with a snapshot
export const MAX_STEPS = 4000;      // a run stops here by itself (a forgotten tab does not train for ever)

// Messages in:
//   {kind: 'create', run, settings | model (bytes) and heads, probe}: a new model; `run` is an id every message
//     about it then carries; probe null: the task's own (trainer.probe()), or for text and a model without a
//     task none yet ({kind: 'probe', probe} once the page knows the tokens)
//   {kind: 'run'}, {kind: 'pause'}, {kind: 'step'}: train on, stop between chunks, one chunk
//   {kind: 'ablate', heads: [[layer, head], …]}, {kind: 'importance'}, {kind: 'predict', prompt: [ids]},
//   {kind: 'layer', layer}, {kind: 'save', purpose}: the model's checkpoint (trainer.save())
// Messages out: {kind: 'created', config, probe (the one traced, or null)}, {kind: 'snapshot', …}, {kind: 'paused', step, limit?},
//   {kind: 'importance', step, on ('held-out' | 'sentence'), base, rows: [{layer, head, loss, accuracy}], done}
//   (each head knocked out in turn; sent after each layer), {kind: 'prediction', step, prompt, context, layers, heads, top: [{id, logit, p}]},
//   {kind: 'layer', layer, config, tokens, inputs}, {kind: 'saved', purpose, step, task, bytes},
//   {kind: 'error', field, message, key, values, own, kept} (kept: a refused model file left the model as it was; key and values: the engine's (engine-text.js); own: the i18n key of the
//   worker's own words, which the page translates; null for the engine's refusals).
// A snapshot: the last batch's loss and accuracy, the held-out loss and accuracy (null for a model without a
// task, which gets `sentence`: {loss, accuracy} of predicting the probe's own next tokens), the head scores ([layer][head]) and the probe's attention weights per layer ((h, T, T), Float32Array).
export const TRAIN_HANDLER = `var ready = startAttentionLab();
ready.then(function () { postMessage({ ready: true }); });
var trainer = null, probe = null, running = false, timer = 0, runId = 0, ablate = [];
function post(message, transfer) { message.run = runId; postMessage(message, transfer || []); }
// The last two traces (with and without knocked-out heads), reused while the model, the tokens and the heads
// are the same: a snapshot, the prediction and "open this layer" for one sentence then trace it once (GPT-2
// small: about a second each).
// probs: undefined, or 'last' for the engine's probabilities of the last position's next token.
var lastTraces = [];
function traceOf(ids, heads, probs) {
  var key = JSON.stringify([runId, trainer.config.step, Array.from(ids), heads, probs || null]);
  var hit = lastTraces.find(function (t) { return t.key === key; });
  if (hit) return hit.out;
  lastTraces = [{ key: key, out: trainer.trace(ids, { ablate: heads, probs: probs }) }].concat(lastTraces.slice(0, 1));
  return lastTraces[0].out;
}
var SNAPSHOT_EVERY = ${SNAPSHOT_EVERY}, MAX_STEPS = ${MAX_STEPS};
function fail(error) {
  running = false;
  post({ kind: 'error', field: error.field || 'settings', message: String(error.message || error), key: error.key || null, values: error.values || null, own: error.own || null, kept: Boolean(error.kept) });
}
// The model as it is (held-out loss and accuracy), and, with heads knocked out, what changes: the
// held-out numbers without them, and the scores and probe attention of every layer after them.
// How well a model predicts the probe's own next tokens: the engine's mean cross-entropy and the share whose
// likeliest token is the next one (trace.sentence): what a model without a task (GPT-2) is scored on.
function scoreWithout(heads) {
  return trainer.config.task === 'pretrained' ? traceOf(probe, heads).sentence : trainer.evaluate({ ablate: heads });
}
// A model opened from a file without a task (GPT-2) has no held-out batch: it is scored on the probe itself
// (held-out numbers null, sentence numbers given), and the page measures its heads on the probe.
function snapshot(batch) {
  if (!probe) return;
  var measured = trainer.config.task !== 'pretrained', none = { loss: null, accuracy: null };
  var held = measured ? trainer.evaluate() : none, knocked = ablate.length ? scoreWithout(ablate) : null;
  var scores = measured ? trainer.headScores({ ablate: ablate }) : { previous: null, induction: null };
  var trace = traceOf(probe, ablate);
  var sentence = measured ? null : traceOf(probe, []).sentence;
  var weights = trace.layers.map(function (layer) { return layer.tensors.weights.data.slice(); });
  post({ kind: 'snapshot', step: trainer.config.step, loss: batch ? batch.loss : held.loss,
    accuracy: batch ? batch.accuracy : held.accuracy, evalLoss: held.loss, evalAccuracy: held.accuracy, sentence: sentence,
    ablate: ablate, ablatedLoss: knocked && knocked.loss, ablatedAccuracy: knocked && knocked.accuracy,
    previous: scores.previous, induction: scores.induction, weights: weights },
    weights.map(function (w) { return w.buffer; }));
}
function chunk() {
  timer = 0;
  if (!running || !trainer) return;
  try {
    snapshot(trainer.step(SNAPSHOT_EVERY));
  } catch (error) { return fail(error); }
  if (trainer.config.step >= MAX_STEPS) { running = false; post({ kind: 'paused', step: trainer.config.step, limit: true }); return; }
  timer = setTimeout(chunk, 0);  // lets a Pause message in between chunks
}
onmessage = function (event) {
  var job = event.data;
  ready.then(function (lab) {
    try {
      if (job.kind === 'create') {
        running = false;
        if (timer) clearTimeout(timer), timer = 0;
        // The new model is opened before the old one is let go: a file the engine refuses leaves the trained
        // model as it was (the refusal belongs to the new run and says kept: true).
        var next;
        try { next = job.model ? lab.loadModel(job.model, { heads: job.heads || 0 }) : lab.train(job.settings); }
        catch (error) { var was = runId; runId = job.run; error.kept = trainer !== null; fail(error); runId = was; return; }
        if (trainer) trainer.free();
        trainer = next;
        lastTraces = [];
        runId = job.run;
        var task = trainer.config.task;
        probe = job.probe || (task === 'pretrained' || task === 'text' ? null : trainer.probe());
        ablate = [];
        post({ kind: 'created', config: trainer.config, probe: probe });
        snapshot(null);
      } else if (!trainer) {
        fail({ field: 'trainer', own: 'train.worker.noModel', message: 'No model yet: choose a task and press Train' });
      } else if (job.kind === 'run') {
        if (!running) { running = true; timer = setTimeout(chunk, 0); }
      } else if (job.kind === 'pause') {
        running = false;
        if (timer) clearTimeout(timer), timer = 0;
        post({ kind: 'paused', step: trainer.config.step });
      } else if (job.kind === 'step') {
        if (!running) snapshot(trainer.step(SNAPSHOT_EVERY));
      } else if (job.kind === 'probe') {
        probe = job.probe;
        snapshot(null);
      } else if (job.kind === 'ablate') {
        ablate = job.heads;
        if (!running) snapshot(null);
      } else if (job.kind === 'importance') {
        // Each head knocked out in turn; the table grows layer by layer (GPT-2 small has 144 heads).
        var c = trainer.config, base = scoreWithout([]), rows = [], on = c.task === 'pretrained' ? 'sentence' : 'held-out';
        for (var l = 0; l < c.layers; l++) {
          for (var h = 0; h < c.heads; h++) {
            var without = scoreWithout([[l, h]]);
            rows.push({ layer: l, head: h, loss: without.loss, accuracy: without.accuracy });
          }
          post({ kind: 'importance', step: c.step, on: on, base: base, rows: rows.slice(), done: l + 1 === c.layers });
        }
      } else if (job.kind === 'predict') {
        // The next token: the last position's logits (the unembedding of its final state, with any knocked-out
        // heads still out) and the engine's softmax of them, the 8 likeliest; the context is at most
        // context tokens (the model's window).
        var c2 = trainer.config, ids = job.prompt, context = ids.slice(Math.max(0, ids.length - c2.context));
        var out = traceOf(context, ablate, 'last'), V = c2.vocab, row = out.logits.data.subarray((context.length - 1) * V, context.length * V);
        var probs = [];
        for (var v = 0; v < V; v++) probs.push({ id: v, logit: row[v], p: out.probs.data[v] });
        probs.sort(function (a, b) { return b.p - a.p; });
        post({ kind: 'prediction', step: c2.step, prompt: ids, context: context.length, layers: c2.layers, heads: c2.heads, top: probs.slice(0, 8) });
      } else if (job.kind === 'save') {
        var bytes = trainer.save();
        post({ kind: 'saved', purpose: job.purpose, step: trainer.config.step, task: trainer.config.task, bytes: bytes }, [bytes.buffer]);
      } else if (job.kind === 'layer') {
        var layer = traceOf(probe, []).layers[job.layer], t = layer.tensors, inputs = {};
        lab.schema().givable.forEach(function (name) {  // what lab.run takes back: the givable tensors it holds
          if (t[name]) inputs[name] = Array.from(t[name].data);
        });
        post({ kind: 'layer', layer: job.layer, config: layer.config, tokens: layer.tokens[0], inputs: inputs });
      }
    } catch (error) { fail(error); }
  });
};`;

/**
 * Starts a training worker: → Promise of {send(message), onMessage(callback), stop()}, or null where no
 * worker may start (the page then says so; training on the page's own thread would freeze it).
 */
export async function startTrainWorker() {
  const started = await startWorkerScript(TRAIN_HANDLER, 'train-worker.js');
  if (!started) return null;
  const { worker } = started;
  let listener = () => {};
  worker.onmessage = (event) => listener(event.data);
  worker.onerror = (event) => { event.preventDefault?.(); listener({ kind: 'error', field: 'worker', message: t('train.worker.stopped', { reason: event.message || t('train.worker.unknown') }) }); };
  return {
    send: (message, transfer = []) => worker.postMessage(message, transfer),
    onMessage: (callback) => { listener = callback; },
    stop: () => worker.terminate(),
  };
}
