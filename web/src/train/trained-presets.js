// Examples with trained weights: a layer of a shipped model (web/models/) on a probe sequence, opened in
// the lab like any preset, so every step (Q, K, scores, softmax, Z) shows numbers that mean something.
// Their config and inputs are computed by the engine the first time they are read.
import { modelBytes } from './models.js';
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
];

/** The trained presets, computed with `lab` on first read of their config or inputs. */
export function trainedPresets(lab) {
  return TRAINED.map(({ id, model, layer, title, description, notes }) => {
    let opened = null;
    const open = () => {
      if (opened) return opened;
      const trainer = lab.loadModel(modelBytes(model));
      try {
        const probe = probeFor({ ...TASKS[model].settings, seqLen: trainer.config.seqLen, vocab: trainer.config.vocab });
        const trace = trainer.trace(probe.tokens).layers[layer], t = trace.tensors, inputs = {};
        for (const name of ['X', 'W_q', 'W_k', 'W_v', 'W_o', ...(trace.config.bias ? ['b_q', 'b_k', 'b_v', 'b_o'] : [])]) inputs[name] = Array.from(t[name].data);
        opened = { config: { ...trace.config, text: trace.tokens[0].join(' ') }, inputs };
      } finally {
        trainer.free();
      }
      return opened;
    };
    return { id, title, description, notes, step: 'softmax', get config() { return open().config; }, get inputs() { return open().inputs; } };
  });
}
