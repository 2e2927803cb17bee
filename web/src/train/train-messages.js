// What the train view does with its worker's answers and events (train-worker-methods.js lists them): a model
// created, a snapshot, a pause, a layer to open in the lab, a prediction, the importance table, an error.
// Each call's answer is dropped when the run it was made for has since been replaced, as is each event of an
// older run.
import { t } from '../i18n/i18n.js';
import { TASKS, settingsFor } from './tasks.js';
import { MAX_STEPS } from './train-worker-methods.js';
import { headGrid, patternsOf } from './head-grid.js';
import { headLabels } from './head-patterns.js';
import { shownIndex } from '../i18n/head-names.js';
import { codecFor, gpt2Tables } from './codecs.js';
import { describe, importanceTable, layerTitle } from './train-text.js';
import { say, pretrained, setRunning, sentenceProbe, textProbe, render } from './train-run.js';
import { el } from './dom.js';
import { engineText } from '../i18n/engine-text.js';
import { moving, isAbort } from '../engine/worker-protocol.js';
import { corpus } from './models.js';
import { percent, fixed } from './numbers.js';

/**
 * `answer` (a call's promise) handed to `then`, or its rejection to onError, while the run it was made for is
 * shown (a worker the page stopped says nothing; one that died is said once, by listen's 'stopped').
 */
export function answered(view, answer, then = () => {}) {
  const run = view.run;
  answer.then((value) => { if (value && view.run === run) then(value); }, (error) => { if (view.run === run && !isAbort(error) && !error.stopped) onError(view, error); });
}

/** The worker's events, and its end should it die. */
export function listen(view) {
  const { worker } = view, current = (message) => message.run === view.run?.id;
  worker.on('reading', (message) => current(message) && onReading(view, message));
  worker.on('layer', (message) => current(message) && onLayer(view, message));
  worker.on('sentence', (message) => current(message) && onSentence(view, message));
  worker.on('snapshot', (message) => current(message) && onSnapshot(view, message));
  worker.on('paused', (message) => current(message) && onPaused(view, message));
  worker.on('importance', (message) => current(message) && view.dom.importance.replaceChildren(importanceTable(message)));
  worker.on('failed', (message) => current(message) && onError(view, message.error));
  worker.on('stopped', ({ reason }) => onError(view, { field: 'worker', message: t('train.worker.stopped', { reason: reason || t('train.worker.unknown') }) }));
}

// A model file's bytes read so far by the worker; once all are read, the engine checks the weights.
function onReading(view, { read, size }) {
  const file = view.run.file;
  if (file) say(view, read < size ? t('train.file.reading', { file, read: fixed(read / 1e6, 1), size: fixed(size / 1e6, 1) }) : t('train.file.opening', { file }));
}

/** A new run of the chosen task and size, created in the worker. */
export function create(view) {
  const { task, size, blurb } = view.dom;
  // The probe: the text task's is the start of its text; the other tasks' the engine makes (the worker sends it).
  const settings = settingsFor(task.value, size.value, corpus());
  const probe = settings.task === 'text' ? textProbe(settings.seqLen) : null;
  view.run = { id: (view.run?.id ?? 0) + 1, settings, T: settings.seqLen, snapshots: [], config: null };
  view.shown = -1;
  setRunning(view, false);
  blurb.textContent = TASKS[task.value].blurb;
  view.container.dataset.task = task.value;
  say(view, t('train.view.starting'));
  answered(view, view.worker.create({ run: view.run.id, settings, probe }), (created) => onCreated(view, created));
}

/** A model from a file (a File the worker reads, or bytes kept on this device, moved), as run `view.run`. */
export function createFromFile(view, file, heads) {
  // GPT-2's token tables are built a slice per task meanwhile (codecs.js), so the model shows without a long task.
  const message = { run: view.run.id, model: file, heads, probe: null };
  const answer = view.worker.create(file instanceof Uint8Array ? moving(message, [file.buffer]) : message)
    .then(async (created) => { if (created?.config.vocab === 50257) await gpt2Tables(); return created; });
  answered(view, answer, (created) => onCreated(view, created));
}

/** The tokens the worker traces from now on. */
export function setProbe(view, ids) {
  view.run.probeIds = ids;
  view.run.T = ids.length;
  // Only the newest sentence's picture is drawn: one traced before it was typed is dropped when it arrives.
  const answer = view.run.probeAnswer = tracing(view, view.worker.probe(ids));
  answered(view, answer, (snapshot) => { if (view.run.probeAnswer === answer) onSnapshot(view, snapshot); });
}

