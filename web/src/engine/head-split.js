// Heads are independent until W_o: Y = concat·W_o + b_o = Σ over groups of heads of (their Z)·(their rows
// of W_o), so two workers can each run a group of heads and the page adds their Y. A group is the same run
// with `headRange: [from, to]`: the engine draws (or reads) the whole configuration's weights, computes only
// those heads, and returns their share of Y, with b_o in the first group's only. The sum of the parts rounds
// differently from one product, so Y agrees with a one-worker run to float rounding, not bit for bit.
// headPart runs in a worker (engine-worker-main.js); splitHeads and addParts on the page.

/**
 * h heads cut into `n` groups as even as can be: [[from, to), …]. With hKv key/value heads (GQA) a group holds
 * whole groups of the h / hKv query heads that read one key/value head (the engine refuses a range that cuts one).
 */
export function splitHeads(h, n, hKv = h) {
  const size = h / hKv, groups = [];
  for (let i = 0, from = 0; i < n; i++) {
    const to = from + size * (Math.floor(hKv / n) + (i < hKv % n ? 1 : 0));
    if (to > from) groups.push([from, to]);
    from = to;
  }
  return groups;
}

/** In a worker: the Y of heads [from, to) (b_o included when from is 0), from a run of those heads only. */
export function headPart(lab, config, inputs, from, to) {
  return lab.run({ ...config, headRange: [from, to], block: false, keep: ['Y'] }, inputs).tensors.Y;
}

/** On the page: the parts' Y added into one (the first part's array). */
export function addParts(parts) {
  const [first, ...rest] = parts;
  for (const part of rest) for (let i = 0; i < first.data.length; i++) first.data[i] += part.data[i];
  return first;
}
