// Where and how a configuration is computed (engine-client.js runs it): from the engine's plan, whether
// it is large; for a large run the page asks the worker (which keeps the run, kept-run.js) only for the
// tensors the shown step needs (keep), so the page never holds every B×h×T×S tensor at once.

/**
 * The tensors a cell of each tensor's explanation reads besides the tensor itself (those a configuration has), as
 * stage/explain.js's explainCell reads them: a large run keeps them wherever the tensor is drawn (keepFor), e.g. X and W_q for Q at a split step.
 */
export const EXPLANATION_READS = {
  P: ['P_angle'], P_q: ['P_angle_q'], P_kv: ['P_angle_kv'],
  X: ['E', 'P'], X_q: ['E_q', 'P_q'], X_kv: ['E_kv', 'P_kv'],
  Q: ['X', 'X_q', 'W_q', 'b_q'], K: ['X', 'X_kv', 'W_k', 'b_k'], V: ['X', 'X_kv', 'W_v', 'b_v'],
  Q_rope: ['Q_heads', 'rope_angle_q'], K_rope: ['K_heads', 'rope_angle_k'],
  scores: ['Q_heads', 'K_heads', 'Q_rope', 'K_rope'],
  scaled: ['scores', 'sqrt_d_k'],
  masked: ['scaled', 'M', 'alibi'],
  weights: ['masked', 'row_max', 'row_sum'],
  Z: ['weights', 'V_heads'],
  Y: ['concat', 'W_o', 'b_o'],
  residual1: ['X', 'X_q', 'Y'], residual2: ['norm1', 'ffn'],
  norm1: ['residual1'], norm2: ['residual2'],
  hidden: ['hidden_pre', 'norm1', 'W_1', 'b_1'], ffn: ['hidden', 'W_2', 'b_2'],
  flash_m: ['flash_l', 'flash_rescale'], flash_l: ['flash_m', 'flash_rescale'], flash_O: ['flash_m', 'flash_rescale'],
};

const LARGE = 1 << 20; // B·h·T·S above this: compute per step

// What a step's view and its cell explanations read, besides its output and inputs.
const EXTRA = {
  embed: ['E', 'P', 'E_q', 'P_q', 'E_kv', 'P_kv', 'P_angle', 'P_angle_q', 'P_angle_kv'],
  split: ['Q', 'K', 'V'],
  rope: ['rope_theta', 'rope_angle_q', 'rope_angle_k'],
  scale: ['scores', 'sqrt_d_k'],
  mask: ['scaled', 'M'],
  softmax: ['masked', 'row_max', 'row_sum'],
  context: ['weights', 'V_heads'],
  concat: ['Z'],
  block: ['hidden_pre', 'norm1_mean', 'norm1_variance', 'norm1_out_mean', 'norm1_out_variance',
    'norm2_mean', 'norm2_variance', 'norm2_out_mean', 'norm2_out_variance'],
  flash: ['flash_m', 'flash_l', 'flash_rescale'],
};

// Where a run goes is decided from the engine's own plan (tokens as the engine counts them: every CJK
// character, mark and emoji is one; d_model and the block included). On the main thread a run stays under
// ~50 ms (measured: 20–40 GFLOP/s in Chromium and Node); past that it runs in the worker.
const MAX_MAIN_FLOPS = 1e9, MAX_MAIN_BYTES = 64 * 2 ** 20;

/**
 * lab.plan for the page's configuration (only the inputs that set sizes), or null if the engine refuses it.
 * The last one is kept for the same configuration and inputs objects: a step or head change asks again, and
 * at T=1024 a plan tokenises the whole text (1–2 ms).
 */
let lastPlan = {};
export function planFor(lab, config, inputs = {}) {
  if (lastPlan.lab === lab && lastPlan.config === config && lastPlan.inputs === inputs) return lastPlan.plan;
  const sizing = {};
  for (const t of lab.schema().tensors) if (t.kind === 'input' && inputs[t.name]) sizing[t.name] = inputs[t.name];
  let plan = null;
  try { plan = lab.plan(config, sizing); } catch { /* lab.run names the problem */ }
  lastPlan = { lab, config, inputs, plan };
  return plan;
}

/**
 * The index of step `id` in the configuration's own plan (0 when it has none, or the engine refuses it): the
 * trace on screen may be another configuration's, and a large one is computed later, in the worker.
 */
export function planStep(lab, config, inputs, id) {
  return Math.max(0, planFor(lab, config, inputs)?.steps.findIndex((s) => s.id === id) ?? 0);
}

export function isLarge(plan) {
  if (!plan) return false;
  const { B, h, T, S } = plan.sizes;
  return B * h * T * S > LARGE || plan.flops > MAX_MAIN_FLOPS || plan.bytes > MAX_MAIN_BYTES;
}

/** The tensors `step` draws or shows beside its picture (its own, its inputs, its group's extras) that are held. */
export function drawnFor(step, held) {
  return [...new Set([step.output, ...step.inputs, ...(EXTRA[step.group] ?? [])])].filter((n) => held.has(n));
}

/**
 * The tensors a large run keeps for `step`: those it draws and what their cells' explanations read (Q at a split
 * step reads X and W_q), those the configuration holds.
 */
export function keepFor(step, held) {
  const drawn = drawnFor(step, held);
  return [...new Set([...drawn, ...drawn.flatMap((n) => EXPLANATION_READS[n] ?? [])])].filter((n) => held.has(n));
}

// → { trace } or { error: { field, message } }; never throws for a bad configuration.
export function compute(lab, config, inputs, keep) {
  try {
    const trace = lab.run(keep ? { ...config, keep } : config, inputs);
    return { trace };
  } catch (error) {
    return { error: { field: error.field ?? 'config', message: error.message ?? String(error), key: error.key, values: error.values } };
  }
}
