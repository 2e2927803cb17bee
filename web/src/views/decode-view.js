// Generating one token at a time: for the newest token t only its query row is computed; its key and
// value rows are appended to the KV cache; the rows of Y made earlier stay exactly as they were, and
// every row equals the full computation's (the max difference is shown).
import { el, equation } from './kit.js';
import { drawPlain } from './lesson-matrix.js';
import { plain } from '../lessons/equivalence.js';
import { full, count } from '../format.js';

const sci = (v) => (v === 0 ? '0' : v.toExponential(1).replace('-', '\u2212'));

/** cmp: decodeComparison(…); t: the newest token shown (0…T−1); onT(t') moves. */
export function decodeView(cmp, t, { item = 0, onT }) {
  const { decoded, trace } = cmp;
  const { heads: h, dK, dV, dModel: D, queryLen: T } = trace.config;
  const hKv = trace.config.kvHeads || h; // the cache holds the key/value heads only (GQA/MQA: fewer than h)
  const tokens = trace.tokens[item];
  const steps = decoded.steps.slice(0, t + 1);
  const now = steps[t];
  const wrap = el('div', 'decode');

  // Tokens so far, and the transport.
  const bar = el('div', 'decode-bar');
  const chips = el('ol', 'decode-tokens');
  chips.setAttribute('aria-label', 'Tokens generated so far');
  tokens.forEach((token, i) => {
    const chip = chips.appendChild(el('li', 'token', token));
    chip.dataset.state = i < t ? 'done' : i === t ? 'new' : 'later';
  });
  const back = button('◀ Remove the last token', t === 0, () => onT(t - 1));
  const next = button('Add the next token ▶', t === T - 1, () => onT(t + 1));
  next.dataset.action = 'decode-next';
  back.dataset.action = 'decode-back';
  bar.append(chips, back, next, el('span', 'decode-pos', `token ${t + 1} of ${T}`));
  wrap.append(bar);

  const rows = (n) => tokens.slice(0, n);
  const cache = (key, width) => {
    const out = plain(t + 1, width);
    steps.forEach((s, i) => out.data.set(s[key], i * width));
    return out;
  };
  const q = drawPlain(plain(1, h * dK, Float64Array.from(now.q)), { name: 'q_t', label: `q (new, t = ${t})`, rowAxis: 'T', colAxis: 'h·d_k', rowLabels: [tokens[t]], limit: maxOf(decoded.steps, 'q') });
  const K = drawPlain(cache('k', hKv * dK), { name: 'K_cache', label: 'K cache', rowAxis: 'T', colAxis: hKv === h ? 'h·d_k' : 'h_kv·d_k', rowLabels: rows(t + 1), limit: maxOf(decoded.steps, 'k') });
  const V = drawPlain(cache('v', hKv * dV), { name: 'V_cache', label: 'V cache', rowAxis: 'T', colAxis: hKv === h ? 'h·d_v' : 'h_kv·d_v', rowLabels: rows(t + 1), limit: maxOf(decoded.steps, 'v') });
  K.highlight('anim', { rows: [t] });
  V.highlight('anim', { rows: [t] });
  wrap.append(el('h3', '', `1. Only the new token’s query is computed; its key and value rows join the cache (${count(t + 1, 'row')} now)`), equation(q, '·', K, 'and', V));

  const weights = [];
  for (let p = 0; p < h && p < 8; p++) {
    weights.push(drawPlain(plain(1, t + 1, Float64Array.from(now.weights[p])), { name: 'weights_t', label: `weights, head ${p}`, scaleName: 'weights', rowAxis: 'T', colAxis: 'S', rowLabels: [tokens[t]], colLabels: rows(t + 1) }));
  }
  wrap.append(el('h3', '', `2. Its weights over the ${t + 1} cached keys, one row per head (nothing to mask: later tokens do not exist yet)`), equation(...weights));

  const Y = drawPlain(cache('y', D), { name: 'Y_decoded', label: 'Y, one row per generated token', rowAxis: 'T', colAxis: 'd_model', rowLabels: rows(t + 1), limit: maxOf(decoded.steps, 'y') });
  Y.highlight('anim', { rows: [t] });
  const table = el('table', 'row-stats');
  const head = table.createTHead().insertRow();
  for (const text of ['row', 'made at', 'max |Δ| vs full Y']) head.append(el('th', '', text));
  const body = table.createTBody();
  for (let i = 0; i <= t; i++) {
    const line = body.insertRow();
    line.append(el('th', '', tokens[i]), el('td', '', `t = ${i}`), el('td', 'sum', sci(cmp.perRow[i])));
  }
  const box = el('div', 'with-stats');
  box.append(Y.el, table);
  const worst = Math.max(0, ...cmp.perRow.slice(0, t + 1));
  wrap.append(el('h3', '', '3. The new row of Y; the rows above it were made earlier and never change'), box);
  const summary = el('p', 'decode-summary', `Every row so far equals the full causal computation (the Y drawn below in the lab): largest difference ${sci(worst)}${worst === 0 ? ' (bit for bit)' : ''}. Row ${t} of Y starts ${full(now.y[0], 4)}, ${full(now.y[1], 4)}, …`);
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
