// The train view's state and what changes it: `view` is {container, dom (train-layout.js), predict, worker,
// run, running, shown (the history slider's snapshot, -1: the latest), grid, ablated, lastFile}. A run is
// {id, settings, file?, heads?, T, snapshots, config (once created), codec, probeIds}.
import { t } from '../i18n/i18n.js';
import { phaseChange } from './loss-plot.js';
import { corpus } from './models.js';
import { patternsOf } from './head-grid.js';
import { SENTENCE_TOKENS } from './train-worker-methods.js';

export const say = (view, text) => { view.dom.status.textContent = text; };
export const pretrained = (view) => view.run?.config?.task === 'pretrained';
/** The step of a run's phase change (induction only), or null. */
export const phaseOf = (run) => (run && run.settings.task === 'induction' ? phaseChange(run.snapshots) : null);

export function setRunning(view, on) {
  const { play, once } = view.dom;
  view.running = on;
  play.textContent = t(on ? 'train.view.pause' : 'train.view.train');
  play.setAttribute('aria-pressed', String(on));
  once.disabled = on;
  view.container.dataset.running = String(on);
}

/** The typed sentence as the model's tokens (at most its context, and SENTENCE_TOKENS), for a model from a file. */
export function sentenceProbe(view) {
  const { run } = view;
  const ids = run.codec.parse(view.dom.sentence.value).slice(0, Math.min(run.config.seqLen, SENTENCE_TOKENS));
  if (ids.length < 2) throw new Error(t('train.view.sentenceTooShort'));
  return ids;
}

/** Draws the snapshot the history slider shows: the curve (not for a model from a file) and the heads. */
export function render(view) {
  const { run, shown, container } = view, { plot, history, historyLabel } = view.dom;
  if (!run) return;
  const snaps = run.snapshots, i = shown < 0 ? snaps.length - 1 : shown, snap = snaps[i];
  const phase = phaseOf(run);
  container.dataset.phase = phase === null ? '' : String(phase);
  if (!pretrained(view)) plot.draw(snaps, { phase, cursor: shown < 0 ? null : snap?.step ?? null, patterns: patternsOf(run.config ?? {}) });
  history.max = String(Math.max(0, snaps.length - 1));
  history.value = String(i);
  history.disabled = snaps.length < 2;
  historyLabel.textContent = snap ? t(shown < 0 ? 'train.view.historyStepLive' : 'train.view.historyStep', { step: snap.step }) : t('train.view.history');
  if (snap) view.grid.draw(snap, run.probeIds.map(run.codec.label), snap.ablate ?? []);
}

/** The text task's probe: the first `length` characters of the corpus (the text model reads characters). */
export const textProbe = (length) => corpus().slice(0, length);
