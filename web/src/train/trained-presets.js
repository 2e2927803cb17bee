// Examples with trained weights: a layer of a shipped model (web/models/) on a probe sequence, opened in
// the lab like any preset, so every step (Q, K, scores, softmax, Z) shows numbers that mean something.
// Their config and inputs are computed by the engine the first time they are read.
import { probeFor, TASKS } from './tasks.js';

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
];

// Heads to knock out, by name: the layer-1 heads whose previous-token score is at least 0.5.
function headsToKnockOut(trainer, knockOut) {
  if (!knockOut) return [];
  return trainer.headScores().previous[0].flatMap((score, head) => (score >= 0.5 ? [[0, head]] : []));
}

/**
 * The trained presets, computed with `lab` on first read of their config or inputs; modelBytes(name) gives a
 * shipped model's bytes (models.js in the page, the file in tests).
 */
export function trainedPresets(lab, modelBytes) {
  return TRAINED.map(({ id, model, layer, knockOut, title, description, notes }) => {
    let opened = null;
    const open = () => {
      if (opened) return opened;
      const trainer = lab.loadModel(modelBytes(model));
      try {
        const probe = probeFor({ ...TASKS[model].settings, seqLen: trainer.config.seqLen, vocab: trainer.config.vocab });
        const ablate = headsToKnockOut(trainer, knockOut);
        const trace = trainer.trace(probe.tokens, { ablate }).layers[layer], t = trace.tensors, inputs = {};
        for (const name of lab.schema().givable) if (t[name]) inputs[name] = Array.from(t[name].data);
        opened = { config: { ...trace.config, text: trace.tokens[0].join(' ') }, inputs, knockedOut: ablate };
      } finally {
        trainer.free();
      }
      return opened;
    };
    return { id, title, description, notes, step: 'softmax', trained: { model, layer },
      get config() { return open().config; }, get inputs() { return open().inputs; }, get knockedOut() { return open().knockedOut; } };
  });
}
