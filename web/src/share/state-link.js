// The lab's state as the string a link (#state=…) and the learner's saved work carry, and back. Edited
// numbers are stored against a base — the example's own inputs, or the engine's seeded weights — so a link
// carries only what the learner changed.
import { encodeState, decodeState, resolveInputs } from './url-state.js';
import { stepIndexOf } from '../state/timeline.js';

// A weight's or bias's seeded numbers depend only on its own matrix's sizes and the seed (each has its own
// generator stream: cpp/attention/parameters.hpp), so the engine makes them in a run of one token: a link that
// edits one weight at T = 4096 is not a whole T = 4096 run on the main thread (4.2 s).
const oneToken = (config) => ({ ...config, batch: 1, queryLen: 1, keyLen: 1, text: 'a', sourceText: 'a', validLengths: [], customMask: [1] });  // (a custom mask: one may-attend cell)

/** {lab, store, getTrace, defaults, presets, schema} → {encoded(), decode(code, {validate}) → the store state}. */
export function stateCodec({ lab, store, getTrace, defaults, presets, schema }) {
  const parameters = new Set(schema.tensors.filter((tensor) => tensor.kind === 'parameter').map((tensor) => tensor.name));
  // Tensor `name` before the learner's edits, for this configuration and example. strict: a configuration the
  // engine refuses throws (a link is judged whole); otherwise there is no base (the learner's own state).
  const baseFor = (config, presetId, strict) => (name) => {
    const preset = presets.find((p) => p.id === presetId);
    if (preset?.inputs?.[name]) return preset.inputs[name];
    const sized = parameters.has(name) ? oneToken(config) : config;
    try { return lab.run({ ...sized, keep: [name] }, {}).tensors[name]?.data ?? null; } catch (error) { if (strict) throw error; return null; }
  };
  return {
    encoded() {
      const s = store.get();
      return encodeState(s, { defaults, presets, schema, baseOf: baseFor(s.config, s.presetId, false), stepId: getTrace()?.steps[s.step]?.id });
    },
    /**
     * The store state `code` stands for; throws an Error saying why when it cannot be read. validate: false
     * takes a state the engine refuses (the learner's own, restored after a reload) as it was typed.
     */
    decode(code, { validate = true } = {}) {
      const decoded = decodeState(code, { defaults, presets, schema });
      if (validate) lab.plan(decoded.config);  // a size the engine refuses is refused before any seeded number is made
      const inputs = resolveInputs(decoded.inputs, { presetId: decoded.presetId, presets, base: baseFor(decoded.config, decoded.presetId, validate) });
      if (!validate) return { config: decoded.config, inputs, presetId: decoded.presetId, progress: 1, playing: false, head: 0, item: 0 };
      // The engine judges the whole state before anything changes: planned, not run (a queryLen-4096 link is
      // then computed where the page computes large runs, not here on the main thread).
      const plan = lab.plan(decoded.config, inputs);
      return { config: decoded.config, inputs, presetId: decoded.presetId, step: Math.max(0, stepIndexOf(plan, decoded.stepId)),
        progress: 1, playing: false, head: decoded.head === 'all' || decoded.head < plan.sizes.h ? decoded.head : 0,
        item: Math.min(decoded.item, plan.sizes.B - 1), ...(decoded.theme ? { theme: decoded.theme } : {}) };
    },
  };
}
