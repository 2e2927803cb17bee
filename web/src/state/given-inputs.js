// Numbers the lab was given rather than typed: a trained model's layer opened in the lab (its X and weights).
// They are not the learner's own work, so they are not counted or kept as such (share/keep-work.js). Marked
// by identity: an edit makes a new array, which is the learner's.
const given = new WeakSet();

/** Marks each array of `inputs` as given; → inputs. */
export function markGiven(inputs) {
  for (const values of Object.values(inputs)) if (values && typeof values === 'object') given.add(values);
  return inputs;
}

export const isGiven = (values) => given.has(values);
