// One layer of a trained model on a sequence of token ids, as the lab opens it: the layer's configuration,
// its inputs (X, the layer's input on this sequence, and the trained weights), the head whose stripe the
// layer is known for, and the model's next-token logits and probabilities at every position. Pure over a
// trainer (lab.loadModel): the page's trained examples (train/trained-presets.js) and the engine worker
// (engine-worker-methods.js, which opens the 1,024-token ones off the page's thread) call it alike.
import { patternScores } from './pattern-scores.js';

// The head whose stripe the layer shows, measured on its own sequence: layer 0's best previous-token head,
// a later layer's best induction head.
function stripeHead(weights, ids, heads, layer) {
  const pattern = layer === 0 ? 'previous' : 'induction', scores = patternScores([pattern], [weights], ids, heads)[pattern][0];
  return scores.indexOf(Math.max(...scores));
}

/**
 * → {config, inputs ({name: Float32Array}, each its own buffer), head, logits: {shape: [T, V], data},
 * probs: {first, data}}: `layer` of `trainer` on `ids` with the heads `ablate` knocked out; `givable` is
 * lab.schema().givable (the tensors a run may be given).
 */
export function traceLayer(trainer, givable, { layer, ids, ablate = [] }) {
  const traced = trainer.trace(ids, { ablate, probs: 'all' }), { config, tensors } = traced.layers[layer], inputs = {};
  for (const name of givable) if (tensors[name]) inputs[name] = tensors[name].data.slice();
  return {
    config, inputs, head: stripeHead(tensors.weights.data, ids, config.heads, layer),
    logits: { shape: traced.logits.shape, data: traced.logits.data.slice() },
    probs: { first: traced.probs.first, data: traced.probs.data.slice() },
  };
}
