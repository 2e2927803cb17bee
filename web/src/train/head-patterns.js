// The attention patterns a task's heads are scored for, and the name each head earns. Each task names the
// patterns it calls for (tasks.js: induction and text: previous-token, induction; reverse: mirror; sort:
// sorted-position); a pattern's score is a head's mean weight, on the probe, on the key that pattern says.
// The previous-token and induction scores of a task's model are the engine's (trainer.headScores); the others,
// and every score of a model without a task (GPT-2, on the learner's sentence), are measured here from the
// probe's attention weights. Pure: numbers in, numbers out (the worker calls it; the page words it).

/** The patterns each task's heads are scored for; a model without a task (GPT-2) gets 'pretrained''s. */
export const TASK_PATTERNS = {
  induction: ['previous', 'induction'], text: ['previous', 'induction'], pretrained: ['previous', 'induction'],
  reverse: ['mirror'], sort: ['sorted'],
};

/** A head earns a pattern's name when that score reaches LABEL_ON and keeps it until it falls below LABEL_OFF. */
export const LABEL_ON = 0.6, LABEL_OFF = 0.4;

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

/**
 * The pattern a head is named after, or null ("not one of these"), given its scores ({pattern: score}) and the
 * name it had at the snapshot before (null: none, or no snapshot before). A name is kept while its score stays
 * at LABEL_OFF or more, unless another pattern has reached LABEL_ON and scores higher; a new name needs LABEL_ON.
 */
export function headLabel(scores, before = null) {
  const ranked = Object.entries(scores).sort((a, b) => b[1] - a[1]);
  const [best, top] = ranked[0] ?? [null, 0];
  if (before && before in scores && scores[before] >= LABEL_OFF && !(best !== before && top >= LABEL_ON && top > scores[before])) return before;
  return top >= LABEL_ON ? best : null;
}

/** Every head's name ([layer][head]) for a snapshot's scores, from the names at the snapshot before (or none). */
export function headLabels(scores, before = null) {
  const patterns = Object.keys(scores), first = scores[patterns[0]] ?? [];
  return first.map((row, l) => row.map((_, h) =>
    headLabel(Object.fromEntries(patterns.map((p) => [p, scores[p][l][h]])), before?.[l]?.[h] ?? null)));
}
