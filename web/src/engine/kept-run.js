// What the engine worker keeps of a large run, so a step, head or item change needs no new forward pass.
// It keeps every tensor of the run except the four B×h×T×S ones (at T=1024, d=768, 12 heads: 50 MB
// instead of 240 MB), and makes those per (item, head) with lab.step on that head's slices of Q_heads,
// K_heads and M — the same C++ the run calls, so the numbers are the run's. Head slices are cached while
// everything held stays within the budget; past it a slice is computed again when asked for. A run whose
// kept tensors alone would pass the budget is not kept: each request is then a run of its own (keep).
// Pure over `lab`: the worker (engine-worker-main.js) and the Node tests use it alike.

export const BUDGET = 256 * 2 ** 20;  // bytes held between requests: the kept tensors and cached head slices
export const PER_HEAD = ['scores', 'scaled', 'masked', 'weights'];  // (B, h, T, S): made per head

/** A view's identity ({keep, item, head, images}): the page and the worker name the views answered ahead so. */
export const viewId = (view) => JSON.stringify([view.keep, view.item, view.head, view.images]);

const bytesOf = (tensors) => Object.values(tensors).reduce((sum, t) => sum + t.data.byteLength, 0);

/** The largest |finite value| of each tensor (the colour scales; the page never scans millions of numbers). */
export function limitsOf(tensors) {
  const limits = {};
  for (const name in tensors) limits[name] = maxAbsFinite(tensors[name].data);
  return limits;
}
function maxAbsFinite(data, m = 0) {
  for (let i = 0; i < data.length; i++) { const v = data[i]; if (v > m) { if (v !== Infinity) m = v; } else if (-v > m && v !== -Infinity) m = -v; }
  return m;
}

// Long by design: one closure over what is kept (the run, the per-head slices, the budget); its methods
// (open, computeHead, headSlices, answer…) are each short.
export function createKeptRun(lab, { budget = BUDGET } = {}) {
  // {key, trace (without the per-head tensors), shapes, heads: Map("b,h" → {scores, …}), limits, counting} or null
  let kept = null;

  /** Keeps the run of (config, inputs) unless `key` is already kept. → false when it would pass the budget. */
  function open(key, config, inputs) {
    if (kept?.key === key) return true;
    kept = null;
    const plan = lab.plan(config, inputs);
    const keep = plan.tensors.filter((n) => !PER_HEAD.includes(n));
    if (lab.plan({ ...config, keep }, inputs).bytes > budget) return false;
    const trace = lab.run({ ...config, keep }, inputs);
    const shapes = {};
    for (const step of trace.steps) shapes[step.output] = { shape: step.shape, axes: step.axes };
    kept = { key, trace, shapes, heads: new Map(), limits: {}, counting: null };  // limits: found when first sent
    return true;
  }

  // (1, 1, T, ·) and (1, T, S) views of item b, head h: what lab.step takes for one head.
  function headOf(name, b, h) {
    const [, H, T, D] = kept.trace.tensors[name].shape, n = T * D;
    return { shape: [1, 1, T, D], data: kept.trace.tensors[name].data.subarray((b * H + h) * n, (b * H + h + 1) * n) };
  }
  function maskOf(b) {
    const { shape: [, T, S], data } = kept.trace.tensors.M;
    return { shape: [1, T, S], data: data.subarray(b * T * S, (b + 1) * T * S) };
  }

  // Head h of item b: scores → scaled → masked → weights, each (1, 1, T, S).
  function computeHead(b, h) {
    const scores = lab.step('scores', { Q_heads: headOf('Q_heads', b, h), K_heads: headOf('K_heads', b, h) }).output;
    const scaled = lab.step('scale', { scores }, { dK: kept.trace.config.dK }).output;
    const masked = lab.step('masked', { scaled, M: maskOf(b) }).output;
    const weights = lab.step('softmax', { masked }).output;
    return { scores, scaled, masked, weights };
  }

  const held = () => bytesOf(kept.trace.tensors) + [...kept.heads.values()].reduce((sum, t) => sum + bytesOf(t), 0);

  function headSlices(b, h) {
    const id = `${b},${h}`;
    let slices = kept.heads.get(id);
    if (slices) {
      kept.heads.delete(id);  // most recently used last
    } else {
      slices = computeHead(b, h);
      // Oldest first out until the new slices fit; a slice that cannot fit at all is not cached.
      const size = bytesOf(slices);
      for (const [old] of kept.heads) { if (held() + size <= budget) break; kept.heads.delete(old); }
      if (held() + size > budget) return slices;
    }
    kept.heads.set(id, slices);
    return slices;
  }

  // The per-head tensors' colour limits over every item and head (so heads compare fairly): worked out once
  // per run, one head at a time (warm) while the worker is idle, filling the cache on the way.
  function limitStep() {
    const counting = (kept.counting ??= { next: 0, limits: Object.fromEntries(PER_HEAD.map((n) => [n, 0])) });
    const [B, H] = kept.trace.tensors.Q_heads.shape;
    if (counting.next >= B * H) return false;
    const slices = headSlices(Math.floor(counting.next / H), counting.next % H);
    for (const n of PER_HEAD) counting.limits[n] = maxAbsFinite(slices[n].data, counting.limits[n]);
    counting.next += 1;
    return counting.next < B * H;
  }
  // Until every head is counted, an answer's per-head limits are those of the heads counted and the ones it
  // sends (marked not final); the worker sends the final ones when the count is done (finalLimits).
  let provisional = false;
  function perHeadLimits(sent) {
    const counted = (kept.counting ??= { next: 0, limits: Object.fromEntries(PER_HEAD.map((n) => [n, 0])) }).limits;
    const [B, H] = kept.trace.tensors.Q_heads.shape;
    if (kept.counting.next >= B * H) return counted;
    provisional = true;
    const limits = { ...counted };
    for (const slices of sent) for (const n of PER_HEAD) limits[n] = maxAbsFinite(slices[n].data, limits[n]);
    return limits;
  }

  /**
   * The tensors `names` for item b and head h ('all': every head of item b), as a trace. A per-head tensor
   * keeps its full shape and holds only the asked slice, starting at flat index `start`; the rest are the
   * kept tensors. Every tensor's data is a fresh copy (the caller may transfer it).
   */
  function answer(names, b, h) {
    const { trace, shapes } = kept;
    const tensors = {}, limits = {};
    provisional = false;
    for (const name of names) {
      if (PER_HEAD.includes(name) && shapes[name]) {
        const [, H, T, S] = shapes[name].shape, heads = h === 'all' ? [...Array(H).keys()] : [h];
        const data = new Float32Array(heads.length * T * S), sent = heads.map((p) => headSlices(b, p));
        sent.forEach((slices, i) => data.set(slices[name].data, i * T * S));
        tensors[name] = { ...shapes[name], data, start: (b * H + heads[0]) * T * S };
        limits[name] = perHeadLimits(sent)[name];
      } else if (trace.tensors[name]) {
        tensors[name] = { ...trace.tensors[name], data: trace.tensors[name].data.slice() };
        limits[name] = (kept.limits[name] ??= maxAbsFinite(trace.tensors[name].data));
      }
    }
    return { ...trace, tensors, limits, ...(provisional && { limitsFinal: false }) };
  }

  return {
    open, answer,
    /** Whether `key`'s run is kept, and the bytes held (kept tensors and cached head slices). */
    holds: (key) => kept?.key === key,
    heldBytes: () => (kept ? held() : 0),
    /** One head's slices and limits ahead of a request (the worker calls it when idle). → whether more is left. */
    warm: () => Boolean(kept?.trace.tensors.Q_heads) && limitStep(),
    /** The per-head tensors' limits over every item and head, once counted (else null). */
    finalLimits: () => (kept?.counting && kept.counting.next >= kept.trace.tensors.Q_heads.shape[0] * kept.trace.tensors.Q_heads.shape[1] ? kept.counting.limits : null),
    drop: () => { kept = null; },
  };
}

