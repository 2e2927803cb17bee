// The lesson view above the lab's stage (#lesson-stage): token-by-token decoding, the KV cache's size, or
// the multi-head equivalence, of the current trace; redrawn only when what it shows has changed.
import { multiHeadEquivalence } from './equivalence.js';
import { decodeComparison, decodeConfig } from './decode.js';
import { generation } from './generation.js';
import { REAL_SHAPE } from './kv-cache.js';
import { decodeView } from './decode-view.js';
import { nextTokenView } from '../views/next-token-view.js';
import { equivalenceView } from './equivalence-view.js';
import { kvCacheView } from './kv-cache-view.js';
import { el } from '../views/kit.js';
import { t } from '../i18n/i18n.js';
import { engineText } from '../i18n/engine-text.js';

/** ui: the lessons' state ({view, decodeT}); draw() redraws when needed, draw(true) always. */
export function lessonStage({ root, lab, store, getTrace, presets, ui }) {
  const kvShape = { ...REAL_SHAPE };  // the real model's shape survives redraws (the learner's numbers stay)
  const generating = generation({ presets, store });
  const traceIds = new WeakMap();
  let nextId = 1, shown = '', decoded = null;  // decoded: {key, cmp} of the decode view
  const traceId = (trace) => { if (!traceIds.has(trace)) traceIds.set(trace, nextId++); return traceIds.get(trace); };

  function draw(force = false) {
    const trace = getTrace();
    const s = store.get();
    const key = JSON.stringify([ui.view, trace && traceId(trace), s.item, s.head, ui.decodeT]);
    if (key === shown && !force) return;
    shown = key;
    root.hidden = !ui.view || !trace;
    root.dataset.view = ui.view ?? '';
    if (!ui.view || !trace) { root.replaceChildren(); return; }
    const item = Math.min(s.item, trace.config.batch - 1);
    try {
      if (ui.view === 'decode') root.replaceChildren(...decodeNodes(trace, s, item));
      else if (ui.view === 'kv-cache') root.replaceChildren(el('h2', '', t('lessons.stage.kvCacheTitle')), kvCacheView(trace, lab.schema?.(), kvShape).el);
      else root.replaceChildren(...equivalenceNodes(trace, s, item));
    } catch (error) {
      root.replaceChildren(el('p', 'error', t('lessons.stage.cannotShow', { reason: engineText(error) })));
    }
  }

  // Decoded once per trace and item: "next token" only moves through it.
  function decodeNodes(trace, s, item) {
    const decodeKey = JSON.stringify([traceId(trace), item]);
    if (decoded?.key !== decodeKey) decoded = { key: decodeKey, cmp: decodeComparison(lab, s.config, s.inputs, item) };  // the example's own matrices
    const cmp = decoded.cmp;
    ui.decodeT = Math.min(ui.decodeT, cmp.steps - 1);
    const moveTo = (selector) => (at) => { ui.decodeT = at; draw(); root.querySelector(`${selector}:not(:disabled)`)?.focus(); };
    const view = decodeView(cmp, ui.decodeT, { item, onT: moveTo('[data-action="decode-next"], [data-action="decode-back"]') });
    const next = generating.nextAt(ui.decodeT, moveTo('[data-action="decode-generate"]'));
    if (next) view.el.append(nextTokenView(next));
    // Said when decoding shows another mask or attention than the panel's: decodeConfig says which it shows.
    const shown = decodeConfig(trace.config, lab.schema().masks);
    const notes = trace.config.crossAttention !== shown.crossAttention || trace.config.mask !== shown.mask
      ? [el('p', 'hint', t('lessons.stage.decodeCausal'))] : [];
    return [el('h2', '', t('lessons.stage.decodeTitle')), ...notes, view.el];
  }

  function equivalenceNodes(trace, s, item) {
    if (!trace.tensors.Q_heads || !trace.tensors.Z || !trace.tensors.W_o) throw new Error(t('lessons.stage.tooLarge'));
    const head = s.head === 'all' ? 0 : s.head;
    const view = equivalenceView(trace, multiHeadEquivalence(trace, item), { item, head });
    return [el('h2', '', t('lessons.stage.equivalenceTitle')), view.el];
  }

  return { draw };
}
