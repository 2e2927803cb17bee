// What the train view does with each message of its worker (train-worker.js lists them): a model created,
// a snapshot, a pause, a layer to open in the lab, a prediction, the importance table, an error.
import { t } from '../i18n/i18n.js';
import { TASKS } from './tasks.js';
import { MAX_STEPS } from './train-worker.js';
import { headGrid, probeScores } from './head-grid.js';
import { codecFor } from './codecs.js';
import { describe, importanceTable, layerTitle } from './train-text.js';
import { say, pretrained, setRunning, setProbe, sentenceProbe, textProbe, render } from './train-run.js';
import { el } from './dom.js';
import { engineText } from '../i18n/engine-text.js';

/** Handles one message of the worker; `openInLab` puts a layer into the lab. */
export function handleMessage(view, message, openInLab) {
  if (view.keeper?.onMessage(message)) return;  // keep-model.js: kept models, a refused file
  const { run } = view;
  if (message.run !== undefined && message.run !== run?.id) return;  // from a run since replaced
  if (message.kind === 'created') onCreated(view, message);
  else if (message.kind === 'snapshot') onSnapshot(view, message);
  else if (message.kind === 'paused') {
    setRunning(view, false);
    if (message.limit) say(view, t('train.status.limit', { step: message.step, max: MAX_STEPS }));
    else if (run.snapshots.length) say(view, describe(run, run.snapshots[run.snapshots.length - 1], view.running));
  } else if (message.kind === 'layer') {
    const labels = run.probeIds.map(run.codec.label);
    openInLab({ config: { ...message.config, text: labels.join(' ') }, inputs: message.inputs, title: layerTitle(run, message.layer) });
  } else if (message.kind === 'prediction') view.predict.show(message);
  else if (message.kind === 'importance') view.dom.importance.replaceChildren(importanceTable(message));
  else if (message.kind === 'error') onError(view, message);
}

// A model is ready: its tokens, its probe (the one the worker traces: the engine's for a task, the text task's
// text; a file's text model gets the text's start, GPT-2 the typed sentence), the prediction panel's prompt, a
// fresh head grid and one "open layer" button per layer.
function onCreated(view, { config, probe }) {
  const { run, container, dom } = view;
  run.config = config;
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
  container.dataset.ablated = '[]';
  dom.importance.replaceChildren();
  dom.heads.replaceChildren(view.grid.element);
  dom.openButtons.replaceChildren(...Array.from({ length: config.layers }, (_, l) =>
    el('button', { type: 'button', textContent: t('train.view.openLayer', { layer: l + 1 }), onclick: () => view.worker.send({ kind: 'layer', layer: l }) })));
}

function onSnapshot(view, message) {
  const { run, container } = view;
  if (message.previous === null) Object.assign(message, probeScores(message.weights, run.probeIds, run.config.heads));
  const last = run.snapshots[run.snapshots.length - 1];
  // Re-measured at the same step (heads knocked out or put back): it replaces that step's snapshot.
  if (last?.step === message.step) run.snapshots[run.snapshots.length - 1] = { ...message, loss: last.loss, accuracy: last.accuracy };
  else run.snapshots.push(message);
  container.dataset.step = String(message.step);
  if (message.evalAccuracy !== null) container.dataset.evalAccuracy = String(message.evalAccuracy);
  render(view);
  say(view, describe(run, message, view.running));
  view.predict.refresh();
}

function onError(view, message) {
  const { run } = view, { fileHeads } = view.dom;
  // The worker's own words come as a key (train-worker.js cannot translate); the engine's with its key and values.
  const reason = message.own ? t(message.own) : engineText(message);
  setRunning(view, false);
  if (run.file && message.field === 'heads') {
    say(view, t('train.status.headsRefused', { file: run.file, message: reason }));
    fileHeads.setAttribute('aria-invalid', 'true');
    fileHeads.focus();
  } else {
    say(view, run.file ? t('train.status.fileRefused', { file: run.file, message: reason }) : t('train.status.stopped', { message: reason }));
  }
}

// A head pressed in the grid: knocked out, or put back; the worker measures the model again.
function toggleHead(view, l, h) {
  const on = view.ablated.some(([al, ah]) => al === l && ah === h);
  view.ablated = on ? view.ablated.filter(([al, ah]) => al !== l || ah !== h) : [...view.ablated, [l, h]];
  view.container.dataset.ablated = JSON.stringify(view.ablated);
  view.worker.send({ kind: 'ablate', heads: view.ablated });
}
