// Generating one token at a time: for the newest token t only its query row is computed. In self-attention its
// key and value rows are appended to the KV cache; in cross-attention the keys and values are the source's,
// computed once before the first target token and read again by every one. The rows of Y made earlier stay
// exactly as they were, and every row equals the full computation's (the max difference is shown).
import { el, equation } from '../views/kit.js';
import { drawPlain } from '../views/lesson-matrix.js';
import { plain } from './equivalence.js';
import { full, sci } from '../i18n/format.js';
import { t } from '../i18n/i18n.js';
import { shownIndex } from '../i18n/head-names.js';

const MAX_HEADS_SHOWN = 8;

/** cmp: decodeComparison(…); k: the newest token shown (0…T−1); onT(k') moves. */
export function decodeView(cmp, k, { item = 0, onT }) {
  const { decoded, trace } = cmp;
  const { dModel: D, queryLen: T } = trace.config;
  const tokens = trace.tokens[item];
  const steps = decoded.steps.slice(0, k + 1);
  const wrap = el('div', 'decode');
  wrap.dataset.attention = decoded.source ? 'cross' : 'self';

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

  const parts = { trace, decoded, steps, k, tokens, item };
  wrap.append(...(decoded.source ? crossAttentionParts(parts) : selfAttentionParts(parts)));

  // The rows of Y so far, each against the full run's.
  const Y = drawPlain(rowsOf(steps, 'y', D), { name: 'Y_decoded', label: t('steps.decode.y'), rowAxis: 'T', colAxis: 'd_model', rowLabels: tokens.slice(0, k + 1), limit: maxOf(decoded.steps, 'y') });
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
  const now = steps[k];
  const values = { diff: sci(worst), t: k, a: full(now.y[0], 4), b: full(now.y[1], 4) };
  const sentence = `steps.decode.${decoded.source ? 'cross.' : ''}${worst === 0 ? 'summaryExact' : 'summary'}`;
  const summary = el('p', 'decode-summary', t(sentence, values));
  summary.dataset.maxDiff = String(worst);
  wrap.append(summary);
  return { el: wrap };
}

// Self-attention: the new query against a cache that gained this token's key and value rows.
function selfAttentionParts({ trace, decoded, steps, k, tokens }) {
  const { heads: h, dK, dV } = trace.config;
  const hKv = trace.config.kvHeads || h; // the cache holds the key/value heads only (GQA/MQA: fewer than h)
  const now = steps[k];
  const rows = tokens.slice(0, k + 1);
  const q = drawPlain(plain(1, h * dK, Float64Array.from(now.q)), { name: 'q_t', label: t('steps.decode.query', { t: k }), rowAxis: 'T', colAxis: 'h·d_k', rowLabels: [tokens[k]], limit: maxOf(decoded.steps, 'q') });
  const K = drawPlain(rowsOf(steps, 'k', hKv * dK), { name: 'K_cache', label: t('steps.decode.kCache'), rowAxis: 'T', colAxis: hKv === h ? 'h·d_k' : 'h_kv·d_k', rowLabels: rows, limit: maxOf(decoded.steps, 'k') });
  const V = drawPlain(rowsOf(steps, 'v', hKv * dV), { name: 'V_cache', label: t('steps.decode.vCache'), rowAxis: 'T', colAxis: hKv === h ? 'h·d_v' : 'h_kv·d_v', rowLabels: rows, limit: maxOf(decoded.steps, 'v') });
  K.highlight('anim', { rows: [k] });
  V.highlight('anim', { rows: [k] });
  return [
    el('h3', '', t('steps.decode.first', { n: k + 1 })), equation(q, '·', K, t('steps.decode.and'), V),
    el('h3', '', t('steps.decode.second', { n: k + 1 })), equation(...headWeights(now, tokens[k], rows, false)),
  ];
}

// Cross-attention: the source's K and V, made once and reused; the new target query's weights over the source.
function crossAttentionParts({ trace, decoded, steps, k, tokens, item }) {
  const { heads: h, dK, dV } = trace.config;
  const hKv = trace.config.kvHeads || h;
  const { S, K: sourceK, V: sourceV } = decoded.source;
  const source = trace.sourceTokens[item];
  const now = steps[k];
  const K = drawPlain(plain(S, hKv * dK, Float64Array.from(sourceK)), { name: 'K_source', label: t('steps.decode.cross.kSource'), rowAxis: 'S', colAxis: hKv === h ? 'h·d_k' : 'h_kv·d_k', rowLabels: source, crossAttention: true });
  const V = drawPlain(plain(S, hKv * dV, Float64Array.from(sourceV)), { name: 'V_source', label: t('steps.decode.cross.vSource'), rowAxis: 'S', colAxis: hKv === h ? 'h·d_v' : 'h_kv·d_v', rowLabels: source, crossAttention: true });
  const once = el('p', 'decode-reused', k === 0 ? t('steps.decode.cross.computedNow', { S }) : t('steps.decode.cross.reused', { t: k, S }));
  once.dataset.reused = String(k > 0);
  const q = drawPlain(plain(1, h * dK, Float64Array.from(now.q)), { name: 'q_t', label: t('steps.decode.query', { t: k }), rowAxis: 'T', colAxis: 'h·d_k', rowLabels: [tokens[k]], limit: maxOf(decoded.steps, 'q') });
  return [
    el('h3', '', t('steps.decode.cross.first', { S, source: source.join(' ') })), equation(K, t('steps.decode.and'), V), once,
    el('p', 'hint', t('steps.decode.cross.noSelf')),
    el('h3', '', t('steps.decode.cross.second', { n: S, token: tokens[k] })), equation(q, '· Kᵀ →', ...headWeights(now, tokens[k], source, true)),
  ];
}

// The new query's weights, one row per head (the first few), over the keys it reads (labelled `keys`).
function headWeights(now, token, keys, crossAttention) {
  return now.weights.slice(0, MAX_HEADS_SHOWN).map((w, p) => drawPlain(plain(1, keys.length, Float64Array.from(w)), {
    name: 'weights_t', label: t('steps.decode.weights', { p: shownIndex(p) }), scaleName: 'weights', rowAxis: 'T', colAxis: 'S', rowLabels: [token], colLabels: keys, crossAttention,
  }));
}

// The steps' rows of `key` (q, k, v or y) stacked into a plain matrix of `width` columns.
function rowsOf(steps, key, width) {
  const out = plain(steps.length, width);
  steps.forEach((s, i) => out.data.set(s[key], i * width));
  return out;
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
