// "Check an example": a learner types a textbook's Q, K, V (or its scores and d_k) and what the text claims;
// the engine computes the true scaled scores, weights and output (lab.step) and marks where the text differs.
import { el, button, labelled } from './dom.js';
import { fromDecimalComma, parseTyped as parseMatrix } from './decimal-comma.js';
import { qkvProblem, solveExample, compareMatrix, tolerancesOf } from '../paste/worked-example.js';
import { short, full } from '../i18n/format.js';
import { t, decimalMark } from '../i18n/i18n.js';

import { engineText } from '../i18n/engine-text.js';
import { causalMask, noMask } from '../engine/mask-kind.js';
import { isGraded } from '../state/graded-mode.js';

export function checkPanel({ lab, store, renderNotes }) {
  // A graded assignment: the page is no answer oracle.
  if (isGraded()) return [el('p', { className: 'sb-hint', textContent: t('share.check.graded') })];
  const mode = el('select');
  mode.append(el('option', { value: 'qkv', textContent: t('share.check.modeQkv') }), el('option', { value: 'scores', textContent: t('share.check.modeScores') }));
  // Matrices are typed as they are written, left to right, in every language; the empty box's placeholder
  // (words) follows the page's direction.
  const area = (name, placeholder) => {
    const box = el('textarea', { rows: 3, spellcheck: false, placeholder });
    box.dataset.check = name;
    const direct = () => (box.value ? box.setAttribute('dir', 'ltr') : box.removeAttribute('dir'));
    box.addEventListener('input', direct);
    return box;
  };
  const q = area('Q', t('share.check.placeholderQ')), k = area('K', t('share.check.placeholderK')), v = area('V', t('share.check.placeholderV'));
  const scores = area('scores', t('share.check.placeholderScores'));
  const dK = el('input', { type: 'number', min: '1', value: '4' });
  // Typed scores may come before or after the division by √d_k: the learner says which (chapter 6's are after).
  const scaledAlready = el('select');
  scaledAlready.dataset.check = 'scaled-already';
  scaledAlready.append(el('option', { value: 'no', textContent: t('share.check.scaledNo') }), el('option', { value: 'yes', textContent: t('share.check.scaledYes') }));
  const dKField = labelled('d_k', dK);
  scaledAlready.addEventListener('change', () => { dKField.hidden = scaledAlready.value === 'yes'; });
  const mask = el('select');
  mask.dataset.check = 'mask';
  const { masks } = lab.schema();
  mask.append(el('option', { value: noMask(masks), textContent: t('share.check.maskNone') }), el('option', { value: causalMask(masks), textContent: t('share.check.maskCausal') }));
  const claimWeights = area('claimed-weights', t('share.check.placeholderWeights'));
  const claimZ = area('claimed-Z', t('share.check.placeholderZ'));
  const out = el('div', { className: 'sb-check-out' });
  const qkvBox = el('div', {}, labelled('Q', q), labelled('K', k), labelled('V', v));
  const scoreBox = el('div', { hidden: true }, labelled(t('share.check.scores'), scores), labelled(t('share.check.scaledQuestion'), scaledAlready), dKField);
  mode.addEventListener('change', () => { qkvBox.hidden = mode.value !== 'qkv'; scoreBox.hidden = mode.value === 'qkv'; claimZ.parentNode.hidden = mode.value !== 'qkv'; });
  const run = button(t('share.check.run'), () => {
    out.replaceChildren();
    try {
      const qkv = mode.value === 'qkv';
      const example = qkv ? { q: parseMatrix(q.value), k: parseMatrix(k.value), v: parseMatrix(v.value), mask: mask.value }
        : { scores: parseMatrix(scores.value), dK: Number(dK.value), mask: mask.value, unscaled: scaledAlready.value === 'yes' };
      const truth = solveExample(lab, example);
      const slice = (tensor) => { const [rows, cols] = tensor.shape.slice(-2); return { rows, cols, values: Array.from(tensor.data) }; };
      const claim = (area) => { if (!area.value.trim()) return null; const m = parseMatrix(area.value); return { ...m, tolerance: tolerancesOf(fromDecimalComma(area.value)) }; };
      const parts = [[t('share.check.titleScaled'), slice(truth.scaled), null], [t('share.check.titleWeights'), slice(truth.weights), claim(claimWeights)]];
      if (qkv) parts.push([t('share.check.titleOutput'), slice(truth.Z), claim(claimZ)]);
      for (const [title, truthSlice, claimed] of parts) {
        if (claimed && (claimed.rows !== truthSlice.rows || claimed.cols !== truthSlice.cols)) {
          throw new Error(t('share.check.shapeDiffers', { title, given: `${claimed.rows}×${claimed.cols}`, shape: `${truthSlice.rows}×${truthSlice.cols}` }));
        }
        out.append(compareTable(title, compareMatrix(truthSlice, claimed)));
      }
      const diagnosis = scaleDiagnosis(lab, example, truth, claim(claimWeights), slice);
      if (diagnosis) out.append(el('p', { className: 'sb-hint', textContent: diagnosis }));
      if (!qkv) {
        out.append(el('p', { className: 'sb-hint', textContent: t('share.check.needsQk') }));
        return;
      }
      const problem = qkvProblem(example);
      out.append(button(t('share.check.stepThrough'), () => {
        store.set({ config: { ...lab.defaultConfig(), ...problem.config }, inputs: problem.inputs, presetId: '', step: 0, progress: 1, playing: false, item: 0, head: 0 });
        renderNotes(null);
      }));
    } catch (error) {
      out.append(el('p', { className: 'error', textContent: engineText(error) }));
    }
  }, { className: 'primary', dataset: { check: 'run' } });
  return [el('p', { className: 'sb-hint', textContent: t('share.check.intro') }),
    labelled(t('share.check.have'), mode), qkvBox, scoreBox, labelled(t('share.check.mask'), mask), labelled(t('share.check.sourceWeights'), claimWeights),
    labelled(t('share.check.sourceOutput'), claimZ), run, out];
}
// The source's weights are wrong here but right with the scores not divided by √d_k: in Q/K/V mode the source
// forgot √d_k; with typed scores said to be unscaled, the source had already divided them. → a sentence, or null.
function scaleDiagnosis(lab, example, truth, claimed, slice) {
  if (!claimed || example.unscaled || !compareMatrix(slice(truth.weights), claimed).differing) return null;
  const other = solveExample(lab, { ...example, unscaled: true });
  if (compareMatrix(slice(other.weights), claimed).differing) return null;
  const dK = example.q ? example.q.cols : example.dK;
  return t(example.q ? 'share.check.forgotScale' : 'share.check.alreadyScaled', { dK });
}

