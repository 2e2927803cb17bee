// One lab: owns its state, its engine client, requestAnimationFrame and the wiring between controls,
// timeline, stage and explanation. Everything drawn is a function of (trace, step, progress). Importing
// this module does nothing; the page (main.js) and <attention-lab> (embed/element.js) call mount().
import { createStore } from './state.js';
import { stageDuration } from './timeline.js';
import { advance } from './player.js';
import { keepFor, planFor, planStep } from './compute.js';
import { holds } from './tensor.js';
import { engineNotes } from './i18n/engine-text.js';
import { createEngineClient } from './engine-client.js';
import { attachHistory } from './history.js';
import { bindControls, renderControls, renderError } from './controls.js';
import { bindTransport } from './transport.js';
import { bindPresent } from './present.js';
import { fitToScreen } from './views/fit.js';
import { cellPopover } from './views/cell-popover.js';
import { renderTimeline, markTimeline } from './timeline-bar.js';
import { renderExplain, renderCellInfo } from './explain-panel.js';
import { renderLegend } from './legend.js';
import { stageView } from './views/stage-view.js';
import { explainCell } from './explain.js';
import { scaleFor } from './colors.js';
import { presets } from './presets.js';
import { captionFor } from './captions.js';
import { renderCodePanel } from './code-panel.js';
import { mountLessons } from './lessons/lessons-panel.js';
import { rememberFocus } from './a11y/keep-focus.js';

/**
 * Mounts one lab into `root` (the document, or a shadow root holding index.html's markup). Every
 * query is scoped to `root`, so several labs on one page do not interfere; they may share one `lab`.
 * options: {lab, initial (state fields over the defaults), themeTarget (element that gets data-theme),
 * keyTarget (where arrow keys are heard), lessons (false: no lessons panel), storeTheme}.
 * Returns {lab, store, getState, setState, getTrace, lessons, perf, applyPreset, defaults, undo, runInWorkers
 * (lab.run keeping Y with its heads split across the learner's cores)}.
 */