// A model file's snapshot is a trace of the sentence through every layer (GPT-2 small: about a second): the
// view says so until the answer is drawn (or replaced by a newer one: trace-progress.js). → `answer`.
function tracing(view, answer) {
  if (!pretrained(view)) return answer;
  view.container.dataset.measured = 'false';  // from now on, the loss said is not the coming picture's
  const stop = view.progress.start(view.run.T, view.run.config.layers);
  answer.then(stop, stop);
  return answer;
}

/** Train / Pause, one chunk, the importance measurement, a prediction, a layer opened in the lab. */
export const train = (view) => answered(view, view.worker.train());
export const pause = (view) => answered(view, view.worker.pause(), (message) => onPaused(view, message));
export const step = (view) => answered(view, view.worker.step(), (snapshot) => onSnapshot(view, snapshot));
export const measureHeads = (view) => answered(view, view.worker.importance());
export const predict = (view, ids) => answered(view, view.worker.predict(ids), (prediction) => view.predict.show(prediction));
// The lab opens on the head last pressed in that layer, else the layer's head with the best score for a
// pattern the task calls for (the head the grid names, not head 0 by default).
function headToOpen(view, l) {
  if (view.pressed?.[l] !== undefined) return view.pressed[l];
  const snap = view.run.snapshots[view.run.snapshots.length - 1], scores = snap ? Object.values(snap.scores) : [];
  const best = (h) => Math.max(0, ...scores.map((s) => s[l][h]));
  return Array.from({ length: view.run.config.heads }, (_, h) => h).reduce((a, h) => (best(h) > best(a) ? h : a), 0);
}
function openLayer(view, l) {
  const { run } = view, head = headToOpen(view, l);
  answered(view, view.worker.layer(l), ({ layer, config, inputs }) => {
    const labels = run.probeIds.map(run.codec.label);
    view.openInLab({ config: { ...config, text: labels.join(' ') }, inputs, title: layerTitle(run, layer), head });
  });
}

function onPaused(view, { step, limit }) {
  const { run } = view;
  setRunning(view, false);
  view.keeper?.paused();
  const last = run.snapshots[run.snapshots.length - 1];
  if (limit) say(view, t('train.status.limit', { step, max: MAX_STEPS, accuracy: last ? percent(last.evalAccuracy) : '' }));
  else if (last) say(view, describe(run, last, view.running));
}

// A model is ready: its tokens, its probe (the one the worker traces: the engine's for a task, the text task's
// text; a file's text model gets the text's start, GPT-2 the typed sentence), the prediction panel's prompt, a
// fresh head grid and one "open layer" button per layer.
function onCreated(view, { config, probe, snapshot }) {
  const { run, container, dom } = view;
  run.config = config;
  view.keeper?.created(config);
  run.codec = codecFor(config);
  container.dataset.pretrained = String(pretrained(view));
  dom.sentenceField.hidden = !pretrained(view);
  if (probe) {
    run.probeIds = typeof probe === 'string' ? run.codec.parse(probe) : probe;
    run.T = run.probeIds.length;
  } else {
    try {
      setProbe(view, TASKS[config.task] ? run.codec.parse(textProbe(config.seqLen)) : sentenceProbe(view));
    } catch (error) { say(view, engineText(error)); }
  }
  // The prompt starts as the probe without its last 5 tokens (a sentence: all of it).
  if (run.probeIds) view.predict.reset(config, pretrained(view) ? run.probeIds : run.probeIds.slice(0, run.probeIds.length - 5), run.codec);
  view.grid = headGrid(config, (l, h) => toggleHead(view, l, h));
  view.ablated = [];
  view.pressed = [];
  container.dataset.ablated = '[]';
  dom.importance.replaceChildren();
  dom.heads.replaceChildren(view.grid.element);
  dom.openButtons.replaceChildren(...Array.from({ length: config.layers }, (_, l) =>
    el('button', { type: 'button', textContent: t('train.view.openLayer', { layer: shownIndex(l) }), onclick: () => openLayer(view, l) })));
  if (snapshot) onSnapshot(view, snapshot);
}

