// A head's score for an attention pattern: its mean weight, on a sequence, on the key that pattern says
// (train/head-patterns.js names the patterns each task calls for and the head each score earns). Pure: numbers
// in, numbers out; in the engine's layer so the engine worker can measure an opened layer's heads
// (model-layer.js) as the training worker and the page do.

// The mean over `pairs` ([query, [keys…]]) of a head's summed weight on those keys; 0 without pairs.
function meanOn(w, h, T, pairs) {
  if (!pairs.length) return 0;
  let sum = 0;
  for (const [q, keys] of pairs) for (const k of keys) sum += w[(h * T + q) * T + k];
  return sum / pairs.length;
}

// For each pattern, the keys each query should look at on the probe `ids` ([query, [keys]]).
//   previous: key q − 1.
//   induction: where query q's token occurred before (latest earlier position j, j + 1 < q), key j + 1.
//   mirror and sorted (digits, a separator at n = (T − 1) / 2, the answer after it): every query from the
//   separator on predicts the next answer digit. mirror: the input digit at the mirrored position, key T − 2 − q
//   (reversing puts input digit n − 1 − i at answer place i); sorted: the input positions holding the digit
//   the query must write next (the token at q + 1), wherever sorting took it from.
const TARGETS = {
  previous: (ids) => ids.slice(1).map((_, i) => [i + 1, [i]]),
  induction: (ids) => ids.flatMap((id, q) => {
    const j = ids.lastIndexOf(id, q - 1);
    return j >= 0 && j + 1 < q ? [[q, [j + 1]]] : [];
  }),
  mirror: (ids) => {
    const T = ids.length, n = (T - 1) / 2;
    return Array.from({ length: n }, (_, i) => [n + i, [T - 2 - (n + i)]]);
  },
  sorted: (ids) => {
    const T = ids.length, n = (T - 1) / 2;
    return Array.from({ length: n }, (_, i) => [n + i, ids.slice(0, n).flatMap((id, k) => (id === ids[n + i + 1] ? [k] : []))]);
  },
};

/**
 * Scores of `patterns` per layer and head ({pattern: [layer][head]}) from the probe's weights (per layer,
 * (heads, T, T)) and its token ids; `engine` ({previous, induction} from trainer.headScores, or null) is used
 * for the patterns it holds.
 */
export function patternScores(patterns, weights, ids, heads, engine = null) {
  const T = ids.length, out = {};
  for (const pattern of patterns) {
    if (engine?.[pattern]) { out[pattern] = engine[pattern]; continue; }
    const pairs = TARGETS[pattern](ids);
    out[pattern] = weights.map((w) => Array.from({ length: heads }, (_, h) => meanOn(w, h, T, pairs)));
  }
  return out;
}
