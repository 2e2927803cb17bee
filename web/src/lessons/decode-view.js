// Generating one token at a time: for the newest token t only its query row is computed; its key and
// value rows are appended to the KV cache; the rows of Y made earlier stay exactly as they were, and
// every row equals the full computation's (the max difference is shown).
import { el, equation } from '../views/kit.js';
import { drawPlain } from '../views/lesson-matrix.js';
import { plain } from './equivalence.js';
import { full, sci } from '../i18n/format.js';
import { t } from '../i18n/i18n.js';
import { shownIndex } from '../i18n/head-names.js';


/** cmp: decodeComparison(…); k: the newest token shown (0…T−1); onT(k') moves. */
export function decodeView(cmp, k, { item = 0, onT }) {
  const { decoded, trace } = cmp;
  const { heads: h, dK, dV, dModel: D, queryLen: T } = trace.config;
  const hKv = trace.config.kvHeads || h; // the cache holds the key/value heads only (GQA/MQA: fewer than h)
  const tokens = trace.tokens[item];
  const steps = decoded.steps.slice(0, k + 1);
  const now = steps[k];
  const wrap = el('div', 'decode');

  // Tokens so far, and the transport.
  const bar = el('div', 'decode-bar');
  const chips = el('ol', 'decode-tokens');
  chips.setAttribute('aria-label', t('steps.decode.tokensSoFar'));
  tokens.forEach((token, i) => {
    const chip = chips.appendChild(el('li', 'token', token));
    chip.dataset.state = i < k ? 'done' : i === k ? 'new' : 'later';
  });
  const back = button(t('steps.decode.back'), k === 0, () => onT(k - 1));
  const next = button(t('steps.decode.next'), k === T - 1, () => onT(k + 1));
  next.dataset.action = 'decode-next';
  back.dataset.action = 'decode-back';
  bar.append(chips, back, next, el('span', 'decode-pos', t('steps.decode.position', { n: k + 1, T })));
  wrap.append(bar);

  const rows = (n) => tokens.slice(0, n);
  const cache = (key, width) => {
    const out = plain(k + 1, width);
    steps.forEach((s, i) => out.data.set(s[key], i * width));
    return out;
  };
  const q = drawPlain(plain(1, h * dK, Float64Array.from(now.q)), { name: 'q_t', label: t('steps.decode.query', { t: k }), rowAxis: 'T', colAxis: 'h·d_k', rowLabels: [tokens[k]], limit: maxOf(decoded.steps, 'q') });
  const K = drawPlain(cache('k', hKv * dK), { name: 'K_cache', label: t('steps.decode.kCache'), rowAxis: 'T', colAxis: hKv === h ? 'h·d_k' : 'h_kv·d_k', rowLabels: rows(k + 1), limit: maxOf(decoded.steps, 'k') });
  const V = drawPlain(cache('v', hKv * dV), { name: 'V_cache', label: t('steps.decode.vCache'), rowAxis: 'T', colAxis: hKv === h ? 'h·d_v' : 'h_kv·d_v', rowLabels: rows(k + 1), limit: maxOf(decoded.steps, 'v') });
  K.highlight('anim', { rows: [k] });
  V.highlight('anim', { rows: [k] });
  wrap.append(el('h3', '', t('steps.decode.first', { n: k + 1 })), equation(q, '·', K, t('steps.decode.and'), V));

  const weights = [];
  for (let p = 0; p < h && p < 8; p++) {
    weights.push(drawPlain(plain(1, k + 1, Float64Array.from(now.weights[p])), { name: 'weights_t', label: t('steps.decode.weights', { p: shownIndex(p) }), scaleName: 'weights', rowAxis: 'T', colAxis: 'S', rowLabels: [tokens[k]], colLabels: rows(k + 1) }));
  }
  wrap.append(el('h3', '', t('steps.decode.second', { n: k + 1 })), equation(...weights));

  const Y = drawPlain(cache('y', D), { name: 'Y_decoded', label: t('steps.decode.y'), rowAxis: 'T', colAxis: 'd_model', rowLabels: rows(k + 1), limit: maxOf(decoded.steps, 'y') });
  Y.highlight('anim', { rows: [k] });
  const table = el('table', 'row-stats');
  const head = table.createTHead().insertRow();
  for (const key of ['row', 'madeAt', 'diff']) head.append(el('th', '', t(`steps.decode.stats.${key}`)));
  const body = table.createTBody();
  for (let i = 0; i <= k; i++) {
    const line = body.insertRow();
    line.append(el('th', '', tokens[i]), el('td', '', `t = ${i}`), el('td', 'sum', sci(cmp.perRow[i])));
  }
  const box = el('div', 'with-stats');
  box.append(Y.el, table);
  const worst = Math.max(0, ...cmp.perRow.slice(0, k + 1));
  wrap.append(el('h3', '', t('steps.decode.third')), box);
  const values = { diff: sci(worst), t: k, a: full(now.y[0], 4), b: full(now.y[1], 4) };
  const summary = el('p', 'decode-summary', t(worst === 0 ? 'steps.decode.summaryExact' : 'steps.decode.summary', values));
  summary.dataset.maxDiff = String(worst);
  wrap.append(summary);
  return { el: wrap };
}

function maxOf(steps, key) {
  let m = 0;
  for (const s of steps) for (const v of s[key]) if (Math.abs(v) > m) m = Math.abs(v);
  return m;
}

function button(text, disabled, onClick) {
  const b = el('button', '', text);
  b.type = 'button';
  b.disabled = disabled;
  b.addEventListener('click', onClick);
  return b;
}