function onSnapshot(view, message) {
  const { run, container } = view;
  const last = run.snapshots[run.snapshots.length - 1], again = last?.step === message.step;
  // Names with hysteresis, from the snapshot before (a model from a file has no history: it is not "yet" anything).
  const before = pretrained(view) ? null : run.snapshots[run.snapshots.length - (again ? 2 : 1)];
  message.labels = headLabels(message.scores, before?.labels);
  // Re-measured at the same step (heads knocked out or put back): it replaces that step's snapshot.
  if (again) run.snapshots[run.snapshots.length - 1] = { ...message, loss: last.loss, accuracy: last.accuracy };
  else run.snapshots.push(message);
  container.dataset.step = String(message.step);
  if (message.evalAccuracy !== null) container.dataset.evalAccuracy = String(message.evalAccuracy);
  view.container.dataset.measured = String(message.sentence !== null || !pretrained(view));
  render(view);
  say(view, describe(run, message, view.running));
  view.predict.refresh();
  view.keeper?.snapshot(message.step);
}

// One layer of a picture, as the worker makes it: drawn at once when it is of the sentence last asked for (an
// older sentence's is dropped), into `view.building`, the picture so far, which the snapshot then completes.
function onLayer(view, { probe, layer, weights, previous, induction, scores }) {
  const { run } = view, key = JSON.stringify(probe);
  if (view.shown >= 0 || key !== JSON.stringify(run.probeIds ?? null)) return;
  if (view.building?.key !== key || layer === 0) {
    const rows = () => Array(run.config.layers).fill(null);
    view.building = { key, weights: rows(), previous: rows(), induction: rows(), labels: rows(), scores: Object.fromEntries(Object.keys(scores).map((p) => [p, rows()])) };
    say(view, describe(run, { ablate: view.ablated, sentence: null }, view.running));  // the new sentence's, its loss to come
  }
  const b = view.building;
  b.weights[layer] = weights, b.previous[layer] = previous, b.induction[layer] = induction;
  for (const p of Object.keys(scores)) b.scores[p][layer] = scores[p];
  [b.labels[layer]] = headLabels(Object.fromEntries(Object.entries(scores).map(([p, row]) => [p, [row]])));  // a file's model: no names before
  view.grid.drawLayer(b, layer, run.probeIds.map(run.codec.label), view.ablated);
  view.progress.traced(layer + 1);
}

// A picture's loss, measured after it (train-worker-methods.js, measureLater): said if that picture is shown.
function onSentence(view, { measure, sentence, ablatedLoss, ablatedAccuracy }) {
  const { run } = view, snap = run.snapshots.find((s) => s.measure === measure);
  if (!snap) return;
  Object.assign(snap, { sentence, ablatedLoss, ablatedAccuracy });
  if (view.shown >= 0 || snap !== run.snapshots[run.snapshots.length - 1]) return;
  view.container.dataset.measured = 'true';
  say(view, describe(run, snap, view.running));
}

function onError(view, message) {
  if (view.keeper?.refused(message)) return;  // a model file refused: the trained model is shown again (keep-model.js)
  const { run } = view, { fileHeads } = view.dom;
  // The worker's own words come as a key (the worker says no sentence); the engine's with its key and values.
  const reason = message.own ? t(message.own) : engineText(message);
  setRunning(view, false);
  if (run.file && message.field === 'heads') {
    say(view, t('train.status.headsRefused', { file: run.file, message: reason }));
    fileHeads.setAttribute('aria-invalid', 'true');
    fileHeads.focus();
  } else if (run.file && /^Not(Readable|Found)Error$/.test(message.name)) {  // the file went or cannot be read
    say(view, t('train.file.unreadable', { file: run.file, message: reason }));
  } else {
    say(view, run.file ? t('train.status.fileRefused', { file: run.file, message: reason }) : t('train.status.stopped', { message: reason }));
  }
}

// A head pressed in the grid: knocked out, or put back; the worker measures the model again.
function toggleHead(view, l, h) {
  const on = view.ablated.some(([al, ah]) => al === l && ah === h);
  view.pressed[l] = h;
  view.ablated = on ? view.ablated.filter(([al, ah]) => al !== l || ah !== h) : [...view.ablated, [l, h]];
  view.container.dataset.ablated = JSON.stringify(view.ablated);
  answered(view, tracing(view, view.worker.ablate(view.ablated)), (snapshot) => onSnapshot(view, snapshot));
}