// At most SHOWN_ROWS × SHOWN_COLS cells are drawn (a 512×512 example would be 262,144 DOM cells and
// seconds of freeze); the count of cells that differ covers them all.
const SHOWN_ROWS = 24, SHOWN_COLS = 16;
function compareTable(title, cmp) {
  const table = el('table', { className: 'sb-compare' });
  const rows = Math.min(cmp.rows, SHOWN_ROWS), cols = Math.min(cmp.cols, SHOWN_COLS);
  const cut = rows < cmp.rows || cols < cmp.cols;
  const key = `share.check.caption${cut ? 'Cut' : ''}${cmp.differing ? 'Differ' : ''}`;
  table.append(el('caption', { textContent: t(key, { title, shape: `${cmp.rows}×${cmp.cols}`, shown: `${rows}×${cols}`, n: cmp.differing }) }));
  for (let r = 0; r < rows; r++) {
    const tr = table.appendChild(el('tr'));
    for (let c = 0; c < cols; c++) {
      const cell = cmp.cells[r * cmp.cols + c];
      const td = tr.appendChild(el('td', { textContent: full(cell.value, 4) }));
      td.dataset.value = String(cell.value);
      if (cell.claimed !== undefined) {
        td.append(el('small', { textContent: cell.differs ? ` ${t('share.check.cellSource', { value: short(cell.claimed) })}` : ' ✓' }));
        if (cell.differs) { td.dataset.differs = 'true'; td.title = t('share.check.cellTitle', { claimed: asWritten(cell.claimed), value: full(cell.value, 6) }); }
      }
    }
  }
  return table;
}

// A claimed value as the learner wrote it (every digit), with the language's decimal mark.
const asWritten = (value) => String(value).replace('.', decimalMark());