export function mount(root, { lab, initial = {}, themeTarget = document.documentElement, keyTarget = root, lessons: withLessons = true, storeTheme = true, worker = true } = {}) {
  const $ = (id) => root.getElementById(id);
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  const defaults = {
    config: { ...lab.defaultConfig(), text: 'I like cats', mask: 'causal' },
    inputs: {}, presetId: '', notes: [],
    step: 0, progress: 1, playing: false, playMode: 'all', speed: 1, dwell: 0,
    item: 0, head: 0, theme: storeTheme ? loadTheme() : 'auto',
  };
  const store = createStore({ ...defaults, ...initial });
  // Undo and redo for edits: the configuration, sentences and edited numbers (not the step shown).
  const history = attachHistory(store);

  // Derived, not state: the last valid trace (per step when the configuration is large).
  let trace = null, error = null, large = false, limits = new Map();
  let held = new Set();  // the tensors the current configuration's run holds (lab.plan)
  const editable = new Set(lab.schema().givable);  // what a learner may type into
  const perf = { computeMs: 0, buildMs: 0, updateMs: 0 }; // last measured, for the report and tests

  let computedFor = null, stage = null, stageKey = '', lastStep = -1, cancelledStep = null;

  // The picture fitted to the screen (a projector, 150 % zoom, a phone); presentation mode on the page only.
  const popover = cellPopover(root);
  const fit = (node, content) => fitToScreen(node, content, presenting() ? { min: 0.3, max: 1.8 } : { min: 0.6 });
  const refit = () => { if (stage) fit($('stage'), stage.view.el); };
  const present = root === document ? bindPresent({ button: $('present'), onChange: refit }) : null;
  const presenting = () => present?.isOn() ?? false;
  window.addEventListener('resize', refit);

  // The engine: small runs on this thread, large ones in the worker (engine-client.js).
  const engine = createEngineClient({
    lab, worker, perf,
    onBusy(seconds) {
      $('busy').hidden = seconds === null;
      $('busy-text').textContent = seconds ? `Computing in the background… ${seconds.toFixed(1)} s` : 'Computing in the background…';
    },
    onResult(result, { ms }) {
      if (result.ready) { computedFor = null; return store.set({}); }  // the worker has started: compute again
      if (result.limits) {  // the colours of the per-head tensors, exact now that every head is counted
        if (trace?.limitsFinal !== false) return;
        for (const name in trace.limits) if (name in result.limits) trace.limits[name] = result.limits[name];
        trace.limitsFinal = true;
        stageKey = '';
        return store.set({});
      }
      if (result.cancelled) {
        $('status').textContent = 'Cancelled; the last picture stays. Choose the step again to compute it.';
        cancelledStep = store.get().step;
        return;
      }
      showResult(result, `Computed in ${ms.toFixed(0)} ms by the WebAssembly engine, in a background worker (large: the worker keeps the run and sends this step’s tensors for the shown head).`);
      stageKey = '';
      store.set({});  // draw the new trace
    },
  });
  $('cancel-compute').addEventListener('click', () => engine.cancel());

  // A computed trace becomes the picture; an error is shown where it happened and the last picture stays.
  function showResult(result, status) {
    if (result.trace) {
      trace = result.trace;
      error = null;
      limits = new Map();
      $('status').textContent = status + (trace.notes?.length ? ` ${engineNotes(trace).join(' ')}` : '');  // the engine's notes, e.g. text cut at 4096 tokens
    } else {
      error = result.error;
    }
    renderError(error, root);
  }

  let maskNote = '';  // said with the next computed picture (the regenerated mask is set in a later update)
  function recompute(state) {
    const config = withCustomMask(state.config, state.inputs);
    const result = engine.run(config, state.inputs, { step: state.step, item: state.item, head: state.head });
    ({ large, held } = result);
    if (result.pending) return;
    if (result.dropped.length) queueMicrotask(() => store.set({ inputs: result.inputs }));
    const { ms, dropped } = result;
    showResult(result, `Computed in ${ms.toFixed(ms < 10 ? 1 : 0)} ms by the WebAssembly engine${large ? ' (large: only this step’s tensors are kept)' : ''}.`
      + (dropped.length ? ` Your edits of ${dropped.join(', ')} no longer fit the shapes and were dropped.` : '')
      + maskNote);
    if (result.trace && (!config.customMask?.length || config === state.config)) maskNote = '';
  }

  // Choosing the custom mask starts from the mask shown; a custom mask drawn for other lengths (the sentence
  // changed) starts again from the causal mask of the new lengths, with a note, instead of leaving the page
  // stuck on a size error. The new mask is stored in a later update and used at once.
  function withCustomMask(config, inputs) {
    if (config.mask !== 'custom') return config;
    if (!config.customMask?.length) {
      if (!trace) return config;
      const customMask = maskOnes(trace);
      queueMicrotask(() => store.set({ config: { ...config, customMask } }));
      return { ...config, customMask };
    }
    try {
      const causal = { ...config, mask: 'causal', customMask: [] };
      const { sizes } = planFor(lab, causal, inputs) ?? {};  // the lengths, from the text or a given X
      if (!sizes) return config;  // the configuration has another problem: the engine names it when it runs
      const M = lab.step('mask', {}, { ...causal, queryLen: sizes.T, keyLen: sizes.S }).output;  // no forward pass
      const [B, T, S] = M.shape;
      if (config.customMask.length === T * S || config.customMask.length === B * T * S) return config;
      const customMask = Array.from(M.data.subarray(0, T * S), (v) => (v === 0 ? 1 : 0));
      maskNote = ` The custom mask was drawn for other lengths; it starts again from the causal mask of ${T}×${S}.`;
      queueMicrotask(() => store.set({ config: { ...config, customMask } }));
      return { ...config, customMask };
    } catch {
      return config;  // the configuration has another problem: the engine names it when it runs
    }
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

  // The colour limit of a tensor over all items and heads, so heads compare fairly.
  const limitOf = (name) => {
    if (trace.limits?.[name] !== undefined) return trace.limits[name];  // exact, found by the worker
    if (!limits.has(name)) {
      // Past 2M values a strided sample sets the scale (T=1024 × 12 heads is 12M); colours clip.
      const data = trace.tensors[name]?.data ?? [];
      const stride = Math.max(1, Math.floor(data.length / 2e6));
      let m = 0;
      for (let i = 0; i < data.length; i += stride) { const v = data[i]; if (Number.isFinite(v) && Math.abs(v) > m) m = Math.abs(v); }
      limits.set(name, m);
    }
    return limits.get(name);
  };

  function onCell(matrix, r, c) {
    if (!stage) return;
    for (const view of stage.ctx.views.values()) view.highlight('hover');
    if (!matrix) return popover.hide();
    // A cell's data-row/col are where it is drawn; the explanation and the highlight speak the tensor's
    // coordinates (K_hᵀ and the flash state are drawn transposed).
    [r, c] = matrix.transpose ? [c, r] : [r, c];
    const info = explainCell(trace, matrix.name, { b: matrix.b, h: matrix.h, tile: matrix.tile, lab }, r, c);
    renderCellInfo(info, root);
    popover.show(info, { always: presenting(), panel: $('cell-info') });
    // A cell reached from the keyboard is read out, in the page's one polite live region (a hover is not).
    if (info && !popover.hovered()) $('announce').textContent = info.lines.join(' ');
    stage.ctx.views.get(matrix.name)?.highlight('hover', { cells: [[r, c]] });
    for (const source of info?.sources ?? []) {
      if (source.head !== undefined && source.head !== store.get().head) continue;
      stage.ctx.views.get(source.name)?.highlight('hover', source);
    }
  }

  function onEdit(matrix, r, c, value) {
    const { inputs, step } = store.get();
    const stepId = trace.steps[step]?.id;
    const values = Array.from(inputs[matrix.name] ?? trace.tensors[matrix.name].data);
    values[matrix.index(r, c)] = value;
    // An edit shows its consequences at once: the step is drawn complete, not replayed.
    store.set({ inputs: { ...inputs, [matrix.name]: values }, progress: 1, playing: false });
    // A first edit of X removes the embed and position steps: stay on the same step, not the same index.
    const index = trace.steps.findIndex((s) => s.id === stepId);
    if (index >= 0 && index !== store.get().step) store.set({ step: index });
  }

  function onMaskToggle(r, c) {
    const { config } = store.get();
    const mask = config.customMask?.length ? [...config.customMask] : maskOnes(trace);
    const [, T, S] = trace.tensors.M.shape;
    const b = store.get().item;
    const i = mask.length === T * S ? r * S + c : (b * T + r) * S + c;
    mask[i] = mask[i] ? 0 : 1;
    store.set({ config: { ...config, customMask: mask }, progress: 1, playing: false });
  }

  function buildStage(state) {
    const step = trace.steps[state.step];
    const b = Math.min(state.item, trace.config.batch - 1);
    const allHeads = state.head === 'all';
    const h = allHeads ? 0 : Math.min(state.head, trace.config.heads - 1);
    const ctx = { trace, b, h, allHeads, largeMode: large, editable, views: new Map(), limitOf, onCell, onEdit, onMaskToggle, maxAbs: lab.limits?.().maxAbsValue };
    let view;
    try {
      view = stageView(ctx, step);
    } catch (problem) {
      // A view that cannot draw this step must not take the page down: show why, keep the rest.
      const note = document.createElement('p');
      note.className = 'error';
      note.textContent = `This step could not be drawn (${problem.message}).`;
      view = { el: note, algebra: [], update() {} };
    }
    const node = $('stage');
    const restoreFocus = rememberFocus(node); // a redraw must not drop keyboard focus to <body>
    node.replaceChildren(view.el);
    fit(node, view.el);
    node.dataset.group = step.group;
    stage = { ctx, view, step };
    let captions = [];
    try {
      // captionFor may give one string or a list of sentences; both are shown as paragraphs.
      const text = captionFor(step, trace, { item: b, head: h }) ?? [];
      captions = Array.isArray(text) ? text : [text].filter(Boolean);
    } catch { captions = []; }
    renderExplain({ step, trace, algebra: view.algebra, captions }, root);
    renderCellInfo(null, root);
    const shown = trace.tensors[step.output] ? scaleFor(step.output, limitOf(step.output), trace.tensors[step.output].shape.at(-1)) : null;
    renderLegend($('legend'), shown);
    try { renderCodePanel($('code'), { trace, stepId: step.id }); } catch (e) { $('code').textContent = ''; }
    if (state.step !== lastStep) {
      $('announce').textContent = `Step ${state.step + 1} of ${trace.steps.length}: ${step.title}. ${captions[0] ?? ''}`;
      lastStep = state.step;
    }
    restoreFocus(); // last, so the restored cell's explanation is the one left showing
  }

  // Whether the configuration or the numbers still are the chosen example's (its notes hold only then).
  let notesKey = '', notesFor = null;
  function renderExampleNotes(state) {
    // On every frame while playing: only a change of example, configuration or numbers is looked at.
    if (notesFor && notesFor.config === state.config && notesFor.inputs === state.inputs && notesFor.presetId === state.presetId) return;
    notesFor = state;
    const preset = presets.find((p) => p.id === state.presetId);
    const modified = Boolean(preset) && (Object.entries(preset.config ?? {}).some(([key, value]) => JSON.stringify(state.config[key]) !== JSON.stringify(value))
      || (preset.inputs ? state.inputs !== preset.inputs : Object.keys(state.inputs ?? {}).length > 0));
    const key = `${state.presetId}|${modified}`;
    if (key !== notesKey && preset) renderNotes(preset, $, modified);
    notesKey = key;
  }

  function render(state) {
    renderExampleNotes(state);
    // Recompute when the configuration's text changes or the inputs object is replaced (edits make a
    // new one); never stringify the inputs: an example's 512×512 matrices would cost every frame.
    // A large run's answer holds one view (step, item, head): another view is asked for unless it is at hand.
    const configKey = JSON.stringify(state.config);
    const viewKey = large ? JSON.stringify([trace?.steps[state.step]?.id, state.item, state.head]) : '';
    if (!computedFor || computedFor.configKey !== configKey || computedFor.inputs !== state.inputs || (computedFor.viewKey !== viewKey && !shows(state))) {
      recompute(state);
      computedFor = { configKey, inputs: state.inputs, viewKey: large ? JSON.stringify([trace?.steps[state.step]?.id, state.item, state.head]) : '', n: (computedFor?.n ?? 0) + 1 };
    }
    if (!trace) return;
    const stepIndex = Math.min(state.step, trace.steps.length - 1);
    if (stepIndex !== state.step) return store.set({ step: stepIndex });
    renderControls(state, trace, root);
    renderTimeline($('timeline'), trace.steps, (index) => pickStep(index));
    markTimeline($('timeline'), stepIndex, state.progress);
    const nextKey = JSON.stringify([computedFor.n, stepIndex, state.item, state.head]);
    // While the worker computes a large step (or after it was cancelled), the last picture stays:
    // the trace at hand lacks that step's tensors (or the shown head's).
    const waiting = large && stage && !shows(state);
    if (!waiting && (nextKey !== stageKey || stage?.trace !== trace)) {
      const t0 = performance.now();
      buildStage(state);
      perf.buildMs = performance.now() - t0;
      stage.trace = trace;
      stageKey = nextKey;
    }
    const t1 = performance.now();
    stage.view.update(waiting ? 1 : state.progress);
    perf.updateMs = performance.now() - t1;
    $('scrub').value = String(Math.round(((stepIndex + state.progress) / trace.steps.length) * 1000));
    $('scrub').setAttribute('aria-valuetext', `Step ${stepIndex + 1}: ${trace.steps[stepIndex].title}, ${Math.round(state.progress * 100)}%`);
    $('play').textContent = state.playing ? '❚❚ Pause' : '▶ Play';
    $('play').setAttribute('aria-label', state.playing ? 'Pause' : 'Play');
    $('undo').disabled = !history.canUndo();
    $('redo').disabled = !history.canRedo();
    $('prev').disabled = stepIndex === 0;
    $('next').disabled = stepIndex === trace.steps.length - 1;
    themeTarget.dataset.theme = state.theme;
  }

  // Time: selecting a step plays just that step's animation (or shows it done, with reduced motion).
  function pickStep(index) {
    if (!trace) return;
    const step = Math.max(0, Math.min(trace.steps.length - 1, index));
    if (step === cancelledStep) computedFor = null;  // choosing a cancelled step again computes it
    cancelledStep = null;
    if (reducedMotion.matches) return store.set({ step, progress: 1, playing: false });
    store.set({ step, progress: 0, playing: true, playMode: 'step' });
  }
  function togglePlay() {
    const s = store.get();
    if (s.playing) return store.set({ playing: false });
    const atEnd = s.step === trace.steps.length - 1 && s.progress >= 1;
    store.set({ playing: true, playMode: 'all', dwell: 0, ...(atEnd ? { step: 0, progress: 0 } : s.progress >= 1 ? { step: s.step + 1, progress: 0 } : {}) });
  }

  let raf = 0, last = 0;
  function tick(now) {
    const s = store.get();
    if (!s.playing || !trace) { raf = 0; return; }
    const seconds = (now - last) / 1000;
    last = now;
    const steps = trace.steps;
    const next = advance(s, seconds, { durationOf: (i) => stageDuration(steps[i]), count: steps.length, reducedMotion: reducedMotion.matches });
    raf = next.playing === false ? 0 : requestAnimationFrame(tick);
    store.set(next);
  }
  store.subscribe((state, previous) => {
    if (state.playing && !raf) { last = performance.now(); raf = requestAnimationFrame(tick); }
    if (state.theme !== previous.theme && storeTheme) saveTheme(state.theme);
    render(state);
  });

  bindTransport({ $, store, history, keyTarget, getTrace: () => trace, pickStep, togglePlay });

  bindControls(store, {
    presets, root, schema: lab.schema(),
    onPreset: applyPreset,
  });
  function applyPreset(preset) {
    const config = { ...lab.defaultConfig(), ...preset.config };
    const step = planStep(lab, config, preset.inputs ?? {}, preset.step);
    store.set({ config, inputs: preset.inputs ?? {}, presetId: preset.id, item: 0, head: 0, playing: false, progress: 1, step });
    renderNotes(preset, $);
  }

  const lessons = withLessons ? mountLessons({ lab, store, getTrace: () => trace, presets, applyPreset, renderNotes: (preset) => renderNotes(preset, $), root }) : null;
  render(store.get());
  const undo = { canUndo: history.canUndo, canRedo: history.canRedo, joinsLastStep: history.joinsLastStep }; // read-only
  return { lab, store, getState: store.get, setState: store.set, getTrace: () => trace, getError: () => error, lessons, perf, applyPreset, defaults, undo, renderNotes: (preset) => renderNotes(preset, $), runInWorkers: engine.runInWorkers };
}

// An example's description sits under the picker; its notes (including where the source text's
// arithmetic is wrong, with the true values) get their own panel under the explanation.
// Once the learner changes a setting or a number the example fixed, its description and notes describe
// something else: say what it was modified from, and stop showing claims that no longer hold.
function renderNotes(preset, $, modified = false) {
  const notes = modified ? [] : preset?.notes ?? [];
  $('preset-description').textContent = !preset ? '' : modified
    ? `Modified from “${preset.title}”: its description and notes no longer apply, so they are hidden. Choose the example again to restore it.`
    : preset.description ?? '';
  $('preset-notes').replaceChildren(...notes.map((note) => Object.assign(document.createElement('li'), { textContent: note })));
  $('example-notes').hidden = notes.length === 0;
}

// The current mask as a 0/1 "may attend" array (B×T×S), the start of a custom mask.
function maskOnes(trace) {
  return Array.from(trace.tensors.M?.data ?? [], (v) => (v === 0 ? 1 : 0));
}

export function loadTheme() {
  try { return localStorage.getItem('attention-lab-theme') ?? 'auto'; } catch { return 'auto'; }
}
function saveTheme(theme) {
  try { localStorage.setItem('attention-lab-theme', theme); } catch { /* file:// may forbid storage */ }
}
