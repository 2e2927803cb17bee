// Examples with trained weights: a layer of a shipped model (web/models/) on a probe sequence, opened in
// the lab like any preset, so every step (Q, K, scores, softmax, Z) shows numbers that mean something.
// Their config and inputs are computed by the engine the first time they are read.
import { probeFor, TASKS } from './tasks.js';
import { codecFor } from './codecs.js';

const TRAINED = [
  {
    id: 'trained-induction-layer2', model: 'induction', layer: 1,
    title: 'Trained: induction heads (layer 2)',
    description: 'A model trained on repeated sequences (2,000 steps). The sequence is a prefix, then a 10-token segment twice; in the second copy, the induction heads look at the token that followed the current token last time.',
    notes: [
      'Pick a query in the second copy (the last 10 rows) at the softmax step: its largest weight is one key to the right of its earlier twin — the token the model should predict next.',
      'X is the layer’s input on this sequence (the embeddings plus layer 1’s output); W_q, W_k, W_v and W_o are the trained weights, read from web/models/induction.safetensors.',
    ],
  },
  {
    id: 'trained-induction-layer1', model: 'induction', layer: 0,
    title: 'Trained: previous-token heads (layer 1)',
    description: 'The same model’s first layer: two of its heads attend to the token just before each query, which is what lets layer 2 find “the token after the earlier copy”.',
    notes: [
      'At the softmax step, heads 2 and 4 put most of each row’s weight just left of the diagonal: every token looks at its predecessor.',
      'X is the embeddings of the sequence with positions; the weights are the trained ones from web/models/induction.safetensors.',
    ],
  },
  {
    id: 'trained-induction-layer2-knockout', model: 'induction', layer: 1, knockOut: 'previous-token heads of layer 1',
    title: 'Trained: layer 2 with layer 1’s previous-token heads knocked out',
    description: 'The induction model again, but with layer 1’s previous-token heads knocked out (their output set to zeros): layer 2 no longer knows which token came before each key, and its induction pattern is gone.',
    notes: [
      'Compare with “Trained: induction heads (layer 2)”: same weights, same sequence; only X differs, because layer 1’s previous-token heads no longer add “my predecessor was …” to each token.',
      'The knocked-out heads are those whose previous-token score is at least 0.5 (layer 1, heads 2 and 4 in the shipped model).',
    ],
  },
  {
    id: 'trained-induction-1024', model: 'induction-long', task: 'induction', layer: 0, length: 1024,
    title: 'Trained: previous-token heads at 1,024 tokens',
    description: 'A model of the induction task with fixed sinusoidal positions (trained on 128-token sequences), read at 1,024 tokens: 514 random tokens, then the last 510 again. At the softmax step a stripe just left of the diagonal shows a head attending to each token’s predecessor, across all 1,024 rows.',
    notes: [
      'With 1,024 keys an even share is about 0.001, so the weights are coloured by how many times an even share they are (log scale): the stripe is 10–100× an even share, the rest of each row near 1×.',
      'Head 1 (counting from 0) is the previous-token head; zoom in (scroll or +) to read single weights, or hover a cell for its arithmetic.',
      'The model never saw a sequence this long: its previous-token head still works, because sinusoidal positions say “one step back” the same way at every position.',
    ],
  },
  {
    id: 'trained-induction-1024-layer2', model: 'induction-long', task: 'induction', layer: 1, length: 1024,
    title: 'Trained: induction heads at 1,024 tokens (layer 2)',
    description: 'The same long-sequence model’s second layer on the same 1,024 tokens. In the last 510 rows (the repeat), its heads put 10–20× an even share on the key one after the query’s earlier twin — a stripe 509 columns left of the diagonal — which is how the model predicts the repeat.',
    notes: [
      'At the softmax step look at the lower half: the bright line parallel to the diagonal, 509 keys back, is the induction stripe. In the upper half (the first, random 514 tokens) there is nothing to copy and no stripe.',
      'X is layer 2’s input on this sequence (token embeddings, sinusoidal positions and layer 1’s output); the weights are read from web/models/induction-long.safetensors.',
    ],
  },
  {
    id: 'trained-text-layer2', model: 'text', layer: 1, prompt: 'And God said, Let there be',
    title: 'Trained: a character model of Genesis (layer 2)',
    description: 'A small model trained to predict the next character of Genesis 1–11 (King James Version), reading the words of verse 3. Each token is one character (␣ is a space).',
    notes: [
      'Open “One token at a time” in the lessons: after each character the model’s probabilities for the next one are shown, and “Generate” appends its choice and runs the layer again on the longer text.',
      'X is the layer’s input on this text (character embeddings with positions, plus layer 1’s attention and feed-forward output); the weights are the trained ones from web/models/text.safetensors.',
    ],
  },
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
 * A trained model's layer on the token ids `ids`, as the lab opens it: {config, inputs, knockedOut, ids, labels,
 * next(t) → the model's probabilities for the token after position t, context}. X is the layer's input on
 * this sequence; the weights are the trained ones. Tokens are shown as the model's codec labels them.
 */
export function openLayer(lab, modelBytes, { model, layer, ids, knockOut }) {
  const trainer = trainerFor(lab, modelBytes, model);
  const codec = codecFor(trainer.config);
  const ablate = headsToKnockOut(trainer, knockOut);
  const traced = trainer.trace(ids, { ablate }), t = traced.layers[layer].tensors, inputs = {};
  for (const name of lab.schema().givable) if (t[name]) inputs[name] = Array.from(t[name].data);
  const labels = ids.map((id) => codec.label(id));
  const { vocab, context } = trainer.config;
  const next = (position) => topTokens(traced.logits.data.subarray(position * vocab, (position + 1) * vocab), codec);
  return { config: { ...traced.layers[layer].config, text: labels.join(' ') }, inputs, knockedOut: ablate, ids, labels, next, context, codec };
}

// Softmax over the vocabulary of one position's logits (max subtracted, as the engine does), the five likeliest.
function topTokens(logits, codec, k = 5) {
  let max = -Infinity;
  for (const v of logits) max = Math.max(max, v);
  let sum = 0;
  for (const v of logits) sum += Math.exp(v - max);
  return Array.from(logits, (logit, id) => ({ id, logit, p: Math.exp(logit - max) / sum, label: codec.label(id) }))
    .sort((a, b) => b.p - a.p).slice(0, k);
}

/**
 * The trained presets, computed with `lab` on first read of their config or inputs; modelBytes(name) gives a
 * shipped model's bytes (models.js in the page, the file in tests). `preset.open(ids)` opens the same layer
 * on other tokens (generation appends to the sequence).
 */
export function trainedPresets(lab, modelBytes) {
  return TRAINED.map(({ id, model, task = model, layer, length, knockOut, prompt, title, description, notes }) => {
    let opened = null;
    const openOn = (ids) => openLayer(lab, modelBytes, { model, layer, ids, knockOut });
    const open = () => (opened ??= openOn(probeIds(trainerFor(lab, modelBytes, model), { task, prompt, length })));
    return { id, title, description, notes, step: 'softmax', trained: { model, layer }, open: openOn, get opened() { return open(); },
      get config() { return open().config; }, get inputs() { return open().inputs; }, get knockedOut() { return open().knockedOut; } };
  });
}

// The sequence a trained preset opens on: the prompt read by the model's codec, or the task's probe at the
// preset's length (default: the length the model trained on).
function probeIds(trainer, { task, prompt, length }) {
  if (prompt) return codecFor(trainer.config).parse(prompt);
  return probeFor({ ...TASKS[task].settings, seqLen: length ?? trainer.config.seqLen, vocab: trainer.config.vocab }).tokens;
}