/**
 * A run that is not kept (past the budget): a run of its own keeping `names`, with its per-head tensors
 * cut to item b, head h ('all': every head of b) before they cross to the page.
 */
export function answerByRunning(lab, config, inputs, names, b, h) {
  const trace = lab.run({ ...config, keep: names }, inputs);
  const limits = limitsOf(trace.tensors);
  for (const name of PER_HEAD) {
    const t = trace.tensors[name];
    if (!t) continue;
    const [, H, T, S] = t.shape, first = h === 'all' ? 0 : h, count = h === 'all' ? H : 1;
    const start = (b * H + first) * T * S;
    trace.tensors[name] = { ...t, data: t.data.slice(start, start + count * T * S), start };
  }
  for (const name in trace.tensors) if (!PER_HEAD.includes(name)) trace.tensors[name] = { ...trace.tensors[name], data: trace.tensors[name].data.slice() };
  return { ...trace, limits };
}

// The embedding steps read no forward pass: E, P and X (and their _q/_kv kin) by lab.step.
const INPUT_STEPS = { E: 'embed', P: 'position', E_q: 'embed_q', P_q: 'position_q', E_kv: 'embed_kv', P_kv: 'position_kv' };
const INPUTS = { X: ['E', 'P', 'input'], X_q: ['E_q', 'P_q', 'input_q'], X_kv: ['E_kv', 'P_kv', 'input_kv'] };
// Extras of those steps, under the tensor whose step makes them: the angles P took sin and cos of.
const EXTRA_OF = { P_angle: 'P', P_angle_q: 'P_q', P_angle_kv: 'P_kv' };

/**
 * A first picture before the run: when every tensor of `names` is an embedding step's (and no input was given),
 * they are made with lab.step and the trace around them from lab.plan, the configuration resolved as the run
 * resolves it. → the trace, or null when the names need the run.
 */
export function answerBeforeRunning(lab, config, inputs, names) {
  if (Object.keys(inputs ?? {}).length || !names.every((n) => INPUT_STEPS[n] || INPUTS[n] || EXTRA_OF[n])) return null;
  const plan = lab.plan(config, inputs);
  const { T, S, d_k: dK, d_v: dV, h_kv: kvHeads, d_ff: dFF } = plan.sizes;
  const real = (rows) => rows.map((row) => row.filter((token) => token !== '<pad>').length);
  const resolved = { ...config, queryLen: T, keyLen: S, dK, dV, kvHeads, dFF,
    validLengths: config.validLengths?.length ? config.validLengths : real(config.crossAttention ? plan.sourceTokens : plan.tokens) };
  const tensors = {}, made = {};  // made: name → lab.step's whole answer ({output, …extras})
  const step = (name) => (made[name] ??= INPUT_STEPS[name]
    ? lab.step(INPUT_STEPS[name], {}, resolved)
    : lab.step(INPUTS[name][2], { [INPUTS[name][0]]: make(INPUTS[name][0]), [INPUTS[name][1]]: make(INPUTS[name][1]) }));
  const make = (name) => (EXTRA_OF[name] ? step(EXTRA_OF[name])[name] : step(name).output);
  for (const name of names) tensors[name] = { ...make(name), data: make(name).data.slice() };
  return { config: resolved, tokens: plan.tokens, sourceTokens: plan.sourceTokens, fullyMaskedRows: [], notes: plan.notes, noteMessages: plan.noteMessages,
    steps: plan.steps, tensors, limits: limitsOf(tensors) };
}
