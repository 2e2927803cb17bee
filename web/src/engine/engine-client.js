// Runs the engine for one lab: the engine's plan says where (compute.js), a small run is computed on the
// main thread and a large one in the worker; the worker does one job at a time (a change while it computes
// waits, and only the newest waiting change runs next), and a job can be cancelled. The worker keeps a large
// run (kept-run.js): a job names the configuration by a key and the view it wants (step's tensors, item,
// head), and only that view crosses back. While idle the worker answers the views the page may ask for next
// (the next step, the next head, the step before); the client holds a few, and shows one at once when it is
// asked for. Nothing here touches the page: results go to onResult, the worker's progress to onBusy.
import { compute, isLarge, drawnFor, keepFor, planFor } from './compute.js';
import { startWorker } from './engine-worker.js';
import { isAbort } from './worker-protocol.js';
import { engineWorkerMain } from 'lab-workers';
import { splitHeads, addParts } from './head-split.js';
import { viewId } from './kept-run.js';


// A configuration's key for the worker: its text and which inputs object it came with (edits make a new one;
// matrices are never stringified).
const inputIds = new WeakMap();
let lastInputId = 0;
const keyOf = (config, inputs) => {
  if (!inputIds.has(inputs)) inputIds.set(inputs, ++lastInputId);
  return `${inputIds.get(inputs)}|${JSON.stringify(config)}`;
};

/**
 * lab; worker (false: never start one); perf (gets computeMs, worker, workerKind, requests (to the worker),
 * heldAhead (the views held, answered ahead, as "output/item/head"), shownAhead (changes shown from them));
 * onResult({trace} | {error} | {cancelled} | {ready} | {limits}, {ms}): a worker's answer, or {ready} when the
 * worker has started and the change that waited for it should be computed again, or the exact colour limits
 * of the per-head tensors an answer marked limitsFinal: false;
 * onBusy(seconds | null): the worker's job is running (every 250 ms), or has ended.
 */
// What the worker is asked for at step index `step`: the step's tensors (keep), item and head ('all' or one),
// which heatmaps it paints (with every head shown only the step's own, one per head; the concatenation shows
// several heads of Z), and the views it may answer ahead while idle: the next step, the next head (first when
// the learner last changed the head), the step before.
function viewOf(plan, held, step, item, head, headFirst = false) {
  const at = Math.min(step, plan.steps.length - 1), shown = plan.steps[at], next = plan.steps[at + 1];
  // The scores step draws its keys transposed (K_hᵀ: views/scores-view.js), so the worker paints them so.
  const images = (s, names) => ({ dpr: globalThis.devicePixelRatio || 1, names, everyHead: s.group === 'concat' ? ['Z'] : [],
    transposed: s.group === 'scores' ? [s.inputs?.[1] ?? 'K_heads'] : [] });
  const keep = keepFor(shown, held);
  const view = { keep, item: Math.min(item, plan.sizes.B - 1), head: head === 'all' ? 'all' : Math.min(head, plan.sizes.h - 1) };
  if (view.head === 'all') return { ...view, images: images(shown, [shown.output]), ahead: [] };
  // The worker paints what the step draws; what only its explanations read crosses as numbers.
  view.images = images(shown, drawnFor(shown, held));
  const ahead = [], stepView = (s) => ({ ...view, keep: keepFor(s, held), images: images(s, drawnFor(s, held)) });
  if (next) ahead.push(stepView(next));
  if (view.head + 1 < plan.sizes.h) ahead.splice(headFirst ? 0 : 1, 0, { ...view, head: view.head + 1 });
  if (at > 0) ahead.push(stepView(plan.steps[at - 1]));
  return { ...view, ahead };
}
const AHEAD_KEPT = 4;  // answers held ahead of a request: at T=1024 a few MB of numbers and bitmaps each

// An engine worker's rejection as the page's error: the engine's refusal (field, key, values: i18n/engine-text.js),
// or the worker itself stopped.
function errorOf(error) {
  const reason = error.reason || 'unknown error';
  if (error.stopped) return { field: 'config', message: `The engine stopped: ${reason}`, key: 'worker.stopped', values: { reason } };
  return { field: error.field || 'config', message: String(error.message), key: error.key, values: error.values };
}
const startEngineWorker = () => startWorker(engineWorkerMain, 'engine-worker.js');
const quietly = (promise) => promise.catch(() => {});  // a call whose answer nobody waits for (a cancel rejects it)

