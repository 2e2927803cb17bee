// Examples with trained weights: a layer of a shipped model (web/models/) on a probe sequence, opened in
// the lab like any preset, so every step (Q, K, scores, softmax, Z) shows numbers that mean something.
// Their config and inputs are computed by the engine the first time they are read.
import { codecFor } from './codecs.js';
import { traceLayer } from '../engine/model-layer.js';
import { t } from '../i18n/i18n.js';
import { shownIndex } from '../i18n/head-names.js';

// Each example's words are keys (train.presets.<key>.title, .description, .note1…): read when drawn.
const TRAINED = [
  { id: 'trained-induction-layer2', model: 'induction', layer: 1, key: 'inductionLayer2', notes: 2 },
  { id: 'trained-induction-layer1', model: 'induction', layer: 0, key: 'inductionLayer1', notes: 2 },
  { id: 'trained-induction-layer2-knockout', model: 'induction', layer: 1, knockOut: 'previous-token heads of layer 1', key: 'knockout', notes: 2 },
  { id: 'trained-induction-1024', model: 'induction-long', layer: 0, length: 1024, key: 'long', notes: 3 },
  { id: 'trained-induction-1024-layer2', model: 'induction-long', layer: 1, length: 1024, key: 'longLayer2', notes: 2 },
  { id: 'trained-text-layer2', model: 'text', layer: 1, prompt: 'And God said, Let there be', key: 'text', notes: 2 },
];

// Heads to knock out, by name: the layer-1 heads whose previous-token score is at least 0.5.
function headsToKnockOut(trainer, knockOut) {
  if (!knockOut) return [];
  return trainer.headScores().previous[0].flatMap((score, head) => (score >= 0.5 ? [[0, head]] : []));
}

// One trainer per shipped model, opened on first use and kept: generation traces it once per token.
const trainers = new Map();
function trainerFor(lab, modelBytes, model) {
  if (!trainers.has(model)) trainers.set(model, lab.loadModel(modelBytes(model)));
  return trainers.get(model);
}

/**
 * A trained model's layer on the token ids `ids`, as the lab opens it: {config, inputs, knockedOut, ids, labels, head,
 * next(t) → the model's probabilities for the token after position t, context}. X is the layer's input on
 * this sequence; the weights are the trained ones. Tokens are shown as the model's codec labels them.
 */
export function openLayer(lab, modelBytes, { model, layer, ids, knockOut }) {
  const trainer = trainerFor(lab, modelBytes, model);
  const ablate = headsToKnockOut(trainer, knockOut);
  return openedFrom(traceLayer(trainer, lab.schema().givable, { layer, ids, ablate }), { ids, ablate, modelConfig: trainer.config });
}

// The layer as the lab opens it, from traceLayer's answer (here or in the engine worker).
function openedFrom({ config, inputs: given, head, logits, probs }, { ids, ablate, modelConfig }) {
  const codec = codecFor(modelConfig), inputs = {};
  for (const name in given) inputs[name] = Array.from(given[name]);
  const labels = ids.map((id) => codec.label(id));
  const next = (position) => topTokens({ logits, probs }, position, codec);
  return { config: { ...config, text: labels.join(' ') }, inputs, knockedOut: ablate, ids, labels, next, context: modelConfig.context, codec, head };
}

// The five likeliest tokens after `position`, with the engine's probabilities (its softmax of the logits).
function topTokens(traced, position, codec, k = 5) {
  const V = traced.logits.shape[1], row = (data, at) => data.subarray(at * V, (at + 1) * V);
  const logits = row(traced.logits.data, position), probs = row(traced.probs.data, position - traced.probs.first);
  return Array.from(probs, (p, id) => ({ id, logit: logits[id], p, label: codec.label(id) }))
    .sort((a, b) => b.p - a.p).slice(0, k);
}

/**
 * The trained presets, computed with `lab` on first read of their config or inputs; modelBytes(name) gives a
 * shipped model's bytes (models.js in the page, the file in tests). `preset.open(ids)` opens the same layer
 * on other tokens (generation appends to the sequence); `preset.heldOut(ablate)` measures the model;
 * `preset.prepare(inWorker)` (the 1,024-token ones; else null) opens it off the page's thread before it is read.
 */
export function trainedPresets(lab, modelBytes) {
  return TRAINED.map(({ id, model, layer, length, knockOut, prompt, key, notes }) => {
    const words = `train.presets.${key}`;
    let opened = null;
    const measured = new Map();
    const openOn = (ids) => openLayer(lab, modelBytes, { model, layer, ids, knockOut });
    const open = () => (opened ??= openOn(probeIds(trainerFor(lab, modelBytes, model), { prompt, length })));
    // A 1,024-token example is traced in the engine worker (tracing it here took 300+ ms of the thread, seconds under load):
    // inWorker({model, bytes, layer, length}) → Promise of {…traceLayer's answer, ids, modelConfig}, or of null
    // where no worker runs (then it is opened here, on first read). → that promise, or null once opened.
    let preparing = null;
    const prepare = length ? (inWorker) => (opened ? null : preparing ??= inWorker({ model, bytes: modelBytes(model), layer, length })
      .then((answer) => {
        if (answer && !opened) opened = openedFrom(answer, { ids: answer.ids, ablate: [], modelConfig: answer.modelConfig });
        preparing = null;  // no answer (no worker, or it was stopped): asked again next time, or opened here when read
      })) : null;
    return { id, get title() { return t(`${words}.title`); }, get description() { return t(`${words}.description`); },
      get notes() { return Array.from({ length: notes }, (_, i) => t(`${words}.note${i + 1}`, { head: shownIndex(open().head) })); }, get head() { return open().head; }, step: 'softmax', trained: { model, layer }, open: openOn, prepare, get opened() { return open(); },
      // The model's held-out {loss, accuracy} with the heads `ablate` ([[layer, head], …]) knocked out: the chapters
      // quote what the engine measures, as the train view does (kept: a shipped model never changes).
      heldOut: (ablate = []) => {
        const key = JSON.stringify(ablate);
        if (!measured.has(key)) measured.set(key, trainerFor(lab, modelBytes, model).evaluate({ ablate }));
        return measured.get(key);
      },
      get config() { return open().config; }, get inputs() { return open().inputs; }, get knockedOut() { return open().knockedOut; } };
  });
}

// The sequence a trained preset opens on: the prompt read by the model's codec, or the engine's probe of the
// model's task at the preset's length (default: the length the model trained on).
function probeIds(trainer, { prompt, length }) {
  if (prompt) return codecFor(trainer.config).parse(prompt);
  return trainer.probe(length ?? trainer.config.seqLen);
}
