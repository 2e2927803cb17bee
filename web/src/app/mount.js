// One lab: its store, undo history, derived trace (trace-model.js), stage (stage.js), time (playback.js),
// transport and controls, wired together. Everything drawn is a function of (trace, step, progress); data
// flows one way: controls and the player change the store, the trace model derives the trace from it, the
// views draw both when either changes (render never writes the store). Importing this module does nothing; the page (main.js) and <attention-lab>
// (embed/element.js) call mount().
import { createStore } from '../state/state.js';
import { fitState, shownIn } from '../state/fit-state.js';
import { planStep } from '../engine/compute.js';
import { attachHistory } from '../state/history.js';
import { createTraceModel } from '../state/trace-model.js';
import { createStage } from '../stage/stage.js';
import { createPlayback } from '../state/playback.js';
import { bindControls, renderControls, renderError } from '../panels/controls.js';
import { bindTransport, renderTransport } from '../panels/transport.js';
import { renderShapes } from '../panels/shapes-table.js';
import { bindPresent } from '../panels/present.js';
import { renderTimeline, markTimeline } from '../panels/timeline-bar.js';
import { presets } from '../state/presets.js';
import { exampleNotes, renderNotes } from '../state/example-notes.js';
import { mountLessons } from '../lessons/lessons-panel.js';
import { loadTheme, saveTheme } from '../panels/theme.js';
import { t } from '../i18n/i18n.js';
import { fixed } from '../i18n/format.js';

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
  const defaults = {
    config: { ...lab.defaultConfig(), text: t('app.defaultSentence') },  // a sentence in the learner's language
    inputs: {}, presetId: '', notes: [],
    step: 0, progress: 1, playing: false, playMode: 'all', speed: 1, dwell: 0,
    item: 0, head: 0, theme: storeTheme ? loadTheme() : 'auto',
  };
  const store = createStore({ ...defaults, ...initial }, (next, previous) => fitState(lab, next, previous));
  // Undo and redo for edits: the configuration, sentences and edited numbers (not the step shown).
  const history = attachHistory(store);
  const perf = { computeMs: 0, buildMs: 0, updateMs: 0 }; // last measured, for the report and tests

  const model = createTraceModel({
    lab, store, worker, perf,
    onStatus: (text) => { $('status').textContent = text; },
    onError: (error) => renderError(error, root),
    onBusy: showBusy,
  });
  function showBusy(seconds) {
    $('busy').hidden = seconds === null;
    $('busy-text').textContent = seconds ? t('app.busy.seconds', { seconds: fixed(seconds, 1) }) : t('app.busy.computing');
  }
  $('cancel-compute').addEventListener('click', () => {
    if (choosing) showBusy(null);
    choosing = null;  // an example still opening in the worker is not shown
    model.cancel();
  });
  const getTrace = () => model.trace;

  let present = null;  // presentation mode: the page only (not embeds)
  const stage = createStage({ root, $, lab, store, model, presenting: () => present?.isOn() ?? false });
  if (root === document) present = bindPresent({ button: $('present'), onChange: () => stage.refit() });
  window.addEventListener('resize', () => stage.refit());
  const { pickStep, togglePlay } = createPlayback({ store, getTrace, onChoose: (step) => model.retry(step) });
  const renderExampleNotes = exampleNotes(presets, $, lab.defaultConfig());

  let shownControls = [];
  function render(stored) {
    renderExampleNotes(stored);
    const { trace } = model;
    if (!trace) return;
    // The step, item and head the trace at hand shows (it may be the last valid one, of another configuration).
    const state = { ...stored, ...shownIn(trace, stored) }, stepIndex = state.step;
    // The form follows the settings and the trace, not the animation's progress: not rewritten every frame.
    const controlsFor = [state.config, state.inputs, state.presetId, state.item, state.head, trace, root.activeElement];
    if (controlsFor.some((value, i) => value !== shownControls[i])) renderControls(state, trace, root, lab.schema().masks);
    shownControls = controlsFor;
    renderTimeline($('timeline'), trace.steps, (index) => pickStep(index), trace.config);
    markTimeline($('timeline'), stepIndex, state.progress);
    // While the worker computes a large step (or after it was cancelled), the last picture stays:
    // the trace at hand lacks that step's tensors (or the shown head's).
    Object.assign(perf, stage.draw(state, stepIndex, model.large && stage.shown && !model.shows(state)));
    renderTransport($, state, trace, stepIndex, history);
    if ($('shapes')?.open) renderShapes($('shapes-table'), trace);  // built when opened, again for a new trace
    themeTarget.dataset.theme = state.theme;
  }
  store.subscribe((state, previous) => {
    if (state.theme !== previous.theme && storeTheme) saveTheme(state.theme);
    render(state);
  });
  model.subscribe(() => render(store.get()));  // a new picture: computed here, or the worker's answer

  bindTransport({ $, store, history, keyTarget, getTrace, pickStep, togglePlay });
  $('shapes')?.addEventListener('toggle', () => { if ($('shapes').open && model.trace) renderShapes($('shapes-table'), model.trace); });
  bindControls(store, { presets, root, schema: lab.schema(), onPreset: applyPreset });
  // An example opened in the engine worker first (a 1,024-token trained one: preset.prepare) is shown when it
  // is ready, unless another was chosen meanwhile or the wait was cancelled.
  let choosing = null;
  function applyPreset(preset) {
    const preparing = preset.prepare?.(model.openLayer);
    choosing = preparing ? preset : null;
    if (!preparing) return showPreset(preset);
    showBusy(0);
    return preparing.then(() => {
      if (choosing !== preset) return;
      choosing = null;
      showBusy(null);
      showPreset(preset);
    });
  }
  function showPreset(preset) {
    const config = { ...lab.defaultConfig(), ...preset.config };
    const step = planStep(lab, config, preset.inputs ?? {}, preset.step);
    // A preset may name the head its picture is about (a trained example's stripe); else head 0.
    store.set({ config, inputs: preset.inputs ?? {}, presetId: preset.id, item: 0, head: preset.head ?? 0, playing: false, progress: 1, step });
    renderNotes(preset, $);
  }

  const lessons = withLessons ? mountLessons({ lab, store, getTrace, onTrace: model.subscribe, presets, applyPreset, renderNotes: (preset) => renderNotes(preset, $), root }) : null;
  model.update(store.get());
  render(store.get());
  const undo = { canUndo: history.canUndo, canRedo: history.canRedo, joinsLastStep: history.joinsLastStep }; // read-only
  return { lab, store, getState: store.get, setState: store.set, getTrace, getError: () => model.error, lessons, perf, applyPreset, defaults, undo, renderNotes: (preset) => renderNotes(preset, $), runInWorkers: model.runInWorkers };
}