// Long by design: one closure over the client's state (the worker, the request in flight, what it superseded);
// its inner functions (startWorker, inWorker, run…) are each short.
export function createEngineClient({ lab, worker = true, perf, onResult, onBusy }) {
  let engineWorker;  // the connection (worker-protocol.js): undefined while the worker starts, null where none may run
  let starting = null, job = null, queued = null, keeping = false, lastKey = null, lastView = null;
  const early = new Map();  // viewId → {trace, held}: views of lastKey the worker answered before they were asked for
  // Started on the first large configuration, not at load: pages under a strict CSP that never go large never
  // try a blob: worker (which would report a CSP violation).
  const startWorker = () => (starting ??= (worker ? startEngineWorker() : Promise.resolve(null)).then((w) => {
    engineWorker = w;
    // The exact per-head colour limits, once the worker has counted every head of the configuration shown.
    w?.on('limits', ({ limits, key }) => { if (key === lastKey) onResult({ limits }, { ms: 0 }); });
    w?.on('ahead', onAhead);
    perf.worker = Boolean(w);
    perf.workerKind = w?.kind ?? 'none';
  }));

  // Most recently used last; the oldest goes past AHEAD_KEPT.
  function keepEarly(id, answer) {
    early.delete(id);
    early.set(id, answer);
    if (early.size > AHEAD_KEPT) early.delete(early.keys().next().value);
    perf.heldAhead = [...early.values()].map((held) => held.label);
  }
  const forgetEarly = () => { early.clear(); perf.heldAhead = []; };

  function inWorker(request) {
    if (job) { queued = request; return; }
    const id = viewId(request), answer = early.get(id);
    if (answer) {  // answered ahead: shown at once; the worker only hears what may come next
      keepEarly(id, answer);
      perf.shownAhead = (perf.shownAhead ?? 0) + 1;
      quietly(engineWorker.call('seen', [{ key: request.key, ahead: request.ahead, has: [...early.keys()] }]));
      return queueMicrotask(() => settle(answer, 0));
    }
    const current = { id, t0: performance.now(), controller: new AbortController() };
    job = current;
    onBusy(0);
    current.tick = setInterval(() => onBusy((performance.now() - current.t0) / 1000), 250);
    engineWorker.call('view', [{ ...request, has: [...early.keys()] }], { signal: current.controller.signal })
      .then(({ trace, held }) => ({ trace, held }), (error) => (isAbort(error) ? { cancelled: true } : { error: errorOf(error) }))
      .then((result) => { if (job === current) done(result); });
    perf.requests = engineWorker.sent.view;
  }

  // The job in flight has its answer (or an answer ahead of it): the newest change waiting is computed next.
  function done(result) {
    clearInterval(job.tick);
    const ms = performance.now() - job.t0;
    job = null;
    if (queued && !result.cancelled) {  // superseded while it ran: the newest change is computed instead
      const next = queued;
      queued = null;
      return inWorker(next);
    }
    settle(result, ms);
  }

  // A view answered before it was asked for is kept; when it is the one in flight, it is the answer.
  function onAhead({ ahead, key, trace, held }) {
    if (key !== lastKey) return;
    keepEarly(viewId(ahead), { trace, held, label: `${ahead.keep[0]}/${ahead.item}/${ahead.head}` });
    if (job?.id === viewId(ahead)) done({ trace, held });
  }

  function settle(result, ms) {
    onBusy(null);
    if (!result.cancelled) perf.computeMs = ms;
    // What the worker has done, as the protocol counts it (tests read these; nothing is patched to count).
    if (result.trace) Object.assign(perf, { workerRuns: engineWorker.counts.forwardPasses ?? 0, heldBytes: result.held, workerMs: result.trace.workerMs });
    onResult(result, { ms });
  }

  /**
   * Computes `config` with `inputs` for the view {step (index), item, head (a number or 'all')}: a large run
   * answers with that step's tensors, its per-head ones for that item and head only.
   * → {large, held (the tensors the run holds), pending: true} when the worker will answer through
   * onResult, else {large, held, trace | error, ms}. (The store never holds an edit that no longer fits: fit-state.js.)
   */
  function run(config, inputs, { step, item = 0, head = 0 }) {
    const plan = planFor(lab, config, inputs);
    const large = isLarge(plan), held = new Set(plan?.tensors ?? []);
    const headFirst = lastView?.step === step && lastView.head !== head;
    lastView = { step, head };
    const view = large ? viewOf(plan, held, step, item, head, headFirst) : null, keep = view?.keep;
    if (large && engineWorker === undefined) {  // wait for the worker rather than freeze the page
      startWorker().then(() => onResult({ ready: true }, { ms: 0 }));
      return { large, held, pending: true };
    }
    if (large && engineWorker) {
      if (keyOf(config, inputs) !== lastKey) forgetEarly();
      lastKey = keyOf(config, inputs);
      inWorker({ key: lastKey, config, inputs, ...view });
      keeping = true;
      return { large, held, pending: true };
    }
    if (keeping && !job) {  // back to a small configuration: the worker's kept run is no longer needed
      quietly(engineWorker.call('drop'));
      keeping = false;
      forgetEarly();
    }
    const t0 = performance.now();
    const result = compute(lab, config, inputs, keep);
    const ms = performance.now() - t0;
    perf.computeMs = ms;
    return { large, held, ...result, ms };
  }

  /**
   * lab.run keeping only Y, its heads split across `count` workers (head-split.js; a second worker is started
   * on first use). → Promise of {Y, ms, workers (the workers that ran)} or {error}, or null where no worker may run.
   */
  let helper = null;
  async function runInWorkers(config, inputs = {}, count = Math.min(2, globalThis.navigator?.hardwareConcurrency || 1)) {
    await startWorker();
    if (!engineWorker) return null;
    const workers = [engineWorker];
    if (count > 1 && (await (helper ??= startEngineWorker()))) workers.push(await helper);
    const { h, h_kv: hKv } = lab.plan(config, inputs).sizes;
    const groups = splitHeads(h, workers.length, hKv);  // whole key/value groups (the engine refuses a cut one)
    const t0 = performance.now();
    try {
      const parts = await Promise.all(groups.map((part, i) => workers[i].call('part', [config, inputs, part])));
      return { Y: addParts(parts), ms: performance.now() - t0, workers: groups.length };
    } catch (error) {
      return { error: errorOf(error) };
    }
  }

  /**
   * A trained layer opened in the worker (engine-worker-methods.js's openLayer): → Promise of its answer, or of
   * null where no worker may run (the caller opens it here) or it failed.
   */
  async function openLayer(request) {
    await startWorker();
    return engineWorker ? engineWorker.call('openLayer', [request]).catch(() => null) : null;
  }

  return { run, runInWorkers, openLayer, cancel() { queued = null; job?.controller.abort(); } };
}
