// Heads are independent until W_o: Y = concat·W_o + b_o = Σ over groups of heads of (their Z)·(their rows
// of W_o), so two workers can each run a group of heads and the page adds their Y. Each group is a run of its
// own with heads = the group's size, given the full configuration's weights cut to the group's columns of
// W_q, W_k, W_v (and rows of W_o); b_o is added by the first group only. The sum of the two products rounds
// differently from one product, so Y agrees with a one-worker run to float rounding, not bit for bit.
// headPart runs in a worker (engine-worker-main.js); splitHeads and addParts on the page.

const WEIGHTS = ['W_q', 'W_k', 'W_v', 'W_o', 'b_q', 'b_k', 'b_v', 'b_o'];

/** h heads cut into `n` groups as even as can be: [[from, to), …]. */
export function splitHeads(h, n) {
  const groups = [];
  for (let i = 0, from = 0; i < n; i++) {
    const to = from + Math.floor(h / n) + (i < h % n ? 1 : 0);
    if (to > from) groups.push([from, to]);
    from = to;
  }
  return groups;
}

// The full configuration's weights: given ones as they are, the engine's seeded ones from a one-token run
// (they depend on the seed and the sizes only, not on the text).
function weightsOf(lab, { keep, ...config }, inputs) {
  const plan = lab.plan(config, inputs);  // every tensor the run holds (not only those a keep asks for)
  const names = WEIGHTS.filter((n) => plan.tensors.includes(n));
  const seeded = lab.run({ ...config, text: 'x', sourceText: 'x', batch: 1, queryLen: 0, keyLen: 0, mask: 'none', customMask: [], validLengths: [], block: false, keep: names }, {});
  const weights = {};
  for (const n of names) weights[n] = { shape: seeded.tensors[n].shape, data: inputs[n] ? Float32Array.from(inputs[n].flat?.(Infinity) ?? inputs[n]) : seeded.tensors[n].data };
  return { weights, sizes: plan.sizes };
}

// Columns [from, to) of a (rows × cols) matrix, or elements of a vector.
function columns({ shape, data }, from, to) {
  if (shape.length === 1) return data.slice(from, to);
  const [rows, cols] = shape, out = new Float32Array(rows * (to - from));
  for (let r = 0; r < rows; r++) out.set(data.subarray(r * cols + from, r * cols + to), r * (to - from));
  return out;
}

/** In a worker: the Y of heads [from, to) (b_o included when from is 0), from a run of those heads only. */
export function headPart(lab, config, inputs, from, to) {
  // Every head: the run as it is (no weights to cut and hand back, which the engine would check value by value).
  if (from === 0 && to === lab.plan(config, inputs).sizes.h) return lab.run({ ...config, block: false, keep: ['Y'] }, inputs).tensors.Y;
  const { weights, sizes } = weightsOf(lab, config, inputs);
  const { d_k: dK, d_v: dV } = sizes;
  const part = { ...inputs };
  for (const n of ['W_q', 'W_k', 'b_q', 'b_k']) if (weights[n]) part[n] = columns(weights[n], from * dK, to * dK);
  for (const n of ['W_v', 'b_v']) if (weights[n]) part[n] = columns(weights[n], from * dV, to * dV);
  part.W_o = weights.W_o.data.slice(from * dV * sizes.d_model, to * dV * sizes.d_model);  // its rows
  if (weights.b_o) part.b_o = from === 0 ? weights.b_o.data : new Float32Array(sizes.d_model);
  return lab.run({ ...config, heads: to - from, dK, dV, block: false, keep: ['Y'] }, part).tensors.Y;
}

/** On the page: the parts' Y added into one (the first part's array). */
export function addParts(parts) {
  const [first, ...rest] = parts;
  for (const part of rest) for (let i = 0; i < first.data.length; i++) first.data[i] += part.data[i];
  return first;
}
