// What the store may hold, kept consistent as it changes: a pure function of the next state (and the one before)
// and the engine's answers for its configuration, applied by the store itself (state.js), so no view clamps
// anything and nothing derived writes back.
//  - edits of inputs whose shape no longer fits the configuration (the engine's given* refusals) are dropped;
//  - a custom mask starts from the mask shown before it was chosen, and one drawn for other lengths starts
//    again from the causal mask of the new lengths;
//  - the step, item and head stay inside the configuration's plan.
// What was changed is said in `fitNotes` ({dropped: [names], maskRestarted: {T, S}} or null), for the status line.
import { planFor } from '../engine/compute.js';
import { maskKind, causalMask } from '../engine/mask-kind.js';

// The engine's refusals that mean "this edit has another shape than the configuration needs".
const SHAPE_REFUSALS = ['config.givenSize', 'config.givenLength', 'config.givenLengthUnknown'];

/** The next state, fitted (see above); `previous` is the state before this change. */
export function fitState(lab, state, previous = state) {
  const { inputs, dropped } = fitInputs(lab, state.config, state.inputs);
  const { config, restarted } = fitCustomMask(lab, state.config, inputs, previous.config);
  const plan = planFor(lab, config, inputs);
  let { step, item, head } = state;
  if (plan) {
    const { B, h } = plan.sizes;
    step = Math.max(0, Math.min(step, plan.steps.length - 1));
    item = Math.max(0, Math.min(item, B - 1));
    head = head === 'all' ? 'all' : Math.max(0, Math.min(head, h - 1));
  }
  const fitNotes = dropped.length || restarted ? { dropped, maskRestarted: restarted } : null;
  const same = inputs === state.inputs && config === state.config && step === state.step && item === state.item &&
    head === state.head && fitNotes === null && (state.fitNotes ?? null) === null;
  return same ? state : { ...state, config, inputs, step, item, head, fitNotes };
}

// `work` with its last answer kept, by the identity of its arguments: the store fits every animation frame,
// and the configuration and inputs change only with an edit.
function rememberLast(work) {
  let last = null;
  return (...args) => {
    if (!last || args.some((arg, i) => arg !== last.args[i])) last = { args, answer: work(...args) };
    return last.answer;
  };
}

// The inputs without the edits whose shape no longer fits, and their names.
const fitInputs = rememberLast((lab, config, inputs) => {
  if (!inputs || !Object.keys(inputs).length) return { inputs, dropped: [] };
  let kept = inputs;
  const dropped = [];
  for (;;) {
    const name = shapeRefused(lab, config, kept);
    if (!name) break;
    kept = { ...kept };
    delete kept[name];
    dropped.push(name);
  }
  return { inputs: dropped.length ? kept : inputs, dropped };
});

// The input the engine refuses for its shape (a bad value is not a shape problem: it stays, its error shown).
function shapeRefused(lab, config, inputs) {
  try {
    lab.plan(config, inputs);
    return null;
  } catch (error) {
    const name = error.field?.startsWith('inputs.') && SHAPE_REFUSALS.includes(error.key) ? error.field.slice(7) : null;
    return name && name in inputs ? name : null;
  }
}

// A custom mask as the configuration needs it: → {config (itself when nothing changes), restarted ({T, S} | null)}.
// Working it out plans another configuration, so its answer is kept too (and planFor keeps the shown one's).
function fitCustomMask(lab, config, inputs, before) {
  if (!maskKind(lab.schema().masks, config.mask)?.custom) return { config, restarted: null };
  const from = config.customMask?.length ? null : before?.mask;  // only an empty mask starts from the one before
  return customMaskFor(lab, config, inputs, from);
}

const customMaskFor = rememberLast((lab, config, inputs, before) => {  // before: the mask shown before, or null
  const masks = lab.schema().masks;
  const { sizes } = planFor(lab, { ...config, mask: causalMask(masks), customMask: [] }, inputs) ?? {};
  if (!sizes) return { config, restarted: null };  // the configuration has another problem: the engine names it
  const { T, S } = sizes;
  const mayAttend = (mask) => {
    const M = lab.step('mask', {}, { ...config, mask, customMask: [], queryLen: T, keyLen: S }).output;  // no forward pass
    return Array.from(M.data, (v) => (v === 0 ? 1 : 0));
  };
  const from = maskKind(masks, before) && !maskKind(masks, before).custom ? before : causalMask(masks);
  try {
    if (!config.customMask?.length) return { config: { ...config, customMask: mayAttend(from) }, restarted: null };
    const B = config.customMask.length / (T * S);
    if (B === 1 || B === sizes.B) return { config, restarted: null };
    return { config: { ...config, customMask: mayAttend(causalMask(masks)).slice(0, T * S) }, restarted: { T, S } };
  } catch {
    return { config, restarted: null };  // the configuration has another problem: the engine names it when it runs
  }
});

/** The step, item and head the trace at hand can show (the last valid trace may be another configuration's). */
export function shownIn(trace, state) {
  const { batch, heads } = trace.config;
  return {
    step: Math.min(state.step, trace.steps.length - 1),
    item: Math.min(state.item, batch - 1),
    head: state.head === 'all' ? 'all' : Math.min(state.head, heads - 1),
  };
}
