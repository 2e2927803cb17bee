// Runs the engine for a configuration. Large configurations ask only for the tensors the shown
// step needs (keep), so T=1024 never holds every B×h×T×S tensor at once.
const LARGE = 1 << 20; // B·h·T·S above this: compute per step

// What a step's view and its cell explanations read, besides its output and inputs.
const EXTRA = {
  embed: ['E', 'P', 'E_q', 'P_q', 'E_kv', 'P_kv'],
  split: ['Q', 'K', 'V'],
  scale: ['scores'],
  mask: ['scaled', 'M'],
  softmax: ['masked'],
  context: ['weights', 'V_heads'],
  concat: ['Z'],
};

// Estimated before running (token counts from the text), so a huge run is never made in full.
export function isLarge(config) {
  const words = (text) => Math.max(0, ...String(text ?? '').split('\n').map((l) => l.split(/\s+/).filter(Boolean).length));
  const B = config.batch || 1, h = config.heads || 1;
  const T = config.queryLen || words(config.text);
  const S = config.keyLen || (config.crossAttention ? words(config.sourceText) : T);
  return B * h * T * S > LARGE;
}

// The engine refuses a name the configuration has no tensor for (E_q without cross-attention, X with
// it), so the extras are filtered by the configuration.
const CROSS_ONLY = /^(E|P|X)_(q|kv)$/, SELF_ONLY = /^(E|P|X)$/;
export function keepFor(step, config = {}) {
  const fits = (n) => n !== 'tokens' && n !== 'source_tokens' && !(config.crossAttention ? SELF_ONLY : CROSS_ONLY).test(n);
  const names = [step.output, ...step.inputs, ...(EXTRA[step.group] ?? [])].map((n) => (config.crossAttention && n === 'X' ? 'X_q' : n));
  return [...new Set(names)].filter(fits);
}

// → { trace } or { error: { field, message } }; never throws for a bad configuration.
export function compute(lab, config, inputs, keep) {
  try {
    const trace = lab.run(keep ? { ...config, keep } : config, inputs);
    return { trace };
  } catch (error) {
    return { error: { field: error.field ?? 'config', message: error.message ?? String(error) } };
  }
}
