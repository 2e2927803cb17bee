// What the train view says about a run: the status line under the buttons, a head's name, the table of
// accuracy with each head knocked out, and the title of a layer opened in the lab. Pure: data in, text out.
import { t } from '../i18n/i18n.js';
import { TASKS } from './tasks.js';
import { phaseChange } from './loss-plot.js';
import { fixed, percent } from './numbers.js';
import { el } from './dom.js';
import { layerHeadName, shownIndex } from '../i18n/head-names.js';

export const headName = ([l, h]) => layerHeadName(l, h);
const headNames = (heads) => heads.map(headName).join(t('train.status.headSeparator'));

/** The status line for a snapshot of `run` (a task run, or a model from a file traced on a sentence). */
export function describe(run, snap, running) {
  if (run.config?.task === 'pretrained') return describeFile(run, snap);
  const phase = run.settings.task === 'induction' ? phaseChange(run.snapshots) : null;
  const parts = [t(running ? 'train.status.stepTraining' : 'train.status.step',
    { step: snap.step, loss: fixed(snap.loss, 3), evalLoss: fixed(snap.evalLoss, 3), accuracy: percent(snap.evalAccuracy) })];
  if (phase !== null) parts.push(t('train.status.phase', { step: phase }));
  if (snap.ablate?.length) {
    parts.push(t('train.status.without', { heads: headNames(snap.ablate), loss: fixed(snap.ablatedLoss, 3), accuracy: percent(snap.ablatedAccuracy) }));
  }
  return parts.join(' · ');
}

// A model from a file (GPT-2): its shape, and how well it predicts the sentence, with and without heads.
function describeFile(run, snap) {
  const c = run.config;
  const sentences = [
    t('train.status.fileModel', { file: run.file, layers: t('train.status.layerCount', { n: c.layers }), heads: t('train.status.headCount', { n: c.heads }),
      dModel: c.dModel, vocab: String(c.vocab), context: c.seqLen }),
    // A picture's loss comes after it (train-worker-methods.js, measureLater).
    snap.sentence ? t('train.status.sentence', { n: run.T, loss: fixed(snap.sentence.loss, 3), accuracy: percent(snap.sentence.accuracy) })
      : t('train.status.sentenceMeasuring', { n: run.T }),
  ];
  if (snap.ablate?.length) {
    sentences.push(snap.sentence ? t('train.status.fileWithout', { heads: headNames(snap.ablate), loss: fixed(snap.ablatedLoss, 3), accuracy: percent(snap.ablatedAccuracy) })
      : t('train.status.fileWithoutMeasuring', { heads: headNames(snap.ablate) }));
  }
  return sentences.join(' ');
}

/** The worker's importance message as a table: accuracy with every head, then without each one. */
export function importanceTable({ step, on, base, rows, done }) {
  const which = on === 'sentence' ? 'train.importance.sentence' : 'train.importance.heldOut';
  const caption = t(done ? `${which}Done` : `${which}Measuring`, { step, accuracy: percent(base.accuracy), n: rows.length });
  const table = el('table', { className: 'train-importance-table' },
    el('caption', { textContent: caption }),
    el('tr', {}, el('th', { scope: 'col', textContent: t('train.importance.head') }), el('th', { scope: 'col', textContent: t('train.importance.without') }),
      el('th', { scope: 'col', textContent: t('train.importance.change') })));
  for (const r of rows) {
    const change = r.accuracy - base.accuracy;
    const tr = table.appendChild(el('tr', {}, el('th', { scope: 'row', textContent: headName([r.layer, r.head]) }),
      el('td', { textContent: percent(r.accuracy) }),
      el('td', { textContent: t('train.importance.points', { change: `${change >= 0 ? '+' : '−'}${fixed(Math.abs(100 * change), 1)}` }) })));
    tr.dataset.layer = String(r.layer);
    tr.dataset.head = String(r.head);
    tr.dataset.accuracy = String(r.accuracy);
  }
  table.dataset.done = String(Boolean(done));
  return table;
}

/** The title of a layer opened in the lab: from a file, or a task's model after its steps so far. */
export function layerTitle(run, layer) {
  if (run.file) return t('train.layer.fileTitle', { file: run.file, layer: shownIndex(layer) });
  return t('train.layer.taskTitle', { task: TASKS[run.settings.task].title, layer: shownIndex(layer), n: run.snapshots[run.snapshots.length - 1].step });
}
