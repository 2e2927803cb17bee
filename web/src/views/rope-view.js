// RoPE: each head's vector is cut into pairs (x_i, x_{i+d/2}) (rotate-half, as GPT-NeoX and HF Llama),
// and pair i at position t is turned by the angle t·θ_i in its own plane. The picture shows one pair of
// one row as an arrow before (the engine's Q_heads/K_heads) and after (the engine's Q_rope/K_rope);
// two selects choose the row and the pair, so every rotation can be looked at with the keyboard.
import { drawMatrix, equation, dim, el } from './kit.js';
import { matrixOf } from '../engine/tensor.js';
import { full } from '../i18n/format.js';
import { t } from '../i18n/i18n.js';

const SVG = 'http://www.w3.org/2000/svg';
const R = 70; // the plane's radius in px

export function ropeView(ctx, step) {
  const input = step.inputs[0], output = step.output;
  const before = drawMatrix(ctx, input, { label: input === 'Q_heads' ? 'Q_h' : 'K_h' });
  const after = drawMatrix(ctx, output, { label: output === 'Q_rope' ? 'Q̃_h' : 'K̃_h' });
  const a = matrixOf(ctx.trace, input, { b: ctx.b, h: ctx.h });
  const z = matrixOf(ctx.trace, output, { b: ctx.b, h: ctx.h });
  const d = a.cols, half = d / 2;
  const pos = output === 'Q_rope' ? 't' : 's';
  const base = ctx.trace.config.ropeBase;
  // θ_i and the angle t·θ_i as the engine computed them (the trace's rope_theta and rope_angle_q / _k).
  const thetas = matrixOf(ctx.trace, 'rope_theta'), angles = matrixOf(ctx.trace, output === 'Q_rope' ? 'rope_angle_q' : 'rope_angle_k');

  const chosen = { row: Math.min(a.rows - 1, 2), pair: 0 };
  const rowPick = select(t(pos === 't' ? 'steps.rope.queryRow' : 'steps.rope.keyRow'), a.rowLabels.map((label, r) => [r, `${r}: ${label}`]), chosen.row);
  const pairPick = select(t('steps.rope.pair'), Array.from({ length: half }, (_, i) => [i, `i = ${i}: (x${i}, x${i + half})`]), chosen.pair);
  const picks = el('div', 'rope-picks');
  picks.append(rowPick.label, pairPick.label);

  const plane = document.createElementNS(SVG, 'svg');
  plane.setAttribute('viewBox', `${-R - 10} ${-R - 10} ${2 * R + 20} ${2 * R + 20}`);
  plane.setAttribute('class', 'rope-plane');
  plane.setAttribute('role', 'img');
  const circle = svg('circle', { r: R, class: 'rope-circle' });
  const axes = svg('path', { d: `M${-R} 0H${R}M0 ${-R}V${R}`, class: 'rope-axes' });
  const arc = svg('path', { class: 'rope-arc' });
  const from = svg('line', { x1: 0, y1: 0, class: 'rope-before' });
  const to = svg('line', { x1: 0, y1: 0, class: 'rope-after' });
  plane.append(circle, axes, arc, from, to);
  const numbers = el('div', 'rope-numbers');
  numbers.setAttribute('aria-live', 'polite');
  const figure = el('figure', 'rope-figure');
  const caption = el('figcaption', '', t('steps.rope.caption'));
  figure.append(caption, picks, plane, numbers);

  let progress = 1;
  function draw() {
    const { row, pair: i } = chosen;
    const x0 = a.get(row, i), y0 = a.get(row, i + half), x1 = z.get(row, i), y1 = z.get(row, i + half);
    // Both arrows to one scale: the rotation keeps the length, so the longer of the two sets it.
    const len = Math.hypot(x0, y0) || 1;
    const scale = R / Math.max(len, Math.hypot(x1, y1), 1e-9);
    const start = Math.atan2(y0, x0), end = Math.atan2(y1, x1);
    let turn = end - start; // the drawn turn, from the engine's two vectors
    while (turn <= -Math.PI) turn += 2 * Math.PI;
    while (turn > Math.PI) turn -= 2 * Math.PI;
    const now = start + turn * progress;
    set(from, { x2: x0 * scale, y2: -y0 * scale });
    set(to, { x2: Math.cos(now) * len * scale, y2: -Math.sin(now) * len * scale });
    const r = R * 0.35, large = Math.abs(turn * progress) > Math.PI ? 1 : 0, sweep = turn > 0 ? 0 : 1;
    set(arc, { d: `M${Math.cos(start) * r} ${-Math.sin(start) * r}A${r} ${r} 0 ${large} ${sweep} ${Math.cos(now) * r} ${-Math.sin(now) * r}` });
    const theta = thetas.get(0, i), angle = angles.get(row, i);
    const lines = [
      t('steps.rope.angle', { i, base: full(base, 6), d, theta: full(theta), pos, t: row, angle: full(angle) }),
      t('steps.rope.before', { input, i, j: i + half, x: full(x0), y: full(y0) }),
      t('steps.rope.after', { output, x0: full(x0), y0: full(y0), x: full(x1), y: full(y1) }),
      t('steps.rope.length', { before: full(Math.hypot(x0, y0)), after: full(Math.hypot(x1, y1)) }),
    ];
    numbers.replaceChildren(...lines.map((text) => el('p', '', text)));
    plane.setAttribute('aria-label', t('steps.rope.label', { i, t: row, x0: full(x0), y0: full(y0), angle: full(angle), x: full(x1), y: full(y1) }));
    before.highlight('anim', { cells: [[row, i], [row, i + half]] });
    after.highlight('anim', { cells: [[row, i], [row, i + half]] });
  }
  rowPick.select.addEventListener('change', () => { chosen.row = Number(rowPick.select.value); draw(); });
  pairPick.select.addEventListener('change', () => { chosen.pair = Number(pairPick.select.value); draw(); });

  const wrap = el('div', 'stack');
  wrap.append(equation(before, t('steps.rope.op'), after), figure);
  return {
    el: wrap,
    algebra: [dim(t('steps.rope.algebra', { axis: a.rowAxis, rows: a.rows, d, n: half, pos }))],
    update(p) {
      progress = Math.max(0, Math.min(1, p));
      after.reveal(p >= 1 ? undefined : Math.floor(p * a.rows * d));
      draw();
    },
  };
}

function select(text, options, value) {
  const label = el('label', 'rope-pick', `${text} `);
  const node = el('select');
  for (const [v, text] of options) node.append(Object.assign(document.createElement('option'), { value: String(v), textContent: text }));
  node.value = String(value);
  label.append(node);
  return { label, select: node };
}

function svg(tag, attrs) {
  return set(document.createElementNS(SVG, tag), attrs);
}
function set(node, attrs) {
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}
