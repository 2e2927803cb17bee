// What the train view says about a run: the status line under the buttons, a head's name, the table of
// accuracy with each head knocked out, and the title of a layer opened in the lab. Pure: data in, text out.
import { TASKS } from './tasks.js';
import { phaseChange } from './loss-plot.js';
import { el } from './dom.js';

export const headName = ([l, h]) => `layer ${l + 1} head ${h + 1}`;

/** The status line for a snapshot of `run` (a task run, or a model from a file traced on a sentence). */
export function describe(run, snap, running) {
  if (run.config?.task === 'pretrained') {
    const c = run.config;
    const score = ({ loss, accuracy }) => `loss ${loss.toFixed(3)}, accuracy ${(100 * accuracy).toFixed(1)}%`;
    return `${run.file}: ${c.layers} layers × ${c.heads} heads, d_model ${c.dModel}, vocabulary ${c.vocab}, context ${c.seqLen}; traced, not trained. The sentence is ${run.T} tokens; predicting its next tokens: ${score(snap.sentence)}.` +
      (snap.ablate?.length ? ` Without ${snap.ablate.map(headName).join(', ')}: ${score({ loss: snap.ablatedLoss, accuracy: snap.ablatedAccuracy })}.` : '');
  }
  const phase = run.settings.task === 'induction' ? phaseChange(run.snapshots) : null;
  return `Step ${snap.step}${running ? ' (training)' : ''} · batch loss ${snap.loss.toFixed(3)} · held-out loss ${snap.evalLoss.toFixed(3)}, accuracy ${(100 * snap.evalAccuracy).toFixed(1)}%` +
    (phase !== null ? ` · phase change near step ${phase}` : '') +
    (snap.ablate?.length ? ` · without ${snap.ablate.map(headName).join(', ')}: held-out loss ${snap.ablatedLoss.toFixed(3)}, accuracy ${(100 * snap.ablatedAccuracy).toFixed(1)}%` : '');
}

/** The worker's importance message as a table: accuracy with every head, then without each one. */
export function importanceTable({ step, on, base, rows, done }) {
  const what = on === 'sentence' ? 'Accuracy of predicting the sentence’s next tokens' : `Held-out accuracy at step ${step}`;
  const table = el('table', { className: 'train-importance-table' },
    el('caption', { textContent: `${what}: ${(100 * base.accuracy).toFixed(1)}% with every head; with one head knocked out${done ? '' : ` (measuring: ${rows.length} heads so far)`}:` }),
    el('tr', {}, el('th', { scope: 'col', textContent: 'head' }), el('th', { scope: 'col', textContent: 'accuracy without it' }), el('th', { scope: 'col', textContent: 'change' })));
  for (const r of rows) {
    const change = r.accuracy - base.accuracy;
    const tr = table.appendChild(el('tr', {}, el('th', { scope: 'row', textContent: headName([r.layer, r.head]) }),
      el('td', { textContent: `${(100 * r.accuracy).toFixed(1)}%` }), el('td', { textContent: `${change >= 0 ? '+' : '−'}${Math.abs(100 * change).toFixed(1)} points` })));
    tr.dataset.layer = String(r.layer);
    tr.dataset.head = String(r.head);
    tr.dataset.accuracy = String(r.accuracy);
  }
  table.dataset.done = String(Boolean(done));
  return table;
}

/** The title of a layer opened in the lab: from a file, or a task's model after its steps so far. */
export function layerTitle(run, layer) {
  return run.file ? `${run.file}: layer ${layer + 1}` : `${TASKS[run.settings.task].title}: layer ${layer + 1} after ${run.snapshots[run.snapshots.length - 1].step} steps`;
}
