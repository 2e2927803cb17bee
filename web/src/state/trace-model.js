// The derived trace of one lab: the last valid trace of the store's configuration and inputs (per step when
// the configuration is large), with its error, the colour limits of its tensors and what its run holds. It
// is derived, not state: it has its own subscription to the store and asks the engine client (engine-client.js)
// for a new trace when the configuration, the inputs or (for a large run) the view shown changes. It never
// touches the page: words for the status line go to onStatus, the worker's progress to onBusy, an error to
// onError, and a new picture to its own subscribers (subscribe): it never writes the store.
import { keepFor } from '../engine/compute.js';
import { holds } from '../engine/tensor.js';
import { createEngineClient } from '../engine/engine-client.js';
import { t } from '../i18n/i18n.js';
import { engineNotes } from '../i18n/engine-text.js';
import { fixed } from '../i18n/format.js';

// Milliseconds with `digits` decimals, in the language's decimal mark (as a string: never grouped).

/** What the store changed to fit the last edit (fit-state.js), in words for the status line. */
function fitSentences(notes) {
  if (!notes) return [];
  const said = [];
  if (notes.dropped.length) said.push(t('app.status.dropped', { names: notes.dropped.join(', '), n: notes.dropped.length }));
  if (notes.maskRestarted) said.push(t('app.status.maskRestarted', notes.maskRestarted));
  return said;
}

/** The current mask as a 0/1 "may attend" array (B×T×S), the start of a custom mask. */
export function maskOnes(trace) {
  return Array.from(trace.tensors.M?.data ?? [], (v) => (v === 0 ? 1 : 0));
}

/**
 * The colour limit of tensor `name` over all items and heads (so heads compare fairly): exact when the worker
 * found it, else the largest |value|, kept in `cache`. Past 2M values a strided sample sets the scale
 * (T=1024 × 12 heads is 12M); colours clip.
 */
export function colourLimit(trace, name, cache) {
  if (trace.limits?.[name] !== undefined) return trace.limits[name];
  if (!cache.has(name)) {
    const data = trace.tensors[name]?.data ?? [];
    const stride = Math.max(1, Math.floor(data.length / 2e6));
    let m = 0;
    for (let i = 0; i < data.length; i += stride) { const v = data[i]; if (Number.isFinite(v) && Math.abs(v) > m) m = Math.abs(v); }
    cache.set(name, m);
  }
  return cache.get(name);
}

// A factory over ~80 lines: its closure is the model's state (the trace, its limits, what was computed for
// which state, the worker's job), which its short inner functions share.
/**
 * lab, store, worker (false: never start one), perf (gets computeMs, …);
 * onStatus(text): what was computed and how; onBusy(seconds | null); onError(error | null).
 * → {trace, error, large, held, version (grows with every new picture), update(state), shows(state),
 * limitOf(name), retry(step), cancel(), runInWorkers, openLayer (a trained layer opened in the worker)}.
 */
export function createTraceModel({ lab, store, worker, perf, onStatus, onBusy, onError }) {
  let trace = null, error = null, large = false, limits = new Map();
  let held = new Set();  // the tensors the current configuration's run holds (lab.plan)
  let computedFor = null, cancelledStep = null, version = 0;

  // The engine: small runs on this thread, large ones in the worker.
  const engine = createEngineClient({ lab, worker, perf, onBusy, onResult });

  // A new picture: its subscribers (the stage, the lessons) draw it.
  const listeners = new Set();
  function changed() {
    version += 1;
    for (const listener of listeners) listener();
  }

  function onResult(result, { ms }) {
    if (result.ready) { computedFor = null; return update(store.get()); }  // the worker has started: compute again
    if (result.limits) {  // the colours of the per-head tensors, exact now that every head is counted
      if (trace?.limitsFinal !== false) return;
      for (const name in trace.limits) if (name in result.limits) trace.limits[name] = result.limits[name];
      trace.limitsFinal = true;
      return changed();
    }
    if (result.cancelled) {
      onStatus(t('app.status.cancelled'));
      cancelledStep = store.get().step;
      return;
    }
    showResult(result, t('app.status.computedInWorker', { ms: fixed(ms, 0) }));
    changed();
  }

  // A computed trace becomes the picture; an error is shown where it happened and the last picture stays.
  function showResult(result, status) {
    if (result.trace) {
      trace = result.trace;
      error = null;
      limits = new Map();
      onStatus(status + (trace.notes?.length ? ` ${engineNotes(trace).join(' ')}` : ''));  // the engine's notes, e.g. text cut at 4096 tokens
    } else {
      error = result.error;
    }
    onError(error);
  }

  function recompute(state) {
    const result = engine.run(state.config, state.inputs, { step: state.step, item: state.item, head: state.head });
    ({ large, held } = result);
    if (result.pending) return;
    const { ms } = result;
    const said = [t(large ? 'app.status.computedLarge' : 'app.status.computed', { ms: fixed(ms, ms < 10 ? 1 : 0) })];
    said.push(...fitSentences(state.fitNotes));
    showResult(result, said.join(' '));
  }

  // Whether the trace at hand has what the shown step reads, for the shown item and head(s): a large run's
  // answer from the worker holds one step's tensors, its per-head ones for one head (or all heads of one item).
  function shows(state) {
    if (!large || !trace) return true;
    const step = trace.steps[Math.min(state.step, trace.steps.length - 1)];
    const { batch, heads } = trace.config, b = Math.min(state.item, batch - 1);
    const shown = state.head === 'all' ? [...Array(heads).keys()] : [Math.min(state.head, heads - 1)];
    return keepFor(step, held).every((name) => shown.every((h) => holds(trace.tensors[name], b, h)));
  }

  // Recompute when the configuration's text changes or the inputs object is replaced (edits make a
  // new one); never stringify the inputs: an example's 512×512 matrices would cost every frame.
  // A large run's answer holds one view (step, item, head): another view is asked for unless it is at hand.
  function update(state) {
    const configKey = JSON.stringify(state.config);
    const viewKey = large ? JSON.stringify([trace?.steps[state.step]?.id, state.item, state.head]) : '';
    if (computedFor && computedFor.configKey === configKey && computedFor.inputs === state.inputs && (computedFor.viewKey === viewKey || shows(state))) return;
    recompute(state);
    computedFor = { configKey, inputs: state.inputs, viewKey: large ? JSON.stringify([trace?.steps[state.step]?.id, state.item, state.head]) : '' };
    changed();
  }

  // The colour limit of a tensor over all items and heads, so heads compare fairly.
  const limitOf = (name) => colourLimit(trace, name, limits);

  store.subscribe((state) => update(state));
  return {
    /** listener() after each new picture (a trace, an error, exact colours); → unsubscribe. */
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get trace() { return trace; },
    get error() { return error; },
    get large() { return large; },
    get version() { return version; },
    update, shows, limitOf,
    // Choosing a cancelled step again computes it.
    retry(step) {
      if (step === cancelledStep) computedFor = null;
      cancelledStep = null;
    },
    cancel: () => engine.cancel(),
    runInWorkers: engine.runInWorkers,
    openLayer: engine.openLayer,
  };
}
