// "Check an example": a learner types a textbook's Q, K, V (or its scores and d_k) and what the text claims;
// the engine computes the true scaled scores, weights and output (lab.step) and marks where the text differs.
import { el, button, labelled } from './dom.js';
import { parseMatrix } from '../paste/parse-matrix.js';
import { qkvProblem, solveExample, compareMatrix, tolerancesOf } from '../paste/worked-example.js';
import { short, full } from '../format.js';
import { engineText } from '../i18n/engine-text.js';

export function checkPanel({ lab, store, renderNotes }) {
  const mode = el('select');
  mode.append(el('option', { value: 'qkv', textContent: 'Q, K and V' }), el('option', { value: 'scores', textContent: 'scores (Q·Kᵀ) only' }));
  const area = (name, placeholder) => { const t = el('textarea', { rows: 3, spellcheck: false, placeholder }); t.dataset.check = name; return t; };
  const q = area('Q', 'Q, one row per query: 0.2 0.4 0.6 0.8 …'), k = area('K', 'K, one row per key'), v = area('V', 'V, one row per key');
  const scores = area('scores', 'scores, T×S, before dividing by √d_k');
  const dK = el('input', { type: 'number', min: '1', value: '4' });
  const mask = el('select');
  for (const m of ['none', 'causal']) mask.append(el('option', { value: m, textContent: m }));
  const claimWeights = area('claimed-weights', 'your source’s attention weights (optional)');
  const claimZ = area('claimed-Z', 'your source’s output / context Z (optional)');
  const out = el('div', { className: 'sb-check-out' });
  const qkvBox = el('div', {}, labelled('Q', q), labelled('K', k), labelled('V', v));
  const scoreBox = el('div', { hidden: true }, labelled('Scores', scores), labelled('d_k', dK));
  mode.addEventListener('change', () => { qkvBox.hidden = mode.value !== 'qkv'; scoreBox.hidden = mode.value === 'qkv'; claimZ.parentNode.hidden = mode.value !== 'qkv'; });
  const run = button('Compute the true values', () => {
    out.replaceChildren();
    try {
      const qkv = mode.value === 'qkv';
      const example = qkv ? { q: parseMatrix(q.value), k: parseMatrix(k.value), v: parseMatrix(v.value), mask: mask.value }
        : { scores: parseMatrix(scores.value), dK: Number(dK.value), mask: mask.value };
      const truth = solveExample(lab, example);
      const slice = (t) => { const [rows, cols] = t.shape.slice(-2); return { rows, cols, values: Array.from(t.data) }; };
      const claim = (area) => { if (!area.value.trim()) return null; const m = parseMatrix(area.value); return { ...m, tolerance: tolerancesOf(area.value) }; };
      const parts = [['Scaled scores Q·Kᵀ/√d_k', slice(truth.scaled), null], ['Attention weights (softmax)', slice(truth.weights), claim(claimWeights)]];
      if (qkv) parts.push(['Output Z = weights·V', slice(truth.Z), claim(claimZ)]);
      for (const [title, t, claimed] of parts) {
        if (claimed && (claimed.rows !== t.rows || claimed.cols !== t.cols)) throw new Error(`${title}: the text gives ${claimed.rows}×${claimed.cols}, the true shape is ${t.rows}×${t.cols}.`);
        out.append(compareTable(title, compareMatrix(t, claimed)));
      }
      if (!qkv) {
        out.append(el('p', { className: 'sb-hint', textContent: 'Stepping through the lab needs Q and K: scores alone do not say which vectors made them.' }));
        return;
      }
      const problem = qkvProblem(example);
      out.append(button('Step through it in the lab', () => {
        store.set({ config: { ...lab.defaultConfig(), ...problem.config }, inputs: problem.inputs, presetId: '', step: 0, progress: 1, playing: false, item: 0, head: 0 });
        renderNotes(null);
      }));
    } catch (error) {
      out.append(el('p', { className: 'error', textContent: engineText(error) }));
    }
  }, { className: 'primary', dataset: { check: 'run' } });
  return [el('p', { className: 'sb-hint', textContent: 'Type a textbook’s matrices; the engine computes the true results (cross-attention with identity weights) and marks where the text differs.' }),
    labelled('I have', mode), qkvBox, scoreBox, labelled('Mask', mask), labelled('Your source’s weights', claimWeights), labelled('Your source’s output', claimZ), run, out];
}
// At most SHOWN_ROWS × SHOWN_COLS cells are drawn (a 512×512 example would be 262,144 DOM cells and
// seconds of freeze); the count of cells that differ covers them all.
const SHOWN_ROWS = 24, SHOWN_COLS = 16;
function compareTable(title, cmp) {
  const table = el('table', { className: 'sb-compare' });
  const rows = Math.min(cmp.rows, SHOWN_ROWS), cols = Math.min(cmp.cols, SHOWN_COLS);
  const cut = rows < cmp.rows || cols < cmp.cols ? `; the first ${rows}×${cols} shown` : '';
  table.append(el('caption', { textContent: `${title} (${cmp.rows}×${cmp.cols}${cut})${cmp.differing ? ` — ${cmp.differing} differ from the text` : ''}` }));
  for (let r = 0; r < rows; r++) {
    const tr = table.appendChild(el('tr'));
    for (let c = 0; c < cols; c++) {
      const cell = cmp.cells[r * cmp.cols + c];
      const td = tr.appendChild(el('td', { textContent: full(cell.value, 4) }));
      td.dataset.value = String(cell.value);
      if (cell.claimed !== undefined) {
        td.append(el('small', { textContent: cell.differs ? ` source: ${short(cell.claimed)}` : ' ✓' }));
        if (cell.differs) { td.dataset.differs = 'true'; td.title = `The text says ${cell.claimed}; the true value is ${full(cell.value, 6)}.`; }
      }
    }
  }
  return table;
}
