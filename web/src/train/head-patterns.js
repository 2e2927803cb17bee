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

// The scores themselves are measured in engine/pattern-scores.js (the engine worker measures them too).

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
