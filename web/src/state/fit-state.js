// What the store may hold: a step, item and head the configuration has. A pure function of the next state
// and the engine's plan of its configuration (planFor, cached per configuration and inputs), applied by the
// store as it changes, so no view clamps them and nothing derived has to write them back.
import { planFor } from '../engine/compute.js';

/** state with step, item and head inside the plan of its configuration (as it is when the engine refuses it). */
export function fitState(lab, state) {
  const plan = planFor(lab, state.config, state.inputs);
  if (!plan) return state;
  const { B, h } = plan.sizes;
  const step = Math.max(0, Math.min(state.step, plan.steps.length - 1));
  const item = Math.max(0, Math.min(state.item, B - 1));
  const head = state.head === 'all' ? 'all' : Math.max(0, Math.min(state.head, h - 1));
  return step === state.step && item === state.item && head === state.head ? state : { ...state, step, item, head };
}

/** The step, item and head the trace at hand can show (the last valid trace may be another configuration's). */
export function shownIn(trace, state) {
  const { batch, heads } = trace.config;
  return {
    step: Math.min(state.step, trace.steps.length - 1),
    item: Math.min(state.item, batch - 1),
    head: state.head === 'all' ? 'all' : Math.min(state.head, heads - 1),
  };
}
